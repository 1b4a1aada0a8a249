import TransitionConformance

extension Corpus {
    /// One sample per deliberate defect: every requirement ID is broken by at least one, and each
    /// is expected to be reported with exactly its ID (plus, for four animator defects, the IDs
    /// they break as a consequence; see `Defect.expectedViolations`).
    public static var mutantSamples: [CorpusSample] {
        let animators = Defect.allCases.map { defect in
            CorpusSample(
                id: "mutant/\(defect.requirementID)/\(defect)", origin: "MinimalAnimator with one defect: \(defect)",
                role: .mutant, expectedViolations: defect.expectedViolations,
                expectation: "breaks \(defect.requirementID) and nothing else it does not cause"
            ) {
                verifyAnimator("MutantAnimator(.\(defect))", features: defect.features) { _ in defect.makeAnimator() }
            }
        }
        let interactions = InteractionDefect.allCases.map { defect in
            CorpusSample(
                id: "mutant/\(defect.requirementID)/\(defect)", origin: "MinimalInteractionController with one defect: \(defect)",
                role: .mutant, expectedViolations: [defect.requirementID], expectation: "breaks \(defect.requirementID) only"
            ) {
                verifyInteractiveTransition("MutantInteractionController(.\(defect))") { _ in MutantInteractionController.subject(defect) }
            }
        }
        let presentations = PresentationDefect.allCases.map { defect in
            CorpusSample(
                id: "mutant/\(defect.requirementID)/\(defect)", origin: "a dimming presentation controller with one defect: \(defect)",
                role: .mutant, expectedViolations: [defect.requirementID], expectation: "breaks \(defect.requirementID) only"
            ) {
                verifyPresentationController("MutantPresentationController(.\(defect))") {
                    MutantPresentationController(defect, presented: $0, presenting: $1)
                }
            }
        }
        let contexts = ContextDefect.allCases.map { defect in
            CorpusSample(
                id: "mutant/\(defect.requirementID)/\(defect)", origin: "a custom container with one defect: \(defect)",
                role: .mutant, expectedViolations: [defect.requirementID], expectation: "breaks \(defect.requirementID) only"
            ) {
                verifyTransitionContext("SampleContainerViewController(.\(defect))") { _, animator in
                    SampleContainerViewController.subject(.defect(defect), animator: animator)
                }
            }
        }
        let delegates = [
            CorpusSample(
                id: "mutant/DELEGATE-ANIMATOR-DIRECTION/sharedAnimator", origin: "a delegate sharing one animator whose direction flag is never reset",
                role: .mutant, expectedViolations: ["DELEGATE-ANIMATOR-DIRECTION", "ANIM-FROM-VIEW-REMOVED"],
                expectation: """
                    the dismissal runs the presenting animation, leaving the presented view in the container                     (DELEGATE-ANIMATOR-DIRECTION). In the dismissal resized at 50 % also ANIM-FROM-VIEW-REMOVED (verdict changed:                     the presentation controller's alongside fade now runs inside the animator's animation block, as on UIKit, so                     the dismissal lasts its 0.3 s instead of ending at once, and the resize lands mid-transition: the presentation                     controller lays the presented view out in the size transition's animation, which reads as the view animated                     out, so that run is judged rather than skipped, and the view is indeed left in the container)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in SharedAnimatorDelegate() } }.declaring(.ignoresReduceMotionBesideTheDefect)),
            CorpusSample(
                id: "mutant/INT-NOT-VENDED-WITHOUT-GESTURE/alwaysInteractiveDelegate",
                origin: "a delegate vending an interaction controller for every dismissal", role: .mutant,
                expectedViolations: ["INT-NOT-VENDED-WITHOUT-GESTURE"],
                expectation: "a programmatic dismissal waits for a gesture that never comes",
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in AlwaysInteractiveDelegate() } }.declaring(.ignoresReduceMotionBesideTheDefect)),
        ]
        return animators + interactions + presentations + contexts + delegates
    }
}
