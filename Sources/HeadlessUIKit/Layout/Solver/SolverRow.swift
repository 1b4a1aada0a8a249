import Foundation

/// One row of a ``CassowarySolver``'s tableau: `constant + Σ coefficient × symbol`, its cells
/// kept sorted by symbol, so that every walk over them — and so every choice the solver makes
/// — is in the same order on every run.
///
/// A basic row reads `basic = constant + Σ cells`; the objective reads `value = constant + Σ cells`.
struct SolverRow: Equatable {
    /// One term of a row.
    struct Cell: Equatable {
        var symbol: Int
        var coefficient: Double
    }

    /// Below this a coefficient or constant counts as zero (the Cassowary implementations' 1e-8).
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var constant: Double
    /// The terms, sorted by symbol, none near zero.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Where `symbol` is in ``cells``, or where it would go.
    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = cells[middle].symbol
            if candidate == symbol { return (true, middle) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 if it has none.
    func coefficient(for symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`; a coefficient that becomes near zero drops the cell.
    mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Self.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Self.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient ×` another row, constant included: one merge of the two sorted cell lists.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count || (mine < cells.count && cells[mine].symbol < row.cells[theirs].symbol) {
                merged.append(cells[mine])
                mine += 1
            } else if mine == cells.count || row.cells[theirs].symbol < cells[mine].symbol {
                let added = row.cells[theirs].coefficient * coefficient
                if !Self.isNearZero(added) { merged.append(Cell(symbol: row.cells[theirs].symbol, coefficient: added)) }
                theirs += 1
            } else {
                let sum = cells[mine].coefficient + row.cells[theirs].coefficient * coefficient
                if !Self.isNearZero(sum) { merged.append(Cell(symbol: cells[mine].symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    /// Removes `symbol` and returns its coefficient (0 if it had none).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes `symbol = …`.
    mutating func solve(for symbol: Int) {
        let coefficient = -1 / remove(symbol)
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Solves `lhs = row` for `rhs`, which must be in the row: the row becomes `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (its value); returns whether the row had it.
    @discardableResult
    mutating func substitute(_ symbol: Int, by row: SolverRow) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, coefficient)
        return true
    }
}
