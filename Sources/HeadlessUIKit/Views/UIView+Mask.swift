import Foundation

extension UIView {
    /// A view whose alpha masks the view's content, as UIKit's `mask`: its layer becomes the
    /// view's layer's ``CALayer/mask``, and the view keeps it (strongly). It is in no view
    /// hierarchy; its frame is in the view's coordinates. Setting `layer.mask` to another layer
    /// clears it. Not rendered: the mask's effect on what is shown is not modelled, but its
    /// animations run in the view's layer's time, and leave with the view's window.
    public var mask: UIView? {
        get { layer.maskView }
        set {
            layer.mask = newValue?.layer
            layer.maskView = newValue
        }
    }
}
