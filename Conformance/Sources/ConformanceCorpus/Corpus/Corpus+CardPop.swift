import TransitionConformance

extension Corpus {
    /// Seed 004 (Korean blog: a custom presentation controller and animator for an App Store–like
    /// card that pops open): the card pop animator, the blur presentation controller and the detail
    /// screen that vends them, as published and corrected.
    static var cardPopSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "seed-004/CardBlurPresentationController (published)",
                origin: "seed 004, CustomPresentationController (not printed; the App Store clone's blur controller it describes)",
                role: .published, expectedViolations: [],
                expectation: """
                    adds its blur to the container only, fades it alongside both transitions and removes it \
                    when a dismissal completed; the blur autoresizes. Nothing lays the presented view out on a \
                    rotation, but it keeps the default frame (the whole container) and a view controller's \
                    default root view resizes with its superview (flexible width and height, contract F1), so \
                    it follows the container as it does in the app (PRES-RESIZE was expected here while \
                    HeadlessUIKit's default root view did not autoresize). The app never drives a transition \
                    interactively, so cancelled transitions are not declared
                    """
            ) {
                verifyPresentationController(features: [.presentation, .dismissal]) {
                    CardBlurPresentationController(presentedViewController: $0, presenting: $1)
                }
            },
            CorpusSample(
                id: "seed-004/CardBlurPresentationController (corrected)", origin: "seed 004's blur controller, laying the presented view out",
                role: .correct, expectedViolations: [], expectation: "the presented view follows the container's size"
            ) {
                verifyPresentationController(features: [.presentation, .dismissal]) {
                    CorrectedCardBlurPresentationController(presentedViewController: $0, presenting: $1)
                }
            },
            CorpusSample(
                id: "seed-004/DetailCardViewController delegate (published)",
                origin: "seed 004, DetailCardViewController as its own transitioning delegate, PopAnimator both ways",
                role: .published,
                expectedViolations: [
                    "ANIM-ROUND-TRIP", "ANIM-FROM-VIEW-REMOVED", "ANIM-COMPLETE-FLAG", "ANIM-DURATION", "ANIM-FINAL-FRAME", "ANIM-NOT-ANIMATED",
                    "ANIM-REDUCE-MOTION",
                ],
                expectation: """
                    the presentation slides the tab bar to UIScreen.main's height and the dismissal brings it \
                    back to UIScreen.main's height minus its own: in a container that is not the screen \
                    (landscape here) the presenting screen's tab bar ends far from where it was. And the \
                    dismissal animator animates the detail view out but never removes it: it is left in the \
                    container UIKit discards. The delegate suite now judges the PopAnimator it vends as an \
                    animator too (the ensemble's animator runs): it calls completeTransition(finished), so \
                    an interrupted presentation ends cancelled (ANIM-COMPLETE-FLAG); it sizes the detail view \
                    from UIScreen.main (ANIM-FINAL-FRAME); it says 1 s but dismisses in 0.5 s (ANIM-DURATION); \
                    and it animates for the full time when not animated (ANIM-NOT-ANIMATED). Reading \
                    UIScreen.main works on a full-screen phone in either orientation (UIKit's screen bounds \
                    follow the interface orientation), so what shows it is a container that is not the screen: \
                    the split-view runs (320×1024) report the detail view's frame (ANIM-FINAL-FRAME) and the \
                    tab bar left off (ANIM-ROUND-TRIP, on the dismissal animator: PopAnimator's own code moves the \
                    tab bar both ways; it was reported as the presentation controller's PRES-ROUND-TRIP while the \
                    delegate checker could not tell who changed the presenting screen). \
                    And whatever Reduce Motion says, PopAnimator grows the card from its cell to the whole screen and slides the tab bar \
                    out and back: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion \
                    scenario)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in cardPopDetail(corrected: false) }, screens: cardPopScreens) }),
            CorpusSample(
                id: "seed-004/DetailCardViewController delegate (corrected)",
                origin: "seed 004 with the tab bar placed from its controller's height and the dismissed view removed",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation:
                    "the tab bar ends where it started and the dismissal removes the detail view. Beside its point, whatever Reduce Motion says it grows the card from its cell to the whole screen and slides the tab bar out and back: ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)",
                ensemble: CorpusEnsemble { .transitioningDelegate({ _ in cardPopDetail(corrected: true) }, screens: cardPopScreens) }),
        ]
    }

    /// The detail screen the last ``cardPopDetail(corrected:)`` made: the delegate suite asks for
    /// the delegate first, then for the view controllers, and here they are the same object.
    @MainActor private static var lastCardPopDetail: DetailCardViewController?

    @MainActor private static func cardPopDetail(corrected: Bool) -> DetailCardViewController {
        let detail = DetailCardViewController()
        if corrected { detail.makeAnimator = { CorrectedPopAnimator(animationType: $0) } }
        lastCardPopDetail = detail
        return detail
    }

    @MainActor private static func cardPopScreens(_ scenario: TransitionScenario) -> (presenting: UIViewController, presented: UIViewController) {
        let detail = lastCardPopDetail!
        lastCardPopDetail = nil
        return (CardListViewController.inTabBarController(), detail)
    }
}
