import Foundation

/// A headless model of `UIPopoverPresentationController`: the presentation controller UIKit makes
/// for `.popover`, anchored to a source view.
///
/// ## The model
///
/// Configure it through the presented view controller's `popoverPresentationController` before
/// presenting (the same object then presents): ``sourceView`` and ``sourceRect`` (the source
/// view's bounds when left `.zero`), ``permittedArrowDirections``, and a
/// ``UIPopoverPresentationControllerDelegate`` as the inherited `delegate`.
///
/// - **Adaptation.** In a horizontally compact container (an iPhone), UIKit adapts a popover to
///   another style unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` (or
///   `adaptivePresentationStyle(for:)`) returns `.none`. HeadlessUIKit asks the delegate when the
///   frame is computed: `.none` keeps the popover; `.fullScreen` or `.overFullScreen` takes the
///   container's bounds; another answer, or a delegate that implements neither member, takes
///   HeadlessUIKit's sheet frame (the container below a top inset of 7 % of its height, at most
///   56 points). In a regular-width container the popover is never adapted.
/// - **Frame.** The popover's content is the presented view controller's `preferredContentSize`,
///   or `HeadlessScene.Configuration.defaultPopoverContentSize` (320 × 480) when that is zero,
///   at most the container inset by 10 points on each side. It is placed next to the source
///   rectangle (in the container's coordinates) on the first side, among the permitted arrow
///   directions in the order up, down, left, right, where it fits — below the source for an
///   upward arrow, above it for a downward one, right of it for a leftward one — else on the
///   permitted side with the most room; centred on the source along the other axis, clamped to the
///   inset container. ``arrowDirection`` says which side was chosen (`.unknown` before, and when
///   adapted). The arrow itself takes no room.
/// - **Delegate.** `prepareForPopoverPresentation(_:)` is called as the presentation begins.
/// - **Misuse.** A popover shown as a popover without a ``sourceView`` makes UIKit raise
///   (NSGenericException "… should have a non-nil sourceView or barButtonItem set before the
///   presentation occurs"); HeadlessUIKit records a ``HeadlessDiagnostic/Kind/uikitMisuse``
///   diagnostic that raises in UIKit and centres the popover instead.
///
/// ## What it does not model
///
/// `barButtonItem` (no bars headlessly), the arrow's size and background, dismissal by a tap
/// outside (`passthroughViews` is stored only), repositioning on rotation
/// (`popoverPresentationController(_:willRepositionPopoverTo:in:)` is never called), and the
/// adapted presentation's own behaviour beyond its frame (the presenter's view stays).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at; `.zero` (the default) is its bounds.
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point in; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points in, once the popover is placed; `.unknown` before and when adapted.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views the user can touch while the popover is up; stored only.
    open var passthroughViews: [UIView]?
    /// The popover's background colour; stored only.
    open var backgroundColor: UIColor?
    /// Whether the popover may cover the source rectangle; stored only.
    open var canOverlapSourceViewRect = false
    private final var resizeFollower = ContainerResizeFollower()
    private final var reportedMissingSource = false

    /// Makes a popover presentation controller, as a transitioning delegate may.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        headlessStyle = .popover
    }

    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { false }

    /// The frame described in the type's documentation.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch adaptedStyle {
        case .none: return PopoverGeometry.place(self, in: container)
        case .fullScreen, .overFullScreen:
            arrowDirection = .unknown
            return bounds
        default:
            arrowDirection = .unknown
            return SheetGeometry.frame(.popover, in: bounds)
        }
    }

    /// The style the popover is shown in: `.none` for a popover, else the adapted style.
    final var adaptedStyle: UIModalPresentationStyle {
        let traits = traitCollection
        guard traits.horizontalSizeClass == .compact else { return .none }
        guard let delegate else { return .formSheet }
        var answer = UIModalPresentationStyle.none
        let implemented = AdaptiveDelegateDefaults.callIfImplemented {
            answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        }
        return implemented ? answer : .formSheet
    }

    open override func presentationTransitionWillBegin() {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    }

    /// Keeps the presented view at its frame when the container resizes, like the other built-in styles.
    open override func containerViewWillLayoutSubviews() {
        resizeFollower.containerWillLayout(self)
    }

    /// Records the missing source once per presentation.
    func reportMissingSource() {
        guard !reportedMissingSource else { return }
        reportedMissingSource = true
        HeadlessScene.recordMisuse(
            api: "UIPopoverPresentationController",
            "UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs; UIKit raises NSGenericException. HeadlessUIKit centres the popover in the container instead. Set popoverPresentationController?.sourceView (and sourceRect) before presenting.",
            near: containerView, raises: true)
    }
}

/// The directions a popover's arrow may point in, UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pointing up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not placed yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover presentation controller; set it as the controller's `delegate`.
/// Members are optional; it inherits the adaptive members, whose
/// `adaptivePresentationStyle(for:traitCollection:)` returning `.none` keeps the popover in a
/// compact container.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called as the popover's presentation begins.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The popover presentation controller of the view controller: its `presentationController`
    /// when its style is `.popover` — made before presenting so it can be configured first, as in
    /// UIKit — nil for the other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
