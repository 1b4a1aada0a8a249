/// The requirement on the appearance callbacks a transition leaves view controllers with.
extension Requirement {
    /// `ANIM-APPEARANCE-BALANCED`: each view controller gets UIKit's appearance callbacks for the
    /// transition, in will/did pairs, and no others.
    public static let animAppearanceBalanced = Requirement(
        id: "ANIM-APPEARANCE-BALANCED",
        family: .animator,
        level: .must,
        statement: """
            after every transition, completed or cancelled, each view controller involved has had \
            exactly the appearance callbacks UIKit sends for it — `viewWillAppear`/`viewDidAppear` and \
            `viewWillDisappear`/`viewDidDisappear` in balanced pairs, in UIKit's order — and no others
            """,
        rationale: """
            Apps start and stop work in these callbacks: analytics screen views, keyboard and \
            notification observers, timers, video. UIKit already sends them for every presentation, \
            push, pop and tab switch, so transition code that calls `beginAppearanceTransition(_:animated:)` \
            itself makes the app's `viewWillAppear` work run twice or never: a "will" without its \
            `endAppearanceTransition()` leaves the view controller half-way (its `viewDidAppear` or \
            `viewDidDisappear` never runs), and calls on a view controller whose view stays on screen \
            — the presenter of a `.custom` presentation that keeps it, which UIKit sends nothing — \
            tell the app it left the screen while it is still visible. A cancelled interactive \
            transition is no exception: UIKit follows the "will" callbacks with the opposite ones and \
            their "did" callbacks, so every view controller ends where it started.
            """,
        source: """
            Apple: `UIViewController.beginAppearanceTransition(_:animated:)` and \
            `endAppearanceTransition()` (for custom containers, telling a child; never call the \
            callbacks directly), `shouldAutomaticallyForwardAppearanceMethods`, \
            `UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)` (on cancel the \
            appearing view controller gets `viewWillDisappear`, the disappearing one `viewWillAppear`); \
            UIKit contract §1.7, §2.1 (no callbacks for a kept presenter), §2.4; real-world: pan-to-dismiss \
            modal animators (PanModal's `PanModalPresentationAnimator`) calling \
            `beginAppearanceTransition(false, animated:)` and `endAppearanceTransition()` on a `.custom` \
            presentation's kept presenter
            """,
        hint: """
            leave appearance callbacks to UIKit in presentations, pushes, pops and tab switches: do not \
            call `beginAppearanceTransition(_:animated:)` or `endAppearanceTransition()` from an \
            animator, interaction controller or presentation controller; in a custom container that \
            returns false from `shouldAutomaticallyForwardAppearanceMethods`, pair every \
            `beginAppearanceTransition(_:animated:)` on a child with one `endAppearanceTransition()`
            """,
        appliesTo: """
            every transition UIKit stages — presentations and dismissals, pushes and pops, tab switches; \
            completed, cancelled, interrupted and interactive — for the from and to view controllers, \
            the presenter and the children whose views they show, against UIKit's sequence for how the \
            transition ended; over a presentation controller's whole flow and a custom container's \
            child switch, in balanced will/did pairs (none for a presenter whose view stays). Not \
            judged where the kit stages the transition with its own context, nor on UIKit
            """
    )
}
