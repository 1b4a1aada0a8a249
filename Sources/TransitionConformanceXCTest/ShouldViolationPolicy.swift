/// What the `assert…Conforms` functions do with violations of `should` requirements.
///
/// XCTest has no warnings. A `should` requirement (`ANIM-DURATION`, `ANIM-REUSABLE`, …) is only
/// fragile or wasteful when broken, so by default its violations are printed to the standard
/// output, in the compiler's `file:line: warning:` form at your call site, and the test still
/// passes — the XCTest counterpart of the warnings `check…` records in Swift Testing. Choose
/// ``fail`` to hold your code to the `should` requirements too.
///
/// ```swift
/// @MainActor func testFadeAnimatorMeetsEveryRequirement() async {
///     assertAnimatorConforms(shouldViolations: .fail) { scenario in
///         FadeAnimator(isPresenting: scenario.kind == .presentation)
///     }
/// }
/// ```
public enum ShouldViolationPolicy: Sendable, Hashable {
    /// Print each `should` violation as a warning at the caller's line; the test does not fail.
    case print
    /// Fail the test through `XCTFail` for each `should` violation, as for a `must` one.
    case fail
}
