#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the presentation-controller and delegate rules derive from a ``PresentationTranscript``:
/// pure functions of what it recorded, worked out only when a rule asks.
@MainActor
extension PresentationTranscript {
    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// Whether the last dismissal completed.
    var dismissed: Bool { dismissalOutcomes.last == .completed }

    /// The type of the animator the delegate last vended for `direction`.
    func vendedAnimatorName(_ direction: ObservingTransitioningDelegate.Direction) -> String {
        vendedAnimators.last { $0.direction == direction }?.type.map { "\($0)" } ?? "UIKit's default animator"
    }

    /// What shows that the animator vended for the presentation ran a dismissal; nil when nothing
    /// does (see ``PresentationRun/noteDirection(entering:)`` for what counts as evidence).
    var presentationAnimatorRanDismissal: String? {
        guard presentedViewInContainer == false, !presentedViewAnimatedWhilePresenting, presentationAnimatorReads?.onlyFrom == true else { return nil }
        return
            "after the presentation completed the presented view is not in the container and was never animated, and the animator asked its context only for the .from side: "
            + "the animator from animationController(forPresented:presenting:source:) (\(vendedAnimatorName(.presentation))) ran a dismissal"
    }

    /// What shows that the animator vended for the dismissal ran a presentation; nil when nothing does.
    var dismissalAnimatorRanPresentation: String? {
        guard dismissalAnimatorReads?.onlyTo == true else { return nil }
        let animator = "the animator from animationController(forDismissed:) (\(vendedAnimatorName(.dismissal))) ran a presentation"
        if dismissalAnimatorCoveredPresentedView {
            return
                "the dismissal's animator asked its context only for the .to side and put \(presentingView.name) into the container above the presented view, "
                + "as a presentation brings in its view: \(animator)"
        }
        guard presentedViewLeftInContainer == true, !presentedViewAnimatedWhileDismissing else { return nil }
        return
            "after the dismissal completed the presented view is still in the container and was never animated, and the animator asked its context only for the .to side: \(animator)"
    }
}

@MainActor
extension PresentationTranscript.Chrome {
    /// Reads where `view` is attached now.
    init(_ view: UIView) {
        self.view = ReportedView(view)
        superview = view.superview.map(ReportedView.init)
        isInWindow = view.window != nil
        lastSuperviewChange = view.superview == nil ? view.recordedChanges.last { $0.property == "superview" } : nil
    }

    /// Where the chrome view is still attached, described, or nil when it was removed. A view
    /// counts as removed when its last recorded hierarchy change took it out of its superview
    /// (`removeFromSuperview()`); a view whose container UIKit discarded with it still inside
    /// was not removed.
    var attachment: String? {
        if let superview {
            return "\(view.name) still in \(superview.name)" + (isInWindow ? "" : " (out of the window)")
        }
        guard let last = lastSuperviewChange, last.newValue != .text("nil") else { return nil }
        return "\(view.name) never removed (left in \(last.newValue), which UIKit discarded)"
    }
}
