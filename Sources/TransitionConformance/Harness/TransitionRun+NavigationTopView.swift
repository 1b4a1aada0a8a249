#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// Whether, in a push or pop UIKit staged, the navigation controller itself put the new top
    /// view at `finalFrame` once the transition had completed: the view is in the container at that
    /// frame at the end of the run. Whether UIKit does is undocumented (HeadlessUIKit's
    /// `topViewFrameAfterNavigationTransition`, whose default says it does not); where it does, a
    /// view the animator left elsewhere is at the wrong frame only while the transition runs.
    ///
    /// Read only when the animator left the view off `finalFrame`: then a view at `finalFrame` now
    /// was put there after `completeTransition(_:)` — by UIKit, or by the animator's own code after
    /// the call, which the user does not see either.
    func navigationControllerFramedToView(at finalFrame: CGRect) -> Bool {
        guard !scenario.kind.isModal, uikitStage != nil, succeeded, toView.isDescendant(of: container) else { return false }
        let frame = toView.frame
        let off = [frame.minX - finalFrame.minX, frame.minY - finalFrame.minY, frame.width - finalFrame.width, frame.height - finalFrame.height]
        return off.allSatisfy { abs($0) <= 0.5 }
    }
}
