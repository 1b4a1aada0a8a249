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
    /// Runs one check: the outermost collects the misuse noted in its ``CheckRecord`` into the
    /// report; a nested one is part of it.
    static func run(_ body: @MainActor () -> ConformanceReport) -> ConformanceReport {
        let animationsEnabled = AnimationsEnabledIsolation.begin()
        defer { animationsEnabled.end() }
        if isInsideCheck { return body() }
        return CheckContext.with({ _ in }) {
            let record = CheckContext.current!.record
            record.misuseNotes = []
            record.realTimeWaited = 0
            defer { record.misuseNotes = nil }
            var report = body()
            report.uikitMisuse = record.misuseNotes ?? []
            report.realTimeWaited = record.realTimeWaited
            return report
        }
    }

    /// Whether a check is running already: a check started now is part of it.
    static var isInsideCheck: Bool { CheckContext.current?.record.misuseNotes != nil }

    /// Notes one misuse the current scene reported, in the check running now (nothing outside a
    /// check, and nothing for the kit's own calls).
    static func noteMisuse(api: String, message: String, raisesInUIKit: Bool, time: TimeInterval) {
        guard let record = CheckContext.current?.record, record.misuseNotes != nil, let scenario = record.scenario, !isKitsOwnCall(api) else {
            return
        }
        if let index = record.misuseNotes?.firstIndex(where: { $0.api == api && $0.message == message }) {
            record.misuseNotes?[index].occurrences += 1
        } else {
            record.misuseNotes?.append(UIKitMisuseNote(api: api, message: message, raisesInUIKit: raisesInUIKit, time: time, scenario: scenario))
        }
    }

    /// Notes that a scene of the check running now waited `seconds` of real time for the thread's
    /// run loop.
    static func noteRealTimeWait(_ seconds: TimeInterval) {
        guard let record = CheckContext.current?.record, record.misuseNotes != nil else { return }
        record.realTimeWaited += seconds
    }

    static func isKitsOwnCall(_ api: String) -> Bool {
        ["UIViewController.present(", "UIViewController.dismiss(", "UINavigationController."].contains { api.hasPrefix($0) }
            || api.contains(".headless")  // the kit's own driving of a recognizer: a refusal is said where it matters
    }
}
