import Foundation

extension CassowarySolver {
    /// Adds a row that has no symbol to solve for, through an artificial variable: the row's value
    /// is minimized to zero by the simplex; if it cannot reach zero the constraint conflicts with
    /// the required ones, and the conflict is returned (the caller restores the tableau).
    func addWithArtificialVariable(_ row: SolverRow) -> Conflict? {
        let artificialSymbol = tableau.makeSymbol(.slack)
        tableau.insertRow(row, for: artificialSymbol)
        tableau.artificial = row
        optimize(artificialObjective: true)
        let final = tableau.artificial ?? row
        tableau.artificial = nil
        guard SolverRow.isNearZero(final.constant) else { return conflict(in: final) }
        if let index = tableau.row(of: artificialSymbol) {
            let basicRow = tableau.rows[index]
            _ = tableau.removeRow(of: artificialSymbol)
            if !basicRow.cells.isEmpty {
                guard let entering = basicRow.cells.first(where: { [.slack, .error].contains(tableau.kind(of: $0.symbol)) })?.symbol else {
                    return conflict(in: basicRow)
                }
                tableau.pivot(basicRow, leaving: artificialSymbol, entering: entering)
            }
        }
        for index in tableau.rows.indices { tableau.rows[index].remove(artificialSymbol) }
        tableau.objective.remove(artificialSymbol)
        return nil
    }

    /// The primal simplex: pivots until no symbol of the objective can lower it.
    func optimize(artificialObjective: Bool = false) {
        var pivots = 0
        while true {
            let objective = artificialObjective ? (tableau.artificial ?? SolverRow()) : tableau.objective
            // Entering: the first (lowest) symbol whose increase lowers the objective, dummies never.
            guard let entering = objective.cells.first(where: { $0.coefficient < 0 && tableau.kind(of: $0.symbol) != .dummy })?.symbol else {
                return
            }
            guard pivots < pivotLimit, let leaving = leavingSymbol(for: entering), let row = tableau.removeRow(of: leaving) else {
                return noteStoppedEarly()
            }
            tableau.pivot(row, leaving: leaving, entering: entering)
            pivots += 1
        }
    }

    /// The basic restricted symbol that limits how far `entering` can grow (the least ratio, ties
    /// to the lowest symbol), or nil if nothing limits it.
    private func leavingSymbol(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in tableau.rows.indices {
            let symbol = tableau.basic[index]
            guard tableau.kind(of: symbol) != .external else { continue }
            let coefficient = tableau.rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -tableau.rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && symbol < (best ?? Int.max)) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// The dual simplex: makes the rows noted infeasible non-negative again while the objective
    /// stays optimal. Returns false if a row cannot be repaired (its constraints cannot hold).
    @discardableResult
    func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = tableau.infeasible.popLast() {
            guard let index = tableau.row(of: leaving) else { continue }
            let row = tableau.rows[index]
            guard row.constant < 0 && !SolverRow.isNearZero(row.constant) else { continue }
            var entering = -1
            var bestRatio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && tableau.kind(of: cell.symbol) != .dummy {
                let ratio = tableau.objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard entering >= 0, pivots < pivotLimit, let taken = tableau.removeRow(of: leaving) else {
                tableau.infeasible.removeAll()
                return false
            }
            tableau.pivot(taken, leaving: leaving, entering: entering)
            pivots += 1
        }
        return true
    }

    /// The row to pivot out so that `marker` becomes basic, for removing its constraint: a
    /// restricted row the marker limits most tightly, else any restricted row with it, else a
    /// variable's row with it.
    func markerLeavingSymbol(_ marker: Int) -> Int? {
        var first: Int?
        var second: Int?
        var third: Int?
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for index in tableau.rows.indices {
            let symbol = tableau.basic[index]
            let row = tableau.rows[index]
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if tableau.kind(of: symbol) == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && symbol < first!) {
                    firstRatio = ratio
                    first = symbol
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && symbol < second!) {
                    secondRatio = ratio
                    second = symbol
                }
            }
        }
        return first ?? second ?? third
    }
}
