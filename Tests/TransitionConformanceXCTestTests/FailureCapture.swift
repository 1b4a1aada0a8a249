import Synchronization

/// Lets an `XCTestCase` watch its own failures while a block runs.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`. Every `XCTFail` reaches the current test case's
/// `recordFailure(withDescription:inFile:atLine:expected:)`; a test case that overrides it and hands
/// each failure to ``offer(_:)`` gets the failures raised inside ``capturing(_:)`` here instead of
/// failing, and every other failure (its own `XCTAssert…`s) passes on to XCTest as usual.
final class FailureCapture: Sendable {
    /// One failure XCTest was asked to record.
    struct Failure: Equatable, CustomStringConvertible {
        var description: String
        var file: String
        var line: Int
    }

    private let state = Mutex<(capturing: Bool, failures: [Failure])>((false, []))

    /// Keeps `failure` if a ``capturing(_:)`` block is running; false if the caller must record it.
    func offer(_ failure: Failure) -> Bool {
        state.withLock { state in
            guard state.capturing else { return false }
            state.failures.append(failure)
            return true
        }
    }

    /// Runs `body` and returns its result with the failures recorded while it ran.
    @MainActor
    func capturing<Result>(_ body: () -> Result) -> (result: Result, failures: [Failure]) {
        state.withLock { $0 = (true, []) }
        let result = body()
        let failures = state.withLock { state in
            defer { state = (false, []) }
            return state.failures
        }
        return (result, failures)
    }
}

extension FailureCapture.Failure {
    /// The requirement ID a violation's message starts with (`failed - [ID] statement…`), if any.
    var requirementID: String? {
        guard let open = description.firstIndex(of: "["), let close = description[open...].firstIndex(of: "]") else { return nil }
        return String(description[description.index(after: open)..<close])
    }
}
