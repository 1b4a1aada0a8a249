#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``TransitionRun`` staged by UIKit (``TransitionRun/Staging/uikit``) sets up and
/// watches.
///
/// ## The model
///
/// Modal scenarios: a plain presenting view controller is the window's root; a plain presented
/// view controller has the `.custom` style (the presenter's view stays; UIKit's own presentation
/// controller) or, when the scenario removes the presenter, `.fullScreen`. A dismissal is set up
/// by presenting without animation — UIKit's own transition — and the judged dismissal follows.
///
/// Push and pop: a `UINavigationController` is the window's root, with a first view controller;
/// a pop is set up by pushing a second one without animation.
///
/// The delegate (`AnimatorStagingDelegate`) vends the animator under test, for the judged
/// transition only, behind an `AnimatorObservation` proxy; the first time UIKit hands that proxy
/// its context, the stage binds its ``ObservedContext`` to it, and from then on the animator is
/// handed the recorder in place of UIKit's context. The start time is when UIKit first hands over
/// its context; the duration is what the animator told UIKit.
@MainActor
final class UIKitStage {
    let scenario: TransitionScenario
    let context: ObservedContext
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// The kit's percent-driven interaction controller, vended in an interactive scenario.
    let interactor: UIPercentDrivenInteractiveTransition?
    let host: TransitionHost
    /// The window's root view controller, which presents or holds the navigation or tab bar controller.
    let root: UIViewController
    private var observation: AnimatorObservation?
    private var delegate: AnimatorStagingDelegate?
    /// Whether the app's presentation controller takes part (``AnimatorPartners``).
    private let hasPresentationController: Bool
    private(set) weak var run: TransitionRun?
    /// Why the setup (a presentation or push without animation) did not leave things as the
    /// judged transition needs them, or nil.
    private(set) var setupProblem: String?
    /// The app's own objects, when the app's delegate vends the animator (an ensemble run); nil
    /// when the kit vends the animator under test.
    let ensemble: EnsembleCast?
    /// Whether the stage watches one transition of a presentation flow already running on its
    /// host (``init(flowTransition:from:to:root:host:)``): the flow sets up, starts and drives it.
    let inFlow: Bool
    /// Whether the view controllers and the animator are the app's own (an ensemble run, a flow).
    var runsAppObjects: Bool { ensemble != nil || inFlow }
    /// Whether the judged transition has been asked for (set by ``start()``, or when the
    /// ensemble's gesture begins): only an animator vended from then on is the one judged.
    private(set) var judging = false
    /// In an ensemble run: the animator and interaction controller the app vended for the judged
    /// transition, and whether that transition was animated.
    private(set) var vended: (animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?)?
    /// In a modal ensemble run in the `.custom` style: what the run records of the presentation
    /// controller, for the presentation-controller rules (see `UIKitStage+PresentationWatch`).
    private(set) var presentationWatch: PresentationWatch?
    /// The presentation controller the app's delegate made (held weakly), and whether it made one.
    weak var appPresentationController: UIPresentationController?
    var madePresentationController = false

    /// Sets the scenario up in `host`'s window with the kit's view controllers, the animator under
    /// test vended by the kit's ``AnimatorStagingDelegate`` — and, in an interactive scenario,
    /// `interactionController` (a subject's, driven by the test) or else the kit's
    /// `UIPercentDrivenInteractiveTransition`. `announced`: the caller has told ``ScenarioProgress``
    /// the scenario already.
    init(
        scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning, host: TransitionHost,
        presentationController: AnimatorPartners.PresentationControllerFactory? = nil,
        interactionController: (any UIViewControllerInteractiveTransitioning)? = nil, announced: Bool = false
    ) {
        if !announced { ScenarioProgress.willRun(scenario) }
        self.scenario = scenario
        self.host = host
        ensemble = nil
        inFlow = false
        hasPresentationController = presentationController != nil
        let modal = scenario.kind.isModal
        let (first, second) = AnimatorPartners.makeViewControllers(for: scenario)
        let forward = scenario.kind.isForward
        fromViewController = forward ? first : second
        toViewController = forward ? second : first
        context = ObservedContext(before: host.window, clock: host.makeClock())
        interactor = scenario.mode.isInteractive && interactionController == nil ? UIPercentDrivenInteractiveTransition() : nil
        if case .interruptibleReversed = scenario.mode { interactor?.wantsInteractiveStart = false }
        root = modal ? first : UINavigationController(rootViewController: first)
        let proxy = observe(animator)
        judging = true  // the kit's delegate vends the animator for the judged transition only
        // `if let`s here, not `Optional.map`: a generic call and a closure in every run.
        // A factory may make a scene of its own current: the run's static UIKit calls stay on its host.
        var madeOnHost: AnimatorPartners.PresentationControllerFactory?
        if let make = presentationController {
            madeOnHost = { [weak host] presented, presenting in
                let made = make(presented, presenting)
                host?.makeCurrent()
                return made
            }
        }
        // The kit's interaction controller is handed the recorder too, so its calls on the context
        // (`pauseInteractiveTransition()` when it grabs the transition, say) are recorded.
        var observedInteractor: (any UIViewControllerInteractiveTransitioning)?
        if let interactionController {
            observedInteractor = interactionController
        } else if let interactor {
            observedInteractor = interactor
        }
        if let driver = observedInteractor, StageObservation.handsRecorderToInteractionControllers {
            observedInteractor = ObservingInteractionController(driver) { [weak self] uikitContext in
                guard let self else { return uikitContext }
                transitionStarted(uikitContext)
                return context.inner === uikitContext ? context : uikitContext
            }
        }
        let delegate = AnimatorStagingDelegate(
            direction: scenario.kind, animator: proxy, interactor: observedInteractor, presentationController: madeOnHost)
        self.delegate = delegate
        // A modal run's presenting view controller may be the app's navigation controller: it presents.
        if !modal, let navigation = root as? UINavigationController {
            navigation.delegate = delegate
        } else {
            // With the app's presentation controller, `.custom`: it decides whether the presenter stays.
            second.modalPresentationStyle = scenario.presenterRemoved && presentationController == nil ? .fullScreen : .custom
            second.transitioningDelegate = delegate
        }
        host.window.rootViewController = root
        guard !forward else { return }
        setUpBackward(presenting: first, presented: second)
    }

    /// Sets the scenario up in `host`'s window with the app's own objects: its view controllers
    /// and its delegate, which vends the animator judged (see ``EnsembleCast``).
    init(scenario: TransitionScenario, ensemble: EnsembleCast, host: TransitionHost) {
        ScenarioProgress.willRun(scenario)
        self.scenario = scenario
        self.host = host
        self.ensemble = ensemble
        inFlow = false
        hasPresentationController = true  // whatever the app's presentation controller puts in the container is its own
        fromViewController = ensemble.from
        toViewController = ensemble.to
        context = ObservedContext(before: host.window, clock: host.makeClock())
        interactor = nil
        root = ensemble.root
        StageObservation.install(self)
        host.window.rootViewController = root
        host.advance(by: 0)
        presentationWatch = watchPresentation(of: scenario.kind == .presentation ? ensemble.to : ensemble.from)
        setUpWillStart()
        ensemble.setUp()
        setUpReturned()
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        setUpEnded()
        if let problem = ensemble.setUpProblem() { setupProblem = problem }
    }

    /// Watches one transition of a presentation flow on the flow's `host`, whose window shows
    /// `root`: the animator the app's delegate vends for it is handed in ``observeInFlow(_:)`` and
    /// gets the recorder in place of UIKit's context. Nothing is set up or started: the flow
    /// presents or dismisses and drives the clock; the run it is attached to records.
    init(flowTransition scenario: TransitionScenario, from: UIViewController, to: UIViewController, root: UIViewController, host: TransitionHost) {
        self.scenario = scenario
        self.host = host
        ensemble = nil
        inFlow = true
        hasPresentationController = true  // the app's (or, with no delegate of its own, UIKit's)
        fromViewController = from
        toViewController = to
        context = ObservedContext(before: host.window, clock: host.makeClock())
        interactor = nil
        self.root = root
        judging = true
    }

    /// In a flow, the proxy UIKit is to call in place of `proxy` (the flow's own, for the animator
    /// the app's delegate vended for the watched transition), or nil for a later transition.
    func observeInFlow(_ proxy: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerAnimatedTransitioning)? {
        guard inFlow, vended == nil else { return nil }
        let animator = AnimatorObservation.unwrap(proxy)
        vended = (animator, nil)
        run?.animator = animator
        return observe(proxy)
    }

    /// Presents or pushes the second view controller without animation — UIKit's own transition —
    /// so that the judged dismissal or pop can follow.
    private func setUpBackward(presenting first: UIViewController, presented second: UIViewController) {
        let modal = scenario.kind.isModal
        host.advance(by: 0)
        if !modal, let navigation = root as? UINavigationController {
            navigation.pushViewController(second, animated: false)
        } else {
            first.present(second, animated: false)
        }
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        let ready = modal ? second.presentingViewController === first && !second.isBeingPresented : second.view.window != nil
        if !ready {
            setupProblem = "UIKit did not complete the \(modal ? "presentation" : "push") (animated: false) that sets up the \(scenario.kind.rawValue)"
        }
    }

    /// Wraps `animator` in the observation that hands it the recorder in place of UIKit's context
    /// and returns the proxy UIKit is to call.
    private func observe(_ animator: any UIViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        let observation = AnimatorObservation(animator) { [weak self] uikitContext in self?.transitionStarted(uikitContext) }
        observation.contextForAnimator = { [weak self] uikitContext in
            // An interaction controller handed the recorder passes it on: it is already bound.
            guard let self, uikitContext !== context, context.bind(to: uikitContext) else { return uikitContext }
            return context
        }
        // On UIKit, sample while UIKit's container is still alive: UIKit frees it afterwards, with
        // whatever is still inside. HeadlessUIKit records every change as it is made
        // (``TransitionHost/recordsWhoChanged``): nothing to sample, no call at every end.
        if !TransitionHost.recordsWhoChanged {
            observation.onEnd = { [weak self] in
                guard let self else { return }
                host.sampleChanges(alsoUnder: [context.containerView])
            }
        }
        if hasPresentationController {
            // The app's presentation controller may change the presenter's view too (receding it
            // alongside the transition): only what changes while the animator's own code runs is
            // the animator's.
            var mark = 0
            var handedMarks: [(view: UIView, mark: Int)] = []
            let direction: ObservingTransitioningDelegate.Direction = scenario.kind == .presentation ? .presentation : .dismissal
            observation.onAnimatorCall = { [weak self] entering in
                self?.presentationWatch?.noteAnimatorCall(entering: entering, direction: direction)
                guard let self, let run else { return }
                if entering {
                    handedMarks = run.handedViews.map { ($0, $0.recordedChangeCount) }
                } else {
                    for (view, mark) in handedMarks {
                        run.handedViewChangesByAnimator[ObjectIdentifier(view), default: []] += view.recordedChanges(after: mark)
                    }
                    handedMarks = []
                }
                guard !scenario.presenterRemoved || runsAppObjects else { return }
                let withheld = run.withheldView
                if entering {
                    mark = withheld.recordedChangeCount
                } else {
                    run.withheldViewChangesByAnimator = (run.withheldViewChangesByAnimator ?? []) + withheld.recordedChanges(after: mark)
                }
            }
        }
        self.observation = observation
        return observation.makeProxy()
    }

    /// In an ensemble run, what UIKit's machinery is to call for a transition the app's delegate
    /// vended `animator` for: the observing proxy for the first one of the judged kind once the
    /// judged transition was asked for, the app's own objects otherwise (setting up, tearing down).
    func machineryWillRun(
        kind: TransitionScenario.Kind, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) -> (animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        if followingUp, kind == scenario.kind, let interactionController {
            vendedToFollowUp = interactionController
            return (animator, nil)  // the kit has seen enough: let UIKit run it animated, so nothing hangs
        }
        if !judging, kind == .presentation, let watched = watchedSetUp(animator) { return (watched, interactionController) }
        guard judging, vended == nil, kind == scenario.kind else { return (animator, interactionController) }
        vended = (animator, interactionController)
        run?.animator = animator
        let observed = interactionController.map { controller in
            ObservingInteractionController(controller) { [weak self] uikitContext in
                guard let self else { return uikitContext }
                transitionStarted(uikitContext)
                return context.inner === uikitContext ? context : uikitContext
            }
        }
        return (observe(animator), observed)
    }

    /// The recognizer an ensemble run drives and the drag that is the whole transition, once
    /// the gesture began; nil before, or when it could not begin (``gestureProblem`` says why).
    private(set) var drivenGesture: (pan: UIPanGestureRecognizer, fullDistance: CGFloat)?
    /// Why the ensemble's gesture could not start the transition, or nil.
    private(set) var gestureProblem: String?

    /// Puts the touches down on the app's recognizer and drags it 12 pt in its direction, so that
    /// it begins (UIKit recognizes a pan after about 10 pt) and the app's handler starts the
    /// transition.
    private func beginGesture(_ gesture: TransitionGesture, on source: UIViewController) {
        guard let pan = gesture.recognizer(source) else {
            gestureProblem = "the gesture's recognizer closure found no recognizer on \(type(of: source))"
            return
        }
        guard let view = pan.view else {
            gestureProblem = "the recognizer from the gesture's closure is on no view"
            return
        }
        drivenGesture = (pan, gesture.fullDistance(view))
        GestureDriving.touchDown(pan)
        GestureDriving.drag(pan, translation: gesture.translation(12), velocity: gesture.translation(gesture.speed))
        if pan.state != .began && pan.state != .changed {
            gestureProblem =
                GestureDriving.refusal(of: pan).map { "the gesture never began after a 12 pt drag \(gesture.direction.rawValue): \($0)" }
                ?? "the recognizer did not begin after a 12 pt drag \(gesture.direction.rawValue) (state \(pan.state.rawValue)); is it enabled, on a view in the window, and does its delegate let it begin?"
        }
    }

    private var followingUp = false
    private var vendedToFollowUp: (any UIViewControllerInteractiveTransitioning)?

    /// After a cancelled interactive transition: starts the same transition programmatically
    /// (a close button) and returns the interaction controller the app's delegate vended for it,
    /// if any — one left over from the gesture, which nothing would drive. The kit does not hand
    /// it to UIKit, so the transition runs animated and ends.
    func followUpProgrammatically() -> (any UIViewControllerInteractiveTransitioning)? {
        guard let ensemble else { return nil }
        followingUp = true
        defer { followingUp = false }
        ensemble.trigger(true)
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        return vendedToFollowUp
    }

    /// The gesture of an ensemble run's interactive scenario, when the app declared one.
    var ensembleGesture: TransitionGesture? {
        scenario.mode.isInteractive ? ensemble?.gesture : nil
    }

    /// The ensemble's gesture began (its handler has started the transition): from now on the
    /// animator vended is the one judged. Called by the run before it drives the gesture.
    func gestureWillBegin() {
        judging = true
    }

    /// Connects the stage to its run: the run's clock waits for the transition, and the first
    /// completion is noted as the kit's own context notes it.
    func attach(to run: TransitionRun) {
        self.run = run
        if !inFlow { run.waitForTheCompletion() }  // a flow's clock waits for the flow's own transitions
        context.onCompletion = { [weak run] _, first in
            if first { run?.transitionCompleted() }
        }
    }

    /// Where the judged transition's appearance callbacks begin (``AppearanceRecord``), set by
    /// ``start()``; nil before, and on UIKit.
    private(set) var appearanceMark: Int?

    /// Starts the judged transition and lets UIKit begin it (one run-loop turn).
    func start() {
        let animated = scenario.mode != .notAnimated
        appearanceMark = AppearanceRecord.mark
        judging = true
        if let ensemble {
            judgedTransitionWillStart()
            if let gesture = ensembleGesture {
                beginGesture(gesture, on: ensemble.gestureSource)
            } else {
                ensemble.trigger(animated)
            }
            if scenario.kind == .presentation { presentationWatch?.presentReturned() }
            host.advance(by: 0)
            noteDuration()
            return
        }
        switch (scenario.kind, root as? UINavigationController) {
        case (.presentation, _): root.present(toViewController, animated: animated)
        case (.dismissal, _): root.dismiss(animated: animated)
        case (.push, let navigation?): navigation.pushViewController(toViewController, animated: animated)
        case (_, let navigation?): _ = navigation.popViewController(animated: animated)
        case (_, nil): return
        }
        host.advance(by: 0)
        noteDuration()
    }

    /// Notes the duration the animator told UIKit, once the transition has started.
    func noteDuration() {
        guard let run else { return }
        if let duration = observation?.returnedDuration {
            run.reportedDuration = duration
        } else if context.inner != nil {
            run.reportedDuration = run.animator.transitionDuration(using: context)  // UIKit did not ask
        }
    }

    /// Lets go of a presentation the run left in place, once the run has been read, so that it
    /// does not keep the run's objects alive (``TransitionHost/releasePresentations(above:)``).
    func tearDown() {
        StageObservation.uninstall(self)
        guard root.presentedViewController != nil else { return }
        host.releasePresentations(above: root)
    }

    /// The first time UIKit hands the animator a context: binds the recorder and starts the clock.
    private func transitionStarted(_ uikitContext: any UIViewControllerContextTransitioning) {
        guard uikitContext !== context, context.bind(to: uikitContext) else { return }
        let run = run  // read once: each read of the weak reference is a load through its side table
        let container = uikitContext.containerView
        run?.startTime = host.now
        run?.containerAtStart = ContainerState(of: container, in: host.window)
        container.nameForReports("containerView")
        presentationWatch?.transitionStarted(presenting: scenario.kind == .presentation)
        // The app's presentation controller has set up its views by now (presentation
        // controller before animator, contract §2.1): they are its, not the animator's — in the
        // container and anywhere else it put them (see ViewAdders).
        if hasPresentationController, let run {
            run.presentationControllerViews.formUnion(ViewAdders.addedBeforeTheAnimator(run, container: uikitContext.containerView))
            // `if let`s, not compactMap over the keys: its closure and arrays cost more than the reads.
            var handed: [UIView] = []
            if let from = uikitContext.view(forKey: .from) { handed.append(from) }
            if let to = uikitContext.view(forKey: .to) { handed.append(to) }
            run.handedViews = handed
        }
    }
}
