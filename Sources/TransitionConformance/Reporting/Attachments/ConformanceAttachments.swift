import Testing

/// Whether a failing `check…` call attaches its report, and a trace (JSON) and a filmstrip (SVG)
/// of the scenarios it failed in.
///
/// ## The model
///
/// When a check finds violations (failures or warnings), every checker attaches its report as
/// JSON (`report-<hash>.json`: ``ConformanceReport`` is `Codable`). `checkAnimator` and
/// `checkInteractiveTransition` also run the first failing scenario of each violated requirement
/// again — at most three per call — with recording on, and attach `<ID>-<hash>.json`
/// (``TransitionTrace``) and `<ID>-<hash>.svg` (``TransitionTrace/filmstripSVG()``). Names are
/// short and unique per test: the hash covers the test, the subject and the scenario. Runs are
/// deterministic, so the re-run shows the same failure; passing checks record and re-run nothing.
/// The XCTest adapter attaches the report too: an `XCTAttachment` on Apple platforms, a file in
/// the folder `TRANSITION_CONFORMANCE_ATTACHMENTS` names elsewhere.
///
/// The setting comes, first, from the check call's `attachments:` argument, then from the
/// ``Testing/Trait/conformanceAttachments(_:)`` trait on the test or suite, and is
/// ``onFailure`` otherwise. See the attachments with `swift test --attachments-path <dir>` or in
/// Xcode's report navigator.
///
/// ```swift
/// @Test(.conformanceAttachments(.disabled))
/// func fadeAnimatorConforms() {
///     checkAnimator { _ in FadeAnimator() }
/// }
/// ```
public enum ConformanceAttachments: Sendable, Hashable {
    /// Attach a trace and a filmstrip for the failing scenarios (the default).
    case onFailure
    /// Attach nothing.
    case disabled

    /// The setting in effect for the current task: the trait's, or ``onFailure``.
    @TaskLocal public static var current: ConformanceAttachments = .onFailure
}

/// The trait that sets ``ConformanceAttachments`` for a test, or for every test in a suite.
///
/// ```swift
/// @Suite(.conformanceAttachments(.disabled))
/// struct TransitionTests { … }
/// ```
public struct ConformanceAttachmentsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The setting the trait applies.
    public let setting: ConformanceAttachments

    /// Applies to every test in a suite the trait is on.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ConformanceAttachments.$current.withValue(setting) {
            try await function()
        }
    }
}

extension Trait where Self == ConformanceAttachmentsTrait {
    /// Switches the trace and filmstrip attachments of failing checks on or off for a test or a
    /// suite: `@Test(.conformanceAttachments(.disabled))`.
    public static func conformanceAttachments(_ setting: ConformanceAttachments) -> Self {
        ConformanceAttachmentsTrait(setting: setting)
    }
}
