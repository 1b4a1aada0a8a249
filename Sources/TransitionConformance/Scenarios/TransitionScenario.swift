#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// One situation UIKit can put a transition in: its kind, how it is driven, and the size of the
/// container. Scenarios are values with a readable ``testDescription``, so they can be passed to
/// `@Test(arguments:)`.
public struct TransitionScenario: Sendable, Hashable, Codable, CustomStringConvertible, CustomTestStringConvertible {
    /// Which transition.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case presentation, dismissal, push, pop

        /// Whether the to-view is the new one on screen (presentation, push).
        public var isForward: Bool { self == .presentation || self == .push }
        /// Whether it is a modal transition.
        public var isModal: Bool { self == .presentation || self == .dismissal }
    }

    /// How the transition is driven.
    public enum Mode: Sendable, Hashable, Codable {
        /// Animated, not interactive.
        case animated
        /// `isAnimated == false`.
        case notAnimated
        /// Driven by a percent-driven interaction controller to `progress`, then finished.
        case interactiveFinished(at: Double)
        /// Driven by a percent-driven interaction controller to `progress`, then cancelled.
        case interactiveCancelled(at: Double)
        /// Animated, but the animations are removed at `progress` of the duration — every one in
        /// the window, the container's and those on views outside it such as a presenter's view
        /// that stays (the layers lose them, as when another animation or a view change interrupts
        /// them): their completions get `finished == false` although the transition was not
        /// cancelled.
        case interrupted(at: Double)
        /// For interruptible animators: starts running on its own, is grabbed at `progress`
        /// (`pauseInteractiveTransition`) and reversed (cancelled) — UIKit's interruptible path.
        case interruptibleReversed(at: Double)

        /// Whether the transition ends cancelled.
        public var isCancelled: Bool {
            switch self {
            case .interactiveCancelled, .interruptibleReversed: return true
            default: return false
            }
        }

        /// The progress an interactive finish or cancel is driven to; 0 for the other modes.
        var interactiveProgress: Double {
            switch self {
            case .interactiveFinished(let p), .interactiveCancelled(let p): p
            default: 0
            }
        }

        /// Whether the transition is interactive.
        public var isInteractive: Bool {
            switch self {
            case .interactiveFinished, .interactiveCancelled, .interruptibleReversed: return true
            default: return false
            }
        }
    }

    /// Which transition.
    public var kind: Kind
    /// How it is driven.
    public var mode: Mode
    /// The size of the container (and of the scene's window).
    public var containerSize: CGSize
    /// For modal transitions: whether the presenter's view leaves the window
    /// (`shouldRemovePresentersView`); when it stays, `view(forKey:)` is nil for it (contract §2.7).
    /// Presentation-controller scenarios leave it to the presentation controller and ignore it.
    public var presenterRemoved: Bool
    /// A resize of the container, as a rotation does, during or after the transition; nil for none.
    public var resize: Resize?
    /// Presentation-controller and delegate scenarios: present, dismiss, then present again, and
    /// judge the second presentation (state left over from the first shows there).
    public var repeated: Bool
    /// Whether another party joins the transition with an animation of its own through the
    /// transition coordinator (`animate(alongsideTransition:completion:)`), as a presenting view
    /// controller fading its own controls does.
    public var alongsideAnimation: Bool
    /// For suites that drive a subject other than an animator (presentation controllers, custom
    /// container contexts): which of the kit's reference animators runs the transition; nil when
    /// the subject's own animator does.
    public var referenceAnimator: ReferenceAnimator?
    /// For a scenario drawn by ``exploring(count:seed:for:)``: its seed and case index (and, once
    /// shrunk, the case as drawn); nil for a scenario written by hand. Part of ``testDescription``.
    public var explored: ExploredCase?

    /// In a dismissal with the presenter kept, what the kit's context answers for
    /// `finalFrame(for:)` of the dismissed (presented) view controller: UIKit's header allows
    /// `.zero` (the view leaves the window) or its current frame, and which one UIKit gives is an
    /// open point (contract F10). The kit's context answers ``DismissedFinalFrame/zero`` unless told
    /// otherwise; the animator suite reruns a dismissal that breaks a `must` with the other answer
    /// and reports a break that shows only under `.zero` as ANIM-DISMISSED-FINAL-FRAME, a `should`.
    /// When UIKit stages the run, UIKit answers and this is ignored (such a scenario runs on the
    /// kit's context).
    public var dismissedFinalFrame: DismissedFinalFrame
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`) while the transition
    /// runs: the animator should then replace large motion with a cross-fade or much smaller
    /// motion (ANIM-REDUCE-MOTION). On HeadlessUIKit the run's scene turns it on; on UIKit, where
    /// it is the device's setting, the scenario runs only when the device has it on.
    public var reduceMotion: Bool

    /// The two answers UIKit's header allows for `finalFrame(for:)` of the dismissed view controller.
    public enum DismissedFinalFrame: String, Sendable, Hashable, Codable, CaseIterable {
        /// `.zero`: the view leaves the window (the header's rule for a view that is removed).
        case zero
        /// The view's current frame, as widely copied dismissal animators read it.
        case currentFrame
    }

    /// A change of the container's size, as a rotation makes.
    public enum Resize: Sendable, Hashable, Codable {
        /// After the transition has ended (while presented, for a presentation).
        case afterTransition(to: CGSize)
        /// While the transition runs, at `progress` of its duration.
        case midTransition(to: CGSize, at: Double)

        /// The new size.
        public var size: CGSize {
            switch self {
            case .afterTransition(let size), .midTransition(let size, _): size
            }
        }
    }

    public init(
        kind: Kind, mode: Mode = .animated, containerSize: CGSize = TransitionScenario.phoneLandscape,
        presenterRemoved: Bool = false, resize: Resize? = nil, repeated: Bool = false,
        alongsideAnimation: Bool = false, referenceAnimator: ReferenceAnimator? = nil, explored: ExploredCase? = nil,
        dismissedFinalFrame: DismissedFinalFrame = .zero, reduceMotion: Bool = false
    ) {
        self.kind = kind
        self.mode = mode
        self.containerSize = containerSize
        self.presenterRemoved = presenterRemoved
        self.resize = resize
        self.repeated = repeated
        self.alongsideAnimation = alongsideAnimation
        self.referenceAnimator = referenceAnimator
        self.explored = explored
        self.dismissedFinalFrame = dismissedFinalFrame
        self.reduceMotion = reduceMotion
    }

    /// A phone in portrait: 390 × 844, the same as `UIScreen.main`.
    public static let phonePortrait = CGSize(width: 390, height: 844)
    /// A phone in landscape: 844 × 390, unlike `UIScreen.main` — catches sizing from the screen.
    public static let phoneLandscape = CGSize(width: 844, height: 390)
    /// A tablet in portrait: 1024 × 1366.
    public static let tablet = CGSize(width: 1024, height: 1366)
    /// A compact split-view column: 320 × 1024.
    public static let compactSplit = CGSize(width: 320, height: 1024)

    /// The readable name used in reports and test names, e.g.
    /// "dismissal, interactive, cancelled at 40 %, 844×390, presenter kept"; an explored scenario
    /// ends with its origin, e.g. ", explored: seed 42 case 17".
    public var testDescription: String {
        var parts = [kind.rawValue]
        switch mode {
        case .animated: parts.append("animated")
        case .notAnimated: parts.append("not animated")
        case .interactiveFinished(let p): parts.append("interactive, finished at \(Self.percent(p)) %")
        case .interactiveCancelled(let p): parts.append("interactive, cancelled at \(Self.percent(p)) %")
        case .interrupted(let p): parts.append("animations interrupted at \(Self.percent(p)) %")
        case .interruptibleReversed(let p): parts.append("grabbed at \(Self.percent(p)) % and reversed")
        }
        parts.append(Self.size(containerSize))
        if kind.isModal && referenceAnimator == nil { parts.append(presenterRemoved ? "presenter removed" : "presenter kept") }
        switch resize {
        case .afterTransition(let size)?: parts.append("resized to \(Self.size(size)) after")
        case .midTransition(let size, let p)?: parts.append("resized to \(Self.size(size)) at \(Self.percent(p)) %")
        case nil: break
        }
        if repeated { parts.append(kind.isModal ? "second time (present, dismiss, present)" : "there and back twice (push, pop, push, pop)") }
        if alongsideAnimation { parts.append("with an alongside animation") }
        if let referenceAnimator { parts.append("\(referenceAnimator.rawValue) reference animator") }
        if dismissedFinalFrame == .currentFrame { parts.append("finalFrame(for:) of the dismissed view controller is its current frame (open point F10)") }
        if reduceMotion { parts.append("Reduce Motion on") }
        if let explored { parts.append(explored.description) }
        return parts.joined(separator: ", ")
    }

    public var description: String { testDescription }

    /// The standard scenarios for an animator with the given features: every direction it
    /// supports, animated in four container sizes and with its animations interrupted half-way;
    /// modal directions also not animated (UIKit hands an animator a non-animated transition only
    /// for a `.custom` modal presentation or dismissal, contract §2.5, F5) and with the presenter
    /// kept and removed, as the declared use allows (``AnimatorFeature/presenterKept``,
    /// ``AnimatorFeature/presenterRemoved``); for each direction declared interactive, finished at
    /// 60 % and cancelled at 40 % (and, if interruptible, grabbed half-way and reversed); and for
    /// each direction, once, animated with Reduce Motion on (the first presenter variant declared).
    public static func standard(for features: Set<AnimatorFeature>) -> [TransitionScenario] {
        let features = AnimatorFeature.withImplications(features)
        var scenarios: [TransitionScenario] = []
        scenarios.reserveCapacity(56)  // the most there are (every feature declared): not grown step by step
        // Index loops: `for in` makes a generic iterator, costly in a debug build (each suite asks).
        let kinds = Kind.allCases
        let sizes = [phoneLandscape, phonePortrait, tablet, compactSplit]
        var kindIndex = 0
        while kindIndex < kinds.count {
            let kind = kinds[kindIndex]
            kindIndex += 1
            guard features.contains(AnimatorFeature(kind)) else { continue }
            // The presenter kept, then removed (modal kinds only), as the declared use allows.
            var variant = 0
            while variant < (kind.isModal ? 2 : 1) {
                let removed = variant == 1
                variant += 1
                guard !kind.isModal || features.uses(presenterRemoved: removed) else { continue }
                var sizeIndex = 0
                while sizeIndex < sizes.count {
                    scenarios.append(TransitionScenario(kind: kind, mode: .animated, containerSize: sizes[sizeIndex], presenterRemoved: removed))
                    sizeIndex += 1
                }
                scenarios.append(TransitionScenario(kind: kind, mode: .interrupted(at: 0.5), presenterRemoved: removed))
                if kind.isModal {
                    scenarios.append(TransitionScenario(kind: kind, mode: .notAnimated, presenterRemoved: removed))
                }
                if features.isInteractive(kind) {
                    scenarios.append(TransitionScenario(kind: kind, mode: .interactiveFinished(at: 0.6), presenterRemoved: removed))
                    scenarios.append(TransitionScenario(kind: kind, mode: .interactiveCancelled(at: 0.4), presenterRemoved: removed))
                    if features.contains(.interruptible) {
                        scenarios.append(TransitionScenario(kind: kind, mode: .interruptibleReversed(at: 0.5), presenterRemoved: removed))
                    }
                }
            }
            let removed = kind.isModal && !features.uses(presenterRemoved: false)
            scenarios.append(TransitionScenario(kind: kind, mode: .animated, presenterRemoved: removed, reduceMotion: true))
        }
        return scenarios
    }
}
