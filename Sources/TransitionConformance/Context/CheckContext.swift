#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a check carries from its entry point down to every run it makes: one value, task-local,
/// instead of statics.
///
/// ## The model
///
/// A checker (`verifyAnimator`, …) runs inside a context; every run, host and check it makes reads
/// it from ``current``. The context has two parts:
///
/// - ``settings`` — how the runs are made: which partners the animator gets (the app's presentation
///   controller, the app's view controllers), who stages a transition when the kit's own tests ask
///   (``TransitionRun/Staging``), and the other answer to an open point (contract §5) when a check
///   reruns a scenario under it. Settings are values: ``with(_:_:)`` runs a body under changed
///   settings and gives the outer ones back when it returns.
/// - ``record`` — what the check gathers while it runs, shared by every nested context of one
///   check: the UIKit misuse the scenes noticed, and the scenario in progress (announced to a
///   listener, such as an exit test's parent).
///
/// Being task-local, two checks running at once in different tasks never see each other's context;
/// outside any check ``current`` is nil and the settings are the defaults. The limits in force
/// stay ``RunLimits/current`` and the attachments setting ``ConformanceAttachments/current``: those
/// are the public, user-set configuration, read when a context's runs are made.
@MainActor
final class CheckContext {
    /// How a check's runs are made.
    struct Settings {
        /// The app's presentation controller the animator is checked with (`verifyAnimator(presentationController:)`).
        var presentationController: AnimatorPartners.PresentationControllerFactory?
        /// The app's view controllers the animator is checked with.
        var viewControllers: AnimatorPartners.ViewControllersFactory?
        /// Who stages a transition, when the kit's own tests insist (``TransitionRun/Staging/default(for:interactionController:)``).
        var staging: TransitionRun.Staging?
        /// The other answer to an open point, applied to every scene made (HeadlessUIKit only).
        var openPointAnswer: OpenPoints.Answer?
        /// Whether the checker re-runs its failing runs with a recorder for their traces and
        /// filmstrips (``ConformanceReport/filmstrips``): set by the `check…` calls when
        /// attachments are on, never by `verify…` alone.
        var filmstrips = false
    }

    let settings: Settings
    let record: CheckRecord

    private init(settings: Settings, record: CheckRecord) {
        self.settings = settings
        self.record = record
    }

    /// The context of the check running in the current task; nil outside any check.
    @TaskLocal static var current: CheckContext?

    /// The settings in force: the current context's, else the defaults.
    static var settings: Settings { current?.settings ?? Settings() }

    /// Runs `body` in a context whose settings are the current ones changed by `change`, sharing
    /// the current check's record (a new record outside any check).
    static func with<Result>(_ change: (inout Settings) -> Void, _ body: () throws -> Result) rethrows -> Result {
        var settings = Self.settings
        change(&settings)
        return try $current.withValue(CheckContext(settings: settings, record: current?.record ?? CheckRecord()), operation: body)
    }
}

/// What one check gathers while it runs (see ``CheckContext``).
@MainActor
final class CheckRecord {
    /// The UIKit misuse noted so far, once per API and message; nil when no check collects it.
    var misuseNotes: [UIKitMisuseNote]?
    /// The scenario in progress.
    var scenario: TransitionScenario?
    /// The real seconds the check's scenes waited for the thread's run loop (a `Timer`, a
    /// `RunLoop.perform` block), within ``RunLimits/realRunLoopBudget``.
    var realTimeWaited: TimeInterval = 0
    /// Told each scenario's description as it starts (an exit test's child tells its parent).
    var listener: ((String) -> Void)?
    /// The description last told, so a scenario rerun at once is told once.
    var lastAnnounced: String?
}
