import Foundation

/// The container view UIKit makes for a modal presentation (UIKit's private `UITransitionView`):
/// it fills the window, follows its size, and tells the presentation controller about each
/// layout pass with `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
