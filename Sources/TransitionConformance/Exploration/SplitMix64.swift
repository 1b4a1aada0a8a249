/// The kit's pseudo-random number generator: SplitMix64 (Steele, Lea and Flood, 2014), the same
/// numbers for the same seed on every platform, every run and every Swift version.
///
/// ## The model
///
/// A 64-bit counter advanced by the golden-ratio increment, each value scrambled by two
/// multiply-xorshift rounds. Bounded draws use the kit's own rejection sampling
/// (``int(in:)``), never the standard library's `random(in:using:)`, whose algorithm is not
/// promised to stay the same between releases. It is not `SystemRandomNumberGenerator` and does
/// not read Swift's per-process hash seed, so a seed replays exactly. Not for cryptography.
///
/// ```swift
/// var generator = SplitMix64(seed: 0)
/// generator.next()            // 0xE220A8397B1DCDAF, the reference value
/// generator.int(in: 1...99)   // always the same for seed 0
/// ```
struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for case `index` of an exploration with `seed`: the cases are independent, so
    /// case 17 is the same whether 20 or 200 cases are drawn, and can be replayed alone.
    init(seed: UInt64, case index: Int) {
        state = Self.mix(seed ^ Self.mix(UInt64(truncatingIfNeeded: index) &+ 0x9E37_79B9_7F4A_7C15))
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A number in `range`, uniformly (rejection sampling on the top of the 64-bit range).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole 64-bit range
        let limit = UInt64.max - UInt64.max % span  // draws at or above it would favour small values
        var draw = next()
        while draw >= limit { draw = next() }
        return range.lowerBound + Int(draw % span)
    }

    /// One of `elements`, uniformly; `elements` must not be empty.
    mutating func element<T>(of elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `true` with probability one half.
    mutating func bool() -> Bool {
        next() >> 63 == 1
    }

    /// SplitMix64's finaliser: a bijective scramble of 64 bits.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
