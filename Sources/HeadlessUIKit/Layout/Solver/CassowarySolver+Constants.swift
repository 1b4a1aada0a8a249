import Foundation

extension CassowarySolver {
    /// Changes the constant of a constraint's expression and re-solves from the current solution.
    ///
    /// As the paper's edit variables do: the change is the constraint's marker moving by the
    /// difference, substituted into every row that holds it, and the dual simplex repairs the
    /// rows that became infeasible — no row is rebuilt. If that cannot work (the constraint is
    /// required and can no longer hold with the others), the constraint is removed and added
    /// again, which returns the conflict and leaves it out of the solver (its identity kept, so it
    /// can be changed again or removed).
    @discardableResult
    func setConstant(of constraint: SolverConstraint, to constant: Double) -> Conflict? {
        guard var record = records[constraint.id] else { return nil }
        let delta = constant - record.expression.constant
        guard delta != 0 else { return nil }
        record.expression.constant = constant
        // A weighted constraint can always move (its errors absorb any constant), as the paper's
        // edit variables do; a required one may no longer hold, so keep the tableau to go back to.
        let required = SolverStrength.isRequired(record.strength)
        let saved = required ? tableau : nil
        if shiftMarker(of: record, by: delta / record.markerCoefficient) && dualOptimize() {
            records[constraint.id] = record
            return nil
        }
        guard let saved else {
            noteStoppedEarly()
            records[constraint.id] = record
            return nil
        }
        tableau = saved
        remove(constraint)
        switch add(record.expression, record.relation, strength: record.strength, id: constraint.id) {
        case .success: return nil
        case .failure(let conflict): return conflict
        }
    }

    /// Substitutes `marker = marker' + shift` into the tableau; false if a required equality's
    /// marker, basic, would no longer be zero.
    private func shiftMarker(of record: Record, by shift: Double) -> Bool {
        let marker = record.marker
        if let index = tableau.row(of: marker) {
            let constant = tableau.rows[index].add(-shift)
            if tableau.kind(of: marker) == .dummy { return SolverRow.isNearZero(constant) }
            if constant < 0 { tableau.infeasible.append(marker) }
            return true
        }
        for index in tableau.rows.indices {
            let coefficient = tableau.rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            let constant = tableau.rows[index].add(coefficient * shift)
            if constant < 0 && tableau.kind(of: tableau.basic[index]) != .external { tableau.infeasible.append(tableau.basic[index]) }
        }
        tableau.objective.add(tableau.objective.coefficient(for: marker) * shift)
        return true
    }

    /// Whether the variable's value is one of many the constraints allow equally well: it is free
    /// (in no row), or its row holds a free variable or a slack or error whose change costs
    /// nothing. The solver's value is still deterministic (the same on every run).
    func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard let index = tableau.row(of: variable.symbol) else { return true }
        for cell in tableau.rows[index].cells {
            switch tableau.kind(of: cell.symbol) {
            case .external: return true
            case .dummy: continue
            case .slack, .error: if SolverRow.isNearZero(tableau.objective.coefficient(for: cell.symbol)) { return true }
            }
        }
        return false
    }

    /// The constraint's expression as added (with its current constant), or nil if it is not in the solver.
    func expression(of constraint: SolverConstraint) -> SolverExpression? {
        records[constraint.id]?.expression
    }
}
