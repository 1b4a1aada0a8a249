#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// In an ensemble run's interactive scenario, drives the app's gesture from where it began to
    /// the scenario's end: four drags of 0.05 s to the scenario's progress of the whole drag,
    /// moving forward; then, to finish, a release while still moving forward, or, to cancel, a drag
    /// back to half that progress moving backward and a release there. What the app's handler
    /// does with that is its business: the checks judge how the transition actually ended.
    func driveGesture(_ gesture: TransitionGesture) {
        guard let (pan, full) = uikitStage?.drivenGesture else { return }
        let progress = scenario.mode.interactiveProgress
        let forward = gesture.translation(gesture.speed)
        let backward = CGPoint(x: -forward.x, y: -forward.y)
        InteractionSteps.drive(to: progress, advance: { advance(by: $0) }) { fraction in
            GestureDriving.drag(pan, translation: gesture.translation(max(12, full * CGFloat(fraction))), velocity: forward)
        }
        advance(by: InteractionSteps.interval)
        if scenario.mode.isCancelled {
            GestureDriving.drag(pan, translation: gesture.translation(max(12, full * CGFloat(progress) / 2)), velocity: backward)
        } else {
            GestureDriving.drag(pan, translation: gesture.translation(max(12, full * CGFloat(progress))), velocity: forward)
        }
        GestureDriving.end(pan)
    }
}

/// What an ensemble run's animator is until the app's delegate vends one: an animator that does
/// nothing (a run whose delegate vended none is skipped, never judged).
@MainActor
final class NotVendedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
