#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Drives a modal transition that `present` or `dismiss` has just started on `host` to its end,
/// as `mode` says, and runs the clock to idle or the deadline.
///
/// One run-loop turn starts the transition; then `duration()` is read (the animator has reported
/// it by now). Interactive modes move `interactor` in four steps of 0.05 s to their progress and
/// finish or cancel; a grabbed-and-reversed mode waits until its progress, pauses and cancels; an
/// interrupted one removes every animation in the window at its progress; a mid-transition
/// `resize` happens at its progress (before the end of an interaction). The
/// deadline comes from ``RunLimits/current``, counted from the end of the interaction when there
/// is one, plus the resize's own duration when there is one.
/// The presentation-controller suite (`PresentationRun`) and the bench's bare run share it, so
/// the two drive the same transitions.
@MainActor
@discardableResult
package func driveModalTransition(
    on host: TransitionHost, mode: TransitionScenario.Mode, interactor: UIPercentDrivenInteractiveTransition?,
    resize: TransitionScenario.Resize?, duration: () -> TimeInterval
) -> RunOutcome {
    let start = host.now
    host.advance(by: 0)  // the transition starts on the next run-loop turn
    let duration = duration()
    let resizeAt: (CGSize, Double)? = if case .midTransition(let size, let p)? = resize { (size, p) } else { nil }
    switch mode {
    case .interactiveFinished(let p), .interactiveCancelled(let p):
        if let interactor {
            InteractionSteps.drive(to: p, advance: { host.advance(by: $0) }) { interactor.update(CGFloat($0)) }
            if let resizeAt { host.resize(to: resizeAt.0) }
            mode.isCancelled ? interactor.cancel() : interactor.finish()
        }
    case .interruptibleReversed(let p):
        host.advance(by: max(start + p * duration - host.now, 0))
        if let resizeAt { host.resize(to: resizeAt.0) }
        interactor?.pause()
        interactor?.cancel()
    case .interrupted(let p):
        // As the animator suite does: every animation in the window is removed part-way, as the
        // system does when the app is interrupted (the presentation controller's own included).
        if let resizeAt, resizeAt.1 < p {
            host.advance(by: max(start + resizeAt.1 * duration - host.now, 0))
            host.resize(to: resizeAt.0)
        }
        host.advance(by: max(start + p * duration - host.now, 0))
        TransitionRun.removeAllAnimations(under: host.window.layer)
        if let resizeAt, resizeAt.1 >= p { host.resize(to: resizeAt.0) }
    default:
        if let resizeAt {
            host.advance(by: max(start + resizeAt.1 * duration - host.now, 0))
            host.resize(to: resizeAt.0)
        }
    }
    // A gesture's own time is not the animator's: the deadline counts from the end of the interaction.
    let from = mode.isInteractive ? host.now : start
    let deadline = RunLimits.current.deadline(start: from, duration: duration) + (resize != nil ? host.resizeDuration : 0)
    return host.runUntilIdle(timeout: max(deadline - host.now, 0))
}
