import Testing
@testable import HeadlessUIKit

@MainActor
private final class PauseCounter: NSObject, UIDynamicAnimatorDelegate {
    var paused = 0
    var resumed = 0
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
}

/// One step of the integrator, 1/60 s.
private let dt: CGFloat = 1.0 / 60

@MainActor
@Suite("UIKit Dynamics on the virtual clock: gravity, collision, push, attachment, snap")
struct DynamicsTests {
    @Test("gravity of magnitude 1 accelerates at 1000 points/s², stepped every 1/60 s by semi-implicit Euler")
    func gravity() {
        let scene = makeScene()
        let item = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        scene.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: scene.window)
        let gravity = UIGravityBehavior(items: [item])
        var steps = 0
        gravity.action = { steps += 1 }
        animator.addBehavior(gravity)
        #expect(animator.isRunning)
        scene.advance(by: 0.5)
        // After n steps: y = y0 + g·dt²·n(n+1)/2, n = 30 (0.5·g·t² = 125 exactly).
        #expect(steps == 30)
        #expect(close(item.center.y, 100 + 1000 * dt * dt * 465))
        #expect(item.center.x == 200)
        #expect(close(animator.elapsedTime, 0.5))
        gravity.angle = 0
        #expect(close(gravity.gravityDirection.dx, 1) && close(gravity.gravityDirection.dy, 0, tolerance: 1e-9))
        animator.removeAllBehaviors()
        #expect(!animator.isRunning)
    }

    @Test("a falling item stops on the reference bounds' bottom edge without elasticity, then the animator pauses and tells its delegate")
    func collisionAndPause() {
        let scene = makeScene()
        let item = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        scene.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: scene.window)
        let delegate = PauseCounter()
        animator.delegate = delegate
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        #expect(delegate.resumed == 1)
        #expect(scene.runUntilIdle(timeout: 5).isIdle)
        #expect(item.center.y == 794)
        #expect(!animator.isRunning && delegate.paused == 1)
    }

    @Test("with elasticity 0.5 the item bounces off the edge at half its speed")
    func elasticity() {
        let scene = makeScene()
        let item = UIView(frame: CGRect(x: 150, y: 700, width: 100, height: 100))
        scene.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: scene.window)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 0.5
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        properties.addLinearVelocity(CGPoint(x: 0, y: 600), for: item)
        scene.advance(by: 6 * dt)  // 10 points a step: reaches the edge (y 794) at the 5th step
        #expect(item.center.y < 794)
        #expect(close(properties.linearVelocity(for: item).y, -300))
    }

    @Test("an instantaneous push of magnitude 1 gives a 100 × 100 item of density 1 a speed of 100 points/s once; density 4 a quarter of it")
    func push() {
        let scene = makeScene()
        let light = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let heavy = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        scene.window.addSubview(light)
        scene.window.addSubview(heavy)
        let animator = UIDynamicAnimator(referenceView: scene.window)
        let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let dense = UIDynamicItemBehavior(items: [heavy])
        dense.density = 4
        animator.addBehavior(dense)
        animator.addBehavior(push)
        scene.advance(by: 1)
        #expect(close(light.center.x, 150) && close(heavy.center.x, 75))
        #expect(!push.active)
        let continuous = UIPushBehavior(items: [light], mode: .continuous)
        continuous.magnitude = 0
        #expect(continuous.active)
    }

    @Test("a rigid attachment keeps the item at its length from the anchor; a snap settles at its point")
    func attachmentAndSnap() {
        let scene = makeScene()
        let bob = UIView(frame: CGRect(x: 150, y: 250, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(bob)
        scene.window.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: scene.window)
        let delegate = PauseCounter()
        animator.delegate = delegate
        let attachment = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(attachment.length == 200)
        let gravity = UIGravityBehavior(items: [bob])
        gravity.gravityDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(attachment)
        animator.addBehavior(gravity)
        scene.advance(by: 0.3)
        #expect(close(hypot(bob.center.x - 200, bob.center.y - 100), 200))
        #expect(bob.center.x > 200)
        animator.removeAllBehaviors()

        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 195, y: 400))
        animator.addBehavior(snap)
        #expect(scene.runUntilIdle(timeout: 10).isIdle)
        #expect(close(card.center, CGPoint(x: 195, y: 400), tolerance: 0.5))
        #expect(delegate.paused == 2)
    }
}
