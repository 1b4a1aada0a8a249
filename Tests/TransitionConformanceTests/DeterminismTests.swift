import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

@MainActor
@Suite("Seeded exploration: determinism")
struct DeterminismTests {
    /// FNV-1a over the UTF-8 bytes: the same in every process (unlike `Hasher`, seeded per process).
    static func digest(_ text: String) -> String {
        let value = text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return String(value, radix: 16)
    }

    /// Everything a report says, traces included.
    static func fingerprint(_ report: ConformanceReport) -> String {
        ([report.description] + report.violations.flatMap(\.trace)).joined(separator: "\n")
    }

    @Test("the same seed gives the same report, 100 times over (the interaction suite 20 times), shrinking included")
    func sameSeedSameReport() {
        let defect = Defect.sizesFromScreen
        func verify() -> ConformanceReport {
            verifyAnimator(features: defect.features, scenarios: .exploring(count: 30, seed: 2718, for: defect.features)) { _ in defect.makeAnimator() }
        }
        let first = verify()
        #expect(first.violatedIDs == ["ANIM-FINAL-FRAME"])
        #expect(first.violations.allSatisfy { $0.message.contains("explored: seed 2718 case ") })
        #expect(first.violations.contains { $0.message.contains("shrunk from") })
        var differing = 0
        for _ in 1..<100 where Self.fingerprint(verify()) != Self.fingerprint(first) { differing += 1 }
        #expect(differing == 0)
        let interaction = {
            verifyInteractiveTransition(scripts: .exploring(count: 30, seed: 2718)) { _ in MutantInteractionController.subject(.passesUnclampedProgress) }
        }
        let firstInteraction = Self.fingerprint(interaction())
        for _ in 1..<20 where Self.fingerprint(interaction()) != firstInteraction { differing += 1 }
        #expect(differing == 0)
        // Compare this line across processes (each has its own hash seed): it must not change.
        print("exploration digest (seed 2718): \(Self.digest(Self.fingerprint(first) + firstInteraction))")
    }
}
