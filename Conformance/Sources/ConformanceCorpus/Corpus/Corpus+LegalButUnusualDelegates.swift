import TransitionConformance

extension Corpus {
    /// The legal-but-unusual transitioning delegates and presented view controllers (see
    /// ``legalButUnusualSamples``), checked whole by the delegate checkers.
    static var legalDelegateSamples: [CorpusSample] {
        [
            CorpusSample(
                id: "legal/ManualAppearanceForwarding",
                origin: "pattern: a custom container that returns false from shouldAutomaticallyForwardAppearanceMethods and forwards by hand",
                role: .correct, expectedViolations: [],
                expectation: """
                    the presented screen is a container that calls its child's beginAppearanceTransition(_:animated:) from \
                    its own will-callbacks and endAppearanceTransition() from its did-callbacks: the child gets a will/did \
                    pair on every presentation and dismissal, as UIKit would forward them. Checked through the delegate on \
                    UIKit's own flow
                    """,
                ensemble: CorpusEnsemble {
                    .transitioningDelegate(
                        { _ in CrossFadeTransitioningDelegate() }, screens: { _ in (UIViewController(), ManualForwardingContainerViewController()) })
                }),
            CorpusSample(
                id: "legal/ManualAppearanceForwarding (forgets the end)",
                origin: "the same container whose viewDidDisappear(_:) forgets its child's endAppearanceTransition()",
                role: .mutant, expectedViolations: ["ANIM-APPEARANCE-BALANCED"],
                expectation: """
                    on every completed dismissal the child hears viewWillDisappear and never viewDidDisappear: it is left \
                    half-way, its disappearance work never runs (ANIM-APPEARANCE-BALANCED, the container's child)
                    """,
                ensemble: CorpusEnsemble {
                    .transitioningDelegate(
                        { _ in CrossFadeTransitioningDelegate() },
                        screens: { _ in (UIViewController(), ManualForwardingContainerViewController(forgetsEndOnDisappear: true)) })
                }),
            CorpusSample(
                id: "legal/DirectionFromPresentingViewController",
                origin: "pattern: one animator for both directions, choosing by toVC.presentingViewController == fromVC",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    the delegate vends one animator for both directions and tells it nothing: it reads its direction from \
                    the view controllers, as UIKit links them (F8); presenting, it zooms a snapshot of the presented view, \
                    which it removes. Checked through the delegate on UIKit's own flow. \
                    Beside its point, it zooms from 85 % whatever Reduce Motion says, as its animator-suite twin reports: \
                    ANIM-REDUCE-MOTION, a should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: CorpusEnsemble { .transitioningDelegate { _ in SharedZoomTransitioningDelegate() } }),
            CorpusSample(
                id: "legal/DirectionFromPresentingViewController (animator suite)",
                origin: "the same animator through the animator suite, whose contexts link the view controllers as UIKit does (F8)",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    every context the kit hands it answers toVC.presentingViewController === fromVC in a presentation, as \
                    UIKit's does (F8), so it takes each direction for what it is, interactive ones included. \
                    Beside its point, it zooms from 85 % whatever Reduce Motion says: ANIM-REDUCE-MOTION, a should (verdict changed when the requirement came)
                    """
            ) {
                verifyAnimator(features: [.presentation, .dismissal, .interactive]) { _ in SelfDirectingZoomAnimator() }
            },
            CorpusSample(
                id: "legal/PresenterLayoutAfterRotation",
                origin: "pattern: a presenting screen whose root view lays out its subviews in layoutSubviews(), rotated while presenting",
                role: .correct, expectedViolations: [],
                expectation: """
                    after present, rotate, dismiss, the presenting screen's tab strip spans the new width because its \
                    view laid itself out again; nothing the presentation did is left on it
                    """,
                ensemble: CorpusEnsemble(scenarios: [TransitionScenario(kind: .presentation, resize: .afterTransition(to: TransitionScenario.phonePortrait))]) {
                    .transitioningDelegate({ _ in ReceiptTransitioningDelegate() }, screens: { _ in (DashboardViewController(), UIViewController()) })
                }),
            CorpusSample(
                id: "legal/LayoutInViewLayoutCallbacks",
                origin: "pattern: presenting and presented screens laying out their subviews in viewWillLayoutSubviews()/viewDidLayoutSubviews()",
                role: .correct, expectedViolations: [],
                expectation: """
                    both screens lay out from their bounds whenever UIKit lays them out (F6), a rotation while presented \
                    included; the delegate vends a sheet presentation controller and animator that are correct. Passes \
                    today because HeadlessUIKit never calls the layout callbacks; once F6 calls them on the rotation, \
                    the home screen's toolbar is re-laid out and the PRES-ROUND-TRIP false alarm of \
                    legal/PresenterLayoutAfterRotation is expected here too
                    """,
                ensemble: CorpusEnsemble(
                    scenarios: TransitionScenario.standardDelegateFlows() + [
                        TransitionScenario(kind: .presentation, resize: .afterTransition(to: TransitionScenario.phonePortrait))
                    ]
                ) { .transitioningDelegate({ _ in ReceiptTransitioningDelegate() }, screens: { _ in (WalletHomeViewController(), ReceiptViewController()) }) }),
            CorpusSample(
                id: "legal/FullScreenAfterRotation",
                origin: "pattern: a full-screen presentation controller (shouldRemovePresentersView) and its animator, rotated while presented",
                role: .correct, expectedViolations: [],
                expectation: """
                    the animator puts the presenter's view back at finalFrame(for:), which UIKit computes in the rotated \
                    container (F9); the presentation controller keeps the presented view at the container's size
                    """,
                ensemble: CorpusEnsemble(
                    scenarios: TransitionScenario.standardDelegateFlows() + [
                        TransitionScenario(kind: .presentation, resize: .afterTransition(to: TransitionScenario.phonePortrait)),
                        TransitionScenario(
                            kind: .presentation, containerSize: TransitionScenario.phonePortrait,
                            resize: .afterTransition(to: TransitionScenario.phoneLandscape)),
                    ]
                ) { .transitioningDelegate { _ in FullScreenStageTransitioningDelegate() } }),
            CorpusSample(
                id: "legal/SelfDelegatingSheetViewController", origin: "pattern: the presented view controller is its own transitioning delegate",
                role: .correct, expectedViolations: ["ANIM-REDUCE-MOTION"],
                expectation: """
                    transitioningDelegate = self is weak, so no cycle; it vends a sheet presentation controller and \
                    animators, and its pull-to-dismiss controller only while a pull is in progress. \
                    Beside its point, its sheet animators slide the sheet up and down whatever Reduce Motion says: ANIM-REDUCE-MOTION, a \
                    should (verdict changed when the ensemble checkers came to run the Reduce Motion scenario)
                    """,
                ensemble: CorpusEnsemble {
                    // The presented view controller is the delegate: the suite makes the delegate first, and the same
                    // object is handed back as the view controller to present.
                    let sheets = Handover<SettingsSheetViewController>()
                    return .transitioningDelegate({ _ in sheets.put(SettingsSheetViewController()) }, screens: { _ in (UIViewController(), sheets.take()) })
                }),
        ]
    }
}

/// Hands one object from a sample's delegate factory to its view-controller closure, keeping it
/// only in between (the suite checks that what it presented is freed).
@MainActor
final class Handover<Object: AnyObject> {
    private var object: Object?

    func put(_ object: Object) -> Object {
        self.object = object
        return object
    }

    func take() -> Object {
        guard let object else { preconditionFailure("the suite asked for the view controllers before making the delegate") }
        self.object = nil
        return object
    }
}
