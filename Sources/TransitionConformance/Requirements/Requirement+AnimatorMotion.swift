/// The animator requirement on how much it moves: Reduce Motion.
extension Requirement {
    /// `ANIM-REDUCE-MOTION`: with Reduce Motion on, the transition replaces large motion.
    public static let animReduceMotion = Requirement(
        id: "ANIM-REDUCE-MOTION",
        family: .animator,
        level: .should,
        statement: """
            with Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`), the transition moves, \
            scales and turns views no more than a little (by default 40 pt, 10 %, 10°)
            """,
        rationale: """
            People turn Reduce Motion on because large motion on screen — slides across it, zooms, \
            spins — makes them dizzy or sick. The transition still works, so it is a `should`; but \
            an animator that ignores the setting makes the app uncomfortable, or unusable, for them.
            """,
        source: """
            Apple: Human Interface Guidelines, Motion ("make motion optional"; with Reduce Motion on, \
            replace large motion with dissolves or smaller motion), \
            `UIAccessibility.isReduceMotionEnabled`, `NSWorkspace.accessibilityDisplayShouldReduceMotion` \
            ("avoid large animations, especially those that simulate the third dimension")
            """,
        hint: """
            check `UIAccessibility.isReduceMotionEnabled` in `animateTransition(using:)` and, when it \
            is true, cross-fade (animate `alpha`) or keep the slide or zoom small, with the views at \
            their final frames
            """,
        appliesTo: """
            one animated transition per direction with Reduce Motion on; the thresholds are \
            `RunLimits.reducedMotion`
            """
    )
}
