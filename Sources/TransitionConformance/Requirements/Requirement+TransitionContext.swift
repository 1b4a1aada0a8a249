/// The requirements on custom container view controllers that run animators with a transition
/// context of their own (a `UIViewControllerContextTransitioning` they implement), the `CTX-*` IDs.
///
/// UIKit supplies the context for presentations, navigation and tab bars; a custom container
/// that wants to reuse animators written for those (the objc.io "Custom Container View Controller
/// Transitions" pattern) has to play UIKit's part itself. These requirements say what that part is.
///
/// Each requirement is also a constant named after its ID in lowerCamelCase
/// (`CTX-COMPLETE-ONCE` → ``Requirement/ctxCompleteOnce``).
extension Requirement {
    /// Every custom-container context requirement, in catalogue order.
    public static let transitionContextRequirements: [Requirement] = [
        ctxCompleteOnce,
        ctxKeys,
        ctxFrames,
        ctxReferenceAnimators,
    ]

    /// `CTX-COMPLETE-ONCE`: the context's `completeTransition(_:)` ends the transition once and
    /// tells the animator with the same value.
    public static let ctxCompleteOnce = Requirement(
        id: "CTX-COMPLETE-ONCE",
        family: .transitionContext,
        level: .must,
        statement: """
            a custom context's `completeTransition(_:)` runs its completion once and calls the \
            animator's `animationEnded(_:)` once with the same value
            """,
        rationale: """
            UIKit's own context calls the animator's `animationEnded(_:)` from `completeTransition(_:)`; \
            animators rely on it for their final clean-up (an interruptible animator forgets its \
            property animator there, so that it can run the next transition). A context that never \
            calls it leaves the animator holding the old transition; one that runs its completion \
            twice repeats the containment calls; one that passes a different value tells the animator \
            the opposite of what happened.
            """,
        source: """
            UIKit contract §1.2 (`completeTransition(_:)`: the default implementation calls the \
            animator's `animationEnded(_:)`), §1.3 (`animationEnded(_:)` is for final clean-up), R2; \
            Apple: `UIViewControllerAnimatedTransitioning.animationEnded(_:)`; objc.io issue 12 \
            "Custom Container View Controller Transitions" (the container's completion block calls \
            `animationEnded(didComplete)`); real-world: a custom container context that never calls \
            `animationEnded` or its completion
            """,
        hint: """
            run the completion block once from your context's `completeTransition(_:)` (ignore later \
            calls) and call `animator.animationEnded(didComplete)` from it with the value you were given
            """,
        appliesTo: "every child switch, with each reference animator"
    )

    /// `CTX-KEYS`: the context's view controllers, views and container agree with each other and
    /// with the container's children.
    public static let ctxKeys = Requirement(
        id: "CTX-KEYS",
        family: .transitionContext,
        level: .must,
        statement: """
            `viewController(forKey:)`, `view(forKey:)` and `containerView` are consistent with each \
            other and with the container's children
            """,
        rationale: """
            An animator knows nothing about your container: it reads which view controller leaves \
            (`.from`), which arrives (`.to`), their views and where to animate them from the \
            context alone. Swapped keys animate the wrong child out; a view that is not the view \
            controller's puts the wrong content on screen; a `containerView` that does not hold the \
            from-view makes the animator add the new child's view somewhere else.
            """,
        source: """
            UIKit contract §1.1 (`.from` is on screen at the start, `.to` at the end), §1.2 \
            (`view(forKey:)` is nil or the view controller's view, `containerView` is the superview \
            of every view in the transition), R5, R8, R9; Apple: \
            `UIViewControllerContextTransitioning.viewController(forKey:)`, `view(forKey:)`, \
            `containerView`; objc.io issue 12 (`containerView` is the from-view's superview)
            """,
        hint: """
            build the context from the child being replaced (`.from`, still a child, its view in the \
            container) and the new child (`.to`, added with `addChild(_:)`), return their own views \
            from `view(forKey:)`, and use the from-view's superview as `containerView`
            """,
        appliesTo: "every child switch, read when the container calls `animateTransition(using:)`"
    )

    /// `CTX-FRAMES`: initial and final frames follow UIKit's rules.
    public static let ctxFrames = Requirement(
        id: "CTX-FRAMES",
        family: .transitionContext,
        level: .must,
        statement: """
            initial and final frames follow UIKit's rules (zero exactly when a view is not visible \
            at that end)
            """,
        rationale: """
            Animators written for UIKit decide from the frames what to do: a `.zero` final frame \
            means "this view leaves the window, remove it", a non-zero one "leave it here, at this \
            frame"; the new view's final frame is where it must end. A context that returns \
            off-screen rectangles instead of `.zero` makes such animators keep the old child's view \
            and slide the new one from the wrong place; a final frame outside the container puts the \
            new child off screen.
            """,
        source: """
            UIKit contract §1.2 (`initialFrame(for:)`/`finalFrame(for:)` are `.zero` when the view \
            is not visible; the from-view controller's final frame is `.zero` if and only if its view \
            leaves the window), §2.6 (push: `initialFrame(for: toVC) == .zero`, \
            `finalFrame(for: fromVC) == .zero`), R10; Apple: \
            `UIViewControllerContextTransitioning.initialFrame(for:)`, `finalFrame(for:)`; objc.io \
            issue 12's `PrivateTransitionContext` returns off-screen rectangles for both instead
            """,
        hint: """
            return the old child's current frame from `initialFrame(for:)` and `.zero` for the new \
            child; return the container's bounds (or the new child's slot in it) from \
            `finalFrame(for:)` for the new child and `.zero` for the old one, which leaves
            """,
        appliesTo: "every child switch, read when the container calls `animateTransition(using:)`"
    )

    /// `CTX-REFERENCE-ANIMATORS`: with the kit's correct animators the switch ends as it should.
    public static let ctxReferenceAnimators = Requirement(
        id: "CTX-REFERENCE-ANIMATORS",
        family: .transitionContext,
        level: .must,
        statement: """
            with each reference animator the container ends with the new child visible and in \
            place, and the old one removed
            """,
        rationale: """
            The point of a context is that any correct animator works in your container. The kit \
            runs its own correct animators (a fade, a slide, an interruptible fade); if the container \
            then ends with the old child still a child or still on screen, or the new one missing, \
            hidden or misplaced, the fault is in the container's part: containment calls \
            (`addChild`, `willMove`, `removeFromParent`, `didMove`) or views the animator was not \
            told to move.
            """,
        source: """
            UIKit contract §1.2, §2.8 (after completion the from-view has left the window and the \
            to-view is at its final frame), R5, R6, R10; Apple: "Implementing a Container View \
            Controller" (`addChild(_:)` … `didMove(toParent:)`, `willMove(toParent: nil)` … \
            `removeFromParent()`); objc.io issue 12 (the completion block removes the old child's \
            view and view controller and calls `didMove(toParent:)` on the new one)
            """,
        hint: """
            call `old.willMove(toParent: nil)` and `addChild(new)` before \
            `animateTransition(using:)`; in the context's completion remove the old child's view, call \
            `old.removeFromParent()` and `new.didMove(toParent: self)`, and leave the new child's \
            view where the animator put it
            """,
        appliesTo: "every child switch, with the fade, slide and interruptible reference animators"
    )
}
