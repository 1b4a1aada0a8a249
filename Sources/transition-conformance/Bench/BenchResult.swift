import Foundation

/// What `transition-conformance bench` measured, as printed (``table``) or as JSON (`--json`).
struct BenchResult: Codable {
    /// Scenario runs per second, bare and through the checker, for one family of subjects.
    struct Family: Codable {
        var name: String
        var subjects: Int
        /// Scenario runs in one pass over the family's subjects.
        var scenarioRunsPerPass: Int
        var bare: Throughput
        var checker: Throughput
        /// Checker time per run over bare time per run.
        var overhead: Double
        /// Virtual seconds the scenarios' clocks move through in one pass.
        var simulatedSecondsPerPass: Double
        /// Simulated transition seconds per wall second.
        var compressionBare: Double
        var compressionChecker: Double
    }

    struct Throughput: Codable {
        var runs: Int
        var seconds: Double
        var runsPerSecond: Double { seconds > 0 ? Double(runs) / seconds : 0 }
        var microsecondsPerRun: Double { runs > 0 ? seconds / Double(runs) * 1e6 : 0 }

        init(runs: Int, seconds: Double) {
            self.runs = runs
            self.seconds = seconds
        }

        enum CodingKeys: String, CodingKey { case runs, seconds, runsPerSecond, microsecondsPerRun }

        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            runs = try values.decode(Int.self, forKey: .runs)
            seconds = try values.decode(Double.self, forKey: .seconds)
        }

        func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(runs, forKey: .runs)
            try values.encode(seconds, forKey: .seconds)
            try values.encode(runsPerSecond, forKey: .runsPerSecond)
            try values.encode(microsecondsPerRun, forKey: .microsecondsPerRun)
        }
    }

    /// `verifyAnimator` over `MinimalAnimator` with modal and interactive features.
    struct Suite: Codable {
        var scenarios: Int
        var medianMilliseconds: Double
        var repetitions: Int

        /// Scenario runs per second at the median time.
        var runsPerSecond: Double { medianMilliseconds > 0 ? Double(scenarios) / (medianMilliseconds / 1000) : 0 }
    }

    /// One step of the scaling series: whole checker passes over every subject until at least
    /// `atLeast` scenario runs, so that every step runs the same mix.
    struct ScalingStep: Codable {
        var atLeast: Int
        var runs: Int
        var passes: Int
        var seconds: Double
        var microsecondsPerRun: Double
        /// The cost per run of the step's first and last pass: equal when nothing accumulates.
        var firstPassMicrosecondsPerRun: Double
        var lastPassMicrosecondsPerRun: Double
        /// The resident set size right after the step (Linux only).
        var residentBytesAfter: Int?
    }

    /// One transition with `views` views: a presentation through the animator suite, its lifecycle
    /// runs included, and one through the presentation suite.
    struct ViewStep: Codable {
        var views: Int
        var animatorSeconds: Double
        var presentationControllerSeconds: Double
    }

    /// An exploration of `cases` cases through `verifyAnimator`, with what its report kept.
    struct ExplorationStep: Codable {
        var cases: Int
        var subject: String
        var seconds: Double
        var violations: Int
        var reportCharacters: Int
        var residentBytesAfter: Int?
    }

    /// Auto Layout through UIKit's API: a list of rows laid out with constraints, built and laid
    /// out from scratch, then re-solved after a constant change.
    struct AutoLayoutStep: Codable {
        var rows: Int
        var constraintsPerLayout: Int
        var layouts: Int
        /// Constraints activated, solved and applied to frames per second, engine built each time.
        var constraintsPerSecond: Double
        var constantChanges: Int
        /// A constant changed and the whole list laid out again (every row below moves), per second.
        var constantChangesPerSecond: Double
        /// The corpus' presentation controllers laid out with Auto Layout, measured apart from the
        /// main table's subjects: bare and through the checker.
        var subjects: [String]
        var subjectsBare: Throughput
        var subjectsChecker: Throughput
    }

    struct Target: Codable {
        var name: String
        var measured: String
        var goal: String
        /// The build the goal is stated for, `debug` or `release`.
        var build: String
        var met: Bool
    }

    var build: String
    var quick: Bool
    /// How time is measured: CPU time of the bench's thread.
    var timeBasis: String
    /// The whole bench: wall seconds and CPU seconds (more wall than CPU: the machine was shared).
    var wallSeconds: Double
    var cpuSeconds: Double
    var definition: String
    var subjects: [String]
    var families: [Family]
    var suite: Suite
    /// A full ensemble check: the corpus' bottom sheet (delegate, presentation controller,
    /// animators, pull-down) through `verifyPresentedViewController`, flows and animator runs.
    var ensemble: Suite
    var scaling: [ScalingStep]
    var views: [ViewStep]
    var explorations: [ExplorationStep]
    var autoLayout: AutoLayoutStep
    var peakMemoryBytes: Int?
    var memorySource: String
    var targets: [Target]
    var problems: [String]

    /// The human-readable report.
    var table: String {
        var lines = ["transition-conformance bench — \(build) build\(quick ? ", --quick" : ""); \(subjects.count) correct corpus subjects", ""]
        lines.append(row("", "runs/pass", "bare runs/s", "checker runs/s", "overhead", "µs/run bare", "µs/run checker", "sim s/pass", "compression"))
        for family in families {
            lines.append(
                row(
                    family.name, "\(family.scenarioRunsPerPass)", Self.number(family.bare.runsPerSecond), Self.number(family.checker.runsPerSecond),
                    String(format: "%.2f×", family.overhead), String(format: "%.1f", family.bare.microsecondsPerRun),
                    String(format: "%.1f", family.checker.microsecondsPerRun), String(format: "%.1f", family.simulatedSecondsPerPass),
                    "\(Self.number(family.compressionChecker))×"))
        }
        lines += [
            "",
            "compression: simulated transition seconds per wall second through the checker (bare: "
                + families.map { "\($0.name) \(Self.number($0.compressionBare))×" }.joined(separator: ", ") + ")",
            "suite: verifyAnimator(MinimalAnimator, modal + interactive), \(suite.scenarios) scenarios: "
                + String(format: "%.2f ms", suite.medianMilliseconds) + " (median of \(suite.repetitions))",
            "ensemble: verifyPresentedViewController(bottom sheet with its pull-down), \(ensemble.scenarios) scenarios: "
                + String(format: "%.2f ms", ensemble.medianMilliseconds) + " (median of \(ensemble.repetitions)), "
                + Self.number(ensemble.runsPerSecond) + " scenario runs/s (a flow scenario is two or three transitions)",
            "peak memory: \(peakMemoryBytes.map(Self.megabytes) ?? "n/a") (\(memorySource))",
            "times: \(timeBasis); the bench took " + String(format: "%.1f s of CPU in %.1f s wall", cpuSeconds, wallSeconds),
            "",
            "scaling (checker, whole passes over every subject: the same mix at every step)",
            row("runs", "passes", "seconds", "µs/run", "first pass", "last pass", "resident after", widths: Self.scalingWidths),
        ]
        for step in scaling {
            lines.append(
                row(
                    "\(step.runs)", "\(step.passes)", String(format: "%.3f", step.seconds), String(format: "%.1f", step.microsecondsPerRun),
                    String(format: "%.1f", step.firstPassMicrosecondsPerRun), String(format: "%.1f", step.lastPassMicrosecondsPerRun),
                    step.residentBytesAfter.map(Self.megabytes) ?? "n/a", widths: Self.scalingWidths))
        }
        lines += [
            "",
            "views (one presentation, least of \(quick ? 1 : 3); animator: a chain of nested views in the to-view through verifyAnimator, its reuse, release and round-trip runs included; presentation controller: as many chrome views and presented subviews)",
        ]
        lines.append(row("views", "animator s", "growth", "pres. ctrl s", "growth", widths: Self.viewWidths))
        for (index, step) in views.enumerated() {
            let previous = index > 0 ? views[index - 1] : nil
            func growth(_ now: Double, _ before: Double?) -> String {
                guard let before, let previous, before > 0 else { return "" }
                return String(format: "%.1f× for %.0f×", now / before, Double(step.views) / Double(previous.views))
            }
            lines.append(
                row(
                    Self.number(Double(step.views)), String(format: "%.3f", step.animatorSeconds), growth(step.animatorSeconds, previous?.animatorSeconds),
                    String(format: "%.3f", step.presentationControllerSeconds),
                    growth(step.presentationControllerSeconds, previous?.presentationControllerSeconds), widths: Self.viewWidths))
        }
        lines += ["", "explorations (verifyAnimator, modal + interactive, seed 7)"]
        lines.append(row("cases", "subject", "seconds", "µs/case", "violations", "report chars", "resident after", widths: Self.explorationWidths))
        for step in explorations {
            lines.append(
                row(
                    Self.number(Double(step.cases)), step.subject, String(format: "%.2f", step.seconds),
                    String(format: "%.1f", step.seconds / Double(max(step.cases, 1)) * 1e6), "\(step.violations)", Self.number(Double(step.reportCharacters)),
                    step.residentBytesAfter.map(Self.megabytes) ?? "n/a", widths: Self.explorationWidths))
        }
        lines += [
            "",
            "Auto Layout (\(autoLayout.rows) rows pinned in a list, \(autoLayout.constraintsPerLayout) constraints): "
                + "\(Self.number(autoLayout.constraintsPerSecond)) constraints solved per second (activated, solved, frames set; "
                + "\(autoLayout.layouts) layouts from scratch), \(Self.number(autoLayout.constantChangesPerSecond)) constant changes re-solved "
                + "and laid out per second (\(autoLayout.constantChanges) changes, every row below moving)",
            "Auto Layout presentation controllers (\(autoLayout.subjects.count) corpus subjects, not in the table above): "
                + "\(Self.number(autoLayout.subjectsChecker.runsPerSecond)) checker runs/s, \(Self.number(autoLayout.subjectsBare.runsPerSecond)) bare runs/s, "
                + String(format: "%.1f µs/run through the checker", autoLayout.subjectsChecker.microsecondsPerRun),
        ]
        lines += ["", "targets"]
        for target in targets {
            let mark = target.build != build ? "–" : target.met ? "✓" : "✗"
            let note = target.build != build ? " (stated for a \(target.build) build; this is \(build))" : ""
            lines.append("  \(mark) \(target.name): \(target.measured), goal \(target.goal)\(note)")
        }
        lines += ["", definition]
        if !problems.isEmpty { lines += ["", "PROBLEMS:"] + problems.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// The JSON report, keys sorted.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    private static let scalingWidths = [8, 8, 10, 10, 12, 12, 16]
    private static let viewWidths = [8, 12, 14, 14, 14]
    private static let explorationWidths = [9, 33, 9, 9, 12, 14, 16]

    private func row(_ cells: String..., widths: [Int] = [24, 10, 12, 15, 10, 12, 15, 11, 12]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(width - cell.count, 1))
            return index == 0 ? cell + padding : padding + cell
        }.joined()
    }

    static func number(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        var digits = String(rounded)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
