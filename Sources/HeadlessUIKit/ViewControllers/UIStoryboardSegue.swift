import Foundation

/// A headless model of `UIStoryboardSegue`: the object that prepares for and performs the
/// transition between two view controllers. Subclass it and override ``perform()`` for a custom
/// transition, as segue-based transition libraries do.
///
/// ## The model
///
/// There are no storyboards headlessly, so nothing makes segues by itself: register a segue on
/// its source with ``UIViewController/headlessRegisterSegue(identifier:_:)`` — a closure that
/// makes the segue (and its destination) each time it is performed, as the storyboard runtime
/// instantiates both. Then `performSegue(withIdentifier:sender:)` makes the segue, calls the
/// source's `prepare(for:sender:)`, then the segue's ``perform()``, as the storyboard runtime does
/// ([UIStoryboardSegue](https://developer.apple.com/documentation/uikit/uistoryboardsegue)).
/// The base ``perform()`` runs the handler given to
/// ``init(identifier:source:destination:performHandler:)``, or does nothing.
///
/// ## What it does not model
///
/// Storyboards, the built-in segue kinds (show, present modally, popover, embed — give a
/// handler that shows the destination instead), unwind segues and `canPerformUnwindSegueAction`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier, nil if it has none.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// Makes a segue, the designated initializer; subclasses override it. UIKit's signature.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// Makes a segue whose ``perform()`` runs `performHandler`. UIKit's signature.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition: the base runs the perform handler, if any, or does nothing.
    /// Override to run a custom transition (present or push ``destination`` from ``source``).
    open func perform() {
        performHandler?()
    }
}

/// What ``UIViewController/headlessRegisterSegue(identifier:_:)`` stores: it makes the segue
/// (and a new destination) from the identifier and the source each time the segue is performed.
public typealias HeadlessSegueFactory = @MainActor (_ identifier: String, _ source: UIViewController) -> UIStoryboardSegue

extension UIViewController {
    /// Registers the segue `identifier` on this view controller, as a storyboard would hold it:
    /// `makeSegue` makes the segue and its destination each time it is performed. Registering an
    /// identifier again replaces it. HeadlessUIKit only.
    public func headlessRegisterSegue(identifier: String, _ makeSegue: @escaping HeadlessSegueFactory) {
        registeredSegues[identifier] = makeSegue
    }

    /// Performs the segue `identifier` registered on this view controller: makes it, calls
    /// `prepare(for:sender:)`, then the segue's `perform()`. `shouldPerformSegue(withIdentifier:sender:)`
    /// is not asked: UIKit asks it only for segues the storyboard triggers (see
    /// ``headlessTriggerSegue(withIdentifier:sender:)``).
    ///
    /// UIKit raises (NSInvalidArgumentException "Receiver (…) has no segue with identifier '…'")
    /// when the view controller has no such segue
    /// ([performSegue(withIdentifier:sender:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)));
    /// HeadlessUIKit records a ``HeadlessDiagnostic/Kind/uikitMisuse`` diagnostic that raises in
    /// UIKit and does nothing.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let makeSegue = registeredSegues[identifier] else {
            HeadlessScene.recordMisuse(
                api: "UIViewController.performSegue(withIdentifier:sender:)",
                "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'; UIKit raises NSInvalidArgumentException. Nothing was performed. Register the segue with headlessRegisterSegue(identifier:_:) (the storyboard's segue headlessly), or check the identifier.",
                near: viewIfLoaded, raises: true)
            return
        }
        let segue = makeSegue(identifier, self)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Triggers the segue `identifier` as the storyboard does when the user taps the control it is
    /// wired to: asks `shouldPerformSegue(withIdentifier:sender:)` first, and performs the segue
    /// (``performSegue(withIdentifier:sender:)``) only if it says yes. Returns whether it did.
    /// HeadlessUIKit only.
    @discardableResult
    public func headlessTriggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        performSegue(withIdentifier: identifier, sender: sender)
        return registeredSegues[identifier] != nil
    }
}
