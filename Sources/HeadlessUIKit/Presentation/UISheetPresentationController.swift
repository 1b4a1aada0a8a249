import Foundation

/// A headless model of `UISheetPresentationController`: the presentation controller UIKit makes
/// for `.pageSheet` and `.formSheet` (and `.automatic`, which is a page sheet), with detents.
///
/// ## The model
///
/// Configure it through the presented view controller's `sheetPresentationController` before
/// presenting (the same object then presents) or while presented. It keeps the presenter's view
/// in the window and is not full screen, like UIKit's sheets.
///
/// - **Frames.** The presented view rests at the *displayed detent*: the detent whose identifier
///   is ``selectedDetentIdentifier``, or — when that is nil or names no active detent — the
///   smallest active one, as UIKit documents for nil. ``detents`` defaults to `[.large()]`, and
///   the large detent is HeadlessUIKit's sheet frame (`.pageSheet`: the container below a top
///   inset of 7 % of its height, at most 56 points). A smaller detent keeps that width and is
///   attached to the bottom edge, `height` tall. A detent's height is resolved in a context whose
///   `maximumDetentValue` is the large detent's height and whose `containerTraitCollection` is the
///   container's traits; values are clamped to `0...maximumDetentValue`. With no active detent
///   (only `.medium()` in a compact-height container, say) the sheet shows the large detent.
///   A `.formSheet` in a regular-width container (at least 600 points wide) stays the centred
///   540 × 620 form sheet whatever its detents.
/// - **Changes.** Setting ``selectedDetentIdentifier`` or ``detents``, or calling
///   ``invalidateDetents()``, while presented moves the presented view to the new frame at once;
///   inside ``animateChanges(_:)`` the move is a `UIView` animation of
///   `HeadlessScene.Configuration.sheetDetentAnimationDuration` on the virtual clock. While the
///   presentation is still running, the animator's frames are left alone and the view moves when
///   it ends. A container resize puts the view at the new frame, like the other built-in styles.
/// - **Dragging and the delegate.** Drive the user's drag with ``headlessDrag(toHeight:)`` and
///   ``headlessEndDrag()``: the sheet follows the finger, then settles at the nearest active
///   detent. UIKit calls the delegate's
///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` only for such a change
///   by the user, never for changes your code makes; HeadlessUIKit calls it when the drag ends on
///   another detent, right after `selectedDetentIdentifier` changes. Set a
///   ``UISheetPresentationControllerDelegate`` as the inherited `delegate` (Swift cannot narrow
///   the type of an inherited property, as UIKit's Objective-C declaration does).
///
/// ## What it does not model
///
/// Velocity, the grabber, dimming
/// (``largestUndimmedDetentIdentifier`` is stored: no dimming view exists and the presenter's
/// views stay as they are), scrolling expansion, edge attachment in compact height, corner radius,
/// `sourceView`, safe areas (a custom detent's value is the sheet's whole height) and sheet stacks:
/// those properties are stored only.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The style whose frame the sheet takes: `.pageSheet` unless UIKit made it for `.formSheet`.
    let sheetStyle: UIModalPresentationStyle
    private final var resizeFollower = ContainerResizeFollower()
    final var isAnimatingChanges = false
    /// Whether the detents changed while a transition was in flight, so the presented view
    /// takes the displayed detent's frame when the presentation ends.
    private final var detentsChangedDuringTransition = false
    /// The user's pull down to dismiss the sheet, while the finger is on it
    /// (UISheetPresentationController+SwipeToDismiss.swift).
    final var swipe: SheetSwipe?

    /// Makes a sheet presentation controller, as a transitioning delegate's
    /// `presentationController(forPresented:presenting:source:)` may; it takes the page-sheet frame.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        sheetStyle = .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The sheet UIKit makes for a `.pageSheet` or `.formSheet` presentation.
    init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
        sheetStyle = style
        super.init(presentedViewController: presented, presenting: presenting)
        headlessStyle = style
    }

    /// The heights where the sheet can rest, smallest first or in any order; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { detentsChanged() }
    }

    /// The identifier of the most recently selected detent; nil (the default) shows the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// The largest detent that does not dim the view underneath; nil (the default) dims at every
    /// detent. Stored only: HeadlessUIKit's sheets have no dimming view.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top; false by default. Stored only.
    open var prefersGrabberVisible = false
    /// Whether scrolling to the edge of the content expands the sheet; true by default. Stored only.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height; false by default. Stored only.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet's width follows `preferredContentSize`; false by default. Stored only.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius the sheet asks for; nil (the default) is the system's. Stored only.
    open var preferredCornerRadius: CGFloat?
    /// The view the sheet is anchored to when it adapts to a popover; nil by default. Stored only.
    open var sourceView: UIView?

    /// Applies the changes `changes` makes to the sheet's properties with an animation: the
    /// presented view moves to its new frame in a `UIView` animation of
    /// `HeadlessScene.Configuration.sheetDetentAnimationDuration`. When it returns, the model
    /// values are the new ones.
    open func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        defer { isAnimatingChanges = wasAnimating }
        changes()
    }

    /// Asks the sheet to resolve its detents again (a custom detent's input changed); the
    /// presented view moves at once, or animated inside ``animateChanges(_:)``.
    open func invalidateDetents() {
        detentsChanged()
    }

    // MARK: UIPresentationController

    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { false }

    /// The frame of the displayed detent (see the type's documentation).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let large = SheetGeometry.frame(sheetStyle, in: bounds)
        guard !SheetGeometry.isCentredFormSheet(sheetStyle, in: bounds) else { return large }
        let height = displayedDetent(in: container, maximum: large.height)?.height ?? large.height
        return CGRect(x: large.minX, y: large.maxY - height, width: large.width, height: height)
    }

    /// Keeps the presented view at its frame when the container resizes, like the other
    /// built-in styles.
    open override func containerViewWillLayoutSubviews() {
        resizeFollower.containerWillLayout(self)
    }

    // MARK: Detents

    /// A detent the sheet can rest at in its container now, with its height.
    typealias ActiveDetent = (identifier: Detent.Identifier, height: CGFloat)

    /// The detents active in `container`, in ``detents`` order, with their heights clamped to
    /// `0...maximum`.
    func activeDetents(in container: UIView, maximum: CGFloat) -> [ActiveDetent] {
        let scene = container.window?.headlessScene
        let context = SheetDetentResolutionContext(
            containerTraitCollection: scene?.traitCollection ?? traitCollection, maximumDetentValue: maximum,
            mediumFraction: (scene?.configuration ?? HeadlessScene.current.configuration).sheetMediumDetentFraction)
        return detents.compactMap { detent -> ActiveDetent? in
            guard let value = detent.resolvedValue(in: context), value.isFinite else { return nil }
            return (detent.identifier, min(max(value, 0), maximum))
        }
    }

    private func displayedDetent(in container: UIView, maximum: CGFloat) -> ActiveDetent? {
        let active = activeDetents(in: container, maximum: maximum)
        if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.identifier == selected }) {
            return match
        }
        return active.min { $0.height < $1.height }
    }

    /// Called by the machinery when a presentation ended: a detent change made while it ran
    /// moves the presented view now, at once.
    func presentationEnded(completed: Bool) {
        defer { detentsChangedDuringTransition = false }
        guard completed, detentsChangedDuringTransition, let container = containerView, let view = presentedView,
            view.superview === container
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// Moves the presented view to the displayed detent's frame, when it is presented and no
    /// transition is in flight; animated inside ``animateChanges(_:)``.
    func detentsChanged() {
        guard let container = containerView, let view = presentedView, view.superview === container else { return }
        guard presentedViewController.presentationState.activeTransition == nil else {
            detentsChangedDuringTransition = true
            return
        }
        let frame = frameOfPresentedViewInContainerView
        guard isAnimatingChanges else {
            view.frame = frame
            return
        }
        let duration = (container.window?.headlessScene ?? HeadlessScene.current).configuration.sheetDetentAnimationDuration
        UIView.animate(withDuration: duration, delay: 0, options: .init(rawValue: 0), animations: { view.frame = frame }, completion: nil)
    }
}

/// The delegate of a sheet presentation controller; set it as the controller's `delegate`.
/// Members are optional.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called after the user dragged the sheet to another detent; not after your code changes
    /// `selectedDetentIdentifier`.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
