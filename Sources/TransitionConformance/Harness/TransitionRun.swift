#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One transition of one animator, in one scenario, on its own ``TransitionHost`` (a
/// `HeadlessScene` on HeadlessUIKit).
///
/// ## Who stages the transition
///
/// With ``Staging/uikit`` (the default, on HeadlessUIKit as on UIKit, where Apple advises against
/// implementing the context yourself) the platform's own `present(_:animated:)` or
/// `dismiss(animated:)`, or a push or pop in a `UINavigationController`, runs the transition in the
/// host's window — HeadlessUIKit's machinery models UIKit's — and the animator gets that context
/// through a recorder that forwards every call (see `ObservedContext`); ``context`` is that
/// recorder. With ``Staging/kitsContext`` the kit builds the container and hands the animator a
/// ``TestTransitionContext``, as described below: for the scenarios UIKit does not document (a
/// non-animated full-screen presentation, push or pop), for the other answer to open point F10 on
/// UIKit, and for bespoke tests that ask for it.
///
/// ## The model
///
/// With the kit's context the run builds what UIKit would hand the animator (contract §2.7): a
/// container filling a window of the scenario's size; a presenting and a presented view
/// controller (or the two children of a navigation stack); views where UIKit puts them — the presenter's view outside
/// the container and `view(forKey:)` nil for it when the presenter is kept, inside it when the
/// presenter is removed — and the initial and final frames; the presenting view controller
/// presents the presented one (`presentingViewController` and `presentedViewController` answer as
/// UIKit's do during the transition, and are unlinked where UIKit unlinks them; on HeadlessUIKit
/// only, see `PresentationLinks`). A ``TestTransitionContext`` records
/// what the animator does. ``start()`` asks for the duration and calls `animateTransition(using:)`,
/// or, in an interactive scenario, hands the context to a `UIPercentDrivenInteractiveTransition`;
/// ``runToEnd()`` drives the interaction as the scenario says (updates up to the progress, then
/// finish or cancel), or removes every animation in the window part-way in an interrupted
/// scenario, and runs the clock until the scene is idle or a virtual deadline passes.
/// ``before`` and ``after`` are snapshots of the whole window.
@MainActor
public final class TransitionRun {
    public let scenario: TransitionScenario
    /// The window and clock the run happens in.
    public let host: TransitionHost
    /// The limits in force when the run was made (``RunLimits/current``).
    public let limits: RunLimits
    /// The animator under test: the one the run was made with, or, in an ensemble run, the one
    /// the app's delegate vended for the judged transition (an animator that does nothing until then).
    public internal(set) var animator: any UIViewControllerAnimatedTransitioning
    /// Who stages the transition: the kit, with its own context, or UIKit.
    public let staging: Staging
    /// The context the animator is handed, which records its calls: the kit's
    /// ``TestTransitionContext``, or UIKit's context through a forwarding recorder.
    public let context: any RecordingTransitionContext
    /// ``context`` as the class it is — UIKit's context through the kit's recorder, or the kit's
    /// own — read without a dynamic cast (the transcript and the checks ask for it in every run).
    let observedContext: ObservedContext?
    let kitsContext: TestTransitionContext?
    /// The coordinator of the transition when the kit stages it (its alongside animations begin
    /// when the animator's do); nil when UIKit does, with a coordinator of its own.
    public private(set) var coordinator: TestTransitionCoordinator?
    /// The container the animator works in; when UIKit stages the transition, UIKit's container
    /// once the transition has started (the window before).
    public var container: UIView {
        if let kitsContainer { return kitsContainer }  // not `??`: its autoclosure pays an isolation check per read
        if let observedContext { return observedContext.containerView }  // the class, not the protocol's witness
        return context.containerView
    }
    /// The container the kit built, when it stages the transition (a `let`: the checks read the
    /// container once per view, and a stored `var` would pay an exclusivity check each time).
    private let kitsContainer: UIView?
    public let fromViewController: UIViewController
    public let toViewController: UIViewController
    /// The view that is on screen at the start (the presented view in a dismissal).
    public let fromView: UIView
    /// The view that is on screen at the end of a successful transition.
    public let toView: UIView
    /// The window before ``start()``.
    public private(set) var before: ViewTreeSnapshot
    /// The window after ``runToEnd()``.
    public internal(set) var after: ViewTreeSnapshot?
    /// Where the views of ``after`` that ``before`` does not hold are in it (read with it).
    var addedSinceStart: [Int]?
    /// The duration the animator reported.
    public internal(set) var reportedDuration: TimeInterval = .nan
    /// The container as the transition found it and as the animator left it at its first
    /// `completeTransition(_:)` (ANIM-CONTAINER-KEPT).
    var containerAtStart: ContainerState?
    var containerAtCompletion: ContainerState?
    /// How long the work the transition had scheduled when the clock was set running to the end
    /// lasts, from the start (HeadlessUIKit; nil on UIKit): the deadline's basis when the reported
    /// duration is not a time (``RunLimits``), and read only then (nil when it is a time).
    var scheduledDuration: TimeInterval?
    /// When the gesture (or the kit's interaction, in an interactive or reversed scenario) ended
    /// the interaction and left the rest to the animations; nil in other scenarios.
    var interactionEndTime: TimeInterval?
    /// What the deadline counts from: the end of the interaction, else the start. (Each stored
    /// `var` read once, and no `??`, whose autoclosure read the start again: asked at every step.)
    var deadlineStart: TimeInterval {
        let start = startTime
        guard let end = interactionEndTime else { return start }
        return start >= end ? start : end  // `max(end, start)`, without its generic call
    }
    /// Animations still being started long after the transition completed (ANIM-NO-RUNAWAY): how
    /// many, between which times, and what was scheduled at the end; nil when the work ended.
    var workStartedLongAfterCompletion: (count: Int, from: TimeInterval, to: TimeInterval, pending: [String])?
    /// The interaction controller driving an interactive scenario: the kit's own
    /// `UIPercentDrivenInteractiveTransition`, or the subject's (see ``init(scenario:animator:interactionController:staging:)``).
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    /// A subject's interaction controller; when set, ``start()`` hands it the context and the test
    /// drives it (``runToEnd()`` then only runs the clock).
    public let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// Block animations still running when `completeTransition(_:)` was first called.
    public private(set) var animationsRunningAtCompletion: [String] = []
    /// Whether the to-view was in the container, and its frame, when the animator first called
    /// `completeTransition(_:)` — before UIKit, when it stages the transition, acts on the call.
    private(set) var toViewAtCompletion: (inContainer: Bool, frame: CGRect)?
    /// Views added during the run outside the container (``viewsAddedOutsideContainer``).
    var outsideContainer: [AddedView] = []
    /// For an animator that implements `interruptibleAnimator(using:)`: the animators it returned
    /// when asked twice while the transition ran (UIKit may ask more than once).
    public private(set) var interruptibleAnimatorsVended: [any UIViewImplicitlyAnimating] = []
    /// How the clock ended.
    public internal(set) var outcome: RunOutcome?
    /// When ``start()`` was called.
    public internal(set) var startTime: TimeInterval = 0
    /// In a Reduce Motion scenario, the window's views right after the animator started (its
    /// snapshots and overlays among them, which may be gone by the end); nil otherwise.
    var viewsAtStart: [UIView]?
    /// Samples the views for a failure's attachments when set (before ``start()``); nil in checks.
    var recorder: TransitionRecorder? {
        didSet { recorder?.attach(to: self) }
    }

    /// When UIKit stages the transition: what the run set up (see `TransitionRun+UIKitStaging`).
    var uikitStage: UIKitStage?
    /// The mode the animator checks judge the run as, when it differs from the scenario's: the
    /// interaction suite sets it once the subject's controller has decided whether the transition
    /// finished or was cancelled. (Only the mode, a plain value: the checks read it per run.)
    var judgedModeOverride: TransitionScenario.Mode?
    /// Views the app's presentation controller had added when the animator started (when the
    /// animator is checked with it), in the container or elsewhere in the window: the
    /// presentation controller's, not the animator's (see ``ViewAdders``).
    var presentationControllerViews: Set<ObjectIdentifier> = []
    /// When the app's presentation controller takes part: the changes to the presenter's view
    /// (when it stays) made while the animator's own code ran (`animateTransition(using:)`,
    /// `interruptibleAnimator(using:)`); nil otherwise. What the presentation controller does to
    /// that view — before, alongside, after — is not the animator's.
    var withheldViewChangesByAnimator: [RecordedChange]?
    /// When the app's presentation controller takes part: the views UIKit handed the animator
    /// (`view(forKey: .from)`, `.to`), read from UIKit's context when the transition started.
    var handedViews: [UIView] = []
    /// When the app's presentation controller takes part: the changes to each handed view made
    /// while the animator's own code ran. A handed view already in the container when the
    /// animator started counts as the presentation controller's (``presentationControllerViews``),
    /// but what the animator's own code did to it is the animator's. (`Dictionary()`, not `[:]`:
    /// the literal builds its empty element list first, in every run of a debug build.)
    var handedViewChangesByAnimator = [ObjectIdentifier: [RecordedChange]]()

    /// Sets up the scenario with the app's own objects (an ensemble run): UIKit stages it, and the
    /// animator judged is the one the app's delegate vends for the judged transition.
    convenience init(scenario: TransitionScenario, ensemble: EnsembleCast) {
        let limits = RunLimits.current
        let host = Stage.host(for: scenario)
        let stage = UIKitStage(scenario: scenario, ensemble: ensemble, host: host)
        self.init(scenario: scenario, animator: NotVendedAnimator(), interactionController: nil, host: host, limits: limits, stage: stage)
    }

    /// Watches one transition of a presentation flow, which `stage` observes on the flow's host
    /// (``UIKitStage/init(flowTransition:from:to:root:host:)``): the flow starts and drives it; the
    /// window is read as it is, neither settled nor its changes forgotten.
    convenience init(flowTransition scenario: TransitionScenario, stage: UIKitStage) {
        self.init(
            scenario: scenario, animator: NotVendedAnimator(), interactionController: nil, host: stage.host, limits: RunLimits.current, stage: stage,
            inFlow: true)
    }

    /// A run UIKit stages (`stage`), on `host`; `inFlow`: one transition of a flow already running there.
    private init(
        scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?, host: TransitionHost, limits: RunLimits, stage: UIKitStage,
        inFlow: Bool = false
    ) {
        // The scenario in progress was announced by `stage`'s init, which set the scenario up.
        self.scenario = scenario
        self.animator = animator
        self.interactionController = interactionController
        self.limits = limits
        self.host = host
        staging = .uikit
        uikitStage = stage
        context = stage.context
        observedContext = stage.context
        kitsContext = nil
        kitsContainer = nil
        fromViewController = stage.fromViewController
        toViewController = stage.toViewController
        fromView = stage.fromViewController.view
        toView = stage.toViewController.view
        before = inFlow ? ViewTreeSnapshot(of: host.window) : Self.settledSnapshot(of: host)
        stage.attach(to: self)
    }

    /// Sets up the scenario with the animator the factory makes for it.
    ///
    /// - Parameters:
    ///   - scenario: the transition to run.
    ///   - animator: the animator under test, fresh for this run.
    ///   - interactionController: a subject's interaction controller to hand the context to; the
    ///     test then drives it. Nil for the kit's own percent-driven one in interactive scenarios.
    ///   - staging: who stages the transition; by default UIKit where UIKit is real and can stage
    ///     the scenario, else the kit (``Staging/default(for:interactionController:)``).
    public convenience init(
        scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)? = nil, staging: Staging? = nil
    ) {
        self.init(scenario: scenario, animator: animator, interactionController: interactionController, staging: staging, announced: false)
    }

    /// Sets up the scenario as ``init(scenario:animator:interactionController:staging:)`` does;
    /// `announced`: the caller has told ``ScenarioProgress`` the scenario already (before making
    /// the animator, as the animator suite does), and the run does not announce it again.
    convenience init(
        scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?, staging: Staging?, announced: Bool
    ) {
        let limits = RunLimits.current
        let host = Stage.host(for: scenario)
        // An animator checked with its presentation controller runs through UIKit's own modal
        // transitions, which ask the presentation controller for its part.
        let presentationController = scenario.kind.isModal ? AnimatorPartners.presentationController : nil
        if presentationController != nil || (staging ?? Staging.default(for: scenario, interactionController: interactionController)) == .uikit {
            let stage = UIKitStage(
                scenario: scenario, animator: animator, host: host, presentationController: presentationController,
                interactionController: interactionController, announced: announced)
            self.init(scenario: scenario, animator: animator, interactionController: interactionController, host: host, limits: limits, stage: stage)
        } else {
            self.init(
                kitsContextFor: scenario, animator: animator, interactionController: interactionController, host: host, limits: limits,
                announced: announced)
        }
    }

    /// A run the kit stages with its own context, on `host` (`announced`: see ``init(scenario:animator:interactionController:staging:announced:)``).
    private init(
        kitsContextFor scenario: TransitionScenario, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?, host: TransitionHost, limits: RunLimits, announced: Bool
    ) {
        if !announced { ScenarioProgress.willRun(scenario) }
        self.scenario = scenario
        self.animator = animator
        self.interactionController = interactionController
        self.limits = limits
        self.host = host
        staging = .kitsContext
        let window = host.window
        let bounds = window.bounds
        let (presenting, presented) = AnimatorPartners.makeViewControllers(for: scenario)
        let container = UIView(frame: bounds)
        container.nameForReports("containerView")
        kitsContainer = container
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var fromVisible: UIView?
        var toVisible: UIView?
        var initial: [UIViewController: CGRect] = [:]
        var final: [UIViewController: CGRect] = [:]
        let style: UIModalPresentationStyle
        let mode = scenario.mode
        switch scenario.kind {
        case .presentation, .dismissal:
            // A non-animated transition reaches an animator only with `.custom` (contract §2.5, F5):
            // with the presenter removed, a presentation controller whose shouldRemovePresentersView is true.
            style = scenario.presenterRemoved && mode != .notAnimated ? .fullScreen : .custom
            let presenterView = presenting.view!
            presenterView.frame = bounds
            let presentedView = presented.view!
            if scenario.kind == .presentation {
                fromViewController = presenting
                toViewController = presented
                window.addSubview(presenterView)
                window.addSubview(container)
                if scenario.presenterRemoved {
                    container.addSubview(presenterView)
                    fromVisible = presenterView
                }
                toVisible = presentedView
                initial = [presenting: bounds, presented: .zero]
                final = [presenting: scenario.presenterRemoved ? .zero : bounds, presented: bounds]
            } else {
                fromViewController = presented
                toViewController = presenting
                if !scenario.presenterRemoved { window.addSubview(presenterView) }
                window.addSubview(container)
                presentedView.frame = bounds
                container.addSubview(presentedView)
                fromVisible = presentedView
                toVisible = scenario.presenterRemoved ? presenterView : nil
                initial = [presented: bounds, presenting: scenario.presenterRemoved ? .zero : bounds]
                // Open point F10: `.zero` (it leaves the window) or its current frame.
                final = [presented: scenario.dismissedFinalFrame == .currentFrame && !scenario.presenterRemoved ? bounds : .zero, presenting: bounds]
            }
            fromView = fromViewController.view
            toView = toViewController.view
            // As UIKit's presentation machinery has by now (contract §7 F8): animators tell the
            // directions apart with `toVC.presentingViewController === fromVC`.
            PresentationLinks.link(presenting, presenting: presented)
        case .push, .pop:
            style = .none
            fromViewController = presenting
            toViewController = presented
            window.addSubview(container)
            presenting.view.frame = bounds
            container.addSubview(presenting.view)
            fromVisible = presenting.view
            toVisible = presented.view
            fromView = presenting.view
            toView = presented.view
            // The view a pop returns to was on screen at the container's size before the push, and
            // UIKit's navigation controller hands it over at its final frame: pop animators rely on
            // that and rarely set it (contract §2.6). A pushed view comes at whatever size it loaded.
            if scenario.kind == .pop { presented.view.frame = bounds }
            initial = [presenting: bounds, presented: .zero]
            final = [presenting: .zero, presented: bounds]
        }
        let kitsContext = TestTransitionContext(
            containerView: container, from: fromViewController, to: toViewController,
            fromView: fromVisible, toView: toVisible, initialFrames: initial, finalFrames: final,
            presentationStyle: style, isAnimated: mode != .notAnimated)
        kitsContext.animator = animator
        context = kitsContext
        observedContext = nil
        self.kitsContext = kitsContext
        coordinator = TestTransitionCoordinator(context: kitsContext)
        before = Self.settledSnapshot(of: host)
        waitForTheCompletion()
        kitsContext.onComplete = { [weak self, weak presenting] didComplete in
            // UIKit unlinks them when a dismissal completes or a presentation is cancelled.
            if scenario.kind == (didComplete ? .dismissal : .presentation), let presenting { PresentationLinks.unlink(presenting) }
            self?.transitionCompleted()
        }
    }

    /// The window once layout has settled, with the changes recorded so far forgotten.
    private static func settledSnapshot(of host: TransitionHost) -> ViewTreeSnapshot {
        host.advance(by: 0)  // settle layout before recording
        return ViewTreeSnapshot(of: host.window, clearingRecordedChanges: true)
    }

    /// Makes the host's clock wait, when it runs until idle, until the animator completes the
    /// transition.
    func waitForTheCompletion() {
        host.waitsFor = { [weak self] in self?.context.isComplete == false ? ["the transition (completeTransition(_:) not called yet)"] : [] }
    }

    /// Whether the animator completed an interactive transition before the interaction ended it
    /// (before `finishInteractiveTransition()` or `cancelInteractiveTransition()`): the gesture
    /// then no longer drives anything, and the run is judged by what happened — a completed
    /// transition — not by what the gesture was going to do.
    public private(set) var completedDuringInteraction = false

    /// What the run notes when the animator first calls `completeTransition(_:)`.
    func transitionCompleted() {
        containerAtCompletion = ContainerState(of: container, in: host.window)
        if scenario.mode.isInteractive, judgedModeOverride == nil, !context.events.includeInteractionEnd,
            firstCompletion?.didComplete == true, context.transitionWasCancelledAtFirstCompletion != true
        {
            completedDuringInteraction = true
            if case .interactiveCancelled(let progress) = scenario.mode { judgedModeOverride = .interactiveFinished(at: progress) }
            if case .interruptibleReversed(let progress) = scenario.mode { judgedModeOverride = .interactiveFinished(at: progress) }
        }
        // What the app's presentation controller animates — its views, and the presenter's view it
        // recedes alongside — runs on its own clock, not the animator's.
        var othersViews = presentationControllerViews
        if withheldViewChangesByAnimator != nil && scenario.kind.isModal { othersViews.insert(ObjectIdentifier(withheldView)) }
        animationsRunningAtCompletion = host.animationsInFlight(excluding: othersViews)
        if uikitStage != nil {  // only read when UIKit, which cleans up after the call, staged the run
            toViewAtCompletion = (toView.isDescendant(of: container), toView.frame)
        }
        noteViewsOutsideContainer()
        recorder?.sample("completeTransition")
    }

    /// Asks the animator for its duration and starts the transition.
    public func start() {
        host.makeCurrent()
        startTime = host.now
        if let uikitStage {
            uikitStage.start()
            interactor = uikitStage.interactor
            finishStarting()
            return
        }
        guard let context = kitsContext else { return }
        containerAtStart = ContainerState(of: container, in: host.window)
        reportedDuration = animator.transitionDuration(using: context)
        context.transitionDuration = reportedDuration.isFinite ? max(reportedDuration, 0) : 0
        if let interactionController {
            context.beginInteraction()
            interactionController.startInteractiveTransition(context)
        } else if scenario.mode.isInteractive {
            let interactor = UIPercentDrivenInteractiveTransition()
            self.interactor = interactor
            if case .interruptibleReversed = scenario.mode {
                interactor.wantsInteractiveStart = false
            } else {
                context.beginInteraction()
            }
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        coordinator?.beginAnimations()
        finishStarting()
    }

    /// What the run notes once the animator has started, whoever staged the transition.
    private func finishStarting() {
        if scenario.reduceMotion { viewsAtStart = ViewTreeSnapshot.views(under: host.window) }
        noteViewsOutsideContainer()
        if scenario.mode.isInteractive, !context.isComplete {
            for _ in 0..<2 {
                if let vended = OptionalMembers.interruptibleAnimator(of: animator, using: context) {
                    interruptibleAnimatorsVended.append(vended)
                }
            }
        }
        recorder?.sample("start")
    }

    /// The virtual deadline by which the transition must be over: by default four times the
    /// reported duration (at most 60 s of it; at least 1 s) after the start (after the end of the
    /// interaction, in an interactive scenario), or, when the reported
    /// duration is not a time, four times what the transition scheduled (see ``RunLimits``). A
    /// transition still pending then never completed.
    public var deadline: TimeInterval {
        limits.deadline(start: deadlineStart, duration: reportedDuration, scheduled: scheduledDuration)
    }
}
