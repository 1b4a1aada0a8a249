/// The requirements on animators (`UIViewControllerAnimatedTransitioning`), the `ANIM-*` IDs.
///
/// Each requirement is also a constant named after its ID in lowerCamelCase
/// (`ANIM-COMPLETE-ONCE` → ``Requirement/animCompleteOnce``), so checks refer to it without
/// spelling the ID.

/// Animator requirements about what a transition leaves behind and how the animator is used:
/// temporary views, the container, non-animated and nil-view cases, interruptible animators,
/// reuse and release.
extension Requirement {
    /// `ANIM-TEMP-VIEWS-REMOVED`: views the transition added are gone when it completes.
    public static let animTempViewsRemoved = Requirement(
        id: "ANIM-TEMP-VIEWS-REMOVED",
        family: .animator,
        level: .must,
        statement: """
            views the transition added, such as snapshots and overlays, are gone when it completes, \
            whether it succeeded or was cancelled
            """,
        rationale: """
            A snapshot or overlay left in the container stays on screen over the real content, \
            showing a stale image and swallowing touches, and keeps its memory alive. After a \
            completed dismissal UIKit discards the container with what is left in it (F3), so a view \
            left inside it then is not seen and is not reported.
            """,
        source: """
            UIKit contract R7 (undo changes to the view hierarchy), §2.8, §7 F3; Apple: View Controller \
            Programming Guide "Cleaning Up"; real-world: snapshot and temporary views left in the container
            """,
        hint: """
            remove every snapshot, dimming or overlay view you created with `removeFromSuperview()` in \
            the completion, on both the finished and the cancelled path
            """,
        appliesTo: """
            every scenario, successful and cancelled; after a completed dismissal, views left outside \
            the container UIKit discards
            """
    )

    /// `ANIM-CONTAINER-ONLY`: the transition adds views only inside the container view.
    public static let animContainerOnly = Requirement(
        id: "ANIM-CONTAINER-ONLY",
        family: .animator,
        level: .should,
        statement: "the transition adds views only inside the container view",
        rationale: """
            The container is the superview of every view in a transition; a view added elsewhere, to \
            the window or to another view controller's view, is outside the part of the hierarchy the \
            transition owns, does not follow the container through a rotation and can cover UIKit's \
            own bars. One removed by the end of the transition (an overlay flying above the \
            navigation bar) is absorbed by UIKit, hence a `should`; one left behind stays above later \
            screens, and that is ANIM-TEMP-VIEWS-REMOVED, a `must`.
            """,
        source: """
            UIKit contract R5, R8, §1.2 (`containerView`); Apple: \
            `UIViewControllerContextTransitioning.containerView`, \
            `UIViewControllerAnimatedTransitioning.animateTransition(using:)`; level `should` because a \
            view left outside is ANIM-TEMP-VIEWS-REMOVED
            """,
        hint: """
            add snapshots and other views to `transitionContext.containerView`, never to the window \
            or another view controller's view
            """,
        appliesTo: "every scenario"
    )

    /// `ANIM-CONTAINER-KEPT`: the container stays in the window, at its frame and bounds.
    public static let animContainerKept = Requirement(
        id: "ANIM-CONTAINER-KEPT",
        family: .animator,
        level: .must,
        statement: "the transition leaves the container view where UIKit put it: in the window, at its frame and bounds",
        rationale: """
            UIKit makes the container, sizes it to the window and takes it away itself when the \
            transition ends; an animator only fills it. A container taken out of the window takes \
            the incoming screen with it, and one moved, shrunk or set to NaN misplaces or clips \
            every view in it, the new screen included, for as long as the presentation lasts.
            """,
        source: """
            UIKit contract R5, §1.2 (`containerView`); Apple: \
            `UIViewControllerContextTransitioning.containerView` (the superview of the views in the \
            transition)
            """,
        hint: """
            change only the views you add to the container and those the context hands you; never \
            set the container's frame, bounds or center, and never remove it from its superview
            """,
        appliesTo: "every scenario without a resize, judged at the first `completeTransition(_:)`"
    )

    /// `ANIM-NO-RUNAWAY`: the transition's work comes to an end.
    public static let animNoRunaway = Requirement(
        id: "ANIM-NO-RUNAWAY",
        family: .animator,
        level: .must,
        statement: """
            the transition's work comes to an end: no completion keeps starting the next animation \
            or queuing the next piece of work without end
            """,
        rationale: """
            A completion that starts another animation whose completion starts the next, forever, \
            keeps the main run loop busy (with zero-length animations the app stops responding) and \
            drains the battery, before or after the transition has completed.
            """,
        source: """
            UIKit contract R2 (completions run on the main thread when the animation ends); Apple: \
            `UIView.animate(withDuration:animations:completion:)`; real-world: completion handlers that \
            restart an animation unconditionally
            """,
        hint: """
            end the chain: start the next animation only while it is needed (a flag or a counter), \
            use a repeating animation option for a loop, and stop it when the transition completes
            """,
        appliesTo: "every scenario"
    )

    /// `ANIM-NO-RAISING-MISUSE`: the transition makes no UIKit call that raises an exception.
    public static let animNoRaisingMisuse = Requirement(
        id: "ANIM-NO-RAISING-MISUSE",
        family: .animator,
        level: .must,
        statement: """
            the transition makes no UIKit call that raises an exception, such as finishing a property \
            animator that was not stopped or adding a view to one of its own descendants
            """,
        rationale: """
            UIKit raises an Objective-C exception, and the app crashes, for `finishAnimation(at:)` \
            other than after `stopAnimation(false)`, starting or pausing a stopped property animator, \
            releasing one that is paused or stopped, and adding a view to itself or to one of its own \
            descendants (`containerView.addSubview(window)`). HeadlessUIKit refuses the call and \
            carries on, so the rest of the run is judged as if it had not been made; on a device the \
            transition never gets that far.
            """,
        source: """
            UIKit contract §7 F12; Apple: `UIViewPropertyAnimator.finishAnimation(at:)`, \
            `UIViewAnimating.startAnimation()`, `UIViewPropertyAnimator` ("It is an error to release \
            a paused or stopped property animator"), `UIView.addSubview(_:)`
            """,
        hint: """
            call `stopAnimation(false)` before `finishAnimation(at:)`, make a new property animator \
            instead of restarting a stopped one, keep a paused animator until it ends (or stop it \
            with `stopAnimation(true)`) before letting it go, and add views only to the container or \
            to views inside it
            """,
        appliesTo: "every scenario"
    )

    /// `ANIM-ANIMATIONS-ENABLED-RESTORED`: the transition leaves animations enabled.
    public static let animAnimationsEnabledRestored = Requirement(
        id: "ANIM-ANIMATIONS-ENABLED-RESTORED",
        family: .animator,
        level: .should,
        statement: "the transition leaves `UIView.areAnimationsEnabled` on, as it found it",
        rationale: """
            Calling `UIView.setAnimationsEnabled(false)` switches block animations off for the whole app \
            (contract F13): a transition that turns them off to set something up without animation \
            and never turns them back on makes every later animation in the app jump to its end. \
            Nothing breaks outright, hence a `should`.
            """,
        source: """
            UIKit contract §7 F13; Apple: `UIView.setAnimationsEnabled(_:)`, \
            `UIView.performWithoutAnimation(_:)`
            """,
        hint: """
            wrap changes that must not animate in `UIView.performWithoutAnimation { … }`, which \
            restores the setting itself, instead of calling `UIView.setAnimationsEnabled(false)`
            """,
        appliesTo: "every scenario, once the run has ended"
    )

    // MARK: Unusual contexts

    /// `ANIM-NOT-ANIMATED`: with `isAnimated == false` the transition still completes, promptly.
    public static let animNotAnimated = Requirement(
        id: "ANIM-NOT-ANIMATED",
        family: .animator,
        level: .must,
        statement: "with `isAnimated == false` the transition still completes, and promptly",
        rationale: """
            For `.custom` presentations UIKit calls `animateTransition(using:)` even for \
            `animated: false`, so that the animator can set up its views, and it must still call \
            `completeTransition(_:)`. An animator that never completes, or runs its full animation \
            anyway, leaves a transition the app asked for at once pending, with the UI blocked.
            """,
        source: """
            UIKit contract R11, §2.5, §7 F5; Apple: `UIViewControllerContextTransitioning` overview \
            ("Important": check `isAnimated`, always call `completeTransition`), \
            `UIViewControllerContextTransitioning.isAnimated`
            """,
        hint: """
            check `transitionContext.isAnimated` first and, when it is false, apply the end state \
            directly (or animate with duration 0) and complete at once
            """,
        appliesTo: """
            modal presentations and dismissals with `isAnimated == false` (the only non-animated \
            transitions UIKit hands an animator: a non-animated push or pop runs no custom animator, F5)
            """
    )

    /// `ANIM-NIL-VIEWS`: the transition copes with `view(forKey:)` returning nil.
    public static let animNilViews = Requirement(
        id: "ANIM-NIL-VIEWS",
        family: .animator,
        level: .must,
        statement: """
            the transition copes with `view(forKey:)` returning nil, as in custom presentations that \
            keep the presenter's view, and never moves the view it withholds
            """,
        rationale: """
            In a custom presentation that keeps the presenter, `view(forKey: .from)` is nil while \
            presenting and `view(forKey: .to)` is nil while dismissing, meaning "do not touch this \
            view". Force-unwrapping them crashes, and a presenter's view moved into the container \
            goes with it when UIKit discards the container after the dismissal, leaving the app \
            with no view on screen.
            """,
        source: """
            UIKit contract R8, §2.7, §2.8; Apple: `UIViewControllerContextTransitioning.view(forKey:)`, \
            sample "Custom View Controller Presentations and Transitions" (AAPLCustomPresentationController)
            """,
        hint: """
            unwrap `view(forKey:)` with `if let` and leave that view where it is when it is nil; never \
            fall back to `viewController(forKey:)?.view` to add or move it
            """,
        appliesTo: """
            custom presentations and dismissals whose presentation controller keeps the presenting \
            view (`shouldRemovePresentersView == false`)
            """
    )

    /// `ANIM-PRESENTER-VIEW-UNTOUCHED`: the presenter's view that UIKit withholds is not restyled.
    public static let animPresenterViewUntouched = Requirement(
        id: "ANIM-PRESENTER-VIEW-UNTOUCHED",
        family: .animator,
        level: .should,
        statement: """
            the presenter's view that `view(forKey:)` withholds (nil) is not restyled either: its \
            frame, transform, alpha and the like are left to the presentation controller
            """,
        rationale: """
            A nil `view(forKey:)` is Apple's hint that the animator should not manipulate that view. \
            Scaling or fading the presenter behind a card through `viewController(forKey:)?.view` \
            works on UIKit as long as it is undone, so it is a `should`: it fights a presentation \
            controller that animates the same view, and a change not undone is ANIM-ROUND-TRIP.
            """,
        source: """
            UIKit contract R8, R17, §2.7; Apple: `UIViewControllerContextTransitioning.view(forKey:)` \
            header comment (nil is a hint not to manipulate the view)
            """,
        hint: """
            animate the presenting view from your presentation controller, alongside the transition \
            (`transitionCoordinator?.animate(alongsideTransition:)`), not from the animator
            """,
        appliesTo: """
            custom presentations and dismissals whose presentation controller keeps the presenting \
            view (`shouldRemovePresentersView == false`)
            """
    )

    /// `ANIM-DISMISSED-FINAL-FRAME`: a dismissal does not rely on one answer of an open point.
    public static let animDismissedFinalFrame = Requirement(
        id: "ANIM-DISMISSED-FINAL-FRAME",
        family: .animator,
        level: .should,
        statement: """
            a dismissal works whichever answer UIKit gives for `finalFrame(for:)` of the dismissed \
            view controller: `.zero` or its current frame
            """,
        rationale: """
            UIKit's header allows either answer for a view controller whose view leaves the window, \
            and which one UIKit gives in a custom dismissal is not documented (contract F10, an open \
            point); widely copied animators read it as the card's current frame and are reported to \
            work. A dismissal that breaks a `must` only when the answer is `.zero` is therefore \
            fragile rather than known broken, and the report names the requirement it breaks then.
            """,
        source: """
            UIKit contract §1.2 (`finalFrame(for:)`), §2.7, §7 F10 (open point); Apple: \
            `UIViewControllerContextTransitioning.finalFrame(for:)` ("may be CGRectZero")
            """,
        hint: """
            do not read `finalFrame(for:)` of the dismissed view controller, neither as its frame nor \
            to tell whether it leaves (`== .zero`): take its frame from \
            `transitionContext.view(forKey: .from)?.frame` or `initialFrame(for:)`, and in a dismissal \
            its view always leaves
            """,
        appliesTo: """
            dismissals with the presenter kept that break a `must` with `finalFrame(for:)` of the \
            dismissed view controller `.zero` and, with its current frame, dismiss the view meeting every `must`
            """
    )

    // MARK: Instances

    /// `ANIM-INTERRUPTIBLE-SAME-INSTANCE`: one interruptible animator for the life of a transition.
    public static let animInterruptibleSameInstance = Requirement(
        id: "ANIM-INTERRUPTIBLE-SAME-INSTANCE",
        family: .animator,
        level: .must,
        statement: """
            `interruptibleAnimator(using:)` returns the same interruptible animator for the life of a \
            transition
            """,
        rationale: """
            UIKit may ask for the interruptible animator several times during one transition and \
            drives the instance it gets. A new animator on each call hands UIKit an animator that is \
            not the one moving the views, so scrubbing, finishing and cancelling act on the wrong object.
            """,
        source: """
            UIKit contract R13, §2.3 (interruptible variant); Apple: \
            `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)`, \
            `UIViewPropertyAnimator.isInterruptible`; real-world: a new `interruptibleAnimator` \
            returned on every call
            """,
        hint: """
            create the `UIViewPropertyAnimator` once per transition, store it, return the stored one \
            on later calls and clear it in `animationEnded(_:)`
            """,
        appliesTo: """
            animators that implement `interruptibleAnimator(using:)`, in interactive and interruptible \
            transitions
            """
    )

    /// `ANIM-REUSABLE`: the same animator instance performs a second transition correctly.
    public static let animReusable = Requirement(
        id: "ANIM-REUSABLE",
        family: .animator,
        level: .should,
        statement: "the same animator instance performs a second transition correctly",
        rationale: """
            Transitioning delegates often keep one animator in a stored property and vend it for \
            every transition. State left from the first run (a stored property animator, a flag, a \
            cached view or frame) then corrupts the second one.
            """,
        source: """
            UIKit contract R9 (use the context's data, never cached values); Apple: View Controller \
            Programming Guide "Getting the Animation Parameters"
            """,
        hint: """
            reset per-transition state (stored property animator, cached views and frames) in \
            `animationEnded(_:)` and read everything else from the new context
            """,
        appliesTo:
            "two consecutive transitions performed by one animator instance; in the navigation and tab ensembles, a second round trip with the same delegate"
    )

    /// `ANIM-RELEASES`: after the transition the animator keeps no context, view or view controller alive.
    public static let animReleases = Requirement(
        id: "ANIM-RELEASES",
        family: .animator,
        level: .should,
        statement: "after the transition the animator keeps no context, view or view controller alive",
        rationale: """
            An animator that still holds its transition context, views or view controllers keeps a \
            whole screen in memory for as long as the animator lives, and for ever through a retain \
            cycle. The transition itself still works; the memory is wasted.
            """,
        source: """
            UIKit contract §1.3 (`animationEnded(_:)` is for final cleanup); Apple: \
            `UIViewControllerAnimatedTransitioning.animationEnded(_:)`; real-world: retain cycles \
            keeping transition objects alive (seen in presentation controllers)
            """,
        hint: """
            release the stored context, views, view controllers and property animator in \
            `animationEnded(_:)`, and capture `self` weakly in closures the animator keeps
            """,
        appliesTo: "every scenario, once the transition has completed"
    )
}
