#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Stands between UIKit and an interaction controller the app's delegate vended for an ensemble
/// run's judged transition: it hands the controller the run's recorder (``ObservedContext``) in
/// place of UIKit's context, so the controller's `updateInteractiveTransition(_:)`,
/// `finishInteractiveTransition()` and `cancelInteractiveTransition()` are recorded as the
/// animator's calls are, and forwards everything else unchanged.
///
/// The app keeps its own controller (its handler calls `update`, `finish`, `cancel` on it); only
/// UIKit holds the proxy.
@MainActor
final class ObservingInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    let inner: any UIViewControllerInteractiveTransitioning
    private let willStart: (any UIViewControllerContextTransitioning) -> any UIViewControllerContextTransitioning

    /// `willStart` is given UIKit's context when UIKit starts the transition and returns the
    /// context to hand the controller.
    init(
        _ inner: any UIViewControllerInteractiveTransitioning,
        willStart: @escaping (any UIViewControllerContextTransitioning) -> any UIViewControllerContextTransitioning
    ) {
        self.inner = inner
        self.willStart = willStart
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        inner.startInteractiveTransition(willStart(transitionContext))
    }

    var completionSpeed: CGFloat { OptionalMembers.completionSpeed(of: inner) }
    var completionCurve: UIView.AnimationCurve { OptionalMembers.completionCurve(of: inner) }
    var wantsInteractiveStart: Bool { OptionalMembers.wantsInteractiveStart(of: inner) }
}
