#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A percent-driven interaction controller that keeps the transition context it is started with —
/// written to read the container while dragging, a common reason — and then uses it to snap a short
/// drag back: `cancel()` tells the stored context `cancelInteractiveTransition()` itself instead of
/// calling `super.cancel()`.
///
/// Broken (used only with ``BottomSheetDefect/interactionCancelsThroughStoredContext``).
/// Defect: the context hears that the transition was cancelled, but nothing runs the paused
/// animations back: `UIPercentDrivenInteractiveTransition` never got `cancel()`, so the layers it
/// froze stay frozen, the dismissal animator's completion never runs and `completeTransition(_:)`
/// is never called — the sheet hangs half-dragged and the app stops responding to the transition
/// (UIKit: "do not call the context's interactive methods yourself" with a percent-driven
/// controller, contract R15).
/// Expected: INT-COMPLETES, attributed to the interaction controller, in interactive dismissals
/// the handler cancels — a drag ended short of half the sheet's height (slowly), and a pan that
/// is cancelled or fails; a drag finished past half completes normally. Why INT-COMPLETES and not
/// INT-GESTURE-END: the handler does answer every gesture end (it calls `cancel()`, and the
/// context does get `cancelInteractiveTransition()`), so the gesture end is handled; what fails is
/// the transition's end — a cancel followed by no completion. A checker that counts only
/// `UIPercentDrivenInteractiveTransition.cancel()` reaching `super` might call it INT-GESTURE-END;
/// the kit's interaction suite reads the context's calls and reports INT-COMPLETES ("cancel() was
/// called, then no completeTransition by the deadline"). ANIM-COMPLETE-ONCE ("never completed")
/// on the dismissal animator is the consequence, not a separate fault.
@MainActor
final class ContextKeepingSheetInteraction: UIPercentDrivenInteractiveTransition {
    private weak var storedContext: (any UIViewControllerContextTransitioning)?

    /// The height of the container the sheet is being dragged out of, 0 before the transition
    /// starts.
    var containerHeight: CGFloat { storedContext?.containerView.bounds.height ?? 0 }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        storedContext = transitionContext
    }

    override func cancel() {
        storedContext?.cancelInteractiveTransition()
        storedContext = nil
    }

    override func finish() {
        super.finish()
        storedContext = nil
    }
}
