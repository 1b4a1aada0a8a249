#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an animator supports and how the app uses it; the suites run only the scenarios UIKit can
/// produce for that use.
///
/// Three groups of features, freely combined in a `Set`:
/// - **Directions**: ``presentation``, ``dismissal``, ``push``, ``pop``. At least one.
/// - **Interaction**: ``interactive`` (every declared direction can be driven by a percent-driven
///   interaction controller), or only some directions (``interactivePresentation``,
///   ``interactiveDismissal``, ``interactivePush``, ``interactivePop``, each implying its
///   direction); ``interruptible`` for `interruptibleAnimator(using:)`.
/// - **Modal use**: ``presenterKept`` (used with `.custom` and a presentation controller that
///   keeps the presenter's view, `.overFullScreen`, `.overCurrentContext`, `.popover`) and
///   ``presenterRemoved`` (used with `.fullScreen`, `.currentContext`, or a presentation
///   controller whose `shouldRemovePresentersView` is true). Declare neither to be checked in
///   both, as a library animator that any app may use with any style should be.
///
/// ```swift
/// // A dismissal animator that a pan drives, used only for full-screen presentations:
/// checkAnimator(features: [.dismissal, .interactiveDismissal, .presenterRemoved]) { _ in CardDismissAnimator() }
/// ```
public enum AnimatorFeature: String, Sendable, Hashable, CaseIterable {
    case presentation, dismissal, push, pop
    /// Every declared direction works under a percent-driven interaction controller
    /// (interactive scenarios).
    case interactive
    /// Only presentations are interactive. Implies ``presentation``.
    case interactivePresentation
    /// Only dismissals are interactive (the usual pull-to-dismiss). Implies ``dismissal``.
    case interactiveDismissal
    /// Only pushes are interactive. Implies ``push``.
    case interactivePush
    /// Only pops are interactive (the usual edge-swipe back). Implies ``pop``.
    case interactivePop
    /// The animator implements `interruptibleAnimator(using:)`. Implies ``interactive`` unless
    /// interactive directions are declared one by one; the kit detects whether it is really
    /// implemented and reports a contradiction as kit misuse.
    case interruptible
    /// Modal use: with a style that keeps the presenter's view in the window, where
    /// `view(forKey:)` is nil for it (`.custom` keeping the presenter, `.overFullScreen`,
    /// `.overCurrentContext`). Without ``presenterRemoved``, presenter-removed scenarios are not run.
    case presenterKept
    /// Modal use: with a style that removes the presenter's view (`.fullScreen`,
    /// `.currentContext`, or a presentation controller whose `shouldRemovePresentersView` is
    /// true), where the animator gets it and must put it back on dismissal. Without
    /// ``presenterKept``, presenter-kept scenarios are not run.
    case presenterRemoved

    /// Hashes the feature by its case, not by its raw value as a `String`-backed enum otherwise
    /// does: the checkers ask feature sets about every scenario they run, and hashing the string
    /// cost several times more. Equal features hash equally, as before.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's place in the declaration (what ``hash(into:)`` hashes).
    private var ordinal: Int {
        switch self {
        case .presentation: 0
        case .dismissal: 1
        case .push: 2
        case .pop: 3
        case .interactive: 4
        case .interactivePresentation: 5
        case .interactiveDismissal: 6
        case .interactivePush: 7
        case .interactivePop: 8
        case .interruptible: 9
        case .presenterKept: 10
        case .presenterRemoved: 11
        }
    }

    /// The features with everything they imply: an interactive direction implies the direction;
    /// ``interruptible`` implies ``interactive`` when no direction is declared interactive alone.
    public static func withImplications(_ features: Set<AnimatorFeature>) -> Set<AnimatorFeature> {
        var features = features
        for kind in TransitionScenario.Kind.allCases where features.contains(interactive(kind)) {
            features.insert(AnimatorFeature(kind))
        }
        if features.contains(.interruptible) && features.isDisjoint(with: perDirectionInteraction) {
            features.insert(.interactive)
        }
        return features
    }

    init(_ kind: TransitionScenario.Kind) {
        switch kind {
        case .presentation: self = .presentation
        case .dismissal: self = .dismissal
        case .push: self = .push
        case .pop: self = .pop
        }
    }

    /// The feature that makes only `kind` interactive.
    static func interactive(_ kind: TransitionScenario.Kind) -> AnimatorFeature {
        switch kind {
        case .presentation: .interactivePresentation
        case .dismissal: .interactiveDismissal
        case .push: .interactivePush
        case .pop: .interactivePop
        }
    }

    static let perDirectionInteraction: Set<AnimatorFeature> = [.interactivePresentation, .interactiveDismissal, .interactivePush, .interactivePop]

    /// A modal animator: presentation and dismissal.
    public static let modal: Set<AnimatorFeature> = [.presentation, .dismissal]
    /// A navigation animator: push and pop.
    public static let navigation: Set<AnimatorFeature> = [.push, .pop]
}

extension Set where Element == AnimatorFeature {
    /// Whether `kind` is declared interactive (by ``AnimatorFeature/interactive`` or on its own).
    func isInteractive(_ kind: TransitionScenario.Kind) -> Bool {
        contains(.interactive) || contains(AnimatorFeature.interactive(kind))
    }

    /// Whether modal scenarios with the presenter removed (or kept) are part of the declared use.
    func uses(presenterRemoved removed: Bool) -> Bool {
        let kept = contains(.presenterKept)
        let removes = contains(.presenterRemoved)
        if !kept && !removes { return true }
        return removed ? removes : kept
    }

    /// Why the animator suite does not run `scenario` for an animator with these features (taken
    /// with their implications), or nil when it does.
    ///
    /// A non-animated push or pop is never run: UIKit hands an animator a non-animated
    /// transition only for a `.custom` modal presentation or dismissal (contract §2.5, F5).
    func animatorSkipReason(_ scenario: TransitionScenario) -> String? {
        let kind = scenario.kind
        if scenario.reduceMotion, let reason = TransitionHost.cannotRun(scenario) { return reason }
        if !contains(AnimatorFeature(kind)) {
            return "the animator does not declare .\(AnimatorFeature(kind).rawValue)"
        }
        if scenario.mode == .notAnimated && !kind.isModal {
            return
                "UIKit runs no custom animator for a non-animated \(kind.rawValue): UINavigationController changes the stack without a transition (contract §2.5, F5)"
        }
        if kind.isModal && !uses(presenterRemoved: scenario.presenterRemoved) {
            return scenario.presenterRemoved
                ? "the animator is declared for use with the presenter kept (.presenterKept), not removed"
                : "the animator is declared for use with the presenter removed (.presenterRemoved), not kept"
        }
        if scenario.mode.isInteractive && !isInteractive(kind) {
            return contains(.interactive) || isDisjoint(with: AnimatorFeature.perDirectionInteraction)
                ? "the animator does not declare .interactive"
                : "the animator does not declare \(kind.rawValue)s interactive (.\(AnimatorFeature.interactive(kind).rawValue))"
        }
        if case .interruptibleReversed = scenario.mode, !contains(.interruptible) {
            return "the animator does not declare .interruptible"
        }
        // An animator run neither resizes its container nor repeats a flow first: a label that
        // said so would say what did not run.
        if scenario.resize != nil {
            return
                "an animator run does not resize its container (the label would say what did not run): the presentation-controller and delegate flows rotate during and after the transition"
        }
        if scenario.repeated {
            return
                "an animator run does not present and dismiss once first (the label would say what did not run): the presentation-controller and delegate flows repeat; the animator's own reuse is ANIM-REUSABLE's lifecycle run"
        }
        if scenario.alongsideAnimation {
            return
                "an animator run joins no other party's alongside animation (the label would say what did not run): the presentation-controller and delegate flows run that scenario"
        }
        return nil
    }
}
