import Foundation

/// The members a content container (a view controller or a presentation controller) has for
/// adapting to size and trait changes. UIKit's signatures.
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// A minimal model of `UITraitCollection`: the size classes, derived from a size. Other traits
/// (display scale, interface style, …) are not modelled.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// Makes a trait collection with both size classes unspecified.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
    }

    /// Makes a trait collection with the given size classes.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The size classes an iPhone-like container of this size has: regular width from 600
    /// points, compact height below 500 points (HeadlessUIKit's approximation).
    public static func headless(for size: CGSize) -> UITraitCollection {
        UITraitCollection(
            horizontalSizeClass: size.width >= 600 ? .regular : .compact,
            verticalSizeClass: size.height < 500 ? .compact : .regular)
    }
}

/// A size class, UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
