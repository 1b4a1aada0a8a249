import Foundation
import Testing

@testable import ConformanceCorpus
@testable import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The animator suite's runs staged by UIKit's own transitions — `present`/`dismiss`, push/pop in
/// a `UINavigationController` (the default on iOS) — run here on HeadlessUIKit's model of that
/// machinery.
@MainActor
@Suite("The animator suite staged by UIKit's own transitions")
struct UIKitStagingTests {
    /// Where UIKit's staging rightly gives another verdict than the kit's context: the IDs only
    /// the kit's context reports, those only UIKit's staging reports, and why. (Both try the other
    /// answer to open point F10 on HeadlessUIKit; on UIKit only the kit's context can, since UIKit's
    /// machinery gives its own answer — `.ci/uikit-side` lists that difference.)
    static let expectedDifferences: [String: (kitsOnly: Set<String>, uikitOnly: Set<String>, why: String)] = [
        "seed-002/DiagonalAnimator (published)": (["ANIM-ROUND-TRIP"], [], restoredPresenter),
        "mutant/ANIM-APPEARANCE-BALANCED/forwardsAppearanceToKeptPresenter": ([], ["ANIM-APPEARANCE-BALANCED"], appearanceFromUIKit),
        "mutant/ANIM-APPEARANCE-BALANCED/beginsAppearanceWithoutEnding": ([], ["ANIM-APPEARANCE-BALANCED"], appearanceFromUIKit),
    ]
    static let appearanceFromUIKit = """
        appearance callbacks are judged against the ones UIKit's machinery sends; the kit's context sends none, so a run it \
        stages is not judged
        """
    static let restoredPresenter = """
        the round trip's dismissal: UIKit's machinery puts the presenter's view back at its frame once a full-screen dismissal \
        completed (HeadlessUIKit's F9 model); the kit's context, which has no machinery, compares the view as the animator left it
        """

    @Test("every corpus sample gets the same verdict when UIKit stages the transitions as when the kit's context does, but for the differences listed")
    func corpusParity() {
        for sample in Corpus.all {
            let kits = CheckContext.with({ $0.staging = .kitsContext }) { CorpusVerdict(sample) }
            let staged = CorpusVerdict(sample)  // the default on HeadlessUIKit too
            let expected = Self.expectedDifferences[sample.id]
            #expect(
                kits.reported.subtracting(staged.reported) == expected?.kitsOnly ?? []
                    && staged.reported.subtracting(kits.reported) == expected?.uikitOnly ?? [],
                "\(sample.id): the kit's context reports \(kits.reported.sorted()), UIKit's staging \(staged.reported.sorted())\n\(staged.report)")
            #expect(staged.report.configurationErrors == kits.report.configurationErrors, "\(sample.id)")
            #expect(staged.report.scenariosRun.count == kits.report.scenariosRun.count, "\(sample.id): the same scenarios run")
        }
    }

    @Test("UIKit's machinery stages the scenarios it documents, on HeadlessUIKit as on UIKit, unless the kit's tests ask for the kit's context")
    func defaultStaging() {
        let presentation = TransitionScenario(kind: .presentation)
        #expect(
            CheckContext.with({ $0.staging = .kitsContext }) { TransitionRun.Staging.default(for: presentation) } == .kitsContext,
            "the kit's own tests can ask for the kit's context")
        #expect(TransitionRun.Staging.default(for: presentation) == .uikit)
        #expect(TransitionRun.Staging.default(for: TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4))) == .uikit)
        #expect(TransitionRun.Staging.default(for: TransitionScenario(kind: .pop, mode: .interactiveFinished(at: 0.6))) == .uikit)
        #expect(TransitionRun.Staging.default(for: TransitionScenario(kind: .presentation, mode: .notAnimated)) == .uikit, "contract §2.5: .custom")
        #expect(TransitionRun.Staging.default(for: TransitionScenario(kind: .push, mode: .notAnimated)) == .kitsContext, "undocumented")
        #expect(
            TransitionRun.Staging.default(for: TransitionScenario(kind: .presentation, mode: .notAnimated, presenterRemoved: true)) == .kitsContext,
            "undocumented whether UIKit calls the animator (contract §2.5)")
        #expect(
            TransitionRun.Staging.default(for: presentation, interactionController: UIPercentDrivenInteractiveTransition()) == .uikit,
            "a subject's interaction controller is vended to UIKit's machinery too")
    }

    @Test("a staged run presents for real and hands the animator UIKit's context through the recorder")
    func stagedPresentation() throws {
        let run = TransitionRun(scenario: TransitionScenario(kind: .presentation), animator: MinimalAnimator(), staging: .uikit)
        #expect(run.staging == .uikit)
        run.start()
        let recorder = try #require(run.context as? ObservedContext)
        let uikitContext = try #require(recorder.inner)
        #expect(!(uikitContext is TestTransitionContext) && !(uikitContext is ObservedContext))
        #expect(run.container === uikitContext.containerView && run.container.window === run.host.window)
        #expect(run.coordinator == nil, "UIKit's own coordinator runs the transition")
        run.runToEnd()
        #expect(run.context.completions.map(\.didComplete) == [true])
        #expect(run.toViewController.presentingViewController === run.fromViewController)
        #expect(run.toView.superview === run.container)
        #expect(run.trace.first == "UIKit staged the transition: present(_:animated: true), .custom (presenter kept)")
        #expect(abs(run.reportedDuration - 0.3) < 1e-9)
    }

    @Test("a staged dismissal is set up by a presentation without animation, then dismissed for real")
    func stagedDismissal() {
        let run = TransitionRun(scenario: TransitionScenario(kind: .dismissal, presenterRemoved: true), animator: MinimalAnimator(), staging: .uikit)
        #expect(run.fromViewController.presentingViewController === run.toViewController, "presented before the judged dismissal")
        #expect(run.before.contains(run.fromView))
        run.start()
        run.runToEnd()
        #expect(run.context.completions.map(\.didComplete) == [true])
        #expect(run.fromViewController.presentingViewController == nil, "dismissed")
        #expect(run.toView.superview === run.host.window, "UIKit put the presenter's view back in the window")
        #expect(run.trace.first == "UIKit staged the transition: dismiss(animated: true), .fullScreen (presenter removed)")
    }

    @Test("a staged pop is set up by a push without animation, then popped for real in a navigation controller")
    func stagedPop() throws {
        let run = TransitionRun(scenario: TransitionScenario(kind: .pop, mode: .interactiveFinished(at: 0.6)), animator: MinimalAnimator(), staging: .uikit)
        let navigation = try #require(run.host.window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.map { $0 === run.fromViewController } == [false, true], "pushed before the judged pop")
        run.start()
        #expect(run.container.isDescendant(of: navigation.view) && run.context.presentationStyle == .none)
        run.runToEnd()
        #expect(run.context.completions.map(\.didComplete) == [true])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === run.toViewController)
        #expect(run.fromView.superview == nil && run.toView.superview === run.container)
        #expect(
            run.trace.first
                == "UIKit staged the transition: popViewController(animated: true) in a UINavigationController, with the kit's UIPercentDrivenInteractiveTransition"
        )
    }

    @Test("a second completeTransition is recorded and reported, but only the first reaches UIKit")
    func secondCompletionKeptFromUIKit() {
        let run = TransitionRun(scenario: TransitionScenario(kind: .presentation), animator: MutantAnimator(.completesTwice), staging: .uikit)
        run.start()
        run.runToEnd()
        #expect(run.context.completions.map(\.didComplete) == [true, true])
        #expect(run.context.misuses.map(\.call) == ["completeTransition(true)"])
        #expect(!run.host.diagnostics.contains { $0.contains("called again") }, "UIKit's context saw one completion: \(run.host.diagnostics)")
        let observed = AnimatorRules.all.first { $0.requirement == .animCompleteOnce }!.observe(run.transcript())
        #expect(observed?.hasPrefix("completeTransition(_:) was called 2 times") == true, "\(observed ?? "nil")")
    }

    @Test("an interactive staged run drives UIKit's transition with the kit's percent-driven controller")
    func stagedInteractiveCancel() throws {
        let run = TransitionRun(
            scenario: TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4)), animator: MinimalAnimator(), staging: .uikit)
        run.start()
        let interactor = try #require(run.interactor)
        run.runToEnd()
        #expect(interactor.percentComplete == 0.4)
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.context.transitionWasCancelled)
        #expect(run.fromViewController.presentingViewController === run.toViewController, "still presented after the cancelled dismissal")
        #expect(run.fromView.alpha == 1 && run.fromView.superview === run.container)
    }

    @Test("before UIKit starts the transition, the recorder answers as an empty transition and binds to one context only")
    func unboundRecorder() {
        let placeholder = UIView()
        let recorder = ObservedContext(before: placeholder) { 0 }
        #expect(recorder.containerView === placeholder)
        #expect(recorder.viewController(forKey: .from) == nil && recorder.view(forKey: .to) == nil)
        let first = TestTransitionContext(containerView: UIView(), from: UIViewController(), to: UIViewController(), fromView: nil, toView: nil)
        let second = TestTransitionContext(containerView: UIView(), from: UIViewController(), to: UIViewController(), fromView: nil, toView: nil)
        #expect(recorder.bind(to: first))
        #expect(recorder.bind(to: first), "the same context again")
        #expect(!recorder.bind(to: second), "another transition's context is not taken")
        #expect(recorder.containerView === first.containerView)
        recorder.completeTransition(true)
        #expect(first.completions.map(\.didComplete) == [true])
    }
}

extension UIKitStagingTests {
    @Test("the kit reads what UIKit's context handed the animator at the start, even if the context stops answering afterwards")
    func handedAnswersKeptFromTheStart() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let from = UIViewController()
        let to = UIViewController()
        let inner = ForgetfulContext(
            TestTransitionContext(
                containerView: container, from: from, to: to, fromView: nil, toView: to.view,
                finalFrames: [to: container.bounds]))
        let recorder = ObservedContext(before: UIView()) { 0 }
        #expect(recorder.handedView(forKey: .to) == nil, "nothing handed before binding")
        recorder.bind(to: inner)
        inner.forgotten = true
        #expect(recorder.view(forKey: .to) == nil, "the animator gets the inner context's answer now")
        #expect(recorder.handedView(forKey: .to) === to.view && recorder.handedView(forKey: .from) == nil)
        #expect(recorder.handedFinalFrame(for: to) == container.bounds && recorder.handedFinalFrame(for: from) == .zero)
        #expect(recorder.handedFinalFrame(for: UIViewController()) == .zero)
    }
}

/// A context that stops answering for views, view controllers and frames once `forgotten` is set,
/// as UIKit's context may after its transition.
@MainActor
private final class ForgetfulContext: NSObject, UIViewControllerContextTransitioning {
    let inner: TestTransitionContext
    var forgotten = false
    init(_ inner: TestTransitionContext) { self.inner = inner }
    var containerView: UIView { inner.containerView }
    var isAnimated: Bool { inner.isAnimated }
    var isInteractive: Bool { inner.isInteractive }
    var transitionWasCancelled: Bool { inner.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { inner.presentationStyle }
    var targetTransform: CGAffineTransform { inner.targetTransform }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {}
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { forgotten ? nil : inner.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { forgotten ? nil : inner.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { forgotten ? .zero : inner.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { forgotten ? .zero : inner.finalFrame(for: vc) }
}

extension UIKitStagingTests {
    @Test("a failure in a staged run gets the same trace and leftovers as on the kit's context")
    func attachmentsOfAStagedRun() throws {
        func trace(_ staging: TransitionRun.Staging) throws -> TransitionTrace {
            try CheckContext.with({ $0.staging = staging }) {
                let defect = Defect.leavesSnapshotBehind
                let report = FailureAttachments.asking(.onFailure) { verifyAnimator(features: defect.features) { _ in defect.makeAnimator() } }
                let json = try #require(report.filmstrips.first)
                return try JSONDecoder().decode(TransitionTrace.self, from: Data(json.contents.utf8))
            }
        }
        let kits = try trace(.kitsContext)
        let staged = try trace(.uikit)
        #expect(staged.scenario == kits.scenario && staged.violations.map(\.id) == ["ANIM-TEMP-VIEWS-REMOVED"])
        #expect(staged.events == kits.events)
        #expect(staged.views.map(\.role) == kits.views.map(\.role))
        #expect(staged.leftovers.map(\.problem) == ["left in containerView after the end"])
        #expect(staged.samples.map(\.time) == kits.samples.map(\.time))
    }
}
