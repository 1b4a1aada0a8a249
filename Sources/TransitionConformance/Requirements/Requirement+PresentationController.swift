/// The requirements on presentation controllers (`UIPresentationController` subclasses), the
/// `PRES-*` IDs.
///
/// Each requirement is also a constant named after its ID in lowerCamelCase
/// (`PRES-CHROME-IN-CONTAINER` → ``Requirement/presChromeInContainer``).
extension Requirement {
    /// Every presentation-controller requirement, in catalogue order.
    public static let presentationControllerRequirements: [Requirement] = [
        presChromeInContainer,
        presPresentedViewUntouched,
        presCancelRemovesChrome,
        presDismissRemovesChrome,
        presDismissCancelKeepsChrome,
        presFrameInContainer,
        presFrameStable,
        presPresentedViewContainsVCView,
        presResize,
        presRoundTrip,
        presReleases,
        presNoRaisingMisuse,
    ]

    // MARK: Chrome

    /// `PRES-CHROME-IN-CONTAINER`: views added for the presentation go into the container view only.
    public static let presChromeInContainer = Requirement(
        id: "PRES-CHROME-IN-CONTAINER",
        family: .presentationController,
        level: .must,
        statement: "views added for the presentation (dimming, chrome) go into `containerView` only",
        rationale: """
            UIKit removes the container view, and everything in it, when a presentation is cancelled \
            or dismissed, and lays it out on rotation. A dimming view added to the presenting view or \
            the window escapes all of that: it stays on screen after the dismissal, covers the wrong \
            area after a rotation, and sits in a hierarchy the presenting view controller owns.
            """,
        source: """
            UIKit contract R17; Apple: View Controller Programming Guide "Adding Custom Views to a \
            Presentation" ("all custom views must be added to the container view"), \
            `UIPresentationController.containerView`
            """,
        hint: """
            add dimming and chrome views with `containerView?.insertSubview(_:at:)` in \
            `presentationTransitionWillBegin()`, never to `presentingViewController.view` or the window
            """,
        appliesTo: "every presentation-controller scenario, at the start and end of each transition"
    )

    /// `PRES-PRESENTED-VIEW-UNTOUCHED`: `presentationTransitionWillBegin` leaves the presented view alone.
    public static let presPresentedViewUntouched = Requirement(
        id: "PRES-PRESENTED-VIEW-UNTOUCHED",
        family: .presentationController,
        level: .must,
        statement: """
            `presentationTransitionWillBegin()` does not change the presented view controller's view's \
            frame, transform, alpha or isHidden, nor move it anywhere but into the container or a \
            wrapping `presentedView`: the animator owns it
            """,
        rationale: """
            The animator positions and animates the presented view from `finalFrame(for:)`; a \
            presentation controller that moves, fades, scales or hides it beforehand fights the \
            animator, so the first frames jump and a cancelled presentation restores the wrong state. \
            What UIKit absorbs is not judged: adding the presented view to the container (at its \
            frame) ahead of the animator, as several libraries do, embedding it in a wrapping \
            `presentedView`, and layer cosmetics such as `cornerRadius`, `maskedCorners`, \
            `masksToBounds` and shadows, which the animator does not animate.
            """,
        source: """
            UIKit contract R17, R20; Apple: View Controller Programming Guide "Managing and Animating \
            Custom Views" ("do not modify the presented view controller's view"), \
            `UIPresentationController.presentationTransitionWillBegin()`
            """,
        hint: """
            add and animate only your own views in `presentationTransitionWillBegin()`; give the \
            presented view's size through `frameOfPresentedViewInContainerView` and let the animator place it
            """,
        appliesTo: "presentations, between `present` and the animator's start"
    )

    /// `PRES-CANCEL-REMOVES-CHROME`: a cancelled presentation leaves nothing behind.
    public static let presCancelRemovesChrome = Requirement(
        id: "PRES-CANCEL-REMOVES-CHROME",
        family: .presentationController,
        level: .must,
        statement: """
            after `presentationTransitionDidEnd(false)` the presenting view is restored (transform, \
            alpha, frame, subviews) and nothing the presentation added is left on screen
            """,
        rationale: """
            When an interactive presentation is cancelled the presented view controller is never \
            shown, and a presenting view left scaled or faded, or chrome left in the window, stays \
            that way on screen with no presentation to dismiss. UIKit discards the container, so \
            chrome left inside it is not seen: Apple's own sample presentation controller only drops \
            its references there (F3), and that is not reported.
            """,
        source: """
            UIKit contract R18, §2.4, §2.8, §3, §7 F3; Apple: \
            `UIPresentationController.presentationTransitionDidEnd(_:)` ("If the completed parameter is \
            false, remove any views you added"), View Controller Programming Guide Listing 11-4, sample \
            AAPLCustomPresentationController (drops its references in `presentationTransitionDidEnd(false)`)
            """,
        hint: """
            set the presenting view's transform and alpha back to what they were in \
            `presentationTransitionDidEnd(_:)` when `completed` is false, and remove (or let go of) your \
            chrome views there
            """,
        appliesTo: "interactive presentations cancelled part-way"
    )

    /// `PRES-DISMISS-REMOVES-CHROME`: a completed dismissal removes every added view.
    public static let presDismissRemovesChrome = Requirement(
        id: "PRES-DISMISS-REMOVES-CHROME",
        family: .presentationController,
        level: .should,
        statement: """
            after a completed dismissal no view the presentation added outlives it: each is removed in \
            `dismissalTransitionDidEnd(true)` or let go with the container UIKit discards
            """,
        rationale: """
            After a completed dismissal UIKit discards the container with whatever is left in it (F3), \
            so chrome left there and let go — as Apple's own sample presentation controller does — is \
            not seen and not reported. Chrome that something keeps alive past the dismissal is stale \
            state that a reused controller brings back (a dimming view at an old size, a stale close \
            button), a `should` because UIKit absorbs it until then; chrome put outside the container, \
            which stays on screen, is PRES-CHROME-IN-CONTAINER (a `must`).
            """,
        source: """
            UIKit contract R18, §2.8, §7 F3; Apple: `UIPresentationController.dismissalTransitionDidEnd(_:)`, \
            View Controller Programming Guide Listing 11-5, sample AAPLCustomPresentationController \
            (drops its references in `dismissalTransitionDidEnd(true)`); level `should` since UIKit \
            discards the container after a dismissal (F3)
            """,
        hint: """
            call `removeFromSuperview()` on every view you added in `dismissalTransitionDidEnd(_:)` when \
            `completed` is true, or at least drop every reference to them there (not in \
            `dismissalTransitionWillBegin()`, and not when `completed` is false)
            """,
        appliesTo: "completed dismissals, once the kit has let go of the presentation and its views"
    )

    /// `PRES-DISMISS-CANCEL-KEEPS-CHROME`: a cancelled dismissal leaves the chrome as it was.
    public static let presDismissCancelKeepsChrome = Requirement(
        id: "PRES-DISMISS-CANCEL-KEEPS-CHROME",
        family: .presentationController,
        level: .must,
        statement: """
            `dismissalTransitionDidEnd(false)` keeps the chrome, in the container and visible as \
            before the dismissal began
            """,
        rationale: """
            After a cancelled interactive dismissal the presentation is still on screen and needs its \
            chrome. Removing it when `completed` is false (the two handlers swapped, or the Bool \
            ignored), or leaving it faded out — a block animation keeps its end value after a \
            cancel — shows the presented view with no dimming behind it.
            """,
        source: """
            UIKit contract R18, §3; Apple: `UIPresentationController.dismissalTransitionDidEnd(_:)`; \
            real-world: dimming views lost after a cancelled swipe-to-dismiss
            """,
        hint: """
            remove chrome only when `completed` is true; when it is false, set what \
            `dismissalTransitionWillBegin()` animated (e.g. the dimming view's alpha) back to its presented value
            """,
        appliesTo: "interactive dismissals cancelled part-way"
    )

    // MARK: Frames

    /// `PRES-FRAME-IN-CONTAINER`: the presented frame is finite, non-empty and inside the container.
    public static let presFrameInContainer = Requirement(
        id: "PRES-FRAME-IN-CONTAINER",
        family: .presentationController,
        level: .must,
        statement: """
            `frameOfPresentedViewInContainerView` is finite, non-empty and inside the container's \
            bounds, for every container size
            """,
        rationale: """
            UIKit hands this frame to the animator as `finalFrame(for:)`. A frame computed from \
            `UIScreen.main` or hard-coded sizes falls outside the container in landscape, split view \
            or on iPad, so the presented view is clipped or off screen; a NaN or empty frame makes it \
            vanish.
            """,
        source: """
            UIKit contract R10, R19; Apple: `UIPresentationController.frameOfPresentedViewInContainerView`, \
            View Controller Programming Guide "Adapting to Different Size Classes"
            """,
        hint: """
            compute the frame from `containerView.bounds` (and the presented view controller's \
            preferred content size); the observation says when the code read `UIScreen.main.bounds`
            """,
        appliesTo: "every scenario, in four container sizes and after each resize"
    )

    /// `PRES-FRAME-STABLE`: reading the frame and the presented view has no effect.
    public static let presFrameStable = Requirement(
        id: "PRES-FRAME-STABLE",
        family: .presentationController,
        level: .must,
        statement: """
            repeated reads of `frameOfPresentedViewInContainerView` and `presentedView` return the \
            same value and change nothing
            """,
        rationale: """
            UIKit reads both many times during a transition, a rotation and layout, in an order it \
            does not document. A getter that builds views, moves the presented view or returns a new \
            object each time gives every reader a different answer.
            """,
        source: """
            UIKit contract R19; Apple: `UIPresentationController.presentedView` ("do not build the \
            view hierarchy here"), `frameOfPresentedViewInContainerView`
            """,
        hint: """
            make both getters pure: compute the frame from the container's bounds, build any wrapper \
            view once in `presentationTransitionWillBegin()` and return the stored instance
            """,
        appliesTo: "every scenario, after `present` returns, when the presentation has ended, after a resize"
    )

    /// `PRES-PRESENTED-VIEW-CONTAINS-VC-VIEW`: `presentedView` is the view controller's view or an ancestor.
    public static let presPresentedViewContainsVCView = Requirement(
        id: "PRES-PRESENTED-VIEW-CONTAINS-VC-VIEW",
        family: .presentationController,
        level: .must,
        statement: """
            `presentedView` is the presented view controller's view or an ancestor of it, never nil \
            while presented
            """,
        rationale: """
            UIKit gives `presentedView` to the animator as the to-view and keeps it in the container; \
            if it does not contain the view controller's view, the presented content is never on \
            screen, or is on screen twice.
            """,
        source: """
            UIKit contract R20; Apple: `UIPresentationController.presentedView`
            """,
        hint: """
            return `presentedViewController.view`, or a wrapper into which you added it in \
            `presentationTransitionWillBegin()`
            """,
        appliesTo: "presentations, when the animator starts and when the presentation has ended"
    )

    /// `PRES-RESIZE`: frames and chrome follow a resize.
    public static let presResize = Requirement(
        id: "PRES-RESIZE",
        family: .presentationController,
        level: .must,
        statement: """
            after a resize (rotation) the presented view's frame equals the new \
            `frameOfPresentedViewInContainerView`, and chrome that covered the container still covers it
            """,
        rationale: """
            UIKit resizes the container and asks the presentation controller to lay out \
            (`containerViewWillLayoutSubviews()`), but it does not move the presented view or the \
            chrome for you. Without that, rotating leaves a half-sheet at its portrait frame and a \
            dimming view that no longer reaches the edges — also when the rotation happens mid-transition.
            """,
        source: """
            UIKit contract §2.1 (layout), R19; Apple: `UIPresentationController.containerViewWillLayoutSubviews()`, \
            `viewWillTransition(to:with:)`; the seed tutorial's own rotation fix
            """,
        hint: """
            set `presentedView?.frame = frameOfPresentedViewInContainerView` in `containerViewWillLayoutSubviews()` \
            and size full-container chrome to `containerView.bounds` (or give it flexible autoresizing)
            """,
        appliesTo: "resizes while presented and mid-transition"
    )

    // MARK: Life cycle

    /// `PRES-ROUND-TRIP`: present then dismiss leaves the presenting view as it was.
    public static let presRoundTrip = Requirement(
        id: "PRES-ROUND-TRIP",
        family: .presentationController,
        level: .must,
        statement: """
            after present and dismiss, the presenting view (transform, alpha, frame, hierarchy) is as \
            before the presentation
            """,
        rationale: """
            Presentation controllers often scale or fade the presenting view behind the presentation. \
            If the dismissal does not undo it exactly — or a rotation in between left a transform \
            computed for the old size — the app's main screen stays shrunk, faded or shifted.
            """,
        source: """
            UIKit contract R18; real-world: presenting view left scaled after dismissal or rotation \
            (the seed tutorial's "black margins" after rotating)
            """,
        hint: """
            animate the presenting view back to `.identity` / its alpha in `dismissalTransitionWillBegin()` \
            and set it there for good in `dismissalTransitionDidEnd(true)`; reapply a scale after a \
            rotation from the identity, not on top of the old one
            """,
        appliesTo: "every scenario that ends with a completed dismissal"
    )

    /// `PRES-RELEASES`: nothing outlives the dismissal.
    public static let presReleases = Requirement(
        id: "PRES-RELEASES",
        family: .presentationController,
        level: .should,
        statement: "the presentation controller and the presented view controller are freed after dismissal",
        rationale: """
            A presentation controller that a chrome view's action, a closure or a static holds \
            strongly outlives its presentation, and with it the presented view controller and its \
            views: memory grows with every presentation. Not broken on screen, hence `should`.
            """,
        source: """
            Apple: View Controller Programming Guide (the presentation controller is owned by UIKit \
            for the presentation's life); real-world: retain cycles through `UIAction`s and gesture \
            handlers capturing `self`
            """,
        hint: """
            capture `[weak self]` in actions and handlers of chrome views, and keep no global \
            reference to the presentation controller
            """,
        appliesTo: "every scenario that ends with a completed dismissal"
    )

    /// `PRES-NO-RAISING-MISUSE`: the presentation controller makes no UIKit call that raises.
    public static let presNoRaisingMisuse = Requirement(
        id: "PRES-NO-RAISING-MISUSE",
        family: .presentationController,
        level: .must,
        statement: """
            the presentation controller makes no UIKit call that raises an exception, such as a \
            constraint with a constant that is not finite or a view added to itself
            """,
        rationale: """
            UIKit raises an Objective-C exception, and the app crashes, for a constraint whose \
            constant or multiplier is NaN or infinite ("NSLayoutConstraint constant is not finite! \
            That's illegal."), a layer position or bounds containing NaN, constraints between views \
            with no common ancestor, adding a view to itself or to one of its descendants, and the \
            other calls listed in HeadlessUIKit's "Where UIKit raises". HeadlessUIKit refuses the call \
            and carries on, so the rest of the run is judged as if it had not been made; on a device \
            the presentation never gets that far.
            """,
        source: """
            UIKit contract §7 F12; Apple: `NSLayoutConstraint.constant`, `UIView.addSubview(_:)`; \
            real-world: crash reports "NSLayoutConstraint constant is not finite! That's illegal." \
            (NSInternalInconsistencyException) and "CALayer position contains NaN" \
            (CALayerInvalidGeometry) from sizes divided by a zero count
            """,
        hint: """
            guard the arithmetic behind frames and constraint constants against a zero divisor and \
            an unsized container (check `isFinite`), activate constraints only between views in the \
            container, and add views only to the container or to views inside it
            """,
        appliesTo: "every scenario"
    )
}
