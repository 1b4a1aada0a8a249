import Foundation

/// One transition UIKit's machinery is about to run with an animator that app code vended: a
/// transitioning delegate's `animationController(forPresented:…)` or `animationController(forDismissed:)`,
/// a navigation controller delegate's, or a tab bar controller delegate's.
@preconcurrency @MainActor
public struct HeadlessVendedTransition {
    /// What the transition does.
    public enum Kind: String, Sendable {
        case presentation, dismissal, push, pop, tabSwitch
    }

    public let kind: Kind
    /// The view controllers the context will report for `.from` and `.to`.
    public let fromViewController: UIViewController
    public let toViewController: UIViewController
    /// Whether the transition is animated (`present(_:animated:)` and the like).
    public let isAnimated: Bool
    /// The animator the app vended.
    public let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller the app vended for it, if any (only for an animated transition:
    /// UIKit drives no interaction without an animation).
    public let interactionController: (any UIViewControllerInteractiveTransitioning)?
}

/// A test harness's view of the transitions a scene runs with app-vended animators — HeadlessUIKit's
/// stand-in for what, on UIKit, only a proxy delegate could see.
///
/// ## What it is for
///
/// A conformance kit that runs an app's own transitioning, navigation or tab bar controller delegate
/// must see each animator it vends, without replacing the delegate the app reads back
/// (`transitioningDelegate is SheetDelegate`, `navigationController.delegate === coordinator`).
/// Set ``HeadlessScene/transitionObserver`` and the scene's machinery hands it each vended animator
/// after the delegate has been asked for it and for its interaction controller — so the delegate
/// sees its own animator in `interactionControllerFor…(using:)` — and before the transition
/// starts: the machinery then calls whatever the observer returns in its place, the animator
/// itself or a proxy that forwards every call.
///
/// ## What it does not do
///
/// It changes nothing the app can observe when the observer returns the objects it was given;
/// UIKit's own standard animators (no delegate animator, or a non-animated transition that runs
/// none) are not handed over. UIKit has no such hook: it is HeadlessUIKit's, for harnesses.
@preconcurrency @MainActor
public protocol HeadlessTransitionObserving: AnyObject {
    /// The objects the machinery is to call for `transition`: the animator (or a proxy of it) and
    /// the interaction controller (or a proxy of it).
    func machineryWillRun(_ transition: HeadlessVendedTransition) -> (
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    )

    /// A `.custom` presentation of `presented` asked its transitioning delegate for a presentation
    /// controller and got `presentationController` (nil: UIKit makes its own). Called before the
    /// delegate is asked for an animator. Does nothing by default.
    func machineryAsked(forPresentationControllerOf presented: UIViewController, got presentationController: UIPresentationController?)
}

extension HeadlessTransitionObserving {
    public func machineryAsked(forPresentationControllerOf presented: UIViewController, got presentationController: UIPresentationController?) {}
}

extension HeadlessScene {
    /// The objects the machinery calls for a transition with an app-vended `animator`: the
    /// observer's answer when there is one, else the app's own.
    func observedParticipants(
        _ kind: HeadlessVendedTransition.Kind, from: UIViewController, to: UIViewController, animated: Bool,
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) -> (animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        guard let transitionObserver else { return (animator, interactionController) }
        return transitionObserver.machineryWillRun(
            HeadlessVendedTransition(
                kind: kind, fromViewController: from, toViewController: to, isAnimated: animated, animator: animator,
                interactionController: animated ? interactionController : nil))
    }
}
