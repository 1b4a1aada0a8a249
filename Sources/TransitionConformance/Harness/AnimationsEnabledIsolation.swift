#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Keeps checks apart from `UIView.areAnimationsEnabled`, which UIKit keeps for the whole process
/// (contract F13): whatever another test, or the subject of an earlier run, left it at, every run
/// starts with animations enabled, and a check gives the caller back the value it found.
///
/// Checkers run synchronously on the main actor, so no other test's code runs between the moment
/// a run switches animations on and the moment the check puts the caller's value back. A subject
/// that leaves them disabled is reported as `ANIM-ANIMATIONS-ENABLED-RESTORED`, read when its run
/// is judged, and the next run starts enabled again.
@MainActor
enum AnimationsEnabledIsolation {
    /// The caller's value, to give back when a check ends: `let found = …begin()`, then
    /// `defer { found.end() }` at the top of each checker.
    struct Found {
        let enabled: Bool
        @MainActor func end() { UIView.setAnimationsEnabled(enabled) }
    }

    /// Notes the caller's value at the start of a check.
    static func begin() -> Found { Found(enabled: UIView.areAnimationsEnabled) }

    /// Called as a run's host is made: animations enabled, as in an app that never turned them off.
    static func startRun() {
        if !UIView.areAnimationsEnabled { UIView.setAnimationsEnabled(true) }
    }

    /// Whether the run's code left animations disabled (read when the run is judged).
    static var leftDisabled: Bool { !UIView.areAnimationsEnabled }
}
