#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// One scenario of one animator with none of the kit's observation: the bench's baseline.
///
/// It does the subject's part of a `TransitionRun` and nothing else: the same scene, container,
/// view controllers, views and frames; the animator asked for its duration and started (or handed
/// to a `UIPercentDrivenInteractiveTransition`); the same driving — four progress updates then
/// finish or cancel, removal of the container's animations in an interrupted scenario, a pause and
/// cancel in an interruptible one — and the clock run until idle by the same virtual deadline. Its
/// context (``BareTransitionContext``) records nothing. What it leaves out is what the checker
/// adds: snapshots of the window before and after, the recording context and coordinator, the
/// views-outside-the-container census, the second ask for an interruptible animator, the checks
/// themselves and the lifecycle runs (reuse, release, round trip). HeadlessUIKit's own per-view
/// change record is part of HeadlessUIKit and is on in both.
///
/// ```swift
/// let run = BareAnimatorRun(scenario: scenario, animator: MinimalAnimator())
/// run.run()   // run.completed == true, run.scene.now == 0.3
/// ```
@MainActor
final class BareAnimatorRun {
    let scenario: TransitionScenario
    let scene: HeadlessScene
    let animator: any UIViewControllerAnimatedTransitioning
    let context: BareTransitionContext
    let container: UIView

    init(scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning) {
        self.scenario = scenario
        self.animator = animator
        scene = HeadlessScene(size: scenario.containerSize)
        scene.makeCurrent()
        let window = scene.window
        let bounds = window.bounds
        let presenting = UIViewController()
        let presented = UIViewController()
        container = UIView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let from: UIViewController
        let to: UIViewController
        var fromVisible: UIView?
        var toVisible: UIView?
        var initial: [ObjectIdentifier: CGRect] = [:]
        var final: [ObjectIdentifier: CGRect] = [:]
        let style: UIModalPresentationStyle
        let (a, b) = (ObjectIdentifier(presenting), ObjectIdentifier(presented))
        switch scenario.kind {
        case .presentation:
            // As the kit's runs: a non-animated transition reaches an animator only with `.custom` (F5).
            style = scenario.presenterRemoved && scenario.mode != .notAnimated ? .fullScreen : .custom
            (from, to) = (presenting, presented)
            presenting.view.frame = bounds
            window.addSubview(presenting.view)
            window.addSubview(container)
            if scenario.presenterRemoved {
                container.addSubview(presenting.view)
                fromVisible = presenting.view
            }
            toVisible = presented.view
            initial = [a: bounds, b: .zero]
            final = [a: scenario.presenterRemoved ? .zero : bounds, b: bounds]
        case .dismissal:
            style = scenario.presenterRemoved && scenario.mode != .notAnimated ? .fullScreen : .custom
            (from, to) = (presented, presenting)
            presenting.view.frame = bounds
            if !scenario.presenterRemoved { window.addSubview(presenting.view) }
            window.addSubview(container)
            presented.view.frame = bounds
            container.addSubview(presented.view)
            fromVisible = presented.view
            toVisible = scenario.presenterRemoved ? presenting.view : nil
            initial = [b: bounds, a: scenario.presenterRemoved ? .zero : bounds]
            final = [b: .zero, a: bounds]
        case .push, .pop:
            style = .none
            (from, to) = (presenting, presented)
            window.addSubview(container)
            presenting.view.frame = bounds
            container.addSubview(presenting.view)
            fromVisible = presenting.view
            toVisible = presented.view
            if scenario.kind == .pop { presented.view.frame = bounds }  // as the kit's runs: on screen before the push
            initial = [a: bounds, b: .zero]
            final = [a: .zero, b: bounds]
        }
        context = BareTransitionContext(
            containerView: container, from: from, to: to, fromView: fromVisible, toView: toVisible,
            initialFrames: initial, finalFrames: final, presentationStyle: style, isAnimated: scenario.mode != .notAnimated)
        context.animator = animator
        scene.advance(by: 0)
    }

    /// Whether the animator called `completeTransition(_:)` exactly once.
    var completed: Bool { context.completionCount == 1 }

    /// Starts the transition, drives it as the scenario says and runs the clock until idle.
    func run() {
        let start = scene.now
        let reported = animator.transitionDuration(using: context)
        let duration = reported.isFinite ? max(reported, 0) : 0
        context.transitionDuration = duration
        var interactor: UIPercentDrivenInteractiveTransition?
        if scenario.mode.isInteractive {
            let percentDriven = UIPercentDrivenInteractiveTransition()
            interactor = percentDriven
            if case .interruptibleReversed = scenario.mode {
                percentDriven.wantsInteractiveStart = false
            } else {
                context.beginInteraction()
            }
            percentDriven.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        switch scenario.mode {
        case .interruptibleReversed(let progress):
            scene.advance(by: max(start + progress * duration - scene.now, 0))
            interactor?.pause()
            interactor?.cancel()
        case .interactiveFinished(let progress), .interactiveCancelled(let progress):
            for step in 1...4 {
                scene.advance(by: 0.05)
                interactor?.update(CGFloat(progress * Double(step) / 4))
            }
            scenario.mode.isCancelled ? interactor?.cancel() : interactor?.finish()
        case .interrupted(let progress):
            scene.advance(by: max(start + progress * duration - scene.now, 0))
            removeAnimations(under: container)
        case .animated, .notAnimated:
            break
        }
        scene.runUntilIdle(timeout: max(start + max(4 * duration, 1) - scene.now, 0))
    }

    private func removeAnimations(under view: UIView) {
        view.layer.removeAllAnimations()
        for subview in view.subviews { removeAnimations(under: subview) }
    }
}
