#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The scenario a check is running, kept in the check's ``CheckRecord`` and told to its listener
/// as each starts: an exit test's child writes it to standard error, so that if the subject traps
/// the parent can say in which scenario.
@MainActor
enum ScenarioProgress {
    /// Notes that `scenario` starts now.
    static func willRun(_ scenario: TransitionScenario) {
        guard let record = CheckContext.current?.record else { return }
        record.scenario = scenario
        guard let listener = record.listener else { return }
        let description = scenario.testDescription
        guard description != record.lastAnnounced else { return }
        record.lastAnnounced = description
        listener(description)
    }

    /// The scenario in progress in the current check, if any.
    static var current: TransitionScenario? { CheckContext.current?.record.scenario }

    /// Runs `body` telling `listener` each scenario as it starts.
    static func reporting<Result>(to listener: @escaping (String) -> Void, _ body: () -> Result) -> Result {
        CheckContext.with({ _ in }) {
            let record = CheckContext.current!.record
            let outer = record.listener
            record.listener = listener
            defer { record.listener = outer }
            return body()
        }
    }
}
