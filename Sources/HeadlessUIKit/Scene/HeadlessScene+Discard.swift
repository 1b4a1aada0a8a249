import Foundation

extension HeadlessScene {
    /// Lets go of every modal presentation above `root` (by default the window's root view
    /// controller), without a transition: what a test harness does when it is done with a scene
    /// and wants what it presented released.
    ///
    /// A presented view controller and its presentation controller hold each other, as in UIKit,
    /// until a dismissal ends; a scene dropped with a presentation still up keeps that pair —
    /// and what they hold — alive. This cuts, for each presentation above `root`, the links a
    /// completed dismissal cuts (presenter → presented, presented → presenter, presented →
    /// presentation controller), so the pair goes with the scene.
    ///
    /// It runs nothing: no presentation controller or animator method, no appearance callback,
    /// no animation, no layout, and records no change or diagnostic; views stay where they are
    /// until the window goes. UIKit has no such call (a scene's disconnection releases its
    /// windows, and what it calls on the way is undocumented). Read nothing of the scene
    /// afterwards: its view controllers are no longer presented, though their views still show.
    public func discardPresentations(above root: UIViewController? = nil) {
        var presenter = root ?? window.rootViewController
        while let current = presenter {
            let presented = current.presentationState.presented
            current.presentationState.presented = nil
            presented?.presentationState.presenting = nil
            presented?.presentationState.presentationController = nil
            presenter = presented
        }
    }
}
