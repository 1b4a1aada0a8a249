import Foundation

/// The state of a ``CassowarySolver``: its symbols, its basic rows and its objective.
///
/// A value type, so that the solver can keep a copy before an attempt that may fail (adding a
/// required constraint that turns out to conflict) and go back to it: the copy costs nothing
/// until the attempt writes, and then only what it writes.
struct SolverTableau {
    /// What a symbol of the tableau stands for.
    enum SymbolKind: UInt8 {
        /// A variable of the problem: unrestricted.
        case external
        /// The slack of an inequality: ≥ 0.
        case slack
        /// The error of a constraint that is not required: ≥ 0, weighted in the objective.
        case error
        /// The marker of a required equality: always 0, never pivoted into the basis.
        case dummy
    }

    /// Each symbol's kind, by symbol.
    private(set) var kinds: [SymbolKind] = []
    /// The constraint whose marker or error each symbol is (`-1` for variables), by symbol.
    private(set) var owners: [Int] = []
    /// The index in ``rows`` of each symbol's row, `-1` when the symbol is not basic.
    private var rowIndex: [Int] = []
    /// The basic symbol of each row.
    private(set) var basic: [Int] = []
    /// The basic rows: `basic[i] = rows[i]`.
    var rows: [SolverRow] = []
    /// What the solver minimizes: the weighted errors of the constraints that are not required.
    var objective = SolverRow()
    /// The objective of the phase that adds a constraint with no obvious subject, while it runs.
    var artificial: SolverRow?
    /// Basic symbols whose rows became negative (infeasible) since the last dual optimization.
    var infeasible: [Int] = []

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        kinds.append(kind)
        owners.append(owner)
        rowIndex.append(-1)
        return kinds.count - 1
    }

    func kind(of symbol: Int) -> SymbolKind { kinds[symbol] }

    func owner(of symbol: Int) -> Int { owners[symbol] }

    /// The index of `symbol`'s row, or nil when it is not basic.
    func row(of symbol: Int) -> Int? {
        let index = rowIndex[symbol]
        return index >= 0 ? index : nil
    }

    /// Makes `row` the row of `symbol`, which must not be basic.
    mutating func insertRow(_ row: SolverRow, for symbol: Int) {
        rowIndex[symbol] = rows.count
        basic.append(symbol)
        rows.append(row)
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    mutating func removeRow(of symbol: Int) -> SolverRow? {
        guard let index = row(of: symbol) else { return nil }
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            basic[index] = basic[last]
            rowIndex[basic[index]] = index
        }
        rows.removeLast()
        basic.removeLast()
        rowIndex[symbol] = -1
        return row
    }

    /// Replaces `symbol` by `row` everywhere it appears: in every basic row, the objective and
    /// the artificial objective; rows of restricted symbols that turn negative are noted
    /// infeasible.
    mutating func substitute(_ symbol: Int, by row: SolverRow) {
        for index in rows.indices where rows[index].substitute(symbol, by: row) {
            let basicSymbol = basic[index]
            if kinds[basicSymbol] != .external && rows[index].constant < 0 { infeasible.append(basicSymbol) }
        }
        objective.substitute(symbol, by: row)
        if artificial != nil { artificial!.substitute(symbol, by: row) }
    }

    /// Makes `entering` basic in place of `leaving`, whose row (taken out) is `row`.
    mutating func pivot(_ row: SolverRow, leaving: Int, entering: Int) {
        var row = row
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, for: entering)
    }

    /// The value of a symbol: its row's constant if it is basic, 0 otherwise.
    func value(of symbol: Int) -> Double {
        guard let index = row(of: symbol) else { return 0 }
        return rows[index].constant
    }
}
