import Testing
import TransitionConformance

@testable import ConformanceCorpus

/// Checkers run from many tests at once: Swift Testing runs tests in parallel, and main-actor
/// tests interleave at every `await`. Every run is on scenes of its own and reads no shared
/// mutable state, so a report is the same whatever runs around it.
@MainActor
@Suite("Checkers running concurrently")
struct ParallelSafetyTests {
    /// The suites run concurrently: two animators (one correct, one mutant), an interaction
    /// controller and a presentation controller.
    enum Job: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case minimalAnimator, mutantAnimator, interaction, presentation

        var testDescription: String { rawValue }

        /// The first line of the serial report: what each job must find.
        var expectedSummary: String {
            switch self {
            case .minimalAnimator: "MinimalAnimator: passed — 50 scenarios run, 0 skipped, 0 violations"
            case .mutantAnimator: "MutantAnimator: FAILED — 50 scenarios run, 0 skipped, 5 violations"
            case .interaction: "MinimalInteractionController: passed — 10 scenarios run, 0 skipped, 0 violations"
            case .presentation: "MinimalPresentationController: passed — 21 scenarios run, 0 skipped, 0 violations"
            }
        }

        @MainActor func run() -> ConformanceReport {
            let every: Set<AnimatorFeature> = [.presentation, .dismissal, .push, .pop, .interactive]
            switch self {
            case .minimalAnimator: return verifyAnimator(features: every) { _ in MinimalAnimator() }
            case .mutantAnimator: return verifyAnimator(features: every) { _ in MutantAnimator(.doesNotRestoreAlphaOnCancel) }
            case .interaction: return verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
            case .presentation: return verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
            }
        }
    }

    @Test("each suite run serially gives the expected verdict", arguments: Job.allCases)
    func serialVerdicts(_ job: Job) {
        #expect(job.run().description.split(separator: "\n").first.map(String.init) == job.expectedSummary)
    }

    @Test("48 main-actor tasks running the suites interleaved, with yields and other scenes made current between runs, give the serial reports")
    func taskGroupMatchesSerial() async {
        var serial: [Job: String] = [:]
        for job in Job.allCases { serial[job] = job.run().description }
        let results = await withTaskGroup(of: (Job, String, String).self) { group in
            for round in 0..<12 {
                for job in Job.allCases {
                    group.addTask { await Self.interleavedRuns(of: job, round: round) }
                }
            }
            var all: [(Job, String, String)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 48)
        for (job, first, second) in results {
            #expect(first == serial[job], "\(job) differs from its serial report")
            #expect(second == serial[job], "\(job) differs from its serial report")
        }
    }

    /// Runs `job` twice, after `round % 4` yields, with another scene made current before each run
    /// (as another test's would be): the reports of both runs.
    static func interleavedRuns(of job: Job, round: Int) async -> (Job, String, String) {
        for _ in 0..<(round % 4) { await Task.yield() }
        HeadlessScene(size: CGSize(width: 100 + round, height: 200)).advance(by: Double(round))
        let first = job.run().description
        await Task.yield()
        HeadlessScene(size: CGSize(width: 300, height: 100 + round)).makeCurrent()
        return (job, first, job.run().description)
    }

    @Test(
        "parameterized cases running the suites in parallel give the serial verdicts, run after run",
        arguments: Job.allCases, 0..<4)
    func parameterizedCasesMatchSerial(_ job: Job, _ repetition: Int) async {
        let first = job.run().description
        for _ in 0...repetition { await Task.yield() }
        HeadlessScene(size: CGSize(width: 123, height: 456)).advance(by: 3)
        let second = job.run().description
        #expect(first == second)
        #expect(first.split(separator: "\n").first.map(String.init) == job.expectedSummary)
    }
}
