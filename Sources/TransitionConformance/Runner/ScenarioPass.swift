/// One pass of a checker over its cases, as the ``Runner`` runs it: which cases, which it skips
/// and why, how one runs, how an explored one shrinks, and how a failing one is filmed.
///
/// A case is a ``TransitionScenario`` for most passes (``ScenarioPass``), a ``GestureScript`` for
/// the interaction controller's; each case is labelled with the scenario its report lines carry.
/// A checker (a ``Subject``) is one or more passes — the animator checker's scenario runs and then
/// its lifecycle flows; the delegate checker's present-and-dismiss flows and then the runs of each
/// animator it vends — run in order, each able to read what the earlier ones found (`cases` and
/// `skipReason` get the report so far). Everything a pass does to the report goes through the
/// runner, so every checker admits, skips, shrinks, names its subject and films its failures the
/// same way.
@MainActor
struct Pass<Case: Hashable> {
    /// The cases the pass runs: from the admitted scenarios the caller gave (nil when the caller
    /// gave none: the pass's standard ones) and the report so far.
    var cases: (_ given: [TransitionScenario]?, _ report: ConformanceReport) -> [Case]
    /// The scenario a case is reported as (skipped, or run when its outcome names none).
    var label: (Case) -> TransitionScenario
    /// An explored case's origin, for shrinking; nil for a case written by hand.
    var origin: (Case) -> ExploredCase?
    /// An explored case as drawn, without its origin (what the shrinker simplifies). (Apart from
    /// ``origin``: a generic tuple in an optional instantiated its metadata at every run.)
    var drawn: (Case) -> Case
    /// A case's description, for `shrunk from`.
    var describe: (Case) -> String
    /// Why the pass does not run a case, given what the check found so far; nil to run it. The
    /// shrinker tries no candidate the pass would skip.
    var skipReason: (Case, ConformanceReport) -> String? = { _, _ in nil }
    /// Runs a case once, with objects made afresh, and judges it.
    var run: (Case) -> ScenarioOutcome
    /// Cases simpler than an explored one, simplest first (``ExplorationShrinker``); the runner
    /// keeps those the pass runs.
    var shrinkCandidates: (Case) -> [Case]
    /// Whether a skipped case is said in the report (false for a pass that repeats another in a
    /// second style, where the first pass already said it).
    var reportsSkips = true
    /// Whether a case the pass runs is counted in the report's `scenariosRun` (false for a pass
    /// that runs flows of scenarios already counted).
    var countsRuns = true
    /// Drops from one outcome what the check already reported another way (``Precedence``), with
    /// the report as it was before the pass.
    var refine: ((inout ScenarioOutcome, ConformanceReport) -> Void)?
    /// Given the violations of all the pass's runs, how to re-file each one before any is reported
    /// or shrunk, where one run's finding explains another's (``Precedence``).
    var refile: (([Violation]) -> (Violation) -> Violation)?
    /// Makes the run of a case again with `recorder` attached, for the filmstrip of a failing run;
    /// nil: the pass's runs are not filmed, or this one cannot be made again.
    var film: ((Case, TransitionRecorder) -> FilmedRun?)?
    /// The name a case's filmstrip carries; its label's description when nil.
    var filmName: ((Case) -> String)?
    /// Runs after the pass, its violations in the report (a check of what the runs showed, e.g. a
    /// declared feature the subject turned out not to have).
    var finish: ((inout ConformanceReport) -> Void)?
}

/// A pass over scenarios.
typealias ScenarioPass = Pass<TransitionScenario>

extension Pass where Case == TransitionScenario {
    /// A pass over scenarios: each labelled as itself, explored by its ``TransitionScenario/explored`` origin.
    init(
        scenarios: @escaping (_ given: [TransitionScenario]?, _ report: ConformanceReport) -> [TransitionScenario],
        skipReason: @escaping (TransitionScenario, ConformanceReport) -> String? = { _, _ in nil },
        run: @escaping (TransitionScenario) -> ScenarioOutcome, shrinkCandidates: @escaping (TransitionScenario) -> [TransitionScenario],
        reportsSkips: Bool = true, countsRuns: Bool = true, refine: ((inout ScenarioOutcome, ConformanceReport) -> Void)? = nil,
        film: ((TransitionScenario, TransitionRecorder) -> FilmedRun?)? = nil, finish: ((inout ConformanceReport) -> Void)? = nil
    ) {
        self.init(
            cases: scenarios, label: { $0 }, origin: { $0.explored },
            drawn: { scenario in
                var drawn = scenario
                drawn.explored = nil
                return drawn
            }, describe: { $0.testDescription }, skipReason: skipReason, run: run, shrinkCandidates: shrinkCandidates, reportsSkips: reportsSkips,
            countsRuns: countsRuns, refine: refine, film: film, finish: finish)
    }

    /// A pass that runs no scenario of its own, only `body` on the report so far (a partner's
    /// checks that need what the earlier passes found).
    static func step(_ body: @escaping (inout ConformanceReport) -> Void) -> ScenarioPass {
        ScenarioPass(scenarios: { _, _ in [] }, run: { _ in ScenarioOutcome() }, shrinkCandidates: { _ in [] }, finish: body)
    }
}
