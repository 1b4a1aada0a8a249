import Testing

/// A Swift Testing trait that puts ``RunLimits`` in force for a test or a suite.
///
/// Every checker called inside the test (or any test of the suite) reads ``RunLimits/current``,
/// so the limits apply to exactly the tests that carry the trait and nothing else: no global is
/// changed, and tests running in parallel keep their own.
public struct RunLimitsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The limits in force while the test runs.
    public let limits: RunLimits

    /// Applies to every test of a suite that carries it.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await RunLimits.$current.withValue(limits) {
            try await function()
        }
    }
}

extension Trait where Self == RunLimitsTrait {
    /// Runs the test (or every test of the suite) with these ``RunLimits``.
    ///
    /// ```swift
    /// @Test(.runLimits(RunLimits(deadlineMultiple: 10)))
    /// func waitsForItsDelayedCompletion() { checkAnimator { _ in DelayedAnimator() } }
    /// ```
    public static func runLimits(_ limits: RunLimits) -> Self {
        RunLimitsTrait(limits: limits)
    }
}
