#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// One of the corpus' correct animators or presentation controllers as a subject you can run
/// yourself: its factory, its features and its scenarios, as its corpus sample checks it.
///
/// `transition-conformance bench` runs these twice — once bare (the subject alone on
/// HeadlessUIKit) and once through the checker — to measure what the kit's observation costs.
/// ``verify(_:)`` with no argument gives the same report as the corpus sample of the same ``id``.
///
/// ```swift
/// for subject in Corpus.benchSubjects {
///     let report = subject.verify()
///     print(subject.id, report.scenariosRun.count)
/// }
/// ```
public struct CorpusSubject: Sendable {
    /// What the subject is, with its factory.
    public enum Factory: Sendable {
        /// An animator: a fresh one for each scenario.
        case animator(@MainActor @Sendable (TransitionScenario) -> any UIViewControllerAnimatedTransitioning)
        /// A presentation controller: a fresh one for the presented and presenting view controllers.
        case presentationController(@MainActor @Sendable (UIViewController, UIViewController) -> UIPresentationController)
    }

    /// The ID of the corpus sample that checks this subject, e.g. `reference/MinimalAnimator`.
    public let id: String
    public let features: Set<AnimatorFeature>
    public let factory: Factory
    /// The scenarios the sample checks: the standard ones for ``features`` unless the sample
    /// narrows them (the zoom animator runs with its presenter removed only).
    public let scenarios: [TransitionScenario]

    init(id: String, features: Set<AnimatorFeature>, factory: Factory, scenarios: [TransitionScenario]? = nil) {
        self.id = id
        self.features = features
        self.factory = factory
        switch factory {
        case .animator:
            self.scenarios = scenarios ?? TransitionScenario.standard(for: features)
        case .presentationController:
            self.scenarios = scenarios ?? TransitionScenario.standardPresentations(for: features)
        }
    }

    /// Runs the checker over `scenarios` (the subject's own when nil) and returns its report.
    @MainActor
    public func verify(_ scenarios: [TransitionScenario]? = nil) -> ConformanceReport {
        switch factory {
        case .animator(let make):
            return verifyAnimator(id, features: features, scenarios: scenarios ?? self.scenarios, factory: make)
        case .presentationController(let make):
            return verifyPresentationController(id, features: features, scenarios: scenarios ?? self.scenarios, factory: make)
        }
    }
}

extension Corpus {
    /// The corpus' correct animators and presentation controllers (role `.correct`, no expected
    /// violations), each with the features and scenarios its sample uses. Interaction
    /// controllers, delegates and container contexts are not included: their suites drive whole
    /// flows with more than one subject.
    public static var benchSubjects: [CorpusSubject] {
        let modal: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
        let all: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
        let zoom = TransitionScenario.standard(for: modal).filter { scenario in
            scenario.presenterRemoved && !(scenario.kind == .presentation && scenario.mode.isInteractive)
        }
        return [
            CorpusSubject(id: "reference/MinimalAnimator", features: all, factory: .animator { _ in MinimalAnimator() }),
            CorpusSubject(id: "reference/MinimalSlideAnimator", features: all, factory: .animator { _ in MinimalSlideAnimator() }),
            CorpusSubject(
                id: "reference/MinimalInterruptibleAnimator", features: all.union([.interruptible]),
                factory: .animator { _ in MinimalInterruptibleAnimator() }),
            CorpusSubject(
                id: "seed-001/PrivateAnimatedTransition (corrected)", features: AnimatorFeature.navigation,
                factory: .animator { _ in CorrectedObjcIODefaultAnimator() }),
            CorpusSubject(
                id: "seed-002/DiagonalAnimator (corrected)", features: modal,
                factory: .animator { DiagonalAnimatorFixed(presenting: $0.kind == .presentation) }),
            CorpusSubject(
                id: "seed-000/ZoomAnimationController (corrected)", features: modal,
                factory: .animator { scenario in
                    let animator = ZoomAnimationController(.corrected, screens: .kit)
                    animator.presenting = scenario.kind == .presentation
                    animator.targetIndex = 0
                    animator.targetImage = UIImage(named: "1")
                    return animator
                }, scenarios: zoom),
            CorpusSubject(
                id: "seed-003/CustomDismissalTransitionAnimator as animator (corrected)", features: [.dismissal],
                factory: .animator { _ in
                    CustomDismissalTransitionAnimator(config: CustomZoomTransitionConfiguration(), referenceView: matchZoomReferenceView(), corrected: true)
                }),
            CorpusSubject(
                id: "circular-reveal/CircularRevealAnimator", features: [.presentation, .dismissal],
                factory: .animator { CircularRevealAnimator(mode: $0.kind == .presentation ? .present : .dismiss) }),
            CorpusSubject(
                id: "reference/MinimalPresentationController", features: AnimatorFeature.presentationController,
                factory: .presentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }),
            CorpusSubject(
                id: "seed-000/BlurPresentationController (corrected)", features: AnimatorFeature.presentationController,
                factory: .presentationController { CorrectedBlurPresentationController(presentedViewController: $0, presenting: $1) }),
            CorpusSubject(
                id: "seed-002/DimmingPresentationController (corrected)", features: AnimatorFeature.presentationController,
                factory: .presentationController { CorrectedDimmingPresentationController(presentedViewController: $0, presenting: $1) }),
            CorpusSubject(
                id: "seed-004/CardBlurPresentationController (corrected)", features: [.presentation, .dismissal],
                factory: .presentationController { CorrectedCardBlurPresentationController(presentedViewController: $0, presenting: $1) }),
        ]
    }

    /// The corpus' correct presentation controllers laid out with Auto Layout (`autolayout/…`, and a
    /// real-world one whose chrome is pinned with constraints).
    /// The bench measures them apart, beside its Auto Layout figure, so that the mix of
    /// ``benchSubjects`` — and its "all subjects" figure — stays comparable from change to change.
    public static var autoLayoutBenchSubjects: [CorpusSubject] {
        [
            CorpusSubject(
                id: "autolayout/SlideInPresentationController (bottom)", features: AnimatorFeature.presentationController,
                factory: .presentationController { SlideInPresentationController(presentedViewController: $0, presenting: $1, direction: .bottom) }),
            CorpusSubject(
                id: "autolayout/SlideInPresentationController (right)", features: AnimatorFeature.presentationController,
                factory: .presentationController { SlideInPresentationController(presentedViewController: $0, presenting: $1, direction: .right) }),
            // Its chrome is pinned with Auto Layout too.
            CorpusSubject(
                id: "realworld/GradientScrimPresentationController", features: AnimatorFeature.presentationController,
                factory: .presentationController { GradientScrimPresentationController(.correct, presented: $0, presenting: $1) }),
        ]
    }
}

extension Corpus {
    /// The bench's ensemble check: the correct bottom sheet (its delegate, presentation controller,
    /// animators and pull-down) through `verifyPresentedViewController`, flows and animator runs.
    /// Its animators slide the sheet whatever Reduce Motion says (the corpus expects
    /// ANIM-REDUCE-MOTION of it): declared, so that the check the bench times passes.
    @MainActor
    public static func benchEnsembleCheck() -> ConformanceReport {
        bottomSheet(nil).declaring(
            KnownDeviation("ANIM-REDUCE-MOTION", reason: "the sheet's animators slide it whatever Reduce Motion says; the bench times the check")
        ).verify()
    }
}
