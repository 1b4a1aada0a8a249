import Foundation

extension UIViewController {
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded yet: ``loadView()`` then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadViewNow()
    }

    /// Loads the view, which is not loaded: ``loadView()`` then ``viewDidLoad()``. The `view`
    /// getter calls it once it has found no view, without `loadViewIfNeeded()`'s second look.
    func loadViewNow() {
        loadView()
        if storedView == nil {
            // A loadView override that sets no view: UIKit would loop; give a plain view.
            installView(UIView(frame: UIScreen.main.headlessBounds))
            HeadlessScene.current.record(
                .uikitMisuse, api: "\(type(of: self)).loadView()",
                "loadView() did not set a view; UIKit would call it again forever. HeadlessUIKit used a plain view. Set `view` in loadView(), or do not override it."
            )
        }
        viewDidLoad()
    }

    func installView(_ view: UIView?) {
        storedView?.owningViewController = nil
        storedView = view
        if let view {
            view.owningViewController = self
            if !view.hasHeadlessName { view.deferredName = .rootView(of: type(of: self)) }
        }
    }
}

extension UIView {
    /// The view controller whose root view this is, if any. HeadlessUIKit only.
    public var headlessOwningViewController: UIViewController? { owningViewController }
}
