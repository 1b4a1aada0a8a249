import Testing

@testable import HeadlessUIKit

/// The incremental solver against itself rebuilt from scratch: after random additions, removals
/// and constant changes, every required constraint holds and the solution is the one a fresh
/// solver finds for the same constraints.
@Suite("The incremental solver agrees with a solver rebuilt from scratch")
struct SolverConsistencyTests {
    /// A small deterministic generator (SplitMix64).
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    private struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: SolverRelation
        var strength: Double
    }

    private func value(of spec: Spec, _ values: [Double]) -> Double {
        spec.terms.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
    }

    private func solve(_ specs: [Spec], variables: Int) -> (CassowarySolver, [SolverVariable]) {
        let solver = CassowarySolver()
        let vars = (0..<variables).map { _ in solver.makeVariable() }
        for spec in specs {
            var expression = SolverExpression(constant: spec.constant)
            for (index, coefficient) in spec.terms { expression.add(vars[index], coefficient) }
            _ = solver.add(expression, spec.relation, strength: spec.strength)
        }
        return (solver, vars)
    }

    @Test("random edits of 6 variables, 200 seeds: required constraints hold, the solution matches a rebuild", arguments: 0..<200)
    func randomEdits(seed: Int) {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 1)
        let count = 6
        let solver = CassowarySolver()
        let vars = (0..<count).map { _ in solver.makeVariable() }
        // Every variable has a weak wish with its own weight, so the optimum is unique.
        var live: [(SolverConstraint, Spec)] = []
        func add(_ spec: Spec) {
            var expression = SolverExpression(constant: spec.constant)
            for (index, coefficient) in spec.terms { expression.add(vars[index], coefficient) }
            if case .success(let handle) = solver.add(expression, spec.relation, strength: spec.strength) { live.append((handle, spec)) }
        }
        for index in 0..<count {
            add(Spec(terms: [(index, 1)], constant: -Double(random.number(0...100)), relation: .equal, strength: 1 + Double(index) * 0.37))
        }
        for _ in 0..<30 {
            switch random.number(0...5) {
            case 0, 1, 2:
                let a = random.number(0...(count - 1))
                let b = (a + random.number(1...(count - 1))) % count
                let relation: SolverRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.number(0...2)]
                let strength = random.number(0...3) == 0 ? SolverStrength.medium * (1 + Double(random.number(0...9)) / 10) : SolverStrength.required
                add(Spec(terms: [(a, 1), (b, -1)], constant: -Double(random.number(-50...50)), relation: relation, strength: strength))
            case 3:
                guard live.count > count else { continue }
                let index = random.number(count...(live.count - 1))
                solver.remove(live[index].0)
                live.remove(at: index)
            default:
                let index = random.number(0...(live.count - 1))
                let constant = -Double(random.number(-50...100))
                if solver.setConstant(of: live[index].0, to: constant) == nil {
                    live[index].1.constant = constant
                } else {
                    live.remove(at: index)
                }
            }
        }
        let values = vars.map { solver.value(of: $0) }
        for (_, spec) in live where SolverStrength.isRequired(spec.strength) {
            let v = value(of: spec, values)
            switch spec.relation {
            case .equal: #expect(abs(v) < 1e-6, "seed \(seed): a required equality is off by \(v)")
            case .lessThanOrEqual: #expect(v < 1e-6, "seed \(seed): a required ≤ is off by \(v)")
            case .greaterThanOrEqual: #expect(v > -1e-6, "seed \(seed): a required ≥ is off by \(v)")
            }
        }
        let (fresh, freshVars) = solve(live.map(\.1), variables: count)
        let rebuilt = freshVars.map { fresh.value(of: $0) }
        let objective = { (values: [Double]) -> Double in
            live.map(\.1).filter { !SolverStrength.isRequired($0.strength) }.reduce(0.0) { total, spec in
                let v = value(of: spec, values)
                switch spec.relation {
                case .equal: return total + spec.strength * abs(v)
                case .lessThanOrEqual: return total + spec.strength * max(v, 0)
                case .greaterThanOrEqual: return total + spec.strength * max(-v, 0)
                }
            }
        }
        #expect(abs(objective(values) - objective(rebuilt)) < 1e-6 * max(1, objective(rebuilt)), "seed \(seed): \(values) vs rebuilt \(rebuilt)")
    }
}
