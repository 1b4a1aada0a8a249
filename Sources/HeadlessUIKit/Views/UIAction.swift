import Foundation

/// The closure a ``UIAction`` runs; it receives the action, whose ``UIAction/sender`` is the
/// control that sent it.
@preconcurrency public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A headless model of `UIAction` (iOS 14): a titled closure that a ``UIControl`` runs for its
/// events.
///
/// ## The model
///
/// An action has a title, an optional image, an identifier (a new unique one when none is
/// given, as in UIKit) and a handler. Controls run it from `sendActions(for:)` or
/// `sendAction(_:)`, with ``sender`` set to the control while the handler runs.
///
/// ## What it does not model
///
/// Menus (`UIMenu`, `UIMenuElement` attributes and state), subtitles, and the system actions
/// (`UIAction.captureTextFromCamera` and the like).
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The title for the keyboard-shortcut overlay; stored only.
    open var discoverabilityTitle: String?
    /// The action's identifier; controls keep one action per identifier and event.
    public let identifier: Identifier
    /// The object that sent the action — the control — while the handler runs; nil otherwise.
    public internal(set) var sender: Any?

    let handler: UIActionHandler

    /// Makes an action. Without an `identifier`, the action gets a new unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<UIAction \"\(title)\" \(identifier.rawValue)>" }
    }
}

extension UIAction {
    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
