import Foundation

/// A variable of a ``CassowarySolver``: an unrestricted real number the solver gives a value.
struct SolverVariable: Hashable {
    /// The variable's symbol in the solver's tableau.
    let symbol: Int
}

/// A constraint added to a ``CassowarySolver``, to remove it or change its constant.
struct SolverConstraint: Hashable {
    let id: Int
}

/// How an expression compares with zero in a constraint: `expression == 0`, `<= 0` or `>= 0`.
enum SolverRelation: Equatable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// A linear expression over solver variables: `constant + Σ coefficient × variable`.
struct SolverExpression {
    /// The terms; a variable may appear more than once (the terms add up).
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ variable: SolverVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.terms = [(variable, coefficient)]
        self.constant = constant
    }

    /// Adds `coefficient × variable`.
    mutating func add(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms.append((variable, coefficient))
    }

    /// Adds `coefficient ×` another expression.
    mutating func add(_ expression: SolverExpression, times coefficient: Double = 1) {
        for term in expression.terms { terms.append((term.variable, term.coefficient * coefficient)) }
        constant += expression.constant * coefficient
    }
}

/// The weight a constraint's error has in a ``CassowarySolver``'s objective.
///
/// Cassowary's strengths are `required` (never violated: not in the objective at all) and the
/// weights `strong` (10⁶), `medium` (10³) and `weak` (1), which the objective sums, so that a
/// strong constraint outweighs a thousand points of medium error. UIKit's layout priorities
/// 1…999 spread over the same range exponentially — `10^(9 × priority / 1000)` — so
/// priority 1 is about weak, 333 medium, 667 strong and 999 just below `10⁹`: each level
/// weighs ≈ 2 % more than the one below and a hundred levels ≈ 7.9 times more, so a higher
/// priority wins any one-to-one conflict and outweighs many points of much lower ones.
/// Priority 1000 is required.
enum SolverStrength {
    static let required = 1_001_001_000.0
    static let strong = 1_000_000.0
    static let medium = 1_000.0
    static let weak = 1.0

    /// The strength of a constraint of UIKit layout priority `priority` (1…1000).
    static func weight(forPriority priority: Float) -> Double {
        if priority >= 1000 { return required }
        let clamped = Double(min(max(priority, 1), 999))
        return pow(10, 9 * clamped / 1000)
    }

    static func isRequired(_ strength: Double) -> Bool { strength >= required }
}
