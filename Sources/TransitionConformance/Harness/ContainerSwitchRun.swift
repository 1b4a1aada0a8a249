#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One child switch of a custom container view controller, in one scenario, on its own
/// `HeadlessScene`.
///
/// ## The model
///
/// The run makes the scenario's reference animator, wraps it in an observing animator (see
/// ``ContainerSwitchLog``) and asks your factory for a container that uses it. It makes that
/// container the root of a fresh window of the scenario's size and runs one run-loop turn, so the
/// container's view loads and shows its first child: the child whose view is then in the window
/// is the *old child*. ``run()`` calls `switchChild()` and runs the clock until the scene is idle
/// or a virtual ``deadline`` passes — a container that never completes is reported, never waited
/// for. The *new child* is the one that became a child of the container during the run, or, if
/// none did, the context's `.to` view controller. What the rules judge is the run's
/// ``transcript()``, read once the run has ended.
@MainActor
final class ContainerSwitchRun {
    let scenario: TransitionScenario
    let host: TransitionHost
    /// The limits in force when the run was made (``RunLimits/current``).
    let limits: RunLimits
    let log: ContainerSwitchLog
    let subject: ContainerTransitionSubject
    /// The reference animator's duration (asked without a context).
    let referenceDuration: TimeInterval
    /// The container's children once its view had loaded, before the switch.
    let childrenBefore: [UIViewController]
    /// The child whose view was in the window before the switch.
    let oldChild: UIViewController?
    /// The container's children after the run.
    private(set) var childrenAfter: [UIViewController] = []
    /// How the clock ended.
    private(set) var outcome: RunOutcome?
    /// When `switchChild()` was called.
    private(set) var startTime: TimeInterval = 0
    /// The recorder filming the switch for a failure's trace and filmstrip; nil in a check's own
    /// runs. Set before ``run()``.
    var recorder: TransitionRecorder?

    init(scenario: TransitionScenario, factory: (TransitionScenario, any UIViewControllerAnimatedTransitioning) -> ContainerTransitionSubject) {
        ScenarioProgress.willRun(scenario)
        self.scenario = scenario
        limits = RunLimits.current
        host = Stage.host(for: scenario)
        log = ContainerSwitchLog(host: host)
        let reference = scenario.referenceAnimator ?? .fade
        let animator: any UIViewControllerAnimatedTransitioning
        if reference == .interruptible {
            let inner = MinimalInterruptibleAnimator()
            referenceDuration = inner.duration
            animator = LoggingInterruptibleAnimator(inner, log: log)
        } else {
            let inner = reference.makeAnimator()
            referenceDuration = inner.transitionDuration(using: nil)
            animator = LoggingAnimator(inner, log: log)
        }
        subject = factory(scenario, animator)
        host.window.rootViewController = subject.container
        host.advance(by: 0)
        childrenBefore = subject.container.children
        let window = host.window
        oldChild = childrenBefore.last { $0.viewIfLoaded?.window === window }
        log.container = subject.container
        log.oldChild = oldChild
    }

    /// The container view controller under test.
    var container: UIViewController { subject.container }

    /// The virtual deadline by which the switch must be over: by default four times the reference
    /// animator's duration (at least 1 s) after the start (see ``RunLimits``).
    var deadline: TimeInterval { limits.deadline(start: startTime, duration: referenceDuration) }

    /// Where the switch's appearance callbacks begin (``AppearanceRecord``); nil before ``run()``, and on UIKit.
    private(set) var appearanceMark: Int?

    /// Switches the child and runs the clock to idle or the deadline.
    func run() {
        host.makeCurrent()
        startTime = host.now
        if let recorder { film(with: recorder) }
        appearanceMark = AppearanceRecord.mark
        subject.switchChild()
        outcome = host.runUntilIdle(timeout: max(deadline - host.now, 0))
        childrenAfter = container.children
        recorder?.sample("end")
    }

    /// The context as it was when the container first called `animateTransition(using:)`.
    var snapshot: ContainerSwitchLog.ContextSnapshot? { log.snapshots.first }

    /// The child switched to: the one added during the run, else the context's `.to`.
    var newChild: UIViewController? {
        if let added = childrenAfter.first(where: { child in !childrenBefore.contains { $0 === child } }) { return added }
        if let snapshot, let added = snapshot.children.first(where: { child in !childrenBefore.contains { $0 === child } }) { return added }
        guard let to = snapshot?.toViewController, to !== oldChild, to !== container else { return nil }
        return to
    }
}

extension ContainerSwitchRun {
    /// Starts `recorder` on the switch: it follows the container's view, the old child's view and
    /// the new child's once there is one, with every view the switch adds; its steps are a sixth
    /// of the reference animator's duration from `switchChild()`.
    fileprivate func film(with recorder: TransitionRecorder) {
        recorder.attach(
            TransitionRecorder.Filming(
                host: host, before: ViewTreeSnapshot(of: host.window),
                participants: { [unowned self] in
                    var views: [(view: UIView, role: String)] = []
                    if let view = container.viewIfLoaded { views.append((view, "container")) }
                    if let view = oldChild?.viewIfLoaded { views.append((view, "from-view")) }
                    if let view = log.snapshots.first?.toViewController?.viewIfLoaded, view !== oldChild?.viewIfLoaded { views.append((view, "to-view")) }
                    return views
                },
                lookedInto: { [unowned self] in container.viewIfLoaded.map { [$0] } ?? [] },
                origin: { [unowned self] in startTime }, duration: { [unowned self] in referenceDuration }))
        recorder.sample("start")
    }
}
