/// Where an explored scenario came from: the seed and the case index that drew it, and — when the
/// kit shrank a failing case — the case as it was drawn.
///
/// ## The model
///
/// Every scenario of ``TransitionScenario/exploring(count:seed:for:)`` (and every script of
/// ``GestureScript/exploring(count:seed:)``) carries one, and its ``description`` is part of the
/// scenario's `testDescription`, so every message about an explored scenario names its seed.
/// Case `index` of a seed is the same whatever the count, so one case can be replayed alone with
/// ``TransitionScenario/explored(seed:case:for:)``. It says nothing about the subject.
///
/// ```swift
/// let scenario = TransitionScenario.explored(seed: 42, case: 17, for: AnimatorFeature.modal)
/// scenario.explored?.description  // "explored: seed 42 case 17"
/// ```
public struct ExploredCase: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The seed of the exploration.
    public var seed: UInt64
    /// The index of the case among those the seed draws, from 0.
    public var index: Int
    /// The description of the case as drawn, when the kit reports a smaller one that still fails
    /// the same requirement; nil for a case reported as drawn.
    public var shrunkFrom: String?

    public init(seed: UInt64, index: Int, shrunkFrom: String? = nil) {
        self.seed = seed
        self.index = index
        self.shrunkFrom = shrunkFrom
    }

    /// "explored: seed 42 case 17", then `, shrunk from "…"` for a shrunk case.
    public var description: String {
        "explored: seed \(seed) case \(index)" + (shrunkFrom.map { ", shrunk from \"\($0)\"" } ?? "")
    }
}
