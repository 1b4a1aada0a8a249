#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How an ensemble run (``EnsembleCast``) sees the animators the app's delegate vends — on UIKit,
/// not yet: UIKit has no hook for it, and a proxy in place of the app's delegate would change what
/// the app reads back. Ensemble animator runs are skipped there, with this reason.
@MainActor
enum StageObservation {
    /// Why an ensemble run cannot be staged here.
    static let unavailable: String? =
        "on UIKit the kit cannot yet see the animators your delegate vends without replacing your delegate; the ensemble's animator runs are HeadlessUIKit-only for now"

    static func install(_ stage: UIKitStage) {}

    /// Whether an interaction controller UIKit starts is handed the run's recorder in place of
    /// UIKit's context: no — `UIPercentDrivenInteractiveTransition` relies on UIKit's private
    /// context, so it gets UIKit's own (the calls it makes on it are not recorded).
    static let handsRecorderToInteractionControllers = false

    /// Sets up a presentation flow's observation: on UIKit the observer stands in as the presented
    /// view controller's `transitioningDelegate` and forwards every call to `delegate`.
    static func installFlows(
        _ observer: ObservingTransitioningDelegate, delegate: any UIViewControllerTransitioningDelegate, presented: UIViewController, host: TransitionHost
    ) {
        presented.transitioningDelegate = observer
    }
    static func uninstall(_ stage: UIKitStage) {}
}
#endif
