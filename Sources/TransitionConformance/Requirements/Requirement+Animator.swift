/// The requirements on animators (`UIViewControllerAnimatedTransitioning`), the `ANIM-*` IDs.
///
/// Each requirement is also a constant named after its ID in lowerCamelCase
/// (`ANIM-COMPLETE-ONCE` → ``Requirement/animCompleteOnce``), so checks refer to it without
/// spelling the ID.
extension Requirement {
    /// Every animator requirement, in catalogue order.
    public static let animatorRequirements: [Requirement] = [
        animCompleteOnce,
        animCompleteFlag,
        animCompleteAfterAnimations,
        animDuration,
        animToViewAdded,
        animFinalFrame,
        animFromViewRemoved,
        animCancelRestoresHierarchy,
        animCancelRestoresState,
        animRoundTrip,
        animTempViewsRemoved,
        animContainerOnly,
        animContainerKept,
        animNoRunaway,
        animNoRaisingMisuse,
        animAnimationsEnabledRestored,
        animNotAnimated,
        animNilViews,
        animPresenterViewUntouched,
        animDismissedFinalFrame,
        animInterruptibleSameInstance,
        animReusable,
        animReleases,
        animAppearanceBalanced,
        animReduceMotion,
    ]

    // MARK: Completion

    /// `ANIM-COMPLETE-ONCE`: `completeTransition(_:)` is called exactly once per transition.
    public static let animCompleteOnce = Requirement(
        id: "ANIM-COMPLETE-ONCE",
        family: .animator,
        level: .must,
        statement: "`completeTransition(_:)` is called exactly once per transition (never calling it freezes the UI)",
        rationale: """
            UIKit does not end a transition, or give control back, until `completeTransition(_:)` \
            is called: without the call the app looks frozen. A second call reports the end of a \
            transition UIKit has already finished.
            """,
        source: """
            UIKit contract R1, R2, R4; Apple: `UIViewControllerContextTransitioning.completeTransition(_:)`, \
            View Controller Programming Guide "Cleaning Up"; real-world: never called after an early \
            `guard … return`, or called twice; a missing call hangs the app (VCTransitionsLibrary #4)
            """,
        hint: """
            call `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)` once, \
            from the completion of your last animation, on every path including early returns
            """,
        appliesTo: "every scenario"
    )

    /// `ANIM-COMPLETE-FLAG`: the argument of `completeTransition(_:)` is `!transitionWasCancelled`.
    public static let animCompleteFlag = Requirement(
        id: "ANIM-COMPLETE-FLAG",
        family: .animator,
        level: .must,
        statement: """
            the argument of `completeTransition(_:)` equals `!transitionWasCancelled`, not the \
            animation's `finished` flag and not a constant
            """,
        rationale: """
            The argument tells UIKit whether the transition took effect. Passing `true` after a \
            cancelled interactive transition commits a presentation or dismissal the user abandoned, \
            so the view-controller state no longer matches the screen; the `finished` flag of a \
            `UIView.animate` completion can be `true` after a cancel as well.
            """,
        source: """
            UIKit contract R3, §3 (the `finished` flag); Apple: View Controller Programming Guide \
            Listing 10-2, `UIViewControllerContextTransitioning.transitionWasCancelled`; real-world: \
            `completeTransition` called with `finished` or `true` (AWPercentDrivenInteractiveTransition #2 \
            reported `completeTransition(YES)` on cancel)
            """,
        hint: """
            pass `!transitionContext.transitionWasCancelled` to `completeTransition(_:)`, never the \
            completion's `finished` flag or a literal
            """,
        appliesTo: "every scenario; decisive in cancelled interactive transitions"
    )

    /// `ANIM-COMPLETE-AFTER-ANIMATIONS`: no completion while the transition's animations still run.
    public static let animCompleteAfterAnimations = Requirement(
        id: "ANIM-COMPLETE-AFTER-ANIMATIONS",
        family: .animator,
        level: .must,
        statement: "`completeTransition(_:)` is not called while animations the transition started are still running",
        rationale: """
            Completing ends the transition: UIKit finalises the view hierarchy, the presentation \
            controller cleans up and the view controllers get their did-appear and did-disappear \
            callbacks while views are still moving, so they jump, vanish mid-flight or keep animating \
            after the transition is over.
            """,
        source: """
            UIKit contract R1; Apple: `UIViewControllerContextTransitioning.completeTransition(_:)` \
            (call it after the animations finish, best from their completion block)
            """,
        hint: """
            call `completeTransition(_:)` from the completion of the animation that ends last (or of \
            the property animator), not right after starting the animations
            """,
        appliesTo: "every scenario in which the animator starts animations"
    )

    /// `ANIM-DURATION`: `transitionDuration(using:)` is finite, ≥ 0 and matches the animations run.
    public static let animDuration = Requirement(
        id: "ANIM-DURATION",
        family: .animator,
        level: .should,
        statement: """
            `transitionDuration(using:)` is finite, not negative, and matches the animations actually run
            """,
        rationale: """
            UIKit uses the duration to synchronise other animations, such as the navigation bar's, \
            and a percent-driven interaction controller maps gesture progress and the remaining time \
            onto it. A duration that differs from the animations makes them drift apart; a negative \
            or non-finite one leaves the interactive part without a time scale.
            """,
        source: """
            UIKit contract R12, §1.3 (`transitionDuration`), §1.6 (`duration`, `completionSpeed`); \
            Apple: `UIViewControllerAnimatedTransitioning.transitionDuration(using:)`, \
            `UIPercentDrivenInteractiveTransition.duration`
            """,
        hint: """
            return the duration your animations use, from one shared constant (`0` when \
            `isAnimated` is false), never a negative or non-finite value
            """,
        appliesTo: "every scenario"
    )

    // MARK: The view hierarchy after a successful transition

    /// `ANIM-TO-VIEW-ADDED`: after a successful transition the to-view UIKit handed over is in the container.
    public static let animToViewAdded = Requirement(
        id: "ANIM-TO-VIEW-ADDED",
        family: .animator,
        level: .must,
        statement: """
            after a successful transition the to-view the context hands over (`view(forKey: .to)` \
            not nil) is inside the container view
            """,
        rationale: """
            UIKit hands the animator the view that must end up on screen: the presented or pushed \
            view, the view a pop returns to, and — in the dismissal of a presentation that removed \
            the presenter (`.fullScreen`) — the presenter's view, which the animator must put back. \
            Left out of the container, the view controller that is now current has no view on screen \
            and the user is left with an empty or stale screen. When the presenter stayed in the \
            window, `view(forKey: .to)` is nil in a dismissal and nothing is asked of the animator.
            """,
        source: """
            UIKit contract R5, R6, §2.7; Apple: `UIViewControllerContextTransitioning.containerView`, \
            `UIViewControllerAnimatedTransitioning.animateTransition(using:)`, View Controller \
            Programming Guide (dismissal step 3: add the presenting view back when it was removed)
            """,
        hint: """
            add `transitionContext.view(forKey: .to)` to `transitionContext.containerView` whenever \
            it is not nil (for a pop or a dismissal, below the from-view), before animating it
            """,
        appliesTo: """
            successful transitions whose context hands over a to-view: presentations, pushes, pops, \
            and dismissals of presentations that removed the presenter
            """
    )

    /// `ANIM-FINAL-FRAME`: after a successful transition the to-view is at a non-zero `finalFrame(for:)`.
    public static let animFinalFrame = Requirement(
        id: "ANIM-FINAL-FRAME",
        family: .animator,
        level: .must,
        statement: """
            after a successful transition the to-view's frame equals `finalFrame(for:)` of the \
            to-view controller whenever that frame is not `.zero` (catches sizing from `UIScreen.main.bounds`)
            """,
        rationale: """
            UIKit's header makes a non-zero final frame binding at the end of the transition. A view \
            sized from `UIScreen.main.bounds` or a cached size is wrong whenever the container is not \
            the screen (split view, custom presentation controllers, rotation), so content is cut \
            off or leaves gaps.
            """,
        source: """
            UIKit contract R9, R10, §1.2 (`finalFrame(for:)`); Apple: \
            `UIViewControllerContextTransitioning.finalFrame(for:)`; real-world: sizes taken from \
            `UIScreen.main.bounds` instead of the context, and push animators that never frame the \
            pushed view, left at its load-time size after the push (IBAnimatable issue 305, \
            RZTransitions pull request 59; whether `UINavigationController` lays it out afterwards is \
            undocumented, and the message says what the user sees if it does)
            """,
        hint: """
            set the to-view's frame to `transitionContext.finalFrame(for: toViewController)` by the end \
            of the animation; the observation says where the wrong frame came from when the kit can tell \
            (a read of `UIScreen.main.bounds`)
            """,
        appliesTo: "successful transitions with a to-view whose view controller has a non-zero final frame"
    )

    /// `ANIM-FROM-VIEW-REMOVED`: after a successful dismissal the dismissed view is out of the container.
    public static let animFromViewRemoved = Requirement(
        id: "ANIM-FROM-VIEW-REMOVED",
        family: .animator,
        level: .should,
        statement: "after a successful dismissal the dismissed view (`view(forKey: .from)`) is no longer in the container view",
        rationale: """
            Apple's guide makes removing the from-view the animator's job on a successful dismissal; \
            UIKit then discards the container with whatever is left in it (F3), so a dismissed view \
            left there is not seen, and the slip is a `should`: the view stays attached to a dead \
            container until its view controller is shown again, misleading code that looks at its \
            superview or window. Pops are never judged, since `UINavigationController` removes the \
            popped view itself (F4), and a dismissed view put outside the container, where it stays \
            on screen, is ANIM-CONTAINER-ONLY.
            """,
        source: """
            UIKit contract R6, §2.2 step 6, §2.6, §2.8, §7 F3 and F4; Apple: View Controller \
            Programming Guide "Customizing the Transition Animations" (dismissal animations, \
            Listing 10-2); level `should` since UIKit discards the container after a dismissal (F3)
            """,
        hint: """
            call `transitionContext.view(forKey: .from)?.removeFromSuperview()` in the completion \
            when `!transitionContext.transitionWasCancelled`, before `completeTransition(_:)`
            """,
        appliesTo: "successful dismissals that have a from-view (never pops: the navigation controller removes the popped view)"
    )

    // MARK: Cancellation and clean-up

    /// `ANIM-CANCEL-RESTORES-HIERARCHY`: a cancelled transition leaves the view hierarchy as before.
    public static let animCancelRestoresHierarchy = Requirement(
        id: "ANIM-CANCEL-RESTORES-HIERARCHY",
        family: .animator,
        level: .must,
        statement: """
            after a cancelled transition the view hierarchy is as before: the to-view removed and \
            the from-view still in place
            """,
        rationale: """
            A cancelled transition must leave the screen as it was. A to-view left in the container \
            covers the view controller that stays current, and a from-view removed on cancel leaves \
            that view controller with nothing on screen.
            """,
        source: """
            UIKit contract R6, R7, §2.4, §2.8; Apple: View Controller Programming Guide "Cleaning Up" \
            and Listing 10-2 (remove the to-view after a failed presentation)
            """,
        hint: """
            remove the to-view you added and leave the from-view where it was when \
            `transitionContext.transitionWasCancelled`, before `completeTransition(false)`
            """,
        appliesTo: "cancelled interactive transitions"
    )

    /// `ANIM-CANCEL-RESTORES-STATE`: a cancelled transition puts every view's state back.
    public static let animCancelRestoresState = Requirement(
        id: "ANIM-CANCEL-RESTORES-STATE",
        family: .animator,
        level: .must,
        statement: """
            after a cancelled transition every pre-existing view's `frame`, `transform`, `alpha`, \
            `isHidden` and `isUserInteractionEnabled` are back to their values from before the transition
            """,
        rationale: """
            When a percent-driven transition built on `UIView.animate` is cancelled, the animation \
            plays backwards but the model values stay at those set in the animation block. Unless the \
            animator restores them, a cancelled interactive dismissal leaves the presented view \
            off-screen, transparent or scaled, and a view with interaction disabled stops taking touches.
            """,
        source: """
            UIKit contract R7, §3 (model versus presentation values); Apple: View Controller \
            Programming Guide "Cleaning Up" (undo the changes on cancel); real-world: `alpha`, \
            `transform`, `isHidden` or frame of the from-view not restored after a cancelled transition \
            (ECSlidingViewController #343, AWPercentDrivenInteractiveTransition PR #5, \
            AnimatedTransitionKit PR #67)
            """,
        hint: """
            reset every property you changed (`transform = .identity`, original `frame`, `alpha`, \
            `isHidden`, `isUserInteractionEnabled`) when `transitionContext.transitionWasCancelled`, \
            before `completeTransition(false)`
            """,
        appliesTo: "cancelled interactive transitions"
    )

    /// `ANIM-ROUND-TRIP`: a transition and its way back (a presentation and its dismissal, a push
    /// and its pop, a tab switch and back) leave every participating view as it was.
    public static let animRoundTrip = Requirement(
        id: "ANIM-ROUND-TRIP",
        family: .animator,
        level: .must,
        statement:
            "a transition followed by its way back (presentation and dismissal, push and pop, tab switch and back) leaves every participating view as it was before",
        rationale: """
            Animators often scale, fade or move the presenting (or covered) view on the way in and \
            must undo it on the way out. If the way back does not, that view stays scaled, moved or \
            transparent after the presented or pushed view controller is gone.
            """,
        source: """
            UIKit contract R6, R7; real-world: presenting view left scaled
            """,
        hint: """
            make the dismissal put back every property the presentation changed (`transform = \
            .identity`, original `alpha` and `frame`), keeping the two directions symmetric
            """,
        appliesTo: """
            a successful presentation followed by its successful dismissal (in the delegate checker's flows, what the vended \
            animators' own code changed last on the presenting screen); in the navigation and tab ensembles, a push and its \
            pop (a switch and back)
            """
    )

}
