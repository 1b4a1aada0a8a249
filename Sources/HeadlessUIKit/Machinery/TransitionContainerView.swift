import Foundation

/// The container view UIKit makes for a modal presentation (UIKit's private `UITransitionView`):
/// it fills the window, follows its size, and tells the presentation controller about each
/// layout pass with `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        // One read of the `weak` reference for both calls: the presented view controller holds
        // its presentation controller for as long as the container is in use.
        let controller = presentationController
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}
