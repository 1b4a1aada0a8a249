/// The requirements on transitioning delegates (`UIViewControllerTransitioningDelegate`), the
/// `DELEGATE-*` IDs.
extension Requirement {
    /// Every transitioning-delegate requirement, in catalogue order.
    public static let transitioningDelegateRequirements: [Requirement] = [
        delegateAnimatorDirection
    ]

    /// `DELEGATE-ANIMATOR-DIRECTION`: each animator vended does the direction it was asked for.
    public static let delegateAnimatorDirection = Requirement(
        id: "DELEGATE-ANIMATOR-DIRECTION",
        family: .transitioningDelegate,
        level: .must,
        statement: """
            the delegate vends an animator that handles the direction asked for: a presentation for \
            `animationController(forPresented:…)`, a dismissal for `animationController(forDismissed:)`
            """,
        rationale: """
            Delegates often share one animator object with an `isPresenting` flag. Setting the flag in \
            one method only, or returning a presenting animator for the dismissal, runs the \
            presentation again on dismissal: the presented view stays on screen, or flies in instead \
            of out.
            """,
        source: """
            UIKit contract §2.1, §2.2; Apple: `UIViewControllerTransitioningDelegate`; real-world: \
            shared animator's `presenting` flag not reset for the dismissal
            """,
        hint: """
            return a new animator configured for the direction from each method (or set \
            `animator.isPresenting` in both `animationController(forPresented:…)` and `(forDismissed:)`)
            """,
        appliesTo: "present, dismiss and present again through the delegate"
    )
}
