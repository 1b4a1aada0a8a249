extension GestureScript {
    /// `count` gesture scripts drawn from `seed` — ended or cancelled at 1…99 % — the same scripts
    /// for the same seed, on every platform and run.
    ///
    /// ## The model
    ///
    /// Script `i` is drawn by its own SplitMix64 seeded from `seed` and `i` (as
    /// ``TransitionScenario/exploring(count:seed:for:)`` draws scenarios): ended or cancelled, with
    /// equal odds, at a whole percent in 1…99. Each is an ``explored(_:_:)`` script, so the seed
    /// and case are in every message about it; the interaction suite shrinks a failing one
    /// (cancelled → ended, progress towards 50 % and round values) and reports the smallest that
    /// still fails, `shrunk from` the drawn script. It never draws ``endsAtFull`` (the standard
    /// scripts have it). Empty for `count <= 0`.
    ///
    /// ```swift
    /// checkInteractiveTransition(scripts: .exploring(count: 50, seed: 7)) { _ in makeSubject() }
    /// ```
    public static func exploring(count: Int, seed: UInt64) -> [GestureScript] {
        count > 0 ? (0..<count).map { explored(seed: seed, case: $0) } : []
    }

    /// Script `index` of ``exploring(count:seed:)`` with the same seed, alone, for replaying the case
    /// a report names.
    ///
    /// ```swift
    /// let replay = GestureScript.explored(seed: 7, case: 3)   // e.g. gesture cancelled at 64 % (explored: seed 7 case 3)
    /// ```
    public static func explored(seed: UInt64, case index: Int) -> GestureScript {
        var generator = SplitMix64(seed: seed, case: index)
        let cancelled = generator.bool()
        let progress = Double(generator.int(in: 1...99)) / 100
        return .explored(cancelled ? .cancelledAt(progress) : .endsAt(progress), ExploredCase(seed: seed, index: index))
    }

    /// The script the kit runs: the wrapped one for an explored script, else itself.
    var base: GestureScript {
        if case .explored(let script, _) = self { return script.base }
        return self
    }

    /// Where an explored script came from; nil for one written by hand.
    var origin: ExploredCase? {
        if case .explored(_, let origin) = self { return origin }
        return nil
    }

    /// Scripts one change simpler than this one, simplest first: cancelled → ended at the same
    /// progress, then simpler progress fractions (see `TransitionScenario.simplerFractions`).
    var shrinkCandidates: [GestureScript] {
        switch base {
        case .endsAt(let progress):
            return TransitionScenario.simplerFractions(than: progress).map { .endsAt($0) }
        case .cancelledAt(let progress):
            return [.endsAt(progress)] + TransitionScenario.simplerFractions(than: progress).map { .cancelledAt($0) }
        case .endsAtFull, .explored:
            return []
        }
    }
}

extension Array where Element == GestureScript {
    /// ``GestureScript/exploring(count:seed:)``, so the interaction suite's `scripts:` argument
    /// reads `scripts: .exploring(count: 50, seed: 7)`.
    ///
    /// ```swift
    /// verifyInteractiveTransition(scripts: .exploring(count: 50, seed: 7)) { _ in makeSubject() }
    /// ```
    public static func exploring(count: Int, seed: UInt64) -> [GestureScript] {
        GestureScript.exploring(count: count, seed: seed)
    }
}
