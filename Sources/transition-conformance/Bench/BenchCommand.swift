import ConformanceCorpus
import Foundation

/// `bench`: the kit's speed over the corpus' correct animators and presentation controllers —
/// bare runs against the checker, virtual-time compression, the standard suite's time, memory
/// and scaling — as a table or JSON.
enum BenchCommand {
    static let help = """
        USAGE: transition-conformance bench [--quick] [--json]
               transition-conformance bench --suite [REPETITIONS]

        Measures the kit over the corpus' correct animators and presentation controllers:
          - scenario runs per second bare (the subject alone on HeadlessUIKit: the same scene, views,
            frames and driving, a context that records nothing, the clock run until idle — no
            snapshots, probes, checks or lifecycle runs) and through the checker (verifyAnimator,
            verifyPresentationController), and the overhead, checker time / bare time per run;
          - virtual-time compression: simulated transition seconds per wall second;
          - the standard suite's time: verifyAnimator over MinimalAnimator, modal + interactive;
          - a full ensemble check: the corpus' bottom sheet (delegate, presentation controller,
            animators, pull-down) through verifyPresentedViewController, and its scenario runs/s;
          - size: one presentation with 100, 1,000 and 4,000 views through the animator suite (a chain
            of nested views) and the presentation suite (chrome and presented subviews), and the growth
            from step to step (linear cost: 4× the views, 4× the time); explorations of 100,000 cases
            (2,000 with --quick), passing and failing, with the report's size and memory after;
          - Auto Layout: constraints solved per second (a list of 100 rows pinned with 400 constraints,
            activated and laid out from scratch), constant changes re-solved per second, and the
            corpus' Auto Layout presentation controllers bare and through the checker (measured apart,
            so that the table's mix stays comparable);
          - peak memory, and scaling: at least 100, 1,000 and 10,000 checker runs, in whole passes
            over every subject (the same mix at every step), with the first and last pass's cost
            per run and the resident size after each (time should grow linearly, memory stay flat);
          - the speed targets: suite < 5 ms and ensemble check < 20 ms (debug), ≥ 20,000 checker runs/s (release),
            overhead ≤ 5×.
        Times are CPU time of the bench's thread, so that other processes on a shared machine do
        not count; the report gives the bench's wall and CPU time too.
        Exits 1 if a bare run did not end or the checker flagged a correct subject.

        OPTIONS:
          --quick   a run of a few seconds (one pass each, scaling to 1,000), e.g. for CI
          --json    the figures as JSON
          --suite   only the standard suite and the ensemble check, after one warm-up of each: the
                    median of REPETITIONS (21 by default), for comparing one change with another

        Measure with a release build: swift run -c release transition-conformance bench
        """

    static let definition = """
        A scenario run is one scenario of one subject. Bare: the subject alone on HeadlessUIKit — the \
        checker's scene, views, frames and driving, a context that records nothing, the clock run until \
        idle (HeadlessUIKit's per-view change record is part of the model and stays on). Checker: \
        verifyAnimator / verifyPresentationController over the same scenarios, the lifecycle runs it \
        adds (reuse, release, round trip) included. Compression uses the bare runs' virtual time.
        """

    @MainActor
    static func run(quick: Bool, json: Bool) -> Int32 {
        let (wallStart, cpuStart) = (BenchClock.wall, BenchClock.now)
        var runner = BenchRunner()
        let minimumSeconds = quick ? 0 : 2.0
        if !quick {  // warm up: first-use costs (metadata, lazy statics) out of the figures
            var ignored: [String: BenchRunner.Tally] = [:]
            runner.barePass(into: &ignored)
            runner.fullPass(into: &ignored)
        }
        let bare = runner.repeated(minimumSeconds: minimumSeconds) { $0.barePass(into: &$1) }
        let checker = runner.repeated(minimumSeconds: minimumSeconds) { $0.fullPass(into: &$1) }
        let families = [
            ("animators", runner.subjects.filter(BenchRunner.isAnimator)),
            ("presentation controllers", runner.subjects.filter { !BenchRunner.isAnimator($0) }),
            ("all", runner.subjects),
        ].map { name, subjects in family(name, subjects, bare: bare, checker: checker) }
        let suite = runner.suiteTime(repetitions: quick ? 3 : 21)
        let ensemble = runner.ensembleTime(repetitions: quick ? 3 : 21)
        var scaling: [BenchResult.ScalingStep] = []
        let runsPerPass = runner.subjects.map(\.scenarios.count).reduce(0, +)
        for count in quick ? [100, 1_000] : [100, 1_000, 10_000] {
            let (runs, passSeconds) = runner.scaling(atLeast: count)
            let seconds = passSeconds.reduce(0, +)
            scaling.append(
                .init(
                    atLeast: count, runs: runs, passes: passSeconds.count, seconds: seconds, microsecondsPerRun: seconds / Double(runs) * 1e6,
                    firstPassMicrosecondsPerRun: passSeconds[0] / Double(runsPerPass) * 1e6,
                    lastPassMicrosecondsPerRun: passSeconds[passSeconds.count - 1] / Double(runsPerPass) * 1e6,
                    residentBytesAfter: ProcessMemory.residentBytes))
        }
        let views = [100, 1_000, 4_000].map { runner.viewStep(views: $0, repetitions: quick ? 1 : 3) }
        let explorationCount = quick ? 2_000 : 100_000
        let explorations = [false, true].map { runner.explorationStep(count: explorationCount, failing: $0) }
        let autoLayout = runner.autoLayoutStep(repetitions: quick ? 3 : 50, changes: quick ? 30 : 1_000, subjectSeconds: minimumSeconds / 2)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let all = families[2]
        let result = BenchResult(
            build: build, quick: quick, timeBasis: "CPU time of the bench's thread (CLOCK_THREAD_CPUTIME_ID)",
            wallSeconds: BenchClock.wall - wallStart, cpuSeconds: BenchClock.now - cpuStart, definition: definition, subjects: runner.subjects.map(\.id),
            families: families,
            suite: .init(scenarios: suite.scenarios, medianMilliseconds: suite.seconds * 1000, repetitions: quick ? 3 : 21),
            ensemble: .init(scenarios: ensemble.scenarios, medianMilliseconds: ensemble.seconds * 1000, repetitions: quick ? 3 : 21),
            scaling: scaling, views: views, explorations: explorations, autoLayout: autoLayout, peakMemoryBytes: ProcessMemory.peakBytes,
            memorySource: ProcessMemory.source,
            targets: [
                .init(
                    name: "standard animator suite on one animator", measured: String(format: "%.2f ms", suite.seconds * 1000), goal: "< 5 ms",
                    build: "debug", met: suite.seconds < 0.005),
                .init(
                    name: "full ensemble check of one delegate", measured: String(format: "%.2f ms", ensemble.seconds * 1000), goal: "< 20 ms",
                    build: "debug", met: ensemble.seconds < 0.020),
                .init(
                    name: "a 4,000-view presentation through the animator suite", measured: String(format: "%.2f s", views[2].animatorSeconds),
                    goal: "< 1 s", build: "debug", met: views[2].animatorSeconds < 1),
                .init(
                    name: "cost growth from 1,000 to 4,000 views (animator, presentation controller)",
                    measured: String(
                        format: "%.1f×, %.1f×", views[2].animatorSeconds / views[1].animatorSeconds,
                        views[2].presentationControllerSeconds / views[1].presentationControllerSeconds),
                    goal: "< 8× (linear: 4×)", build: build,
                    met: max(
                        views[2].animatorSeconds / views[1].animatorSeconds, views[2].presentationControllerSeconds / views[1].presentationControllerSeconds)
                        < 8),
                .init(
                    name: "\(BenchResult.number(Double(explorationCount))) explored cases, passing and failing",
                    measured: explorations.map { String(format: "%.1f s", $0.seconds) }.joined(separator: ", "), goal: "< 10 s each",
                    build: quick ? build : "release", met: explorations.allSatisfy { $0.seconds < 10 }),
                .init(
                    name: "checker scenario runs per second, animators", measured: BenchResult.number(families[0].checker.runsPerSecond),
                    goal: "≥ 20,000", build: "release", met: families[0].checker.runsPerSecond >= 20_000),
                .init(
                    name: "checker scenario runs per second, all subjects", measured: BenchResult.number(all.checker.runsPerSecond),
                    goal: "≥ 20,000", build: "release", met: all.checker.runsPerSecond >= 20_000),
                .init(
                    name: "checker overhead over the bare run", measured: String(format: "%.2f×", all.overhead), goal: "≤ 5×",
                    build: "release", met: all.overhead <= 5),
            ],
            problems: runner.problems)
        print(json ? result.json : result.table)
        return runner.problems.isEmpty ? 0 : 1
    }

    /// `bench --suite`: the standard suite's and the ensemble check's medians alone, warmed up.
    @MainActor
    static func runSuite(repetitions: Int) -> Int32 {
        var runner = BenchRunner()
        _ = runner.suiteTime(repetitions: 1)
        _ = runner.ensembleTime(repetitions: 1)
        let suite = runner.suiteTime(repetitions: repetitions)
        let ensemble = runner.ensembleTime(repetitions: repetitions)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let times = String(format: "%.2f ms, %d scenarios; ensemble: %.2f ms", suite.seconds * 1000, suite.scenarios, ensemble.seconds * 1000)
        print("suite (\(build)): \(times), \(ensemble.scenarios) scenarios (medians of \(repetitions))")
        for problem in runner.problems { print("problem: \(problem)") }
        return runner.problems.isEmpty ? 0 : 1
    }

    private static func family(
        _ name: String, _ subjects: [CorpusSubject], bare: [String: BenchRunner.Tally], checker: [String: BenchRunner.Tally]
    ) -> BenchResult.Family {
        func sum(_ tallies: [String: BenchRunner.Tally]) -> BenchRunner.Tally {
            subjects.compactMap { tallies[$0.id] }.reduce(into: BenchRunner.Tally()) { total, tally in
                total.runs += tally.runs
                total.seconds += tally.seconds
                total.simulatedSeconds += tally.simulatedSeconds
            }
        }
        let (b, c) = (sum(bare), sum(checker))
        let bareThroughput = BenchResult.Throughput(runs: b.runs, seconds: b.seconds)
        let checkerThroughput = BenchResult.Throughput(runs: c.runs, seconds: c.seconds)
        let simulatedPerRun = b.runs > 0 ? b.simulatedSeconds / Double(b.runs) : 0
        let runsPerPass = subjects.map(\.scenarios.count).reduce(0, +)
        return BenchResult.Family(
            name: name, subjects: subjects.count, scenarioRunsPerPass: runsPerPass, bare: bareThroughput, checker: checkerThroughput,
            overhead: bareThroughput.microsecondsPerRun > 0 ? checkerThroughput.microsecondsPerRun / bareThroughput.microsecondsPerRun : 0,
            simulatedSecondsPerPass: simulatedPerRun * Double(runsPerPass),
            compressionBare: simulatedPerRun * bareThroughput.runsPerSecond,
            compressionChecker: simulatedPerRun * checkerThroughput.runsPerSecond)
    }
}
