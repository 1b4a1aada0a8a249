#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// Who stages an animator-suite run: who builds the container and the context the animator is
    /// handed.
    public enum Staging: Sendable, Hashable {
        /// The kit builds the container and the views where UIKit would put them and hands the
        /// animator a ``TestTransitionContext``. Any scenario; the default on HeadlessUIKit, and on
        /// UIKit for push, pop and the scenarios UIKit cannot stage.
        case kitsContext
        /// UIKit's own `present(_:animated:)` or `dismiss(animated:)` in the host's window: a
        /// transitioning delegate vends the animator (and, in an interactive scenario, the kit's
        /// `UIPercentDrivenInteractiveTransition`), UIKit builds the container and its context,
        /// and the animator gets that context through a recorder that forwards every call. Modal
        /// scenarios only; the default for them on UIKit.
        case uikitModal

        /// Set by the kit's own tests to run the animator suite as it runs on UIKit (modal
        /// scenarios through `present`/`dismiss`) on HeadlessUIKit too.
        @TaskLocal static var preferred: Staging?

        /// Who stages `scenario` by default: UIKit, where the host is real UIKit (or ``preferred``
        /// says so), for a modal scenario of the animator suite; the kit otherwise — always for a
        /// subject's own interaction controller, which the kit hands its context.
        ///
        /// A non-animated presentation with the presenter removed (a full-screen style) stays
        /// with the kit: whether UIKit calls a delegate's animator when a style other than
        /// `.custom` is not animated is undocumented (contract §2.5).
        @MainActor
        public static func `default`(
            for scenario: TransitionScenario, interactionController: (any UIViewControllerInteractiveTransitioning)? = nil
        ) -> Staging {
            guard (preferred ?? (TransitionHost.stagesModalTransitions ? .uikitModal : .kitsContext)) == .uikitModal,
                scenario.kind.isModal, interactionController == nil,
                !(scenario.mode == .notAnimated && scenario.presenterRemoved)
            else { return .kitsContext }
            return .uikitModal
        }
    }
}

/// What a ``TransitionRun`` staged by UIKit (``TransitionRun/Staging/uikitModal``) sets up and
/// watches.
///
/// ## The model
///
/// A plain presenting view controller is the window's root; a plain presented view controller
/// has the `.custom` style (the presenter's view stays; UIKit's own presentation controller) or,
/// when the scenario removes the presenter, `.fullScreen`. For a dismissal the run first presents
/// without animation, UIKit's own transition, and the judged dismissal follows. The delegate
/// (`AnimatorStagingDelegate`) vends the animator under test behind an `AnimatorObservation`
/// proxy; the first time UIKit hands that proxy its context, the stage binds its
/// ``ObservedContext`` to it, and from then on the animator is handed the recorder in place of
/// UIKit's context. The start time is when UIKit first hands over its context; the duration is
/// what the animator told UIKit.
@MainActor
final class UIKitStage {
    let scenario: TransitionScenario
    let presenting = UIViewController()
    let presented = UIViewController()
    let context: ObservedContext
    /// The kit's percent-driven interaction controller, vended in an interactive scenario.
    let interactor: UIPercentDrivenInteractiveTransition?
    private let host: TransitionHost
    private var observation: AnimatorObservation!
    private var delegate: AnimatorStagingDelegate!
    private weak var run: TransitionRun?
    /// Whether the present or dismiss the setup made was completed by UIKit (a dismissal's setup).
    private(set) var setupProblem: String?

    var fromViewController: UIViewController { scenario.kind == .presentation ? presenting : presented }
    var toViewController: UIViewController { scenario.kind == .presentation ? presented : presenting }

    /// Sets the scenario up in `host`'s window; nil for a scenario that is not modal.
    init?(scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning, host: TransitionHost) {
        guard scenario.kind.isModal else { return nil }
        self.scenario = scenario
        self.host = host
        context = ObservedContext(before: host.window) { [weak host] in host?.now ?? 0 }
        interactor = scenario.mode.isInteractive ? UIPercentDrivenInteractiveTransition() : nil
        if case .interruptibleReversed = scenario.mode { interactor?.wantsInteractiveStart = false }
        observation = AnimatorObservation(animator) { [weak self] uikitContext in self?.transitionStarted(uikitContext) }
        observation.contextForAnimator = { [weak self] uikitContext in
            guard let self, context.bind(to: uikitContext) else { return uikitContext }
            return context
        }
        // On UIKit, sample while UIKit's container is still alive: UIKit frees it afterwards, with
        // whatever is still inside (HeadlessUIKit records every change anyway).
        observation.onEnd = { [weak self] in
            guard let self else { return }
            host.sampleChanges(alsoUnder: [context.containerView])
        }
        delegate = AnimatorStagingDelegate(direction: scenario.kind, animator: observation.makeProxy(), interactor: interactor)
        presenting.view.nameForReports("PresentingViewController.view")
        presented.view.nameForReports("PresentedViewController.view")
        presented.modalPresentationStyle = scenario.presenterRemoved ? .fullScreen : .custom
        presented.transitioningDelegate = delegate
        host.window.rootViewController = presenting
        if scenario.kind == .dismissal {
            host.advance(by: 0)
            presenting.present(presented, animated: false)
            _ = host.runUntilIdle(timeout: 1)
            if presented.presentingViewController !== presenting || presented.isBeingPresented {
                setupProblem = "UIKit did not complete the presentation (animated: false) that sets up the dismissal"
            }
        }
    }

    /// Connects the stage to its run: the run's clock waits for the transition, and the first
    /// completion is noted as the kit's own context notes it.
    func attach(to run: TransitionRun) {
        self.run = run
        host.waitsFor = { [weak context] in context?.isComplete == false ? ["the transition (completeTransition(_:) not called yet)"] : [] }
        context.onCompletion = { [weak run] _, first in
            if first { run?.transitionCompleted() }
        }
    }

    /// Calls `present` or `dismiss` and lets UIKit start the transition (one run-loop turn).
    func start() {
        let animated = scenario.mode != .notAnimated
        if scenario.kind == .presentation {
            presenting.present(presented, animated: animated)
        } else {
            presenting.dismiss(animated: animated)
        }
        host.advance(by: 0)
        guard let run else { return }
        if let duration = observation.returnedDuration {
            run.reportedDuration = duration
        } else if context.inner != nil {
            run.reportedDuration = run.animator.transitionDuration(using: context)  // UIKit did not ask
        }
    }

    /// Dismisses, without animation, a presentation the run left in place, and runs the clock until
    /// UIKit is done.
    func tearDown() {
        guard presenting.presentedViewController != nil else { return }
        presenting.dismiss(animated: false)
        _ = host.runUntilIdle(timeout: 1)
    }

    /// The first time UIKit hands the animator a context: binds the recorder and starts the clock.
    private func transitionStarted(_ uikitContext: any UIViewControllerContextTransitioning) {
        guard context.bind(to: uikitContext) else { return }
        run?.startTime = host.now
        uikitContext.containerView.nameForReports("containerView")
    }

    /// How UIKit staged the run, the first line of its trace.
    var summary: String {
        let call =
            scenario.kind == .presentation
            ? "present(_:animated: \(scenario.mode != .notAnimated))" : "dismiss(animated: \(scenario.mode != .notAnimated))"
        let style = scenario.presenterRemoved ? ".fullScreen (presenter removed)" : ".custom (presenter kept)"
        var text = "UIKit staged the transition: \(call), \(style)"
        if interactor != nil { text += ", with the kit's UIPercentDrivenInteractiveTransition" }
        if let setupProblem { text += "; \(setupProblem)" }
        if context.inner == nil { text += "; UIKit never handed the animator its context" }
        return text
    }
}
