import ConformanceCorpus
import Foundation

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The bench's Auto Layout figure: how fast constraints are solved, through UIKit's API.
extension BenchRunner {
    /// The rows of the measured layout: each pinned to the container's sides and 8 points below
    /// the row above, 44 high — four constraints a row.
    static let autoLayoutRows = 100

    /// A list of `autoLayoutRows` rows laid out with constraints, built, activated and laid out
    /// (`layoutIfNeeded()`: the engine is built, solved and the frames set) `repetitions` times;
    /// then the first row's height changed and the list laid out again `changes` times (every
    /// row below moves: the incremental re-solve of the animation idiom).
    ///
    /// Then the corpus' Auto Layout presentation controllers (``Corpus/autoLayoutBenchSubjects``),
    /// bare and through the checker, as the main table measures the other subjects.
    mutating func autoLayoutStep(repetitions: Int, changes: Int, subjectSeconds: Double) -> BenchResult.AutoLayoutStep {
        let rows = Self.autoLayoutRows
        var constraints = 0
        var buildSeconds = 0.0
        var lastRow: UIView?
        var container = UIView()
        var firstHeight: NSLayoutConstraint?
        for _ in 0..<max(repetitions, 1) {
            let start = BenchClock.now
            container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var made: [NSLayoutConstraint] = []
            var above: UIView?
            for _ in 0..<rows {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(row)
                let height = row.heightAnchor.constraint(equalToConstant: 44)
                if above == nil { firstHeight = height }
                made += [
                    row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? container.topAnchor, constant: 8), height,
                ]
                above = row
            }
            NSLayoutConstraint.activate(made)
            container.layoutIfNeeded()
            buildSeconds += Self.seconds(since: start)
            constraints += made.count
            lastRow = above
        }
        let expectedBottom = CGFloat(rows) * 52
        if lastRow?.frame.maxY != expectedBottom { note("the Auto Layout bench's last row ends at \(lastRow?.frame.maxY ?? -1), not \(expectedBottom)") }
        let start = BenchClock.now
        for change in 0..<max(changes, 1) {
            firstHeight?.constant = 44 + CGFloat(change % 2)
            container.layoutIfNeeded()
        }
        let changeSeconds = Self.seconds(since: start)
        let count = max(changes, 1)
        let finalBottom = expectedBottom + CGFloat((count - 1) % 2)
        if lastRow?.frame.maxY != finalBottom { note("after the constant changes the Auto Layout bench's last row ends at \(lastRow?.frame.maxY ?? -1)") }
        var subjects = BenchRunner(subjects: Corpus.autoLayoutBenchSubjects)
        let bare = subjects.repeated(minimumSeconds: subjectSeconds) { $0.barePass(into: &$1) }
        let checker = subjects.repeated(minimumSeconds: subjectSeconds) { $0.fullPass(into: &$1) }
        for problem in subjects.problems { note(problem) }
        func throughput(_ tallies: [String: Tally]) -> BenchResult.Throughput {
            .init(runs: tallies.values.map(\.runs).reduce(0, +), seconds: tallies.values.map(\.seconds).reduce(0, +))
        }
        return .init(
            rows: rows, constraintsPerLayout: rows * 4, layouts: max(repetitions, 1), constraintsPerSecond: Double(constraints) / buildSeconds,
            constantChanges: count, constantChangesPerSecond: Double(count) / changeSeconds, subjects: subjects.subjects.map(\.id),
            subjectsBare: throughput(bare), subjectsChecker: throughput(checker))
    }
}
