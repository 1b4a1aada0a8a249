#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The immutable record of one finished animator run: what the animator rules (``AnimatorRules``)
/// and the decisions between their findings (``Precedence``) judge.
///
/// ## What it records
///
/// Read from a ``TransitionRun`` once, when it has ended (``TransitionRun/transcript()``): the
/// context's completions and what `transitionWasCancelled` said at the first; the duration the
/// animator reported and when it started; what the context handed over (the views and the to-view
/// controller's final frame); the window before and after (``ViewTreeSnapshot``) and the changes
/// recorded on its views; the to-view, the from-view and the presenter's view as the animator left
/// them; the container at the start, at the first completion and at the end; the views added
/// outside the container; the runaway work, the raising calls and the clock at the end; the
/// appearance callbacks of the view controllers involved; the interruptible animators vended.
///
/// Where a reading depends on who staged the transition — UIKit cleans up after the first
/// completion, the kit's context does not — the run records the reading (or leaves it out), and
/// the transcript holds the result: no rule asks which staging ran.
///
/// ## What it does not hold
///
/// The run, its host, its stage or its context: nothing a rule could advance or read live. Views
/// are ``ReportedView``s (identity and name) or entries of a snapshot, whose `view` is kept for
/// naming only; their values — frame, superview, changes — were read into the transcript.
///
/// A final class of constants, not a struct: each rule is handed the transcript, and a struct of
/// this size was copied (every reference in it retained, then released) for each of them.
@MainActor
final class AnimatorTranscript {
    let scenario: TransitionScenario
    /// The mode the rules judge the run as (``TransitionRun/judgedMode``).
    let judgedMode: TransitionScenario.Mode
    let completions: [(time: TimeInterval, didComplete: Bool)]
    /// The first of ``completions``, if any (read by most rules: kept, not looked up each time).
    let firstCompletion: (time: TimeInterval, didComplete: Bool)?
    let transitionWasCancelledAtFirstCompletion: Bool?
    let callerOfFirstCompletion: CompletionCaller
    /// What a run whose transition never completed shows (the deadline, what was still
    /// scheduled); nil when it completed.
    let neverCompleted: String?
    let completedDuringInteraction: Bool
    let animationsRunningAtCompletion: [String]
    let reportedDuration: TimeInterval
    let startTime: TimeInterval
    /// The clock when the run ended.
    let endTime: TimeInterval
    /// Whether the transition ended cancelled as judged (``TransitionRun/endedCancelled``).
    let endedCancelled: Bool

    let container: ReportedView
    let toView: ReportedView
    let fromView: ReportedView
    /// The view the context withholds in a modal transition that keeps the presenter.
    let withheldView: ReportedView
    /// What `view(forKey:)` handed over for `.from` and `.to`.
    let handedFromView: Bool
    let handedToView: Bool
    /// The final frame the context gave the to-view controller.
    let toViewFinalFrame: CGRect

    /// The to-view as the animator left it (``TransitionRun/toViewAsLeft``), its superview at the
    /// end, and whether it was in the container at the first completion of a run UIKit cleaned up
    /// after (false when none did).
    let toViewAsLeft: (inContainer: Bool, frame: CGRect)
    let toViewSuperview: ReportedView?
    let toViewInContainerAtCompletion: Bool
    /// Whether a navigation controller put the to-view at `toViewFinalFrame` after the push or pop
    /// (``TransitionRun/navigationControllerFramedToView(at:)``).
    let navigationControllerFramedToView: Bool
    let fromViewLeftInContainer: Bool
    /// The withheld view's superview at the end, and whether it is still in a window.
    let withheldViewSuperview: ReportedView?
    let withheldViewInWindow: Bool
    /// The withheld view's changes judged as the animator's, when only its own code's are
    /// (the app's presentation controller took part); else nil, and its record when the run ended.
    private let withheldViewChangesByAnimator: [RecordedChange]?
    private let withheldViewRecord: RecordedChangeLog?

    let before: ViewTreeSnapshot
    let after: ViewTreeSnapshot?
    /// The changes recorded on each view of `before`, `after` and the views at the start.
    let changes: [ObjectIdentifier: [RecordedChange]]
    /// The views in the window at the animator's start in a Reduce Motion scenario.
    let viewsAtStart: [UIView]?
    /// Views that are the app's presentation controller's, not the animator's.
    let presentationControllerViews: Set<ObjectIdentifier>
    /// Whether the presenter's view changes are judged apart (the app's presentation controller took part).
    let withholdsPresenterChanges: Bool
    /// With the app's presentation controller: the changes the animator's own code made to the
    /// views UIKit handed it, by view.
    let handedViewChangesByAnimator: [ObjectIdentifier: [RecordedChange]]
    let newViews: [ViewTreeSnapshot.Entry]
    /// The views under the container at the end, when there are new views to place.
    let underContainer: ViewsByIdentity?
    /// Views added during the run outside the container (named when the report is written).
    let outsideContainer: [AddedView]
    /// When the container was resized during the transition (a flow's rotation), the views of the
    /// app's two screens then: what their own layout added at the new size (a collection view's
    /// cells) is theirs, not the animator's; nil otherwise.
    let appScreensRelaidOut: ViewsByIdentity?

    let containerAtStart: ContainerState?
    let containerAtCompletion: ContainerState?
    /// The container at the end, read when the transition started and never completed.
    let containerAtEnd: ContainerState?

    let runaways: [(time: TimeInterval, message: String)]
    let workStartedLongAfterCompletion: (count: Int, from: TimeInterval, to: TimeInterval, pending: [String])?
    let raisingMisuse: [(time: TimeInterval, api: String, message: String)]
    let animationsLeftDisabled: Bool
    /// The screen's size and how often the code read `UIScreen.main.bounds` (``ScreenSizeHint``).
    let screenSize: CGSize
    let screenBoundsReads: Int?

    /// The appearance callbacks of the view controllers involved, when UIKit's machinery staged
    /// the run and it completed (``AppearanceChecks``); nil otherwise.
    let appearance: (calls: [AppearanceChecks.ObservedParticipant], reversed: Bool)?
    /// The identities of the interruptible animators vended when asked twice, and whether the first
    /// was a property animator that is not interruptible.
    let interruptibleAnimatorsVended: [ObjectIdentifier]
    let firstVendedIsNotInterruptible: Bool
    let limits: RunLimits

    /// Reads `run`, which has ended, into values (see ``TransitionRun/transcript()``).
    ///
    /// The recorded changes of the window's views are read where rules read them: every view's in
    /// a Reduce Motion scenario, the views a cancelled one left changed, the presenter's view's always.
    init(_ run: TransitionRun) {
        // What the init reads more than once, read once: a class's stored `var` pays a run-time
        // exclusivity check per read, the scenario a copy, the container a call through UIKit's context.
        let runScenario = run.scenario
        let runContainer = run.container
        let byAnimator = run.withheldViewChangesByAnimator
        let interruptibleAnimators = run.interruptibleAnimatorsVended
        let completions = run.context.completions
        let finalFrame = run.handedFinalFrame(for: run.toViewController)
        let newViews = run.newViews
        let withheld = run.withheldView
        let before = run.before
        let after = run.after
        var changes = [ObjectIdentifier: [RecordedChange]]()  // not `[:]`: see TransitionRun.handedViewChangesByAnimator
        if runScenario.reduceMotion {
            var views = ViewsByIdentity(capacity: 32)
            // Index loops: `for in` makes a generic iterator, costly in a debug build.
            let atStart = run.viewsAtStart ?? []
            var position = 0
            while position < atStart.count {
                _ = views.insert(atStart[position])
                position += 1
            }
            let entries = before.entries + (after?.entries ?? [])
            position = 0
            while position < entries.count {
                _ = views.insert(entries[position].view)
                position += 1
            }
            let all = views.views
            position = 0
            while position < all.count {
                let view = all[position]
                position += 1
                let recorded = view.recordedChanges
                if recorded.count > 0 { changes[ObjectIdentifier(view)] = recorded }
            }
        } else if runScenario.mode.isCancelled, let after {
            // The views a cancelled run left changed or moved: what the restore rules describe,
            // and who made the last change (``lastChangeIsTheAnimators(_:_:)``). An index loop:
            // `for in` makes a generic iterator, costly in a debug build.
            let entries = before.entries
            var position = 0
            while position < entries.count {
                let entry = entries[position]
                position += 1
                let now = after.entry(for: entry.view)
                if let now, entry.hasValues(of: now), now.superview == entry.superview { continue }
                changes[ObjectIdentifier(entry.view)] = entry.view.recordedChanges
            }
        }
        var vended: [ObjectIdentifier] = []
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < interruptibleAnimators.count {
            vended.append(ObjectIdentifier(interruptibleAnimators[index]))
            index += 1
        }
        let host = run.host

        scenario = runScenario
        judgedMode = run.judgedMode
        self.completions = completions
        // `count` and a subscript, not `first` or `isEmpty`: a debug build called those generically.
        firstCompletion = completions.count > 0 ? completions[0] : nil
        transitionWasCancelledAtFirstCompletion = run.context.transitionWasCancelledAtFirstCompletion
        // The two contexts that record it (``CompletionCallerRecording``), without a cast to the protocol.
        callerOfFirstCompletion = run.observedContext?.callerOfFirstCompletion ?? run.kitsContext?.callerOfFirstCompletion ?? .unknown
        neverCompleted = completions.count == 0 ? run.neverCompleted : nil
        completedDuringInteraction = run.completedDuringInteraction
        animationsRunningAtCompletion = run.animationsRunningAtCompletion
        reportedDuration = run.reportedDuration
        startTime = run.startTime
        endTime = host.now
        endedCancelled = run.endedCancelled

        container = ReportedView(runContainer)
        toView = ReportedView(run.toView)
        fromView = ReportedView(run.fromView)
        withheldView = ReportedView(withheld)
        let handed = run.handedFromAndToViews  // read once: the appearance record below asks for them too
        handedFromView = handed.from != nil
        handedToView = handed.to != nil
        toViewFinalFrame = finalFrame
        toViewAsLeft = run.toViewAsLeft
        // `if let`, not `Optional.map`: a generic call and a closure per read.
        if let superview = run.toView.superview { toViewSuperview = ReportedView(superview) } else { toViewSuperview = nil }
        toViewInContainerAtCompletion = run.toViewAtCompletion?.inContainer == true
        navigationControllerFramedToView = run.navigationControllerFramedToView(at: finalFrame)
        fromViewLeftInContainer = run.fromView.isDescendant(of: runContainer)  // ``TransitionRun/fromViewLeftInContainer``, the container read once
        if let superview = withheld.superview { withheldViewSuperview = ReportedView(superview) } else { withheldViewSuperview = nil }
        withheldViewInWindow = withheld.window != nil
        // The presenter's view's changes are kept only where its rules apply (a modal transition;
        // whether the presenter stayed is the judged scenario's, which may differ from the run's),
        // and its record is read only if a rule asks (``withheldViewChanges``).
        let modal = runScenario.kind.isModal
        withheldViewChangesByAnimator = modal ? byAnimator : nil
        withheldViewRecord = modal && byAnimator == nil ? withheld.recordedChangeLog : nil

        self.before = before
        self.after = after
        self.changes = changes
        viewsAtStart = run.viewsAtStart
        presentationControllerViews = run.presentationControllerViews
        withholdsPresenterChanges = byAnimator != nil
        handedViewChangesByAnimator = run.handedViewChangesByAnimator
        self.newViews = newViews
        underContainer = newViews.count == 0 ? nil : ViewsByIdentity(under: [runContainer])  // `count`: see `firstCompletion`
        outsideContainer = run.outsideContainer
        appScreensRelaidOut = runScenario.resizesDuringTransition && newViews.count > 0 ? ViewsByIdentity(under: [run.fromView, run.toView]) : nil

        let atStart = run.containerAtStart
        let atCompletion = run.containerAtCompletion
        containerAtStart = atStart
        containerAtCompletion = atCompletion
        containerAtEnd = atStart != nil && atCompletion == nil ? ContainerState(of: runContainer, in: host.window) : nil

        // Both from the scene's diagnostics, read once (most runs have none).
        (runaways, raisingMisuse) = host.runawaysAndRaisingMisuse
        workStartedLongAfterCompletion = run.workStartedLongAfterCompletion
        animationsLeftDisabled = AnimationsEnabledIsolation.leftDisabled
        screenSize = host.screenSize
        screenBoundsReads = host.screenBoundsReads

        appearance = AppearanceChecks.record(run, handed: handed)
        interruptibleAnimatorsVended = vended
        if interruptibleAnimators.count > 0, let first = interruptibleAnimators[0] as? UIViewPropertyAnimator {
            firstVendedIsNotInterruptible = !first.isInterruptible
        } else {
            firstVendedIsNotInterruptible = false
        }
        limits = run.limits
    }
}

extension AnimatorTranscript {
    /// The changes to the withheld view judged as the animator's: only its own code's when the
    /// app's presentation controller took part, else every change recorded on it by the end of the
    /// run; none outside a modal transition. Read from the record kept when a rule asks.
    var withheldViewChanges: [RecordedChange] {
        if let withheldViewChangesByAnimator { return withheldViewChangesByAnimator }
        return withheldViewRecord?.changes ?? []
    }

    var succeeded: Bool { firstCompletion?.didComplete == true }
    var completionTime: String { firstCompletion.map { "t=\(format($0.time))" } ?? "never" }
    /// The first completion as it was called, e.g. "completeTransition(false) at t=0.32".
    var completionCall: String {
        firstCompletion.map { "completeTransition(\($0.didComplete)) at t=\(format($0.time))" } ?? "no completeTransition"
    }

    /// The views added outside the container, each named once (``TransitionRun/viewsAddedOutsideContainer``).
    var viewsAddedOutsideContainer: [(name: String, superview: String)] { AddedView.namedOnce(outsideContainer) }

    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// Whether the last recorded change of `properties` on the view `identity` is the animator's,
    /// as far as the run can tell:
    ///
    /// - a view UIKit handed the animator (`view(forKey:)`): the animator's, whatever else touched it;
    /// - with the app's presentation controller in force, the presenter's view it keeps: the
    ///   animator's only when the animator's own code (its calls and the animation blocks it
    ///   starts there, not its completion blocks) made the last change — not the presentation
    ///   controller's callbacks or alongside animations; on UIKit, whose record is sampled and
    ///   cannot tell, never;
    /// - the other views the presentation controller had in place when the animator started (its
    ///   dimming view, its chrome): the presentation controller's;
    /// - any other view: the animator's.
    func lastChangeIsTheAnimators(_ identity: ObjectIdentifier, _ properties: [String]) -> Bool {
        if handedFromView && fromView.identity == identity || handedToView && toView.identity == identity { return true }
        if withholdsPresenterChanges && withheldView.identity == identity {
            guard TransitionHost.recordsWhoChanged else { return false }
            // A frame follows the bounds, position and transform: under a transform it changes with it.
            var candidates = properties
            if properties.contains("frame") || properties.contains("center") { candidates += ["transform", "transform3D", "bounds", "center", "frame"] }
            guard let last = changes[identity]?.last(where: { candidates.contains($0.property) }) else { return true }
            return withheldViewChanges.contains(last)
        }
        return !presentationControllerViews.contains(identity)
    }

    /// The recorded changes of `properties` on the view `identity`, described for a report.
    func history(of identity: ObjectIdentifier, _ properties: [String]) -> String {
        let changes = (changes[identity] ?? []).filter { properties.contains($0.property) }
        guard !changes.isEmpty else { return "" }
        return changes.map { "\($0.property) \($0.oldValue) → \($0.newValue) at t=\(format($0.time))" }.joined(separator: ", ")
    }
}
