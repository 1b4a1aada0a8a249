#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension RunLimits {
    /// How much motion an animator may keep while Reduce Motion is on (ANIM-REDUCE-MOTION): each
    /// animated change of a view's position, size, scale or rotation is measured from where it
    /// starts to where it ends, and one beyond these is reported.
    ///
    /// Apple's Human Interface Guidelines ask apps to replace large motion — zooms, big slides,
    /// spins — with dissolves or much smaller motion when Reduce Motion is on, and give no numbers.
    /// The kit's are a named default: a move of up to 40 pt (about a tenth of a phone's width: a
    /// nudge that still says where content comes from), a change of scale of up to 10 % (1 → 0.9
    /// or 1 → 1.1) and a rotation of up to 10°. A cross-fade moves nothing and always passes.
    ///
    /// ```swift
    /// @Test(.runLimits(RunLimits(reducedMotion: .init(translation: 20))))  // a stricter app
    /// func cardAnimatorRespectsReduceMotion() { checkAnimator { _ in CardAnimator() } }
    /// ```
    public struct ReducedMotion: Sendable, Hashable, CustomStringConvertible {
        /// The longest move of a view's centre, in points. The kit's value: 40.
        public var translation: CGFloat
        /// The largest change of a view's width, height or transform scale, as a fraction of the
        /// larger of the two sizes. The kit's value: 0.1.
        public var scale: CGFloat
        /// The largest rotation of a view's transform, in degrees. The kit's value: 10.
        public var rotationDegrees: CGFloat

        /// Makes the thresholds; each defaults to the kit's value.
        public init(translation: CGFloat = 40, scale: CGFloat = 0.1, rotationDegrees: CGFloat = 10) {
            self.translation = translation
            self.scale = scale
            self.rotationDegrees = rotationDegrees
        }

        /// The kit's thresholds: 40 pt, 10 %, 10°.
        public static let standard = ReducedMotion()

        public var description: String {
            "moves of up to \(ReducedMotionCheck.number(translation)) pt, scales of up to \(ReducedMotionCheck.number(scale * 100)) %, rotations of up to \(ReducedMotionCheck.number(rotationDegrees))°"
        }

        /// What is wrong with these thresholds, each saying what to fix; empty when they are usable.
        var problems: [String] {
            // Each value checked in turn, not a list of tuples filtered and mapped: a debug build
            // built that list's type at run time, with two closures, at every check.
            var problems: [String] = []
            if !Self.isUsable(translation) { problems.append(Self.problem("translation", translation)) }
            if !Self.isUsable(scale) { problems.append(Self.problem("scale", scale)) }
            if !Self.isUsable(rotationDegrees) { problems.append(Self.problem("rotationDegrees", rotationDegrees)) }
            return problems
        }

        /// Whether `value` is a usable limit: finite, not negative.
        private static func isUsable(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

        /// What ``problems`` says of the value `name`.
        private static func problem(_ name: String, _ value: CGFloat) -> String {
            "RunLimits.reducedMotion.\(name) is \(value); give a finite number ≥ 0 (the kit's values are 40 pt, 0.1 and 10°)."
        }
    }
}
