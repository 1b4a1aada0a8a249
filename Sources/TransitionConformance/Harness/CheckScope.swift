#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What every checker does around its runs: keeps the check apart from
/// `UIView.areAnimationsEnabled` (``AnimationsEnabledIsolation``), and notes the UIKit misuse the
/// scenes notice into the report (``ConformanceReport/uikitMisuse``).
///
/// A check inside another (a checker that runs another's suite) is part of the outer one: only the
/// outermost scope collects, so a misuse is noted once.
@MainActor
enum CheckScope {
    /// The misuse noted so far in the outermost check running; nil when none runs.
    private(set) static var noted: [UIKitMisuseNote]?

    /// Runs one check's body with the process's animations-enabled value isolated and UIKit misuse
    /// noted, and returns its report with the misuse added.
    static func run(_ body: @MainActor () -> ConformanceReport) -> ConformanceReport {
        let animationsEnabled = AnimationsEnabledIsolation.begin()
        defer { animationsEnabled.end() }
        guard noted == nil else { return body() }
        noted = []
        defer { noted = nil }
        var report = body()
        report.uikitMisuse = noted ?? []
        return report
    }

    /// Called as a host's scene notices a misuse of UIKit (on HeadlessUIKit, each `.uikitMisuse`
    /// diagnostic): noted with the scenario running (``ScenarioProgress``), once per API and
    /// message, counting repeats.
    ///
    /// Refused calls that start a transition (`present`, `dismiss`, `pushViewController`,
    /// `popViewController`, …) and the kit's own driving of gestures (`headless…`) are not noted:
    /// the kit makes such calls itself to drive the scenarios, and one refused follows from an
    /// earlier problem that is reported (a transition that never ended, a gesture that never began).
    static func noteMisuse(api: String, message: String, raisesInUIKit: Bool, time: TimeInterval) {
        guard noted != nil, let scenario = ScenarioProgress.current, !isKitsOwnCall(api) else { return }
        if let index = noted?.firstIndex(where: { $0.api == api && $0.message == message }) {
            noted?[index].occurrences += 1
        } else {
            noted?.append(UIKitMisuseNote(api: api, message: message, raisesInUIKit: raisesInUIKit, time: time, scenario: scenario))
        }
    }

    /// Whether `api` names a call the kit makes itself to drive a scenario: one that starts a
    /// transition, or its driving of a gesture.
    static func isKitsOwnCall(_ api: String) -> Bool {
        ["UIViewController.present(", "UIViewController.dismiss(", "UINavigationController."].contains { api.hasPrefix($0) }
            || api.contains(".headless")  // the kit's own driving of a recognizer: a refusal is said where it matters
    }
}
