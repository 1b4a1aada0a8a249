import Foundation

extension HeadlessScene {
    /// The named defaults a scene uses where UIKit's behaviour is undocumented.
    ///
    /// Each member names one open point of the UIKit contract (`uikit-contract.md` §3 and §5) and
    /// documents the choice HeadlessUIKit makes. Change a member to test code against the other
    /// possibility.
    public struct Configuration: Sendable, Equatable {
        /// The `finished` flag a `UIView.animate` completion gets when the duration is ≤ 0 or
        /// animations are disabled. UIKit runs such a completion on the next run-loop turn and does
        /// not document the flag; the default is `true` (contract §3, [INF-med]).
        public var finishedFlagWithoutAnimation: Bool = true

        /// The `finished` flag a `UIView.animate` completion gets when its block changed no
        /// animatable property. UIKit calls such a completion right away (on the next turn) with
        /// `true`; that is the default.
        public var finishedFlagForEmptyAnimationBlock: Bool = true

        /// Whether writing a value equal to the current one inside an animation block adds an
        /// animation (and so delays the completion by the duration). Core Animation asks for an
        /// action on every write, equal or not; the default is `true`.
        public var equalValueWritesAnimate: Bool = true

        /// Whether `UIViewPropertyAnimator.finishAnimation(at:)` runs the completion blocks inside
        /// the call. UIKit does not document it; the default is `true` (they run inline, as
        /// observed in practice), unlike a natural finish, whose completions run on the clock.
        public var finishAnimationRunsCompletionsInline: Bool = true

        /// How many work items may run at one virtual instant before the scene calls it runaway
        /// rescheduling, records a ``HeadlessDiagnostic/Kind/runaway`` diagnostic and drops the
        /// rest of that instant's work.
        public var maximumWorkItemsPerInstant: Int = 10_000

        /// How many changes one view's mutation record keeps; later changes are counted, not kept.
        public var maximumMutationsPerView: Int = 10_000

        /// Makes the configuration with UIKit's defaults as the contract documents them.
        public init() {}
    }
}
