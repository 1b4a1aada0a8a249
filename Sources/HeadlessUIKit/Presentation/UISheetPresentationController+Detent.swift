import Foundation

extension UISheetPresentationController {
    /// A height where a sheet rests: the system's ``medium()`` and ``large()``, or one your
    /// resolver computes (``custom(identifier:resolver:)``).
    ///
    /// HeadlessUIKit resolves a detent against its sheet's
    /// ``UISheetPresentationControllerDetentResolutionContext``: ``large()`` is the context's
    /// `maximumDetentValue` (the height of the sheet UIKit shows when no detent is set);
    /// ``medium()`` is `HeadlessScene.Configuration.sheetMediumDetentFraction` of it — UIKit
    /// documents "approximately half the height of the screen" — and is inactive (nil) in a
    /// compact-height container, as UIKit documents; a custom detent is its resolver's value.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The identifier of the detent.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system detent at full height: the sheet UIKit shows when no detent is set.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at about half the height of the screen; inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                let fraction =
                    (context as? SheetDetentResolutionContext)?.mediumFraction
                    ?? HeadlessScene.current.configuration.sheetMediumDetentFraction
                return context.maximumDetentValue * fraction
            }
        }

        /// A detent whose height `resolver` computes from the context; nil makes it inactive. A
        /// nil `identifier` gets a unique one, as UIKit generates a random identifier.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil if it is inactive there. Not clamped: the
        /// sheet clamps it to `maximumDetentValue` when it uses it.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        public override var description: String { "Detent(\(identifier.rawValue))" }

        /// Identifies a detent: ``medium`` and ``large`` for the system's, your own raw values for
        /// custom ones.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            /// Makes an identifier with the given raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Makes an identifier with the given raw value.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier of the system's medium detent (UIKit's raw value).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The identifier of the system's large detent (UIKit's raw value).
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a detent's resolver is given: the largest height a detent can have and the traits of
/// the sheet's container.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The maximum value of a detent: the height of the large detent.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context a sheet hands its detents.
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The scene's `sheetMediumDetentFraction`.
    let mediumFraction: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, mediumFraction: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.mediumFraction = mediumFraction
        super.init()
    }
}
