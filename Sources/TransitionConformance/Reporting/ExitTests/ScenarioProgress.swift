#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where the kit says which scenario it is about to run, for whoever listens: only
/// ``ExitTestReport/run(_:)`` does, so that when a subject traps, the parent can name the scenario
/// that was running; and the scenario misuse is noted in (``CheckScope``). Every checker announces a scenario before it makes the subject for it and
/// when a run of it starts; a repeat of the last announcement is dropped.
///
/// With nobody listening, an announcement costs one check of an optional.
@MainActor
enum ScenarioProgress {
    /// Called with each scenario's description; nil (the default) when nobody listens.
    static var listener: ((String) -> Void)?
    private static var last: String?
    /// The scenario announced last: the one running (``CheckScope`` notes misuse with it).
    private(set) static var current: TransitionScenario?

    /// Announces that `scenario` is about to run (or its subject to be made).
    static func willRun(_ scenario: TransitionScenario) {
        current = scenario
        guard let listener else { return }
        let description = scenario.testDescription
        guard description != last else { return }
        last = description
        listener(description)
    }
}
