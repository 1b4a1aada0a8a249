#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionScenario {
    /// `count` scenarios drawn from `seed`: kinds and modes the features allow, progress fractions,
    /// container sizes and presenter kept or removed — the same scenarios for the same seed, on
    /// every platform and run.
    ///
    /// ## The model
    ///
    /// Case `i` is drawn by its own SplitMix64 generator seeded from `seed` and `i`, so it does not depend
    /// on `count` and ``explored(seed:case:for:)`` replays it alone. Each case draws a kind the
    /// features declare; a mode among animated, not animated, animations interrupted, and — if
    /// declared — interactive finished or cancelled, grabbed and reversed (interruptible); a
    /// progress of 1…99 % for the modes that take one; a width and a height of 200…1400 points
    /// (integral); and, for modal kinds, the presenter kept or removed. Each scenario carries its
    /// ``ExploredCase``, so its seed is in every message about it. The checkers shrink a failing
    /// explored scenario to a simpler one that still fails the same requirement and report that
    /// one, `shrunk from` the case as drawn (a transitioning delegate's present-then-dismiss flows
    /// run explored scenarios unshrunk). It draws no resizes, repetitions or alongside
    /// animations (the animator suite does not run them). Empty for `count <= 0` or features that
    /// name no kind.
    ///
    /// ```swift
    /// @Test func fadeAnimatorSurvivesExploration() {
    ///     let features: Set<AnimatorFeature> = [.presentation, .dismissal, .interactive]
    ///     checkAnimator(features: features, scenarios: .exploring(count: 200, seed: 42, for: features)) { scenario in
    ///         FadeAnimator(isPresenting: scenario.kind == .presentation)
    ///     }
    /// }
    /// ```
    public static func exploring(count: Int, seed: UInt64, for features: Set<AnimatorFeature>) -> [TransitionScenario] {
        guard count > 0, !kinds(for: features).isEmpty else { return [] }
        return (0..<count).map { explored(seed: seed, case: $0, for: features) }
    }

    /// Case `index` of ``exploring(count:seed:for:)`` with the same seed and features, alone: for
    /// replaying the case a report names ("explored: seed 42 case 17").
    ///
    /// ```swift
    /// let replay = TransitionScenario.explored(seed: 42, case: 17, for: [.presentation, .dismissal, .interactive])
    /// ```
    public static func explored(seed: UInt64, case index: Int, for features: Set<AnimatorFeature>) -> TransitionScenario {
        let features = AnimatorFeature.withImplications(features)
        var generator = SplitMix64(seed: seed, case: index)
        let kinds = kinds(for: features)
        let kind = kinds.isEmpty ? Kind.presentation : generator.element(of: kinds)
        let modes = modeMakers(for: features, kind: kind)
        let makeMode = generator.element(of: modes)
        let progress = Double(generator.int(in: 1...99)) / 100
        let size = CGSize(width: generator.int(in: 200...1400), height: generator.int(in: 200...1400))
        var removed = generator.bool()
        if !features.uses(presenterRemoved: removed) { removed.toggle() }  // the declared modal use
        return TransitionScenario(
            kind: kind, mode: makeMode(progress), containerSize: size, presenterRemoved: kind.isModal && removed,
            explored: ExploredCase(seed: seed, index: index))
    }

    /// The kinds the features declare, in `Kind.allCases` order (never a `Set`'s order).
    static func kinds(for features: Set<AnimatorFeature>) -> [Kind] {
        Kind.allCases.filter { features.contains(AnimatorFeature($0)) }
    }

    /// The modes the features allow for `kind`, each made from a drawn progress (ignored by those
    /// without one): not animated only for modal kinds (contract §2.5, F5), interactive modes only
    /// for a kind declared interactive.
    private static func modeMakers(for features: Set<AnimatorFeature>, kind: Kind) -> [(Double) -> Mode] {
        var makers: [(Double) -> Mode] = [{ _ in .animated }]
        if kind.isModal { makers.append { _ in .notAnimated } }
        makers.append(Mode.interrupted(at:))
        guard features.isInteractive(kind) else { return makers }
        makers += [Mode.interactiveFinished(at:), Mode.interactiveCancelled(at:)]
        if features.contains(.interruptible) { makers.append(Mode.interruptibleReversed(at:)) }
        return makers
    }
}

extension Array where Element == TransitionScenario {
    /// ``TransitionScenario/exploring(count:seed:for:)``, so a checker's `scenarios:` argument reads
    /// `scenarios: .exploring(count: 200, seed: 42, for: features)`.
    ///
    /// ```swift
    /// verifyAnimator(features: AnimatorFeature.modal, scenarios: .exploring(count: 200, seed: 42, for: AnimatorFeature.modal)) { _ in
    ///     MinimalAnimator()
    /// }
    /// ```
    public static func exploring(count: Int, seed: UInt64, for features: Set<AnimatorFeature>) -> [TransitionScenario] {
        TransitionScenario.exploring(count: count, seed: seed, for: features)
    }
}
