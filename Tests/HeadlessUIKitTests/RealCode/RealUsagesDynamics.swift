import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 67. A physics-based drop-in menu: the menu falls under gravity onto the bottom edge, bounces a
/// little, and the presentation finishes when the animator comes to rest.
@MainActor
final class UsageDropInMenu: NSObject, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var completion: (() -> Void)?

    func drop(_ menu: UIView, in container: UIView, completion: @escaping () -> Void) {
        self.completion = completion
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        let gravity = UIGravityBehavior(items: [menu])
        gravity.magnitude = 2
        let collision = UICollisionBehavior(items: [menu])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [menu])
        properties.elasticity = 0.3
        properties.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        self.animator = animator
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        self.animator = nil
        completion?()
        completion = nil
    }
}
