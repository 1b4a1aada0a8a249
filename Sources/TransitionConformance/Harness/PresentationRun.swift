#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One presentation scenario — present, perhaps resize, dismiss — through UIKit's own modal
/// machinery on a scene of its own, with a transitioning delegate, watched at the moments a
/// presentation controller is judged.
///
/// ## The model
///
/// The run puts a plain presenting view controller (with a small "badge" subview, so its subtree is
/// not empty) at the root of a `HeadlessScene` window of the scenario's size, and presents a plain
/// view controller with `.custom` style and the given delegate. Everything then happens as in an
/// app: the delegate vends the presentation controller and the animator; UIKit calls
/// `presentationTransitionWillBegin()`, the animator, the "did end" methods, lays the container
/// out on a resize. The run only drives: `present`, the clock, the percent-driven interaction of
/// interactive scenarios (through `prepareInteraction`), `resize(to:)`, `dismiss`.
///
/// It looks at five moments: just after `present` returns (the container exists, nothing ran), when
/// the animator is first asked for its duration (`…TransitionWillBegin()` has run, the animation
/// has not), when each transition has ended, after a resize has settled, and after the dismissal.
/// At those moments it reads `frameOfPresentedViewInContainerView` and `presentedView` twice
/// (recording any view they changed), notes new views in and out of the container, and keeps
/// snapshots of the window. The presentation-controller checks read what it recorded.
///
/// Scenario flows: `.presentation` presents in the scenario's mode and, if that completed,
/// dismisses (animated); `.dismissal` presents (animated) then dismisses in the scenario's mode,
/// and after a cancelled dismissal dismisses again. `repeated` presents and dismisses once before
/// the judged flow. `resize` happens after the judged transition or at its fraction. Each run ends
/// by a virtual deadline; transitions still pending then are named, not waited for.
@MainActor
public final class PresentationRun {
    public let scenario: TransitionScenario
    /// The window and clock the run happens in.
    public let host: TransitionHost
    /// The window's root, which presents.
    public let presentingViewController: UIViewController
    /// The view controller presented (kept until the run ends).
    public private(set) var presentedViewController: UIViewController?
    let delegate: ObservingTransitioningDelegate
    private let prepareInteraction: ((UIPercentDrivenInteractiveTransition?) -> Void)?
    let badge = UIView(frame: CGRect(x: 16, y: 16, width: 44, height: 44))

    /// The recorder filming the run for a failure's trace and filmstrip; nil in a check's own runs.
    /// Set before ``run()``.
    var recorder: TransitionRecorder?
    /// The flow's steps with their times — each present, dismiss and rotation, and how each
    /// transition ended — for a trace.
    var flowEvents: [(time: TimeInterval, call: String)] = []
    var flowStart: TimeInterval?

    // What was recorded.
    /// What the run records of the presentation controller at its moments (the probes, the
    /// chrome, the views added outside the container), shared with the ensemble's animator runs.
    let watch: PresentationWatch
    /// The window before the (judged) presentation's first round.
    var baseline: ViewTreeSnapshot { watch.baseline }
    /// How one transition ended (as its transcript records it).
    typealias Outcome = PresentationTranscript.Outcome
    private(set) var presentationOutcome: Outcome?
    private(set) var dismissalOutcomes: [Outcome] = []
    /// The chrome the completed dismissal left attached, described then, held weakly: the kit
    /// lets go of its own references so that the release check sees whether anything else keeps it.
    private var chromeLeftByDismissal: [(description: String, view: Weak<UIView>)] = []
    /// The chrome left by the completed dismissal that was still alive once everything had let go
    /// (set by ``checkReleases()``); nil before.
    private(set) var chromeOutlivingDismissal: [String]?
    /// Whether the presented view was in the container when the presentation completed, and still
    /// in the (old) container when the dismissal completed.
    private(set) var presentedViewInContainer: Bool?
    private(set) var presentedViewLeftInContainer: Bool?
    /// Whether the presented view (or the presented view controller's view) was animated during
    /// the presentation and during the dismissal: an animator that ran the transition's direction
    /// touches it; one that ran the opposite direction does not.
    private(set) var presentedViewAnimatedWhilePresenting = false
    private(set) var presentedViewAnimatedWhileDismissing = false
    /// The keys the vended animators asked their contexts for, in the judged presentation and the
    /// last dismissal, and what a dismissing animator's own code did with the presenting view
    /// (``PresentationRun/noteDirection(entering:)``): what DELEGATE-ANIMATOR-DIRECTION reads.
    var presentationAnimatorReads: ContextKeyReads?
    var dismissalAnimatorReads: ContextKeyReads?
    var dismissalAnimatorCoveredPresentedView = false
    var presenterSuperviewAtAnimatorCall: Weak<UIView>?
    /// Whether the flow dismisses (the subject declares `.dismissal`).
    var dismisses = true
    /// Whether each judged transition is also judged by the animator rules (the delegate
    /// checker's flows, whose animators are the app's): see `PresentationRun+TransitionRuns`.
    var judgesAnimators = false
    /// Whether the `.custom` style the flow gives the presented view controller is the one the
    /// app's call site gives it; nil when that depends on whether the delegate makes the
    /// presentation controller.
    var appsStyleIsCustom: Bool?
    /// The transition being watched as an animator run, until it ends.
    var watchedTransition: TransitionRun?
    /// What the animator rules found in the flow's judged transitions, in order.
    var transitionFindings: [TransitionFinding] = []
    /// The flow's judged transitions as they ran (kind, mode, container size, whether the
    /// presenter's view was handed over), in order.
    var judgedTransitions: [TransitionScenario] = []
    /// The views the presenting animator left in the container, with its finding, until the
    /// flow's dismissal shows whether the same delegate's dismissing animator handles them.
    var pendingLeftovers: PendingLeftovers?
    /// Whether presenter differences whose last change was a vended animator's are the animator's,
    /// not the presentation controller's (``presenterDifferences``): in the presentation-controller
    /// suite with your animator, which judges that animator by the animator requirements too, and
    /// in the delegate suite's flows, which report them as the animator's round trip.
    var presenterChangesByAnimatorAreTheAnimators = false
    /// The presentation controller and presented view after a resize has settled:
    /// (expected frame, presented view's frame in the container, container bounds).
    private(set) var afterResize: (expected: CGRect, actual: CGRect?, bounds: CGRect, uncovered: [(String, CGRect)])?
    /// Weak references for the release check, set when the run ends.
    private(set) var presentationControllerReleased: Bool?
    private(set) var presentedViewControllerReleased: Bool?
    /// Whether the moments noted now are judged (the repeated round is not).
    var judged: Bool { watch.judged }
    private(set) var currentDirection: ObservingTransitioningDelegate.Direction = .presentation

    /// Sets up the scenario: `delegate` vends the presentation controller and animators;
    /// `prepareInteraction`, when given, is handed the interaction controller to vend for the
    /// next transition (nil for none) — the kit's delegate does, a subject's cannot.
    init(
        scenario: TransitionScenario, delegate: any UIViewControllerTransitioningDelegate,
        presenting: UIViewController? = nil, presented: UIViewController? = nil,
        prepareInteraction: ((UIPercentDrivenInteractiveTransition?) -> Void)?
    ) {
        ScenarioProgress.willRun(scenario)
        self.scenario = scenario
        self.prepareInteraction = prepareInteraction
        host = Stage.host(for: scenario)
        self.delegate = ObservingTransitioningDelegate(delegate, host: host)
        presentingViewController = presenting ?? UIViewController()
        if presenting == nil { presentingViewController.view.nameForReports("PresentingViewController.view") }
        badge.nameForReports("PresentingViewController.badge")
        presentingViewController.view.addSubview(badge)
        host.window.rootViewController = presentingViewController
        let kitPresented = presented == nil
        let presented = presented ?? UIViewController()
        presented.loadViewIfNeeded()
        if kitPresented { presented.view.nameForReports("PresentedViewController.view") }
        presented.modalPresentationStyle = .custom
        StageObservation.installFlows(self.delegate, delegate: delegate, presented: presented, host: host)
        presentedViewController = presented
        host.advance(by: 0)
        watch = PresentationWatch(host: host, presenting: presentingViewController, presented: presented)
        watch.judged = false
        watch.madePresentationController = { [delegate = self.delegate] in delegate.presentationControllers.last?.object }
        self.delegate.onTransitionStart = { [unowned self] direction in transitionStarted(direction) }
        self.delegate.onAnimatorCall = { [unowned self] entering in noteAnimatorCall(entering) }
        // On UIKit, sample while the transition's container is still alive (UIKit then frees it
        // with whatever is still inside): a view removed from it reads as removed, one left in it
        // as left (HeadlessUIKit records every change anyway).
        self.delegate.onTransitionEnd = { [unowned self] in host.sampleChanges(alsoUnder: [lastContainer?.object].compactMap { $0 }) }
        host.waitsFor = { [weak presented] in
            guard let presented, presented.isBeingPresented || presented.isBeingDismissed else { return [] }
            return ["the transition of \(type(of: presented))"]
        }
    }

    /// The presentation controller of the current presentation.
    var presentationController: UIPresentationController? { watch.presentationController }

    var container: UIView? { watch.container }

    // MARK: Driving

    /// Where the flow's appearance callbacks begin (``AppearanceRecord``); nil before ``run()``, and on UIKit.
    private(set) var appearanceMark: Int?

    /// Runs the whole flow of the scenario.
    func run() {
        host.makeCurrent()
        flowStart = host.now
        if let recorder { film(with: recorder) }
        appearanceMark = AppearanceRecord.mark
        if scenario.repeated {
            present(mode: .animated, resize: nil)
            if presentationOutcome == .completed && dismisses { dismiss(mode: .animated, resize: nil) }
            presentationOutcome = nil
            dismissalOutcomes = []
            watch.forgetRound()
        }
        watch.judged = true
        switch scenario.kind {
        case .presentation:
            present(mode: scenario.mode, resize: scenario.resize)
            if presentationOutcome == .completed {
                if case .afterTransition(let size)? = scenario.resize { resize(to: size) }
                if dismisses { dismiss(mode: .animated, resize: nil) }
            }
        default:
            present(mode: .animated, resize: nil)
            guard presentationOutcome == .completed else { break }
            if case .afterTransition(let size)? = scenario.resize { resize(to: size) }
            dismiss(mode: scenario.mode, resize: scenario.resize)
            if dismissalOutcomes.last == .cancelled { dismiss(mode: .animated, resize: nil) }
        }
        finish()
    }

    private func present(mode: TransitionScenario.Mode, resize: TransitionScenario.Resize?) {
        guard let presented = presentedViewController else { return }
        currentDirection = .presentation
        let interactor = interactor(for: mode)
        host.sampleChanges(alsoUnder: [presented.view])
        presented.view.clearRecordedChanges()
        watch.willPresent()
        delegate.forgetLastAnimator()
        flowEvents.append((host.now, "present(_:animated: \(mode != .notAnimated))"))
        watchTransition(.presentation, mode: mode, resize: resize)
        presentingViewController.present(presented, animated: mode != .notAnimated)
        joinAlongside(presented, presenting: true)
        watch.presentReturned()
        drive(mode: mode, interactor: interactor, resize: resize)
        watchedTransitionEnded(lastIdle)
        let outcome: Outcome =
            presented.isBeingPresented
            ? .pending(pending)
            : presented.presentingViewController != nil ? .completed : .cancelled
        note(outcome, of: "presentation")
        if judged {
            presentationOutcome = outcome
            watch.noteAddedViews()
            if outcome == .completed {
                presentedViewInContainer = presentationController.flatMap { pc in
                    pc.containerView.map { container in pc.presentedView.map { $0.isDescendant(of: container) } ?? false }
                }
                presentedViewAnimatedWhilePresenting = [presented.view, presentationController?.presentedView].contains { view in
                    view?.recordedChanges.contains { $0.isAnimated || mode == .notAnimated && $0.property != "superview" } ?? false
                }
                presentationAnimatorReads = delegate.lastAnimatorReads
                watch.probe("when the presentation had ended")
                if case .midTransition? = resize { noteResize() }
            }
        } else {
            presentationOutcome = outcome
        }
    }

    private func dismiss(mode: TransitionScenario.Mode, resize: TransitionScenario.Resize?) {
        guard let presented = presentedViewController, presented.presentingViewController != nil else { return }
        if judged { watch.noteAddedViews() }
        currentDirection = .dismissal
        if judged { watch.noteDismissalStarting() }
        let interactor = interactor(for: mode)
        let container = container
        let presentedView = presentationController?.presentedView
        let counts = [presented.view, presentedView].map { $0?.recordedChangeCount ?? 0 }
        delegate.forgetLastAnimator()
        flowEvents.append((host.now, "dismiss(animated: \(mode != .notAnimated))"))
        watchTransition(.dismissal, mode: mode, resize: resize)
        presentingViewController.dismiss(animated: mode != .notAnimated)
        joinAlongside(presented, presenting: false)
        drive(mode: mode, interactor: interactor, resize: resize)
        watchedTransitionEnded(lastIdle)
        if judged, !presented.isBeingDismissed, presented.presentingViewController == nil, let container, let presentedView {
            presentedViewLeftInContainer = presentedView.isDescendant(of: container)
            presentedViewAnimatedWhileDismissing = zip([presented.view, presentedView], counts).contains { view, count in
                view?.recordedChanges(after: count).contains { $0.isAnimated || mode == .notAnimated && $0.property != "superview" } ?? false
            }
            dismissalAnimatorReads = delegate.lastAnimatorReads
        }
        dismissalOutcomes.append(
            presented.isBeingDismissed
                ? .pending(pending)
                : presented.presentingViewController == nil ? .completed : .cancelled)
        if let last = dismissalOutcomes.last { note(last, of: "dismissal") }
        if dismissalOutcomes.last == .completed { settleLeftovers(dismissed: true) }
        if judged, dismissalOutcomes.last == .cancelled, watch.chromeChangedByCancelledDismissal == nil {
            watch.chromeChangedByCancelledDismissal = watch.chromeChangedSinceDismissalStarted()
        }
        if judged, dismissalOutcomes.last == .completed { letGoOfChromeAfterDismissal() }
    }

    /// After the completed dismissal: notes the chrome still attached (to the container UIKit
    /// discarded), then drops every strong reference the run holds to chrome and to the old
    /// window, so that ``checkReleases()`` can see whether the subject keeps any of it alive.
    private func letGoOfChromeAfterDismissal() {
        chromeLeftByDismissal = []
        // Chrome left attached is about to be named in a report: as the app knows it.
        if watch.chrome.contains(where: { $0.superview != nil }) { nameAppViews() }
        for view in watch.chrome {
            if let attachment = PresentationTranscript.Chrome(view).attachment { chromeLeftByDismissal.append((attachment, Weak(view))) }
        }
        watch.chrome = []
        watch.coveringChrome = []
        watch.forgetDismissalStart()
    }

    private func interactor(for mode: TransitionScenario.Mode) -> UIPercentDrivenInteractiveTransition? {
        let interactor: UIPercentDrivenInteractiveTransition? = mode.isInteractive ? UIPercentDrivenInteractiveTransition() : nil
        if case .interruptibleReversed = mode { interactor?.wantsInteractiveStart = false }
        prepareInteraction?(interactor)
        return interactor
    }

    /// Runs the started transition to its end as `mode` says, resizing part-way if asked.
    private func drive(
        mode: TransitionScenario.Mode, interactor: UIPercentDrivenInteractiveTransition?,
        resize: TransitionScenario.Resize?
    ) {
        lastIdle = driveModalTransition(on: host, mode: mode, interactor: interactor, resize: resize) {
            delegate.lastAnimator?.reportedDuration ?? 0
        }
    }

    private(set) var lastIdle: RunOutcome?

    /// What was still scheduled when the last transition's deadline passed.
    private var pending: [String] {
        if case .timedOut(_, let pending)? = lastIdle { return pending }
        return []
    }

    private func resize(to size: CGSize) {
        flowEvents.append((host.now, "resize to \(Int(size.width))×\(Int(size.height))"))
        host.resize(to: size)
        _ = host.runUntilIdle(timeout: host.resizeDuration + host.limits.settleTimeout)
        noteResize()
    }

    /// Records the presented view's frame against the presentation controller's, and chrome that
    /// no longer covers the container, once a resize has settled.
    private func noteResize() {
        guard let pc = presentationController, let container = pc.containerView else { return }
        container.layoutIfNeeded()
        let actual = pc.presentedView.map { view in view.superview == nil ? view.frame : view.convert(view.bounds, to: container) }
        let uncoveredViews = watch.coveringChrome.filter { $0.superview != nil }.compactMap { view -> (UIView, CGRect)? in
            let frame = view.convert(view.bounds, to: container)
            return frame.isApproximately(container.bounds) ? nil : (view, frame)
        }
        // Chrome that no longer covers is about to be named in a report: as the app knows it.
        if !uncoveredViews.isEmpty { nameAppViews() }
        let uncovered = uncoveredViews.map { ($0.0.reportName, $0.1) }
        afterResize = (pc.frameOfPresentedViewInContainerView, actual, container.bounds, uncovered)
        watch.probe("after the resize to \(TransitionScenario.size(container.bounds.size)) had settled")
    }

    /// Another party joins the transition with an alongside animation of its own (the scenario's
    /// `alongsideAnimation`): the presenting view controller dims its badge while presented.
    private func joinAlongside(_ presented: UIViewController, presenting: Bool) {
        guard scenario.alongsideAnimation, let coordinator = presented.transitionCoordinator else { return }
        let badge = badge
        let target: CGFloat = presenting ? 0.5 : 1
        let original = badge.alpha
        coordinator.animate(
            alongsideTransition: { _ in badge.alpha = target },
            completion: { context in
                badge.alpha = context.isCancelled ? original : target
            })
    }

    // MARK: Observing

    /// The container of the last transition that started.
    private var lastContainer: Weak<UIView>?

    private func transitionStarted(_ direction: ObservingTransitioningDelegate.Direction) {
        lastContainer = container.map { Weak($0) }
        watch.transitionStarted(presenting: direction == .presentation && currentDirection == .presentation)
    }

    /// Lets go of the presented view controller and the delegate, remembering both weakly for
    /// ``checkReleases()``.
    private func finish() {
        settleLeftovers(dismissed: false)
        recorder?.sample("end")
        presentedReference = presentedViewController.map { Weak($0) }
        presentedViewController = nil
        delegate.releaseInner()
    }

    private var presentedReference: Weak<UIViewController>?

    /// Records whether the presentation controllers and the presented view controller were freed
    /// after a completed dismissal. Call it once whoever made the run has let go of the view
    /// controllers and the delegate too (the suites do, after ``run()`` returns).
    func checkReleases() {
        guard dismissalOutcomes.last == .completed else { return }
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        presentationControllerReleased = delegate.presentationControllers.allSatisfy { $0.object == nil }
        chromeOutlivingDismissal = chromeLeftByDismissal.compactMap { $0.view.object == nil ? nil : $0.description }
        presentedViewControllerReleased = presentedReference?.object == nil
    }

    /// The calls and diagnostics, for a report's trace.
    public var trace: [String] {
        host.diagnostics
    }
}
