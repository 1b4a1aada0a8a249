#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What "simpler" means for scenarios and their parts, for ``ExplorationShrinker``.
///
/// ## The model
///
/// A scenario is simpler when one of its parts is: the mode (anything → animated; grabbed and
/// reversed → interactive cancelled at the same progress), the presenter (removed → kept), the
/// container size (a standard size, earliest first; then one rounded to 100 points; then to 10)
/// or the progress (50 %; then multiples of 10 %, nearer 50 % first; then of 5 %; then whole
/// percents; the simplest that still fails is taken, so 23 % goes to 40 % when 40 % still fails). Every candidate is strictly simpler by that order, so shrinking ends. The kind is
/// never changed: a violation is reported for the kind it showed in.
///
/// ```swift
/// TransitionScenario(kind: .push, mode: .interactiveCancelled(at: 0.23)).shrinkCandidates(features: [.push, .interactive])
/// // animated; cancelled at 50 %, 20 %, 30 %, 25 %
/// ```
extension TransitionScenario {
    /// Scenarios one change simpler than this one, simplest first, within `features`.
    func shrinkCandidates(features: Set<AnimatorFeature>) -> [TransitionScenario] {
        var candidates: [TransitionScenario] = []
        func with(_ change: (inout TransitionScenario) -> Void) {
            var candidate = self
            change(&candidate)
            if candidate != self && !candidates.contains(candidate) { candidates.append(candidate) }
        }
        with { $0.mode = .animated }
        if case .interruptibleReversed(let progress) = mode, features.isInteractive(kind) {
            with { $0.mode = .interactiveCancelled(at: progress) }
        }
        if presenterRemoved && features.uses(presenterRemoved: false) { with { $0.presenterRemoved = false } }
        for size in Self.simplerSizes(than: containerSize) { with { $0.containerSize = size } }
        for progress in Self.simplerFractions(than: mode.progress ?? 0.5) {
            with { $0.mode = $0.mode.with(progress: progress) }
        }
        return candidates
    }

    /// The standard sizes, in the order shrinking prefers them.
    static let shrinkingSizes = [phoneLandscape, phonePortrait, tablet, compactSplit]

    /// Sizes simpler than `size`, simplest first.
    static func simplerSizes(than size: CGSize) -> [CGSize] {
        func rounded(_ step: CGFloat) -> CGSize {
            CGSize(width: max(step, (size.width / step).rounded() * step), height: max(step, (size.height / step).rounded() * step))
        }
        let all = shrinkingSizes + [rounded(100), rounded(10)]
        var seen: [CGSize] = []
        for candidate in all where sizeComplexity(candidate) < sizeComplexity(size) && !seen.contains(candidate) { seen.append(candidate) }
        return seen
    }

    /// (kind of size, rank): a standard size by its rank, then multiples of 100, 10, anything,
    /// smaller first.
    static func sizeComplexity(_ size: CGSize) -> (Double, Double) {
        if let rank = shrinkingSizes.firstIndex(of: size) { return (0, Double(rank)) }
        let level: Double =
            [100, 10, 1].firstIndex { step in size.width.truncatingRemainder(dividingBy: step) == 0 && size.height.truncatingRemainder(dividingBy: step) == 0 }
            .map { Double($0) + 1 } ?? 4
        return (level, Double(size.width + size.height))
    }

    /// Progress fractions simpler than `progress`, simplest first: 50 %, and for steps of 10, 5
    /// and 1 % the multiples on either side of `progress` and one step nearer 50 % from each.
    static func simplerFractions(than progress: Double) -> [Double] {
        let percent = progress * 100
        var all: [Int] = [50]
        for step in [10, 5, 1] {
            for multiple in [(percent / Double(step)).rounded(.down), (percent / Double(step)).rounded(.up)].map({ Int($0) * step }) {
                let clamped = min(100 - step, max(step, multiple))
                all += [clamped, clamped + (clamped < 50 ? step : clamped > 50 ? -step : 0)]
            }
        }
        var simpler: [Double] = []
        for candidate in all.map({ Double($0) / 100 }) where fractionComplexity(candidate) < fractionComplexity(progress) && !simpler.contains(candidate) {
            simpler.append(candidate)
        }
        return simpler.sorted { a, b in
            let (ca, cb) = (fractionComplexity(a), fractionComplexity(b))
            return (ca.0, ca.1, a) < (cb.0, cb.1, b)
        }
    }

    /// (roundness, distance from 50 %): 50 %, then multiples of 10 %, 5 %, 1 %, anything.
    static func fractionComplexity(_ progress: Double) -> (Double, Double) {
        let percent = (progress * 100).rounded()
        guard abs(progress * 100 - percent) < 1e-9 else { return (4, abs(progress - 0.5)) }
        let level: Double = percent == 50 ? 0 : [10, 5, 1].firstIndex { percent.truncatingRemainder(dividingBy: Double($0)) == 0 }.map { Double($0) + 1 } ?? 4
        return (level, abs(percent - 50))
    }
}

extension TransitionScenario.Mode {
    /// The progress of a mode that has one.
    var progress: Double? {
        switch self {
        case .animated, .notAnimated: nil
        case .interactiveFinished(let p), .interactiveCancelled(let p), .interrupted(let p), .interruptibleReversed(let p): p
        }
    }

    /// The same mode at another progress; modes without one are returned unchanged.
    func with(progress: Double) -> Self {
        switch self {
        case .animated, .notAnimated: self
        case .interactiveFinished: .interactiveFinished(at: progress)
        case .interactiveCancelled: .interactiveCancelled(at: progress)
        case .interrupted: .interrupted(at: progress)
        case .interruptibleReversed: .interruptibleReversed(at: progress)
        }
    }
}
