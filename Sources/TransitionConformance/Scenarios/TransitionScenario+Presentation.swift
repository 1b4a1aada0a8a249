#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionScenario {
    /// The standard scenarios of the presentation-controller suite.
    ///
    /// With the kit's reference animators: presented (fade) in four container sizes, with a slide
    /// and an interruptible animator, not animated; cancelled presentations and cancelled dismissals
    /// with each reference animator (if `features` has `.interactive`); a non-animated dismissal;
    /// rotations while presented (both ways), mid-presentation and mid-dismissal; present → dismiss →
    /// present again; with another party's alongside animation. With `ownAnimator`, the same flows
    /// again with the subject's own animator (`referenceAnimator == nil`).
    public static func standardPresentations(
        for features: Set<AnimatorFeature> = AnimatorFeature.presentationController,
        ownAnimator: Bool = false
    ) -> [TransitionScenario] {
        let features = AnimatorFeature.withImplications(features)
        var scenarios: [TransitionScenario] = []
        for size in [phoneLandscape, phonePortrait, tablet, compactSplit] {
            scenarios.append(TransitionScenario(kind: .presentation, containerSize: size, referenceAnimator: .fade))
        }
        scenarios += [
            TransitionScenario(kind: .presentation, referenceAnimator: .slide),
            TransitionScenario(kind: .presentation, referenceAnimator: .interruptible),
            TransitionScenario(kind: .presentation, mode: .notAnimated, referenceAnimator: .fade),
            TransitionScenario(kind: .dismissal, mode: .notAnimated, referenceAnimator: .fade),
            TransitionScenario(kind: .presentation, resize: .afterTransition(to: phonePortrait), referenceAnimator: .fade),
            TransitionScenario(kind: .presentation, containerSize: phonePortrait, resize: .afterTransition(to: phoneLandscape), referenceAnimator: .slide),
            TransitionScenario(kind: .presentation, resize: .midTransition(to: phonePortrait, at: 0.5), referenceAnimator: .slide),
            TransitionScenario(kind: .dismissal, resize: .midTransition(to: phonePortrait, at: 0.5), referenceAnimator: .fade),
            TransitionScenario(kind: .presentation, repeated: true, referenceAnimator: .fade),
            TransitionScenario(kind: .presentation, alongsideAnimation: true, referenceAnimator: .fade),
        ]
        for reference in ReferenceAnimator.allCases {
            if features.isInteractive(.presentation) {
                scenarios.append(TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.4), referenceAnimator: reference))
            }
            if features.isInteractive(.dismissal) {
                scenarios.append(TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4), referenceAnimator: reference))
            }
        }
        if features.isInteractive(.dismissal) {
            scenarios.append(TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4), alongsideAnimation: true, referenceAnimator: .fade))
        }
        if ownAnimator {
            scenarios += [
                TransitionScenario(kind: .presentation),
                TransitionScenario(kind: .presentation, containerSize: phonePortrait),
                TransitionScenario(kind: .presentation, mode: .notAnimated),
                TransitionScenario(kind: .presentation, resize: .afterTransition(to: phonePortrait)),
                TransitionScenario(kind: .presentation, repeated: true),
            ]
            if features.isInteractive(.presentation) {
                scenarios.append(TransitionScenario(kind: .presentation, mode: .interactiveCancelled(at: 0.4)))
            }
            if features.isInteractive(.dismissal) {
                scenarios.append(TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4)))
            }
        }
        return scenarios.filter { features.contains(AnimatorFeature($0.kind)) }
    }

    /// The standard scenarios of the transitioning-delegate suite: programmatic presentations and
    /// dismissals through your delegate — animated in three sizes (a phone both ways, and a split-view
    /// container that is not the screen), not animated, rotated while
    /// presented (both ways), mid-presentation and mid-dismissal, present → dismiss → present again,
    /// and with another party's alongside animation.
    ///
    /// The rotations are those of ``standardPresentations(for:ownAnimator:)`` run with the delegate's
    /// own animators, so a presentation controller whose chrome stops covering the screen after a
    /// rotation is caught whichever of the two checkers is called.
    public static func standardDelegateFlows(for features: Set<AnimatorFeature> = AnimatorFeature.modal) -> [TransitionScenario] {
        [
            TransitionScenario(kind: .presentation),
            TransitionScenario(kind: .presentation, containerSize: phonePortrait),
            TransitionScenario(kind: .presentation, containerSize: compactSplit),
            TransitionScenario(kind: .presentation, mode: .notAnimated),
            TransitionScenario(kind: .dismissal, mode: .notAnimated),
            TransitionScenario(kind: .presentation, resize: .afterTransition(to: phonePortrait)),
            TransitionScenario(kind: .presentation, containerSize: phonePortrait, resize: .afterTransition(to: phoneLandscape)),
            TransitionScenario(kind: .presentation, resize: .midTransition(to: phonePortrait, at: 0.5)),
            TransitionScenario(kind: .dismissal, resize: .midTransition(to: phonePortrait, at: 0.5)),
            TransitionScenario(kind: .presentation, repeated: true),
            TransitionScenario(kind: .presentation, alongsideAnimation: true),
        ].filter { features.contains(AnimatorFeature($0.kind)) }
    }
}

extension AnimatorFeature {
    /// What a presentation controller is checked with by default: presented, dismissed, and in
    /// interactive transitions that can be cancelled — UIKit may cancel any interactive one, so
    /// remove `.interactive` only if your presentations are never driven interactively.
    public static let presentationController: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
}
