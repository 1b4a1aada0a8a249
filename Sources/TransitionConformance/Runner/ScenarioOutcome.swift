/// What one run of one scenario found, as a checker's pass hands it to the ``Runner``: the
/// violations, or why nothing was judged.
///
/// The pass's run makes the subject afresh, runs it once and judges the record with its rules
/// (``Rule``); the runner decides what the outcome means for the report — counted as run, skipped
/// with its reason, a problem with what the caller declared, or the end of the check.
struct ScenarioOutcome {
    var violations: [Violation] = []
    /// The scenario as it ran, when that differs from the one asked for (the app's presentation
    /// controller chose to remove the presenter's view); nil: as asked.
    var scenario: TransitionScenario?
    /// Why nothing was judged in this run (the subject vended nothing to judge); the scenario is
    /// reported as skipped with it.
    var skipReason: String?
    /// A problem with what the caller declared (a gesture that starts nothing), reported once; the
    /// other scenarios still run.
    var configurationError: String?
    /// A problem with the subject's set-up that makes every later run pointless (a presented view
    /// controller with no delegate): reported, and the check ends with it.
    var endsCheck: String?
    /// The subject as the run found it (what the factory made), naming a report the caller did
    /// not name.
    var subject: SubjectName?
    /// Requirements the run showed cannot be judged for this subject, with the reason (said once
    /// in the report's `notChecked`).
    var notChecked: [(requirement: String, reason: String)] = []
}

/// How a run names the subject it found, for a report the caller did not name.
enum SubjectName {
    /// A name the run has already worked out (the type the presentation controller turned out to
    /// be, the judged delegate).
    case named(String)
    /// The subject's type, named (`"\(type)"`) only when the report needs a name, not in every run.
    case type(Any.Type)

    /// The name the report shows.
    var text: String {
        switch self {
        case .named(let name): name
        case .type(let type): "\(type)"
        }
    }
}
