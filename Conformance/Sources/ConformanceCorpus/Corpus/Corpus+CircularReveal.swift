import TransitionConformance

extension Corpus {
    /// A circular reveal in the style of the popular "Ping"-like animators: a `CAShapeLayer` mask
    /// whose path a `CABasicAnimation` grows over the presented view (and shrinks on the way out),
    /// completing from `animationDidStop(_:finished:)`; and two natural mutants of it.
    static var circularRevealSamples: [CorpusSample] {
        let features: Set<AnimatorFeature> = [.presentation, .dismissal]
        @MainActor func animator(_ scenario: TransitionScenario, bug: CircularRevealAnimator.Bug? = nil) -> CircularRevealAnimator {
            CircularRevealAnimator(mode: scenario.kind == .presentation ? .present : .dismiss, bug: bug)
        }
        return [
            CorpusSample(
                id: "circular-reveal/CircularRevealAnimator",
                origin: "a Ping-style circular reveal: an animated CAShapeLayer mask, completed by the animation's delegate",
                role: .correct, expectedViolations: [],
                expectation: """
                    adds the to-view at its final frame, masks the revealed view with a circle animated from a dot \
                    to one covering the container (and back for a dismissal), and completes from \
                    animationDidStop(_:finished:) once the path animation has ended or been removed, after taking \
                    the mask off and, for a dismissal, removing the from-view; without animation it completes at \
                    once. The app never drives it interactively
                    """
            ) {
                verifyAnimator("CircularRevealAnimator", features: features) { animator($0) }
            },
            CorpusSample(
                id: "mutant/ANIM-COMPLETE-AFTER-ANIMATIONS/circularRevealCompletesBeforeTheAnimation",
                origin: "the circular reveal calling completeTransition(_:) right after adding its CABasicAnimation",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-AFTER-ANIMATIONS", "ANIM-DURATION"],
                expectation: """
                    completes while the mask's path animation (a Core Animation animation, not a UIView one) is \
                    still running, as code that takes layer.add(_:forKey:) for synchronous does; and, as a \
                    consequence (as for the MutantAnimator defect completesBeforeAnimationsEnd), the transition \
                    takes 0 s where transitionDuration(using:) says 0.45 s (ANIM-DURATION, a should)
                    """
            ) {
                verifyAnimator("CircularRevealAnimator(.completesBeforeTheAnimation)", features: features) {
                    animator($0, bug: .completesBeforeTheAnimation)
                }
            },
            CorpusSample(
                id: "mutant/ANIM-COMPLETE-ONCE/circularRevealCompletesOnlyWhenFinished",
                origin: "the circular reveal completing only when animationDidStop(_:finished:) says finished",
                role: .mutant, expectedViolations: ["ANIM-COMPLETE-ONCE"],
                expectation: """
                    when the app is interrupted part-way, the system removes the mask's animation, the delegate \
                    hears finished == false and the transition is never completed (the UI freezes)
                    """
            ) {
                verifyAnimator("CircularRevealAnimator(.completesOnlyWhenFinished)", features: features) {
                    animator($0, bug: .completesOnlyWhenFinished)
                }
            },
        ]
    }
}
