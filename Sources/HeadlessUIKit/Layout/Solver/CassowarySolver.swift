import Foundation

/// An incremental linear-constraint solver in the manner of Cassowary (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001): Auto Layout's
/// engine, written here without dependencies.
///
/// ## The model
///
/// Constraints are linear equalities and inequalities over ``SolverVariable``s, each `required`
/// or weighted (``SolverStrength``). The solver keeps a simplex tableau in solved form: every
/// required constraint holds, and the weighted errors of the others — each non-required
/// equality gets two error variables `e⁺, e⁻ ≥ 0`, each inequality a slack and, when not
/// required, one error — sum to the least possible. Adding or removing a constraint updates the
/// tableau incrementally (a constraint with no variable to solve for goes through the
/// paper's artificial-variable phase; required equalities carry dummy markers), and changing a
/// constraint's constant re-optimizes from the current solution with the dual simplex, as the
/// paper's edit variables do.
///
/// Every choice — the subject of a new row, the entering and leaving symbols of a pivot — is
/// made in symbol order, so the same constraints give the same solution on every run, even when
/// the solution is not unique (see ``isAmbiguous(_:)``).
///
/// A required constraint that cannot hold together with the others is not added: ``add(_:_:strength:)``
/// returns a ``Conflict`` naming the required constraints it conflicts with, and the tableau is
/// as before. Nothing traps; a pivot loop that fails to end (numerically degenerate input) stops
/// after ``pivotLimit`` pivots with the best solution so far.
final class CassowarySolver {
    /// A required constraint that could not be added, and the required constraints it conflicts with.
    struct Conflict: Error, Equatable {
        let constraints: [SolverConstraint]
    }

    /// A constraint as added: what it says, and the symbols that mark it in the tableau.
    struct Record {
        var expression: SolverExpression
        let relation: SolverRelation
        let strength: Double
        /// The marker: the dummy of a required equality, the slack of an inequality, the `e⁺` error
        /// of a weighted equality.
        var marker: Int
        /// The other error symbol of a weighted constraint (`e⁻` of an equality, the error of an
        /// inequality), `-1` for required ones.
        var other: Int
        /// The marker's coefficient in the expression's row before it was solved (±1): a change of
        /// the expression's constant by Δ is the marker's value moving by Δ / coefficient.
        var markerCoefficient: Double
    }

    var tableau = SolverTableau()
    var records: [Int: Record] = [:]
    private var nextConstraintID = 0
    /// The most pivots one optimization makes before it stops.
    var pivotLimit = 100_000
    /// Whether an optimization stopped at ``pivotLimit`` or found no pivot where one must exist.
    private(set) var stoppedEarly = false

    /// How many constraints the solver holds.
    var constraintCount: Int { records.count }

    /// A new variable, with value 0 until constraints say otherwise.
    func makeVariable() -> SolverVariable {
        SolverVariable(symbol: tableau.makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    func value(of variable: SolverVariable) -> Double {
        tableau.value(of: variable.symbol)
    }

    /// Adds `expression relation 0` with `strength` and re-optimizes.
    ///
    /// A required constraint that cannot hold with the required constraints already added is not
    /// added: the result is the conflict, and the solver is unchanged.
    func add(_ expression: SolverExpression, _ relation: SolverRelation, strength: Double) -> Result<SolverConstraint, Conflict> {
        let id = nextConstraintID
        nextConstraintID += 1
        return add(expression, relation, strength: strength, id: id)
    }

    /// Adds a constraint under a given identity (a new one, or one just removed to change it).
    func add(_ expression: SolverExpression, _ relation: SolverRelation, strength: Double, id: Int) -> Result<SolverConstraint, Conflict> {
        var record = Record(expression: expression, relation: relation, strength: strength, marker: -1, other: -1, markerCoefficient: 1)
        var row = makeRow(for: &record, id: id)
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ tableau.kind(of: $0.symbol) == .dummy }) {
            // Nothing was written but the new (required) constraint's own symbols, which no row
            // holds: refusing it leaves the tableau as it was.
            guard SolverRow.isNearZero(row.constant) else { return .failure(conflict(in: row)) }
            subject = record.marker
        }
        if subject < 0 {
            // The artificial phase pivots: keep the tableau to go back to if the row cannot hold
            // (a copy that costs only what the phase then writes).
            let saved = tableau
            if let conflict = addWithArtificialVariable(row) {
                tableau = saved
                return .failure(conflict)
            }
        } else {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, for: subject)
        }
        records[id] = record
        optimize()
        return .success(SolverConstraint(id: id))
    }

    /// Removes a constraint added before, and re-optimizes. Removing one twice does nothing.
    func remove(_ constraint: SolverConstraint) {
        guard let record = records.removeValue(forKey: constraint.id) else { return }
        // The errors leave the objective before any pivot, or substitutions into the objective
        // would carry them on.
        for error in [record.marker, record.other] where error >= 0 && tableau.kind(of: error) == .error {
            if let index = tableau.row(of: error) {
                tableau.objective.insert(tableau.rows[index], -record.strength)
            } else {
                tableau.objective.insert(error, -record.strength)
            }
        }
        if tableau.removeRow(of: record.marker) == nil {
            guard let leaving = markerLeavingSymbol(record.marker), let row = tableau.removeRow(of: leaving) else {
                stoppedEarly = true
                return
            }
            var solved = row
            solved.solve(for: leaving, record.marker)
            tableau.substitute(record.marker, by: solved)
        }
        optimize()
    }

    /// The row for a new constraint, in terms of the current non-basic symbols, with its marker
    /// (and errors) made and, for weighted constraints, its errors added to the objective.
    private func makeRow(for record: inout Record, id: Int) -> SolverRow {
        var row = SolverRow(constant: record.expression.constant)
        for term in record.expression.terms where !SolverRow.isNearZero(term.coefficient) {
            if let index = tableau.row(of: term.variable.symbol) {
                row.insert(tableau.rows[index], term.coefficient)
            } else {
                row.insert(term.variable.symbol, term.coefficient)
            }
        }
        let required = SolverStrength.isRequired(record.strength)
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = record.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack, owner: id)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !required {
                let error = tableau.makeSymbol(.error, owner: id)
                record.other = error
                row.insert(error, -coefficient)
                tableau.objective.insert(error, record.strength)
            }
        case .equal:
            if required {
                let dummy = tableau.makeSymbol(.dummy, owner: id)
                record.marker = dummy
                record.markerCoefficient = 1
                row.insert(dummy)
            } else {
                let plus = tableau.makeSymbol(.error, owner: id)
                let minus = tableau.makeSymbol(.error, owner: id)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, record.strength)
                tableau.objective.insert(minus, record.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: a variable if it has one, else its marker or error if
    /// that can be basic with a non-negative value; -1 if none.
    private func chooseSubject(_ row: SolverRow, _ record: Record) -> Int {
        for cell in row.cells where tableau.kind(of: cell.symbol) == .external { return cell.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = tableau.kind(of: symbol)
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// The required constraints whose markers appear in `row`: the ones a new constraint whose
    /// row this is conflicts with.
    func conflict(in row: SolverRow) -> Conflict {
        var ids: [Int] = []
        for cell in row.cells {
            let owner = tableau.owner(of: cell.symbol)
            guard owner >= 0, let record = records[owner], SolverStrength.isRequired(record.strength), !ids.contains(owner) else { continue }
            ids.append(owner)
        }
        return Conflict(constraints: ids.sorted().map(SolverConstraint.init(id:)))
    }

    func noteStoppedEarly() {
        stoppedEarly = true
    }
}
