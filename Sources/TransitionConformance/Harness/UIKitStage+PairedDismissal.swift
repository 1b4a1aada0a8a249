#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIKitStage {
    /// After an ensemble's completed presentation: dismisses it as the app would — animated,
    /// through UIKit's machinery and the app's own delegate, its dismissing animator unobserved —
    /// and returns which of `views` that dismissal took out of their superview or animated. Nil when
    /// there is no such pair to ask (not an ensemble presentation, nothing presented) or the
    /// dismissal did not complete by ``RunLimits/settleTimeout``.
    ///
    /// The pair's reading of a view the presenting animator left in the container (a backdrop):
    /// the same delegate's dismissing animator finding it again means it was meant to last the
    /// presentation.
    func dismissAsThePair(watching views: [UIView]) -> [UIView]? {
        guard ensemble != nil, scenario.kind == .presentation, root.presentedViewController != nil else { return nil }
        host.sampleChanges(alsoUnder: [context.containerView])
        let counts = views.map(\.recordedChangeCount)
        root.dismiss(animated: true)
        _ = host.runUntilIdle(timeout: host.limits.settleTimeout)
        host.sampleChanges(alsoUnder: views)
        guard root.presentedViewController == nil else { return nil }
        return PairedDismissal.handled(views, since: counts)
    }
}

/// The pair's reading of the views a presenting animator left in the container: which of them
/// the same delegate's dismissing animator took out or animated (``Precedence``), in an ensemble's
/// animator run (``UIKitStage/dismissAsThePair(watching:)``) or a flow's dismissal.
@MainActor
enum PairedDismissal {
    /// Which of `views` were taken out of their superview, or animated, since their change counts
    /// were `counts`: a change without animation may be the view leaving the window with UIKit's
    /// container, which the UIKit host samples too.
    static func handled(_ views: [UIView], since counts: [Int]) -> [UIView] {
        zip(views, counts).filter { view, count in
            view.superview == nil || view.recordedChanges(after: count).contains { $0.isAnimated && $0.property != "superview" }
        }.map(\.0)
    }
}
