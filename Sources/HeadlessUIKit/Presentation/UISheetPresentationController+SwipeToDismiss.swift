import Foundation

/// The user's pull down on a sheet, below its smallest detent, to dismiss it — UIKit's
/// interactive sheet dismissal, and the delegate calls apps answer it with
/// (`isModalInPresentation`, `presentationControllerShouldDismiss(_:)`, `WillDismiss`,
/// `DidDismiss`, `DidAttemptToDismiss`). Driven by ``UISheetPresentationController/headlessDrag(toHeight:)``
/// and ``UISheetPresentationController/headlessEndDrag()``.
///
/// The dismissal is the presentation's own (`dismiss(animated: true)`), made interactive by a
/// percent-driven interaction that follows the finger, so the presented view controller sees its
/// appearance calls, its `transitionCoordinator` is interactive, and a spring-back is a cancelled
/// dismissal, as in UIKit. A sheet whose dismissal runs an animator the app vends is not
/// modelled: the pull is refused with a diagnostic (HeadlessUIKit asks the transitioning
/// delegate's `animationController(forDismissed:)` once to find out).
extension UISheetPresentationController {
    /// Starts a pull below the smallest detent: asks whether the sheet may be dismissed, and
    /// either starts the interactive dismissal or keeps the sheet (the attempt is reported when
    /// the finger is lifted). Returns false, with a diagnostic, when the pull cannot be modelled.
    func beginSwipeToDismiss(smallestHeight: CGFloat, largestHeight: CGFloat, height: CGFloat) -> Bool {
        let presented = presentedViewController
        if let above = presented.presentedViewController {
            record(
                "headlessDrag(toHeight:)", in: containerView,
                "the sheet presents \(type(of: above)), which covers it: only the topmost presentation can be pulled down. The sheet stays at its smallest detent."
            )
            return false
        }
        if presented.transitioningDelegate?.animationController(forDismissed: presented) != nil {
            record(
                "headlessDrag(toHeight:)", in: containerView,
                "pulling down a sheet whose dismissal runs an animator the app vends is not modelled; dismiss it with dismiss(animated:) instead. The sheet stays at its smallest detent."
            )
            return false
        }
        let allowed = !Self.isModal(presented) && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            swipe = SheetSwipe(smallestHeight: smallestHeight, largestHeight: largestHeight, interaction: nil)
            swipe?.move(toHeight: height, of: self)
            return true
        }
        let interaction = SheetSwipeInteraction()
        swipe = SheetSwipe(smallestHeight: smallestHeight, largestHeight: largestHeight, interaction: interaction)
        delegate?.presentationControllerWillDismiss(self)
        presented.performDismiss(animated: true, systemInteraction: interaction, completion: nil)
        guard presented.isBeingDismissed else {
            swipe = nil  // the dismissal was refused (its diagnostic says why): the sheet stays
            return false
        }
        swipe?.move(toHeight: height, of: self)
        return true
    }

    /// Lifts the finger at the end of a pull below the smallest detent.
    func endSwipeToDismiss(_ swipe: SheetSwipe) {
        guard let interaction = swipe.interaction else {
            self.swipe = nil
            headlessEndDrag()  // the sheet settles at a detent, as after any drag
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        guard !swipe.isReleased else {
            return record("headlessEndDrag()", in: containerView, "the finger was already lifted; the dismissal is finishing. Nothing happened.")
        }
        swipe.isReleased = true
        let fraction = (containerView?.window?.headlessScene ?? HeadlessScene.current).configuration.sheetDismissFraction
        interaction.release(finishing: swipe.progress >= fraction)
    }

    /// Called when a dismissal of this sheet ended: after a pull that completed it, the delegate
    /// hears `presentationControllerDidDismiss(_:)`.
    func dismissalEnded(completed: Bool) {
        guard let swipe, swipe.interaction != nil else { return }
        self.swipe = nil
        if completed { delegate?.presentationControllerDidDismiss(self) }
    }

    /// Whether `controller` or one of its children (a navigation controller's top view
    /// controller, say) sets `isModalInPresentation`.
    static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains(where: isModal)
    }
}

/// One pull below a sheet's smallest detent.
@MainActor
final class SheetSwipe {
    /// The smallest detent's height: the pull's progress is measured below it.
    let smallestHeight: CGFloat
    /// The largest detent's height: a sheet that may not be dismissed goes back up to it at most.
    let largestHeight: CGFloat
    /// The interaction driving the dismissal; nil when the sheet may not be dismissed.
    let interaction: SheetSwipeInteraction?
    /// How far the sheet is pulled below its smallest detent, as a fraction of that detent's height.
    private(set) var progress: CGFloat = 0
    /// Whether the finger was lifted.
    var isReleased = false

    init(smallestHeight: CGFloat, largestHeight: CGFloat, interaction: SheetSwipeInteraction?) {
        self.smallestHeight = smallestHeight
        self.largestHeight = largestHeight
        self.interaction = interaction
    }

    /// Follows the finger to a sheet `height` points tall.
    func move(toHeight height: CGFloat, of sheet: UISheetPresentationController) {
        let api = "headlessDrag(toHeight:)"
        guard height.isFinite else {
            return sheet.record(api, in: sheet.containerView, "needs a finite height; got \(height). Nothing moved.")
        }
        guard !isReleased else {
            return sheet.record(api, in: sheet.containerView, "the finger was lifted; the dismissal is finishing. Nothing moved.")
        }
        progress = smallestHeight > 0 ? min(max((smallestHeight - height) / smallestHeight, 0), 1) : 0
        if let interaction {
            interaction.follow(progress)
        } else if let container = sheet.containerView, let view = sheet.presentedView {
            // A sheet that may not be dismissed stops at its smallest detent, and goes back up
            // with the finger, to its largest.
            let large = SheetGeometry.frame(sheet.sheetStyle, in: container.bounds)
            let shown = min(max(height, smallestHeight), largestHeight)
            view.frame = CGRect(x: large.minX, y: large.maxY - shown, width: large.width, height: shown)
        }
    }
}

/// The percent-driven interaction UIKit runs while the user pulls a sheet down: it follows the
/// finger, and finishes or cancels when the finger is lifted. The dismissal starts on the next
/// run-loop turn, as any does; what the finger did before that is applied when it starts.
@MainActor
final class SheetSwipeInteraction: UIPercentDrivenInteractiveTransition {
    private var started = false
    private var pendingProgress: CGFloat = 0
    private var pendingFinish: Bool?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        started = true
        if pendingProgress > 0 { update(pendingProgress) }
        if let finishing = pendingFinish { finishing ? finish() : cancel() }
    }

    /// Moves the dismissal to `progress`.
    func follow(_ progress: CGFloat) {
        if started { update(progress) } else { pendingProgress = progress }
    }

    /// Finishes or cancels the dismissal.
    func release(finishing: Bool) {
        if started { finishing ? finish() : cancel() } else { pendingFinish = finishing }
    }
}
