import Foundation

/// Where the presenter's view was before a presentation that removes it took it out.
struct PresenterHome {
    /// The superview when it is its scene's window, held through the scene: a `weak` reference to
    /// the window would give it a side table, and the window is retained for every change a view
    /// records (see ``LifetimeLink``). The home is read only while the scene runs the dismissal.
    private weak var sceneOfWindow: HeadlessScene?
    /// Any other superview.
    private weak var otherSuperview: UIView?
    var index: Int
    /// The view's frame in `superview` when it was taken out.
    var frame: CGRect
    /// The size of `superview`'s bounds then.
    var superviewSize: CGSize

    /// Where `superview` held the presenter's view, at `index`, with `frame`, in bounds of `superviewSize`.
    @MainActor
    init(superview: UIView?, index: Int, frame: CGRect, superviewSize: CGSize) {
        if let window = superview as? UIWindow, let scene = window.headlessScene, scene.window === window {
            sceneOfWindow = scene
        } else {
            otherSuperview = superview
        }
        self.index = index
        self.frame = frame
        self.superviewSize = superviewSize
    }

    /// The view the presenter's view was in, while it is alive.
    @MainActor
    var superview: UIView? {
        sceneOfWindow?.window ?? otherSuperview
    }

    /// The view's frame in `superview` now: ``frame`` resized as the view's `autoresizingMask`
    /// resizes it along with the superview, had it stayed there — so a presenter taken out of the
    /// window comes back at the current size after a rotation (contract F9).
    @MainActor
    func currentFrame(of view: UIView) -> CGRect {
        guard let superview else { return frame }
        return view.autoresized(frame, superviewSizeChangedFrom: superviewSize, to: superview.bounds.size)
    }
}
