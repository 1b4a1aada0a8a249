import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Corpus {
    /// The navigation cross-fade with a pushed screen loaded at 320 × 480 points, as its animator
    /// alone and vended by its navigation delegate: framed from `finalFrame(for:)`, and never framed.
    static var crossFadeNavigationSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "realworld/CrossFadeNavigationAnimator",
                origin: "pattern: a library's navigation fade animator, the pushed screen's view loaded from a nib at 320×480",
                role: .correct, expectedViolations: [],
                expectation: """
                    sets the pushed view to finalFrame(for:) before fading it in, so the screen fills the navigation \
                    controller's content area in every container size, the 390×844 phone and the 844×390 landscape one included
                    """
            ) { verifyCrossFade(.correct) },
            CorpusSample(
                id: "mutant/ANIM-FINAL-FRAME/pushedViewNeverFramed",
                origin: "the navigation fade animator before the libraries' fix: the pushed view is added as it loaded, never framed",
                role: .mutant, expectedViolations: ["ANIM-FINAL-FRAME"],
                expectation: """
                    the pushed view keeps its load-time 320×480 in every push (390×844, 844×390, …): UINavigationController \
                    keeps the frame the animator left (HeadlessUIKit's default, the answer apps report), so the screen shows \
                    cut off until a later layout — ANIM-FINAL-FRAME, a must, its message naming the other answer (the \
                    navigation controller laying its top view out when the push completes, undocumented), under which the \
                    wrong frame would show only during the push; pops hand over the view below at its final frame and pass
                    """
            ) { verifyCrossFade(.pushedViewNeverFramed) },
            CorpusSample(
                id: "ensemble/cross-fade navigation", origin: "pattern: a navigation delegate vending the fade animator, the pushed screen loaded from a nib",
                role: .correct, expectedViolations: [],
                expectation: "the delegate's animator frames the pushed view from finalFrame(for:): pushes and pops, animated and interrupted, end right",
                ensemble: crossFadeNavigation(.correct)),
            CorpusSample(
                id: "ensemble/cross-fade navigation/pushedViewNeverFramed",
                origin: "the navigation delegate vending the fade animator that never frames the pushed view",
                role: .mutant, expectedViolations: ["ANIM-FINAL-FRAME"],
                expectation: """
                    through UIKit's own push with the app's screens, the pushed view stays at its nib's 320×480 in the 390×844 \
                    window after the push (ANIM-FINAL-FRAME, a must, on the delegate's push animator)
                    """,
                ensemble: crossFadeNavigation(.pushedViewNeverFramed)),
        ]
    }

    /// The cross-fade animator alone, with the app's screens: a plain first screen and the nib-sized detail.
    @MainActor
    static func verifyCrossFade(_ variant: CrossFadeNavigationAnimator.Variant) -> ConformanceReport {
        verifyAnimator(features: [.push, .pop], viewControllers: { _ in (UIViewController(), NibSizedDetailViewController()) }) { scenario in
            CrossFadeNavigationAnimator(operation: scenario.kind == .push ? .push : .pop, variant: variant)
        }
    }

    /// The cross-fade vended by its navigation delegate, with the app's screens.
    @MainActor
    static func verifyCrossFadeNavigation(_ variant: CrossFadeNavigationAnimator.Variant) -> ConformanceReport {
        crossFadeNavigation(variant).verify()
    }

    /// The cross-fade's navigation delegate and the app's screens, as an ensemble.
    static func crossFadeNavigation(_ variant: CrossFadeNavigationAnimator.Variant) -> CorpusEnsemble {
        CorpusEnsemble(variant == .correct ? "cross-fade navigation" : "cross-fade navigation (\(variant.rawValue))") {
            .navigationDelegate(
                { _ in CrossFadeNavigationDelegate(variant: variant) },
                screens: { _ in (UINavigationController(rootViewController: UIViewController()), NibSizedDetailViewController()) })
        }
    }
}
