// Transition code written exactly as it would be for UIKit: only the import is swapped.
// It follows the zoom animator of the seed tutorial (000): a temporary image view grows from a
// cell's frame to the container while the destination fades in, and everything temporary is
// removed in the completion. The view-controller plumbing arrives with the next issue; until
// then the caller hands over the container and the two views.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class ZoomTransitionCode {
    let duration: TimeInterval = 0.5
    let presenting: Bool
    let originFrame: CGRect
    let image: UIImage?

    init(presenting: Bool, originFrame: CGRect, image: UIImage?) {
        self.presenting = presenting
        self.originFrame = originFrame
        self.image = image
    }

    @MainActor
    func animate(in containerView: UIView, from fromView: UIView, to toView: UIView, completion: @escaping (Bool) -> Void) {
        let zoomView = UIImageView(image: image)
        zoomView.contentMode = .scaleAspectFill
        zoomView.clipsToBounds = true
        zoomView.layer.cornerRadius = 12

        if presenting {
            toView.frame = containerView.bounds
            toView.alpha = 0
            containerView.addSubview(toView)
            zoomView.frame = originFrame
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            fromView.alpha = 0
            zoomView.frame = containerView.bounds
        }
        containerView.addSubview(zoomView)

        let target = presenting ? containerView.bounds : originFrame
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
            options: [.beginFromCurrentState],
            animations: {
                zoomView.frame = target
                zoomView.layer.cornerRadius = self.presenting ? 0 : 12
                if self.presenting { toView.alpha = 1 }
            },
            completion: { finished in
                zoomView.removeFromSuperview()
                if !self.presenting { fromView.removeFromSuperview() }
                completion(finished)
            })
    }
}
