/// The requirements on interaction controllers (`UIViewControllerInteractiveTransitioning`,
/// `UIPercentDrivenInteractiveTransition`), the `INT-*` IDs.
///
/// Each requirement is also a constant named after its ID in lowerCamelCase
/// (`INT-COMPLETES` → ``Requirement/intCompletes``).
extension Requirement {
    /// Every interaction-controller requirement, in catalogue order.
    public static let interactionRequirements: [Requirement] = [
        intCompletes,
        intGestureEnd,
        intNotVendedWithoutGesture,
        intProgressRange,
        intFinishAtFull,
        intCompletionSpeed,
        intReusable,
    ]

    /// `INT-COMPLETES`: an interactive transition ends with exactly one matching completion.
    public static let intCompletes = Requirement(
        id: "INT-COMPLETES",
        family: .interactionController,
        level: .must,
        statement: """
            an interactive transition ends with exactly one completion, matching how it ended: \
            `true` after finish, `false` after cancel
            """,
        rationale: """
            Finishing or cancelling the interaction only hands the rest of the animation back to \
            UIKit; the transition ends when `completeTransition(_:)` is called. An interaction that \
            is never finished or cancelled leaves the UI frozen mid-transition, and a completion \
            with the wrong flag commits the opposite of what the gesture decided.
            """,
        source: """
            UIKit contract R2, R3, R4, §2.3, §2.4; Apple: \
            `UIViewControllerContextTransitioning.completeTransition(_:)`, \
            `UIPercentDrivenInteractiveTransition.finish()` and `cancel()`
            """,
        hint: """
            end every interaction with exactly one `finish()` or `cancel()`, and let the animator call \
            `completeTransition(!transitionContext.transitionWasCancelled)`
            """,
        appliesTo: "interactive transitions, finished or cancelled at various fractions"
    )

    /// `INT-GESTURE-END`: every gesture end leads to finish or cancel.
    public static let intGestureEnd = Requirement(
        id: "INT-GESTURE-END",
        family: .interactionController,
        level: .must,
        statement: "every gesture end (`.ended`, `.cancelled`, `.failed`) leads to `finish()` or `cancel()`",
        rationale: """
            The system can cancel a gesture or make it fail, for example when another gesture or an \
            alert takes over. A handler that acts only on `.ended` leaves the transition paused at \
            its last progress for ever: the UI is frozen half-way.
            """,
        source: """
            UIKit contract R2, R4; real-world: gesture `.cancelled`/`.failed` ignored, so the \
            transition hangs
            """,
        hint: """
            handle `.ended`, `.cancelled` and `.failed` in the gesture handler and call `finish()` or \
            `cancel()` for each (`cancel()` is the safe choice for `.cancelled` and `.failed`)
            """,
        appliesTo: "interactive transitions whose gesture ends with `.ended`, `.cancelled` or `.failed`"
    )

    /// `INT-NOT-VENDED-WITHOUT-GESTURE`: no interaction controller for a transition no gesture drives.
    public static let intNotVendedWithoutGesture = Requirement(
        id: "INT-NOT-VENDED-WITHOUT-GESTURE",
        family: .interactionController,
        level: .must,
        statement: """
            no interaction controller is vended for a transition that no gesture drives, since it \
            would never end
            """,
        rationale: """
            When the delegate returns an interaction controller, UIKit starts the transition \
            interactively and waits for it to finish or cancel. For a programmatic transition (a \
            button calling `dismiss(animated:)`) nobody does, so the transition never ends and the \
            UI freezes.
            """,
        source: """
            UIKit contract §2.3 (the interaction controller drives the transition instead of \
            `animateTransition(using:)`); real-world: interaction controller vended for a \
            programmatic (non-gesture) dismissal, so it never finishes; interaction controller \
            always returned
            """,
        hint: """
            return the interaction controller from `interactionControllerForDismissal(using:)` (or \
            its presentation and navigation counterparts) only while a gesture is in progress, nil otherwise
            """,
        appliesTo: "programmatic transitions (no gesture in progress) whose delegate can vend an interaction controller"
    )

    /// `INT-PROGRESS-RANGE`: progress given to `update(_:)` is finite and within 0…1.
    public static let intProgressRange = Requirement(
        id: "INT-PROGRESS-RANGE",
        family: .interactionController,
        level: .should,
        statement: "the progress passed to `update(_:)` is finite and within 0…1",
        rationale: """
            UIKit clamps values below 0, but a value above 1 makes the animation look complete before \
            `finish()`, and a NaN or infinite value (typically a division by a zero width) leaves the \
            scrubbed position undefined.
            """,
        source: """
            UIKit contract §1.6 (`update(_:)`); Apple: `UIPercentDrivenInteractiveTransition.update(_:)`
            """,
        hint: """
            clamp the progress before passing it on, e.g. `min(max(translation / width, 0), 1)`, and \
            guard against a zero width
            """,
        appliesTo: "interactive transitions, on every `update(_:)` call"
    )

    /// `INT-FINISH-AT-FULL`: `update(1.0)` then `finish()` still completes.
    public static let intFinishAtFull = Requirement(
        id: "INT-FINISH-AT-FULL",
        family: .interactionController,
        level: .must,
        statement: "`update(1.0)` followed by `finish()` still completes the transition",
        rationale: """
            A gesture often reaches the end of its range before the finger lifts, so `finish()` \
            arrives with nothing left to animate. Code that completes only when some animation time \
            remains then never completes, and the UI freezes.
            """,
        source: """
            UIKit contract R2, R4; real-world: `update(1.0)` followed by `finish()` never completing
            """,
        hint: """
            make sure `finish()` at progress 1 still reaches `completeTransition(_:)`: complete from \
            the animation's completion block, not from a progress observer or timer
            """,
        appliesTo: "interactive transitions finished after `update(1.0)`"
    )

    /// `INT-COMPLETION-SPEED`: `completionSpeed` is greater than 0.
    public static let intCompletionSpeed = Requirement(
        id: "INT-COMPLETION-SPEED",
        family: .interactionController,
        level: .must,
        statement: "`completionSpeed` is greater than 0",
        rationale: """
            The non-interactive remainder takes `(1 − percentComplete) × duration / completionSpeed`, \
            and UIKit documents that the speed must be greater than 0: at 0 or below the end of the \
            transition has no valid duration after `finish()` or `cancel()`.
            """,
        source: """
            UIKit contract R16, §1.6 (`completionSpeed`); Apple: \
            `UIPercentDrivenInteractiveTransition.completionSpeed`, \
            `UIViewControllerInteractiveTransitioning.completionSpeed`
            """,
        hint: """
            leave `completionSpeed` at its default of 1.0 or set a positive value (above 1 finishes \
            faster), and set it before calling `finish()` or `cancel()`
            """,
        appliesTo: "interactive transitions, when `finish()` or `cancel()` is called"
    )

    /// `INT-REUSABLE`: the same interaction controller drives the next gesture as a fresh one would.
    public static let intReusable = Requirement(
        id: "INT-REUSABLE",
        family: .interactionController,
        level: .must,
        statement: """
            after a finished or cancelled interactive transition, the same interaction controller \
            drives the next gesture as a fresh controller would
            """,
        rationale: """
            Apps keep one interaction controller per screen and vend it for every swipe. State left \
            from the last gesture — a "should complete" flag, an "interaction in progress" flag, a \
            changed `completionSpeed` or `completionCurve`, a stored context, a late `finish()` — \
            then decides the next one: a drag lifted at 5 % finishes, a swipe does nothing, or a \
            button's dismissal waits for a gesture that never comes. The first gesture works, so \
            nobody notices in a quick test.
            """,
        source: """
            UIKit contract R2, R4, R16 (each transition gets its own context, ended once); Apple: \
            `UIPercentDrivenInteractiveTransition` (one controller may drive one transition after \
            another), `UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)`; \
            real-world: a pan interactor whose stale `shouldCompleteTransition` finished the next \
            drag on touch-up; a swipe interactor that never reset `interactionInProgress`, so the \
            next swipe did nothing
            """,
        hint: """
            reset every per-gesture flag (`shouldComplete`, `interactionInProgress`) and \
            `completionSpeed`/`completionCurve` when a gesture begins or ends, read the context \
            only from `startInteractiveTransition(_:)` and drop it once the transition ends, or make \
            a fresh controller for each gesture
            """,
        appliesTo: """
            one interaction controller driven through several gestures in a row: finished then \
            cancelled, cancelled then finished, and a gesture too small to begin in between
            """
    )
}
