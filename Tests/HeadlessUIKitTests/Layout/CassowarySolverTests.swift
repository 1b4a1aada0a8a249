import Testing

@testable import HeadlessUIKit

/// The solver against problems solved by hand: required equalities and inequalities, weighted
/// constraints that yield to stronger ones, conflicts, and incremental changes.
@Suite("The Cassowary solver finds the hand-solved values")
struct CassowarySolverTests {
    /// `left + right` as an expression.
    private func sum(_ terms: (SolverVariable, Double)..., constant: Double = 0) -> SolverExpression {
        var expression = SolverExpression(constant: constant)
        for (variable, coefficient) in terms { expression.add(variable, coefficient) }
        return expression
    }

    @Test("required equalities chain: x = 10, y = x + 20, w = y − x ⇒ 10, 30, 20")
    func equalities() throws {
        let solver = CassowarySolver()
        let (x, y, w) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        _ = try solver.add(sum((x, 1), constant: -10), .equal, strength: SolverStrength.required).get()
        _ = try solver.add(sum((y, 1), (x, -1), constant: -20), .equal, strength: SolverStrength.required).get()
        _ = try solver.add(sum((w, 1), (y, -1), (x, 1)), .equal, strength: SolverStrength.required).get()
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 30) && close(solver.value(of: w), 20))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(w))
    }

    @Test("a weak preference yields to a required inequality: x ≥ 100 required, x = 50 weak ⇒ 100")
    func weakYieldsToInequality() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1), constant: -50), .equal, strength: SolverStrength.weak).get()
        #expect(close(solver.value(of: x), 50))
        _ = try solver.add(sum((x, 1), constant: -100), .greaterThanOrEqual, strength: SolverStrength.required).get()
        #expect(close(solver.value(of: x), 100))
    }

    @Test("of two conflicting weighted equalities the stronger wins: x = 10 strong, x = 90 medium ⇒ 10")
    func strongerWins() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1), constant: -90), .equal, strength: SolverStrength.medium).get()
        _ = try solver.add(sum((x, 1), constant: -10), .equal, strength: SolverStrength.strong).get()
        #expect(close(solver.value(of: x), 10))
        #expect(SolverStrength.weight(forPriority: 751) > SolverStrength.weight(forPriority: 750))
    }

    @Test("an inequality that holds already changes nothing; removing the stronger one frees the other")
    func removal() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1), constant: -40), .equal, strength: SolverStrength.weak).get()
        let cap = try solver.add(sum((x, 1), constant: -20), .lessThanOrEqual, strength: SolverStrength.required).get()
        #expect(close(solver.value(of: x), 20))
        _ = try solver.add(sum((x, 1), constant: -5), .greaterThanOrEqual, strength: SolverStrength.required).get()
        #expect(close(solver.value(of: x), 20))
        solver.remove(cap)
        #expect(close(solver.value(of: x), 40))
    }

    @Test("a required constraint that contradicts others is refused with the ones it conflicts with, and the solution stays")
    func conflict() throws {
        let solver = CassowarySolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let first = try solver.add(sum((x, 1), constant: -10), .equal, strength: SolverStrength.required).get()
        let second = try solver.add(sum((y, 1), (x, -1), constant: -5), .equal, strength: SolverStrength.required).get()
        let result = solver.add(sum((y, 1), constant: -100), .equal, strength: SolverStrength.required)
        guard case .failure(let conflict) = result else {
            Issue.record("the conflict was accepted")
            return
        }
        #expect(Set(conflict.constraints) == [first, second])
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 15))
        #expect(solver.constraintCount == 2)
    }

    @Test("a required inequality that contradicts a required equality is refused: x = 10, x ≥ 20")
    func inequalityConflict() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1), constant: -10), .equal, strength: SolverStrength.required).get()
        _ = try solver.add(sum((x, 1)), .greaterThanOrEqual, strength: SolverStrength.required).get()
        let result = solver.add(sum((x, 1), constant: -20), .greaterThanOrEqual, strength: SolverStrength.required)
        #expect((try? result.get()) == nil)
        #expect(close(solver.value(of: x), 10))
    }

    @Test("changing a constant re-solves incrementally: width = 100 → 300 moves the right edge with it")
    func constantChange() throws {
        let solver = CassowarySolver()
        let (left, width, right) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        _ = try solver.add(sum((left, 1), constant: -20), .equal, strength: SolverStrength.required).get()
        let widthConstraint = try solver.add(sum((width, 1), constant: -100), .equal, strength: SolverStrength.required).get()
        _ = try solver.add(sum((right, 1), (left, -1), (width, -1)), .equal, strength: SolverStrength.required).get()
        #expect(close(solver.value(of: right), 120))
        #expect(solver.setConstant(of: widthConstraint, to: -300) == nil)
        #expect(close(solver.value(of: right), 320))
        let weak = try solver.add(sum((left, 1), constant: -50), .equal, strength: SolverStrength.weak).get()
        #expect(close(solver.value(of: left), 20))
        #expect(solver.setConstant(of: weak, to: -70) == nil)
        #expect(close(solver.value(of: left), 20))
    }

    @Test("a weighted constant change moves the value within the required bounds: x = s weak, 0 ≤ x ≤ 100")
    func weightedConstantWithinBounds() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1)), .greaterThanOrEqual, strength: SolverStrength.required).get()
        _ = try solver.add(sum((x, 1), constant: -100), .lessThanOrEqual, strength: SolverStrength.required).get()
        let preference = try solver.add(sum((x, 1), constant: -30), .equal, strength: SolverStrength.strong).get()
        #expect(close(solver.value(of: x), 30))
        for (suggested, expected) in [(60.0, 60.0), (140, 100), (-20, 0), (45, 45)] {
            #expect(solver.setConstant(of: preference, to: -suggested) == nil)
            #expect(close(solver.value(of: x), expected), "suggested \(suggested)")
        }
    }

    @Test("a required constant change that cannot hold is refused and the constraint left out")
    func requiredConstantConflict() throws {
        let solver = CassowarySolver()
        let x = solver.makeVariable()
        _ = try solver.add(sum((x, 1), constant: -100), .lessThanOrEqual, strength: SolverStrength.required).get()
        let floor = try solver.add(sum((x, 1), constant: -10), .greaterThanOrEqual, strength: SolverStrength.required).get()
        #expect(solver.setConstant(of: floor, to: -200) != nil)
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: x) <= 100 + 1e-9)
    }

    @Test("an unconstrained or under-constrained variable is ambiguous; the solution is still the same every time")
    func ambiguity() throws {
        let solver = CassowarySolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        _ = try solver.add(sum((x, 1), constant: -10), .greaterThanOrEqual, strength: SolverStrength.required).get()
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        _ = try solver.add(sum((x, 1), constant: -10), .equal, strength: SolverStrength.weak).get()
        #expect(!solver.isAmbiguous(x))
        #expect(close(solver.value(of: x), 10))
    }

    @Test("many chained constraints solve to their hand-computed sums")
    func chain() throws {
        let solver = CassowarySolver()
        var previous = solver.makeVariable()
        _ = try solver.add(sum((previous, 1)), .equal, strength: SolverStrength.required).get()
        var variables = [previous]
        for index in 1...200 {
            let next = solver.makeVariable()
            _ = try solver.add(sum((next, 1), (previous, -1), constant: -Double(index)), .equal, strength: SolverStrength.required).get()
            _ = try solver.add(sum((next, 1)), .lessThanOrEqual, strength: SolverStrength.weak).get()
            variables.append(next)
            previous = next
        }
        #expect(close(solver.value(of: variables[200]), 200 * 201 / 2))
        #expect(close(solver.value(of: variables[10]), 55))
    }
}
