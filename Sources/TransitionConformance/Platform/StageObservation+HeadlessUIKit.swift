#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// How an ensemble run (``EnsembleCast``) sees the animators the app's delegate vends — on
/// HeadlessUIKit, through the scene's ``HeadlessTransitionObserving`` hook, so the app's delegate
/// stays where the app put it (`transitioningDelegate is SheetDelegate` still holds) and sees its
/// own animator in `interactionControllerFor…(using:)`.
@MainActor
enum StageObservation {
    /// Why an ensemble run cannot be staged here, or nil.
    static let unavailable: String? = nil

    /// Makes `stage` the observer of its host's scene.
    /// Whether an interaction controller the machinery starts is handed the run's recorder in
    /// place of the machinery's context: yes, so its calls on the context are recorded
    /// (HeadlessUIKit's `UIPercentDrivenInteractiveTransition` works with any context).
    static let handsRecorderToInteractionControllers = true

    static func install(_ stage: UIKitStage) {
        stage.host.scene.transitionObserver = stage
    }

    /// Stops observing.
    static func uninstall(_ stage: UIKitStage) {
        if stage.host.scene.transitionObserver === stage { stage.host.scene.transitionObserver = nil }
    }
}

extension StageObservation {
    /// Sets up a presentation flow's observation: the presented view controller keeps `delegate`
    /// (the app's), and the scene's machinery shows `observer` what it vends — no proxy.
    static func installFlows(
        _ observer: ObservingTransitioningDelegate, delegate: any UIViewControllerTransitioningDelegate, presented: UIViewController, host: TransitionHost
    ) {
        presented.transitioningDelegate = delegate
        host.scene.transitionObserver = observer
    }
}

extension ObservingTransitioningDelegate: HeadlessTransitionObserving {
    func machineryWillRun(_ transition: HeadlessVendedTransition) -> (
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) {
        let direction: Direction
        switch transition.kind {
        case .presentation: direction = .presentation
        case .dismissal: direction = .dismissal
        default: return (transition.animator, transition.interactionController)
        }
        return (noteVended(transition.animator, interactionController: transition.interactionController, direction), transition.interactionController)
    }

    func machineryAsked(forPresentationControllerOf presented: UIViewController, got presentationController: UIPresentationController?) {
        noteMade(presentationController)
    }
}

extension UIKitStage: HeadlessTransitionObserving {
    func machineryWillRun(_ transition: HeadlessVendedTransition) -> (
        animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) {
        // A tab switch is judged as the scenario's kind (the tab bar delegate suite runs it as one).
        let kind: TransitionScenario.Kind =
            switch transition.kind {
            case .presentation: .presentation
            case .dismissal: .dismissal
            case .push: .push
            case .pop: .pop
            case .tabSwitch: scenario.kind
            }
        return machineryWillRun(kind: kind, animator: transition.animator, interactionController: transition.interactionController)
    }

    func machineryAsked(forPresentationControllerOf presented: UIViewController, got presentationController: UIPresentationController?) {
        noteMade(presentationController, for: presented)
    }
}
#endif
