#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionScenario {
    /// What makes this scenario impossible to run, each saying what to fix; empty when it can run.
    ///
    /// A scenario is a value anyone can build, so the checkers check it before running it: a
    /// container size must be finite and at least 1×1 point (a window cannot be NaN or half a point wide), every
    /// progress fraction must lie in 0…1, and a resize must go to a finite, positive size. A
    /// scenario with a problem is not run; the checker reports it as kit misuse, never as a
    /// violation by the subject.
    public var problems: [String] {
        var problems: [String] = []
        if !Self.isUsable(containerSize) {
            problems.append(
                "containerSize is \(Self.size(containerSize)); give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844).")
        }
        let progress: (name: String, value: Double)? =
            switch mode {
            case .animated, .notAnimated: nil
            case .interactiveFinished(let p): ("interactiveFinished(at:)", p)
            case .interactiveCancelled(let p): ("interactiveCancelled(at:)", p)
            case .interrupted(let p): ("interrupted(at:)", p)
            case .interruptibleReversed(let p): ("interruptibleReversed(at:)", p)
            }
        if let progress, !(progress.value.isFinite && (0...1).contains(progress.value)) {
            problems.append("mode .\(progress.name) has progress \(progress.value); give a fraction of the transition in 0…1, e.g. 0.4 for 40 %.")
        }
        switch resize {
        case .afterTransition(let size)? where !Self.isUsable(size), .midTransition(let size, _)? where !Self.isUsable(size):
            problems.append("resize goes to \(Self.size(size)); give a finite size of at least 1×1 point, e.g. TransitionScenario.phoneLandscape (844×390).")
        case .midTransition(_, let p)? where !(p.isFinite && (0...1).contains(p)):
            problems.append("resize .midTransition(to:at:) has progress \(p); give a fraction of the transition in 0…1.")
        default:
            break
        }
        return problems
    }

    static func isUsable(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1
    }

    /// A size as scenarios print it, "844×390"; never traps, whatever the numbers.
    static func size(_ size: CGSize) -> String {
        "\(dimension(size.width))×\(dimension(size.height))"
    }

    /// A fraction as a whole percentage, "40"; a value that is not finite is printed as it is.
    static func percent(_ fraction: Double) -> String {
        fraction.isFinite && abs(fraction) < 1e12 ? "\(Int((fraction * 100).rounded()))" : "\(fraction * 100)"
    }

    /// Whole numbers without a fraction ("390"), others exactly as they are ("0.5", "nan"): a
    /// size is never printed as another one.
    private static func dimension(_ value: CGFloat) -> String {
        value.isFinite && abs(value) < 1e12 && value == value.rounded() ? "\(Int(value))" : "\(Double(value))"
    }
}

extension ConformanceReport {
    /// Records kit misuse in the run limits in force and in the scenarios, and returns the
    /// scenarios that can run: none when the limits are unusable, else every scenario without a
    /// problem. Each problem names the scenario by its position and description.
    mutating func admit(_ scenarios: [TransitionScenario]) -> [TransitionScenario] {
        let limits = RunLimits.current.problems
        configurationErrors += limits
        guard limits.isEmpty else { return [] }
        var admitted: [TransitionScenario] = []
        var rejected = 0
        for (index, scenario) in scenarios.enumerated() {
            let problems = scenario.problems
            if problems.isEmpty {
                admitted.append(scenario)
            } else {
                rejected += 1
                // Each of the first few said in full; then a count, so that a long list stays readable.
                if rejected <= ConformanceReport.maximumListed {
                    configurationErrors += problems.map { "scenario \(index) (\(scenario.testDescription)): \($0)" }
                }
            }
        }
        if rejected > ConformanceReport.maximumListed {
            configurationErrors.append(
                "\(rejected - ConformanceReport.maximumListed) more scenarios have problems like those above; none of them was run.")
        }
        return admitted
    }
}
