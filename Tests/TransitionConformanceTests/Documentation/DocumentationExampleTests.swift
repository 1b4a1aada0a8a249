// The examples of TransitionConformance.docc, compiled and run: if this file changes, update the
// articles (GettingStarted, UsingTheFakes, ReadingAReport, RequirementCatalogue, and HeadlessUIKit.docc's
// PortingTransitionCode for SwipeDownInteractionController). `FadeAnimator` is the README's, in
// ReadmeExampleTests.swift; the other articles' examples are in ArticleExampleTests.swift.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import TransitionConformance

/// HeadlessUIKit.docc's PortingTransitionCode: an interaction controller whose gesture action is
/// attached differently with and without UIKit, with the action's body shared.
final class SwipeDownInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    let panGesture = UIPanGestureRecognizer()

    override init() {
        super.init()
        #if canImport(UIKit)
        panGesture.addTarget(self, action: #selector(panned(_:)))
        #else
        panGesture.addHeadlessHandler { [weak self] (pan: UIPanGestureRecognizer) in self?.handle(pan) }
        #endif
    }

    #if canImport(UIKit)
    @objc private func panned(_ pan: UIPanGestureRecognizer) { handle(pan) }
    #endif

    /// The body of the action method, the same on both sides.
    func handle(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.bounds.height ?? 1, 1)
        let progress = min(max(pan.translation(in: pan.view).y / height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// GettingStarted and UsingTheFakes name "your" presentation controller and delegate; these
/// stand-ins are the kit's reference subjects.
typealias CardPresentationController = MinimalPresentationController

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        MinimalSlideAnimator()
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        MinimalSlideAnimator()
    }
}

@MainActor
@Suite("The TransitionConformance documentation's examples run as written")
struct DocumentationExampleTests {
    @Test("TransitionHost: advancing a run's host moves its transition, and the host then runs to idle")
    func transitionHostExample() {
        let run = TransitionRun(scenario: TransitionScenario(kind: .presentation), animator: MinimalAnimator())
        run.start()
        run.host.advance(by: 0.1)  // a tenth of a second into the transition
        #expect(run.host.now == 0.1 && !run.context.isComplete)
        #expect(run.host.runUntilIdle(timeout: 1).isIdle)
        #expect(run.context.completions.map(\.didComplete) == [true])
    }

    @Test("GettingStarted: the interaction, presentation and delegate checkers pass the article's subjects")
    func otherCheckers() {
        checkInteractiveTransition { _ in
            let controller = SwipeDownInteractionController()
            let pan = controller.panGesture
            return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
                pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
            }
        }
        checkPresentationController { presented, presenting in
            CardPresentationController(presentedViewController: presented, presenting: presenting)
        }
        checkTransitioningDelegate { _ in CardTransitioningDelegate() }
    }

    @Test("GettingStarted: verify returns the report, and a known deviation is accepted")
    func verifyAndKnownDeviations() {
        let report = verifyAnimator(features: AnimatorFeature.modal) { scenario in
            FadeAnimator(isPresenting: scenario.kind == .presentation)
        }
        #expect(report.passed, "\(report)")
        let deviating = checkAnimator(
            features: AnimatorFeature.modal,
            knownDeviations: [KnownDeviation("ANIM-DURATION", reason: "the duration is a design token, checked elsewhere")]
        ) { scenario in
            FadeAnimator(isPresenting: scenario.kind == .presentation)
        }
        #expect(deviating.configurationErrors.isEmpty)
    }

    @Test(arguments: TransitionScenario.standard(for: AnimatorFeature.modal))
    func fadeAnimatorConforms(in scenario: TransitionScenario) {
        checkAnimator(features: AnimatorFeature.modal, scenarios: [scenario]) { scenario in
            FadeAnimator(isPresenting: scenario.kind == .presentation)
        }
    }

    @Test("UsingTheFakes: an animator driven by hand with a test context completes on the clock, once")
    func testContext() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let from = UIViewController()
        let to = UIViewController()
        from.view.frame = container.bounds
        container.addSubview(from.view)
        let context = TestTransitionContext(
            containerView: container, from: from, to: to, fromView: from.view, toView: to.view,
            finalFrames: [to: container.bounds])
        let animator = FadeAnimator(isPresenting: true)
        context.animator = animator
        animator.animateTransition(using: context)
        #expect(context.completions.isEmpty)  // nothing UIKit runs later runs inline
        scene.advance(by: 0.25)
        #expect(context.completions.map(\.didComplete) == [true])
        #expect(to.view.frame == container.bounds)
        context.completeTransition(true)
        #expect(context.misuses.map(\.call) == ["completeTransition(true)"])
    }

    @Test("UsingTheFakes: a transition run stepped by hand ends cancelled with the from-view in place")
    func transitionRun() {
        let run = TransitionRun(
            scenario: TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.5)),
            animator: FadeAnimator(isPresenting: false))
        run.start()
        run.updateInteractive(0.5)
        run.cancelInteractive()
        run.advance(by: 1)
        run.recordAfter()
        #expect(run.context.completions.map(\.didComplete) == [false])
        #expect(run.after?.contains(run.fromView) == true)
    }

    #if !canImport(UIKit)
    @Test("UsingTheFakes: a stage presents and dismisses through the delegate")
    func stage() {
        let stage = TransitionStage()
        let delegate = CardTransitioningDelegate()
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        var presented = false
        stage.present(detail) { presented = true }
        #expect(stage.runUntilIdle().isIdle)
        #expect(presented)
        #expect(stage.topViewController === detail)
        stage.dismiss()
        stage.runUntilIdle()
        #expect(stage.topViewController === stage.rootViewController)
    }
    #endif

    @Test("UsingTheFakes: the reference subjects pass their suites")
    func referenceSubjects() {
        checkAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in MinimalAnimator() }
        checkInteractiveTransition { _ in MinimalInteractionController.subject() }
        checkPresentationController { presented, presenting in
            MinimalPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test("ReadingAReport: passed means no must violation and no configuration error")
    func readingAReport() {
        let report = verifyAnimator(features: [.push]) { _ in MinimalAnimator() }
        let mustViolations = report.violations.filter { $0.requirement.level == .must }
        #expect(report.passed == (mustViolations.isEmpty && report.configurationErrors.isEmpty))
    }

    @Test("RequirementCatalogue: requirements are looked up by ID, and the documents come from the catalogue")
    func requirementCatalogue() {
        let requirement = Requirement.withID("ANIM-COMPLETE-ONCE")
        #expect(requirement == .animCompleteOnce)
        #expect(requirement?.level == .must)
        let warnings = Requirement.catalogue.filter { $0.level == .should }.map(\.id)
        #expect(warnings.contains("ANIM-DURATION"))
        let checklist = RequirementDocuments.checklist(format: .github)
        let reference = RequirementDocuments.requirementsReference()
        #expect(checklist.contains("`ANIM-COMPLETE-ONCE`"))
        #expect(reference.hasPrefix("# Requirements"))
    }
}
