#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// One presentation scenario of one presentation controller with none of the kit's observation:
/// the bench's baseline for presentation controllers.
///
/// It does the subject's part of a `PresentationRun` and nothing else: the same scene, presenting
/// view controller (with its badge subview) and presented view controller, presented with
/// `.custom` style through HeadlessUIKit's modal machinery and the suite's own plain delegate
/// (`PresentationSuiteDelegate`, unwrapped) that vends the presentation controller, the scenario's reference animator and, for an interactive scenario,
/// a `UIPercentDrivenInteractiveTransition`; the same flow — the repeated round first, present,
/// resize, dismiss, dismiss again after a cancel, another party's alongside animation — driven
/// by the same code (`driveModalTransition`), each transition run until idle by the same virtual deadline. What it leaves out
/// is what the checker adds: the observing delegate and animator wrappers, the probes of the
/// presentation controller's frame and presented view at five moments, window snapshots, the
/// census of added views, the release check and the checks themselves. To know the duration the
/// reference animator reports, it asks it once more (with no context).
///
/// ```swift
/// let run = BarePresentationRun(scenario: scenario, dismisses: true) { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
/// run.run()   // run.ended == true
/// ```
@MainActor
final class BarePresentationRun {
    let scenario: TransitionScenario
    let host: TransitionHost
    var scene: HeadlessScene { host.scene }
    let presenting = UIViewController()
    let presented = UIViewController()
    let badge = UIView(frame: CGRect(x: 16, y: 16, width: 44, height: 44))
    private let delegate: PresentationSuiteDelegate
    /// The animator the delegate vended last, whose duration the drive reads.
    private let vended = VendedAnimator()
    private let dismisses: Bool
    /// Whether every transition the flow started ended (completed or cancelled) by its deadline.
    private(set) var ended = true

    init(
        scenario: TransitionScenario, dismisses: Bool,
        presentationController: @escaping (UIViewController, UIViewController) -> UIPresentationController
    ) {
        self.scenario = scenario
        self.dismisses = dismisses
        let reference = scenario.referenceAnimator ?? .fade
        let vended = vended
        delegate = PresentationSuiteDelegate(presentationController: presentationController) { _ in vended.keep(reference.makeAnimator()) }
        host = Stage.host(for: scenario)
        presenting.view.addSubview(badge)
        scene.window.rootViewController = presenting
        presented.loadViewIfNeeded()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.advance(by: 0)
    }

    /// Runs the scenario's whole flow.
    func run() {
        if scenario.repeated, present(mode: .animated, resize: nil), dismisses {
            dismiss(mode: .animated, resize: nil)
        }
        let presentationMode: TransitionScenario.Mode = scenario.kind == .presentation ? scenario.mode : .animated
        guard present(mode: presentationMode, resize: scenario.kind == .presentation ? scenario.resize : nil) else { return }
        if case .afterTransition(let size)? = scenario.resize {
            scene.resize(to: size)
            scene.runUntilIdle(timeout: scene.configuration.resizeDuration + 1)
        }
        if scenario.kind == .presentation {
            if dismisses { dismiss(mode: .animated, resize: nil) }
        } else {
            dismiss(mode: scenario.mode, resize: scenario.resize)
            let cancelled = !presented.isBeingDismissed && presented.presentingViewController != nil
            if cancelled { dismiss(mode: .animated, resize: nil) }
        }
    }

    /// Presents and drives the presentation; returns whether it completed.
    @discardableResult
    private func present(mode: TransitionScenario.Mode, resize: TransitionScenario.Resize?) -> Bool {
        let interactor = interactor(for: mode)
        presenting.present(presented, animated: mode != .notAnimated)
        joinAlongside(presenting: true)
        drive(mode: mode, interactor: interactor, resize: resize)
        ended = ended && !presented.isBeingPresented
        return !presented.isBeingPresented && presented.presentingViewController != nil
    }

    /// Dismisses and drives the dismissal.
    private func dismiss(mode: TransitionScenario.Mode, resize: TransitionScenario.Resize?) {
        guard presented.presentingViewController != nil else { return }
        let interactor = interactor(for: mode)
        presenting.dismiss(animated: mode != .notAnimated)
        joinAlongside(presenting: false)
        drive(mode: mode, interactor: interactor, resize: resize)
        ended = ended && !presented.isBeingDismissed
    }

    private func interactor(for mode: TransitionScenario.Mode) -> UIPercentDrivenInteractiveTransition? {
        let interactor: UIPercentDrivenInteractiveTransition? = mode.isInteractive ? UIPercentDrivenInteractiveTransition() : nil
        if case .interruptibleReversed = mode { interactor?.wantsInteractiveStart = false }
        delegate.nextInteraction = interactor
        return interactor
    }

    private func drive(mode: TransitionScenario.Mode, interactor: UIPercentDrivenInteractiveTransition?, resize: TransitionScenario.Resize?) {
        driveModalTransition(on: host, mode: mode, interactor: interactor, resize: resize) {
            let reported = mode == .notAnimated ? 0 : vended.last?.transitionDuration(using: nil) ?? 0
            return reported.isFinite ? max(reported, 0) : 0
        }
    }

    private func joinAlongside(presenting isPresenting: Bool) {
        guard scenario.alongsideAnimation, let coordinator = presented.transitionCoordinator else { return }
        let badge = badge
        let target: CGFloat = isPresenting ? 0.5 : 1
        let original = badge.alpha
        coordinator.animate(
            alongsideTransition: { _ in badge.alpha = target },
            completion: { context in badge.alpha = context.isCancelled ? original : target })
    }
}

/// Keeps the last animator the bare run's delegate vended.
@MainActor
private final class VendedAnimator {
    private(set) var last: (any UIViewControllerAnimatedTransitioning)?

    func keep(_ animator: any UIViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        last = animator
        return animator
    }
}
