// Runs the kit as compiled for iOS (-D UIKIT_TYPECHECK: the Platform/*+UIKit.swift files) on
// Linux, linked with HeadlessUIKit. Built and run by .ci/uikit-typecheck; exits 1 with the failed
// checks.
//
// TransitionHost+UIKit's run-loop turn and clock are pointed at a HeadlessUIKit scene (a run loop
// does not move HeadlessUIKit's virtual clock), so whole checkers — and the whole corpus — run on
// the UIKit host's logic (idle detection, the sampled change record, accessibilityIdentifier
// names, what it cannot run) over HeadlessUIKit's model of UIKit's machinery.
//
// Not run here: the real run loop and clock; and OptionalMembers+UIKit's `?(` calls (this build
// uses OptionalMembers+HeadlessUIKit, whose answers are what `?(` gives on UIKit).
import ConformanceCorpus
import HeadlessUIKit
@testable import TransitionConformance

@main
struct UIKitSideChecks {
    @MainActor static var failures: [String] = []

    @MainActor static func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    @MainActor static func main() {
        defaultWindowIsOfTheHostsSize()
        reportValuesPrintAsHeadlessValues()
        samplerRecordsWhatChangedBetweenSamples()
        gestureDrivingCallsTheKitsHandler()
        checkersRunOnTheUIKitHost()
        corpusOnTheUIKitHost()
        if failures.isEmpty {
            print("uikit-side checks: ReportValue, ViewChangeSampler, GestureDriving, the checkers and the corpus on TransitionHost+UIKit behave as expected")
        } else {
            print("uikit-side checks failed:\n" + failures.map { "- " + $0 }.joined(separator: "\n"))
            exit(1)
        }
    }

    /// With no window scene connected (HeadlessUIKit has none), the default window is a plain one
    /// of the host's size, made key and visible.
    @MainActor static func defaultWindowIsOfTheHostsSize() {
        let window = TransitionHost.makeWindow(CGSize(width: 320, height: 480))
        expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && window.windowScene == nil, "default window: \(window.frame)")
    }

    /// The UIKit side's ReportValue prints exactly as HeadlessValue, so reports read the same.
    @MainActor static func reportValuesPrintAsHeadlessValues() {
        let numbers: [Double] = [0, -0.0001, 0.125, 0.3, 1, 12.5, 390, -7.25, 1e-5, 123_456.789, .nan, .infinity, -.infinity]
        for x in numbers {
            expect(
                ReportValue.number(x).description == HeadlessValue.number(x).description, "number \(x): \(ReportValue.number(x)) vs \(HeadlessValue.number(x))")
        }
        let rect = CGRect(x: 0.5, y: -12.25, width: 390, height: 844.333)
        expect(ReportValue.rect(rect).description == HeadlessValue.rect(rect).description, "rect: \(ReportValue.rect(rect)) vs \(HeadlessValue.rect(rect))")
        let transforms = [
            CGAffineTransform.identity, CGAffineTransform(scaleX: 0.5, y: 0.5), CGAffineTransform(translationX: 10, y: -3.5),
            CGAffineTransform(scaleX: 0.001, y: 0.001), CGAffineTransform(rotationAngle: .pi / 4), CGAffineTransform(scaleX: 1, y: -1),
            CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi / 2).translatedBy(x: 390, y: 0), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
        ]
        for t in transforms {
            expect(
                ReportValue.transform(t).description == HeadlessValue.transform(t).description,
                "transform: \(ReportValue.transform(t)) vs \(HeadlessValue.transform(t))")
        }
        expect(ReportValue.bool(true).description == HeadlessValue.bool(true).description, "bool")
        expect(ReportValue.point(CGPoint(x: 1, y: 2.5)).description == HeadlessValue.point(CGPoint(x: 1, y: 2.5)).description, "point")
        expect(ReportValue.size(CGSize(width: 3, height: 4)).description == HeadlessValue.size(CGSize(width: 3, height: 4)).description, "size")
    }

    /// Changes between two samples are recorded per view and property; a view's first sample is
    /// its baseline; clearing forgets what was recorded.
    @MainActor static func samplerRecordsWhatChangedBetweenSamples() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = scene.window
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        moving.nameForReports("moving")
        let other = UIView(frame: .zero)
        root.addSubview(moving)
        let sampler = ViewChangeSampler()
        ViewChangeSampler.current = sampler
        sampler.sample(root, at: 0)
        expect(moving.recordedChanges.isEmpty, "first sample records nothing, got \(moving.recordedChanges)")
        moving.alpha = 0.5
        moving.frame.origin.x = 20
        other.addSubview(moving)
        root.addSubview(other)
        sampler.sample(root, at: 1)
        let properties = moving.recordedChanges.map(\.property)
        expect(properties == ["frame", "alpha", "superview"], "changes of moving: \(properties)")
        expect(moving.recordedChanges.allSatisfy { $0.time == 1 && !$0.isAnimated }, "time 1, not animated: \(moving.recordedChanges)")
        expect(moving.recordedChanges.last?.newValue == .text("UIView"), "new superview named by type: \(String(describing: moving.recordedChanges.last))")
        expect(moving.reportName == "moving" && other.reportName == "UIView", "names: \(moving.reportName), \(other.reportName)")
        UIView.animate(withDuration: 1) { moving.alpha = 1 }
        scene.advance(by: 0.1)
        sampler.sample(root, at: 2)
        expect(
            moving.recordedChanges.last?.isAnimated == true,
            "a change seen while the layer animates is animated: \(String(describing: moving.recordedChanges.last))")
        expect(
            other.recordedChanges.map(\.description) == ["superview nil → UIWindow at t=1.0"],
            "a view first seen after the baseline appeared: \(other.recordedChanges)")
        moving.clearRecordedChanges()
        expect(moving.recordedChanges.isEmpty, "clearing forgets")
        moving.removeFromSuperview()
        sampler.sample(root, at: 2.5)
        expect(moving.recordedChanges.map(\.newValue) == [.text("nil")], "a view taken out of the tree is read again: \(moving.recordedChanges)")
        moving.clearRecordedChanges()
        sampler.sample(root, at: 3)
        expect(moving.recordedChanges.isEmpty, "no change since the last sample: \(moving.recordedChanges)")
        // A view left in a container that was then freed (as UIKit frees a transition's container)
        // was not removed: no change is recorded for it.
        let left = UIView()
        do {
            let container = UIView()
            root.addSubview(container)
            container.addSubview(left)
            sampler.sample(root, at: 4)
            left.clearRecordedChanges()
            container.removeFromSuperview()
        }
        sampler.sample(root, at: 5)
        expect(left.superview == nil && left.recordedChanges.isEmpty, "left in a freed container: \(left.recordedChanges)")
        ViewChangeSampler.current = nil
    }

    /// A pan the kit made gets its handler called at each state the kit sets, with the translation,
    /// and the kit hears of `.began` (when it starts the transition) after the handler.
    @MainActor static func gestureDrivingCallsTheKitsHandler() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let pan = GestureDriving.makePan { pan in seen.append((pan.state, pan.translation(in: pan.view).y)) }
        view.addGestureRecognizer(pan)
        var begunAfter: [Int] = []
        GestureDriving.begin(pan, using: nil) { begunAfter.append(seen.count) }
        GestureDriving.move(pan, translation: CGPoint(x: 0, y: 50))
        GestureDriving.end(pan)
        expect(seen.map(\.0) == [.began, .changed, .ended], "states: \(seen.map(\.0))")
        expect(seen.map(\.1) == [0, 50, 50], "translations: \(seen.map(\.1))")
        expect(begunAfter == [1], "the kit heard of .began after \(begunAfter) handler calls")
    }

    /// The scenes the UIKit host's windows live on (kept alive: a window holds its scene weakly).
    @MainActor static var scenes: [HeadlessScene] = []

    /// Makes the UIKit host's windows on HeadlessUIKit scenes and lets its time pass on their clock.
    @MainActor static func pointTheUIKitHostAtHeadlessUIKit() {
        TransitionHost.makeWindow = { size in
            let scene = HeadlessScene(size: size)
            scene.makeCurrent()
            scenes.append(scene)
            return scene.window
        }
        TransitionHost.runLoopTurn = { HeadlessScene.current.advance(by: $0) }
        TransitionHost.clock = { HeadlessScene.current.now }
    }

    /// The animator and presentation-controller checkers, run on the UIKit host driven through a
    /// HeadlessUIKit scene: the kit's reference subjects pass, and broken ones are caught under
    /// the same IDs as on HeadlessUIKit.
    @MainActor static func checkersRunOnTheUIKitHost() {
        pointTheUIKitHostAtHeadlessUIKit()
        defer { scenes = [] }

        let minimal = verifyAnimator(features: [.presentation, .dismissal, .push, .pop]) { _ in MinimalAnimator() }
        expect(minimal.passed && !minimal.scenariosRun.isEmpty, "MinimalAnimator on the UIKit host: \(minimal)")
        let slide = verifyAnimator(features: [.presentation, .dismissal]) { scenario in MinimalSlideAnimator() }
        expect(slide.passed, "MinimalSlideAnimator on the UIKit host: \(slide)")
        let never = verifyAnimator(features: [.presentation]) { _ in NeverCompletes() }
        expect(never.violatedIDs.contains("ANIM-COMPLETE-ONCE"), "an animator that never completes: \(never.violatedIDs)")
        let flag = verifyAnimator(features: [.presentation, .dismissal]) { _ in CompletesWithFalse() }
        expect(flag.violatedIDs.contains("ANIM-COMPLETE-FLAG"), "an animator that completes with false: \(flag.violatedIDs)")
        let presentation = verifyPresentationController { presented, presenting in
            MinimalPresentationController(presentedViewController: presented, presenting: presenting)
        }
        expect(
            presentation.passed && !presentation.scenariosRun.isEmpty,
            "MinimalPresentationController on the UIKit host: \(presentation.violations.map(\.message))")
        let leaky = verifyPresentationController { presented, presenting in
            LeavesDimmingView(presentedViewController: presented, presenting: presenting)
        }
        expect(
            leaky.violatedIDs.contains("PRES-DISMISS-REMOVES-CHROME"), "a shared dimming view never removed, alive after the dismissal: \(leaky.violatedIDs)")
        // The tab bar delegate suite is all ensemble runs: skipped here, each with the reason.
        let tabs = verifyTabBarControllerDelegate { _ in VendsMinimalAnimatorForTabs() }
        // The Reduce Motion run with the host's reason: Reduce Motion is the device's setting.
        expect(
            tabs.scenariosRun.map(\.repeated) == [true] && tabs.configurationErrors.isEmpty && tabs.scenariosSkipped.count == 4
                && tabs.scenariosSkipped.allSatisfy {
                    $0.reason == ($0.scenario.reduceMotion ? TransitionHost.cannotRun($0.scenario) : StageObservation.unavailable)
                },
            "the tab bar delegate suite on the UIKit host skips its animator runs with StageObservation.unavailable (the Reduce Motion one with TransitionHost.cannotRun) and runs the round trip, which needs no observation: \(tabs)"
        )
    }
}

extension UIKitSideChecks {
    /// What the UIKit host cannot do, and so the corpus verdicts that differ from HeadlessUIKit's
    /// there — expected IDs not reported, and on one mutant a collateral ID; never a false alarm.
    /// Any other difference fails. A sample listed more than once (one entry per reason) differs
    /// by the union of its entries.
    static let expectedDifferences: [(sample: String, missed: Set<String>, collateral: Set<String>, why: String)] = [
        ("seed-000/BlurPresentationController (published)", ["PRES-RESIZE", "PRES-ROUND-TRIP"], [], resize),
        ("seed-002/DimmingPresentationController (published)", ["PRES-RESIZE"], [], resize),
        ("mutant/PRES-RESIZE/ignoresResize", ["PRES-RESIZE"], [], resize),
        ("autolayout/ScreenSizedDimmingPresentationController", ["PRES-RESIZE"], [], resize),
        ("seed-003/CustomDismissalTransitionAnimator as interaction controller (published)", ["INT-GESTURE-END"], [], gestures),
        ("mutant/INT-GESTURE-END/ignoresCancelledGesture", ["INT-GESTURE-END"], [], gestures),
        ("mutant/INT-COMPLETES/completesItself", ["INT-COMPLETES"], [], gestures),
        ("mutant/INT-PROGRESS-RANGE/passesUnclampedProgress", ["INT-PROGRESS-RANGE"], [], gestures),
        ("mutant/INT-FINISH-AT-FULL/ignoresEndAtFullProgress", ["INT-FINISH-AT-FULL"], [], gestures),
        ("mutant/INT-COMPLETION-SPEED/zeroCompletionSpeed", ["INT-COMPLETION-SPEED"], [], gestures),
        ("mutant/ANIM-NO-RUNAWAY/restartsAnimationForever", ["ANIM-NO-RUNAWAY"], [], "UIKit does not cut off runaway work; the deadline ends the run"),
        (
            "mutant/ANIM-NO-RAISING-MISUSE/finishesAnimatorWithoutStopping", ["ANIM-NO-RAISING-MISUSE"], [],
            "UIKit raises on the call: the app (the test) crashes instead of the kit reporting it"
        ),
        (
            "mutant/PRES-NO-RAISING-MISUSE/constrainsWithInfiniteConstant", ["PRES-NO-RAISING-MISUSE"], [],
            "UIKit raises on the call: the app (the test) crashes instead of the kit reporting it"
        ),
        ("mutant/ANIM-DISMISSED-FINAL-FRAME/readsDismissedFinalFrame", ["ANIM-DISMISSED-FINAL-FRAME"], ["ANIM-CANCEL-RESTORES-STATE"], openPoint),
        ("realworld/ReversibleCoverAnimator", ["ANIM-DISMISSED-FINAL-FRAME", "ANIM-REDUCE-MOTION"], ["ANIM-CANCEL-RESTORES-STATE"], openPoint + "; " + reduceMotion),
        // The rest (ANIM-DURATION, ANIM-FINAL-FRAME, ANIM-NOT-ANIMATED) the delegate flows' transitions show on the UIKit host too.
        ("seed-004/DetailCardViewController delegate (published)", ["ANIM-COMPLETE-FLAG"], [], ensembles),
        ("seed-000/CustomTransitionViewController as delegate (published)", ["ANIM-COMPLETE-AFTER-ANIMATIONS", "ANIM-FINAL-FRAME"], [], ensembles),
        ("ensemble/bottom sheet/dismissalCompletesWithFinishedFlag", ["ANIM-COMPLETE-FLAG", "ANIM-FROM-VIEW-REMOVED"], [], ensembles),
        ("ensemble/bottom sheet/handlerKeepsInteractionController", ["INT-NOT-VENDED-WITHOUT-GESTURE"], [], ensembles),
        ("ensemble/bottom sheet/interactionCancelsThroughStoredContext", ["INT-GESTURE-END"], [], ensembles),
        ("ensemble/photo zoom/keepsSnapshotWhenInterrupted", ["ANIM-TEMP-VIEWS-REMOVED"], [], ensembles),
        // ANIM-FINAL-FRAME the delegate flows' transitions show on the UIKit host too.
        ("ensemble/receipt card/animatorHardCodesCardFrame", ["PRES-RESIZE"], [], resize),
        ("ensemble/bottom sheet/dimmingSizedOnce", ["PRES-RESIZE"], [], resize),
        ("ensemble/bottom sheet/dimmingSizedOnce (presentation controller alone)", ["PRES-RESIZE"], [], resize),
        ("ensemble/slide-over navigation/popLeavesFromViewShiftedOnCancel", ["ANIM-CANCEL-RESTORES-STATE"], [], ensembles),
        ("ensemble/slide-over navigation/popAlwaysCompletesTrue", ["ANIM-COMPLETE-FLAG", "ANIM-TO-VIEW-ADDED"], [], ensembles),
        ("ensemble/sliding tabs/durationDisagreesWithAnimation", ["ANIM-DURATION"], [], ensembles),
        ("ensemble/sliding tabs/neverAddsToView", ["ANIM-TO-VIEW-ADDED"], [], ensembles),
        ("scroll/grid zoom/addsSnapshotToWindow", ["ANIM-CONTAINER-ONLY"], [], ensembles),
        ("mutant/ANIM-APPEARANCE-BALANCED/forwardsAppearanceToKeptPresenter", ["ANIM-APPEARANCE-BALANCED"], [], appearance),
        ("mutant/ANIM-APPEARANCE-BALANCED/beginsAppearanceWithoutEnding", ["ANIM-APPEARANCE-BALANCED"], [], appearance),
        ("legal/ManualAppearanceForwarding (forgets the end)", ["ANIM-APPEARANCE-BALANCED"], [], appearance),
        ("mutant/ANIM-APPEARANCE-BALANCED/tellsPresenterItDisappears", ["ANIM-APPEARANCE-BALANCED"], [], appearance),
        ("mutant/ANIM-APPEARANCE-BALANCED/forwardsAppearanceWithoutEndingNewChild", ["ANIM-APPEARANCE-BALANCED"], [], appearance),
        ("legal/TimerCompletion", [], ["ANIM-COMPLETE-ONCE"], realTimeTimer),
        ("mutant/INT-REUSABLE/staleShouldComplete", ["INT-REUSABLE"], [], gestures),
        ("mutant/INT-REUSABLE/neverResetsInProgress", ["INT-REUSABLE"], [], gestures),
        ("mutant/INT-REUSABLE/leavesCompletionSpeedChanged", ["INT-REUSABLE"], [], gestures),
        ("mutant/ANIM-REDUCE-MOTION/zoomsDespiteReduceMotion", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("seed-001/PrivateAnimatedTransition (published)", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("seed-002/DiagonalAnimator (published)", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/PopRelyingOnNavigationController", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/AlwaysAnimatingNavigationAnimator", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/FullScreenOnlyAnimator", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/EqualValueWritesAnimator", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/PropertyAnimatorByPresentationStyle", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/DirectionFromPresentingViewController (animator suite)", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        // UIKit's default style: found only by the delegate suite's animator runs in a sheet.
        ("mutant/ANIM-NIL-VIEWS/insertsPresenterThroughViewController", ["ANIM-NIL-VIEWS"], [], ensembles),
        // Every animation interrupted: found only by the delegate suite's animator runs.
        ("mutant/ANIM-COMPLETE-FLAG/completesFromPresenterAnimation", ["ANIM-COMPLETE-FLAG", "ANIM-PRESENTER-VIEW-UNTOUCHED"], [], ensembles),
        // Chrome decided from what it draws: a clear gradient scrim sized once, seen after a rotation.
        ("mutant/PRES-RESIZE/gradientScrimSizedOnce", ["PRES-RESIZE"], [], resize),
        // A pushed view never framed, through the navigation delegate: found only by its animator runs
        // (the animator alone, mutant/ANIM-FINAL-FRAME/pushedViewNeverFramed, is caught on the UIKit host).
        ("ensemble/cross-fade navigation/pushedViewNeverFramed", ["ANIM-FINAL-FRAME"], [], ensembles),
        // A cancelled pull-down's card put back only by a container layout (open point F11): the app's gesture drives it.
        ("ensemble/pull-down card/reliesOnContainerLayout", ["ANIM-CANCEL-RESTORES-STATE"], [], ensembles),
        // The animator's own shadow in the window: found only by the delegate suite's animator runs.
        ("ensemble/snapshot card/animatorShadowInWindow", ["ANIM-CONTAINER-ONLY"], [], ensembles),
        // The shared animator's dismissal left in the container: seen only in the dismissal resized at 50 %,
        // which lasts long enough for the resize now that the alongside fade runs in the animator's block.
        ("mutant/DELEGATE-ANIMATOR-DIRECTION/sharedAnimator", ["ANIM-FROM-VIEW-REMOVED"], [], resize),
        // The card's own animators sliding it under Reduce Motion, with their presentation controller in force.
        ("legal/PresentedViewAddedInWillBegin", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        ("legal/InstalledCardAnimator with its presentation controller", ["ANIM-REDUCE-MOTION"], [], reduceMotion),
        // Animators that move views far whatever Reduce Motion says, seen only in the ensemble checkers' Reduce Motion runs.
        ("reference/SheetTransitioningDelegate", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("seed-004/DetailCardViewController delegate (published)", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("seed-004/DetailCardViewController delegate (corrected)", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("seed-000/CustomTransitionViewController as delegate (published)", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("seed-000/CustomTransitionViewController as delegate (corrected)", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("legal/DirectionFromPresentingViewController", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("legal/SelfDelegatingSheetViewController", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("scroll/scrolling sheet", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("scroll/grid zoom", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/bottom sheet", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/photo zoom", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/photo zoom/returnsEarlyWhenCastFails (app screens)", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/receipt card", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/slide-over navigation", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/sliding tabs", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/pull-down card", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("ensemble/pull-down card/presentationControllerRelaysOut", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("realworld/SlideUpTransitioningDelegate", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        ("realworld/PushBackCardTransitioningDelegate", ["ANIM-REDUCE-MOTION"], [], ensembleReduceMotion),
        // A cancelled dismissal seen only in the ensemble's own pull-down, a gesture script.
        ("ensemble/bottom sheet/presentationControllerSkipsDismissalCancelCleanup", ["PRES-DISMISS-CANCEL-KEEPS-CHROME"], [], gestures),
        ("ensemble/bottom sheet/presentationControllerRemovesDimmingOnCancel", ["PRES-DISMISS-CANCEL-KEEPS-CHROME"], [], gestures),
        // The presenting screen left changed by the animators' own code: named on the presentation controller on UIKit.
        ("seed-004/DetailCardViewController delegate (published)", ["ANIM-ROUND-TRIP"], ["PRES-ROUND-TRIP"], roundTripBlame),
        (
            "mutant/DELEGATE-ANIMATOR-DIRECTION/controllerDrivenCardSharedAnimator", ["ANIM-ROUND-TRIP"],
            ["PRES-ROUND-TRIP", "PRES-CANCEL-REMOVES-CHROME"], roundTripBlame
        ),
    ]
    /// Samples whose check runs no scenario at all on the UIKit host (every one is skipped for a
    /// reason above), and so fails with the "no scenario ran" configuration error: a check that
    /// runs nothing checks nothing, never a silent pass.
    static let nothingRuns: [(sample: String, why: String)] = [
        ("legal/PresenterLayoutAfterRotation", resize)
    ]
    static let ensembles =
        "the ensemble checkers' animator runs are skipped: on UIKit the kit cannot yet see the animators a delegate vends without replacing the delegate"
    static let openPoint =
        "UIKit's own context answers finalFrame(for:) of the dismissed view controller (open point F10), so the other answer is not tried and the break is reported as the must it breaks"
    static let resize = "resize scenarios are skipped: UIKit does not let a test rotate a window"
    static let realTimeTimer =
        "a Timer counts real time: this host's run-loop turns move HeadlessUIKit's virtual clock and never run the thread's run loop, so the timer never fires here (on UIKit the host's turns run the real main run loop, which fires it)"
    static let gestures = "gesture scripts are skipped: UIKit does not let a test deliver a recognizer's state changes"
    static let appearance =
        "appearance callbacks are read from HeadlessUIKit's record of them; UIKit keeps none the kit can read without swizzling the app's view controllers"
    static let reduceMotion = "Reduce Motion scenarios are skipped: Reduce Motion is the device's setting, which a test cannot turn on"
    static let ensembleReduceMotion = "the ensemble checkers' Reduce Motion runs are skipped: " + reduceMotion
    static let roundTripBlame =
        "the kit's record of view changes on UIKit is sampled between run-loop turns, so it cannot tell what the animator's own code changed on the presenting screen from what its presentation controller's alongside animations, started in the same call, changed: what the round trip leaves changed is named on the presentation controller (PRES-ROUND-TRIP), not on the dismissal animator (ANIM-ROUND-TRIP)"

    /// Every corpus sample through the kit on the UIKit host: the verdicts are HeadlessUIKit's
    /// except the expected differences.
    @MainActor static func corpusOnTheUIKitHost() {
        pointTheUIKitHostAtHeadlessUIKit()
        var verdicts: [CorpusVerdict] = []
        for sample in Corpus.all {
            let verdict = CorpusVerdict(sample)
            verdicts.append(verdict)
            scenes = []
            let listed = expectedDifferences.filter { $0.sample == sample.id }
            let missed = listed.reduce(into: Set<String>()) { $0.formUnion($1.missed) }
            let collateral = listed.reduce(into: Set<String>()) { $0.formUnion($1.collateral) }
            let nothingRuns = nothingRuns.contains { $0.sample == sample.id }
            let configurationAsExpected =
                nothingRuns
                ? verdict.report.configurationErrors.count == 1 && verdict.report.configurationErrors[0].hasPrefix("no scenario ran: every one was skipped")
                : verdict.report.configurationErrors.isEmpty
            let ok = verdict.unexpected == collateral && configurationAsExpected && verdict.missed == missed
            expect(
                ok,
                "corpus on the UIKit host, \(sample.id): missed \(verdict.missed.sorted()), unexpected \(verdict.unexpected.sorted())"
                    + ", configuration \(verdict.report.configurationErrors), expected missed \(missed.sorted())")
        }
        // One expected difference per sample, whatever the number of its entries.
        print("corpus on the UIKit host (over HeadlessUIKit): \(CorpusSummary(verdicts)); \(Set(expectedDifferences.map(\.sample)).count) expected differences")
    }
}

/// Animates, then never calls `completeTransition(_:)`.
final class NeverCompletes: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3) { to.alpha = 1 }
    }
}

/// The reference cross-fade, but it tells UIKit the transition did not complete.
final class CompletesWithFalse: NSObject, UIViewControllerAnimatedTransitioning {
    let inner = MinimalAnimator()
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)
        if let to { container.addSubview(to) }
        to?.frame = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? container.bounds
        UIView.animate(withDuration: 0.3, animations: { to?.alpha = 1 }) { _ in
            transitionContext.view(forKey: .from)?.removeFromSuperview()
            transitionContext.completeTransition(false)
        }
    }
}

/// Adds a dimming view when presenting and never removes it.
/// Keeps one dimming view for the whole app and never removes it, so it outlives every dismissal
/// (a dimming view merely left in the discarded container is freed with it, and not reported, F3).
final class LeavesDimmingView: UIPresentationController {
    static let shared = UIView()
    let dimming = LeavesDimmingView.shared
    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = containerView.bounds
        containerView.insertSubview(dimming, at: 0)
    }
}

/// A tab bar delegate that vends MinimalAnimator for every switch.
@MainActor
private final class VendsMinimalAnimatorForTabs: NSObject, UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { MinimalAnimator() }
}
