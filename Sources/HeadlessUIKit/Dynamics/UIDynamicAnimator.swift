import Foundation

/// An object UIKit Dynamics can move: a view, UIKit's members.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, which the animator moves.
    var center: CGPoint { get set }
    /// The item's bounds, whose size gives its mass (with its density).
    var bounds: CGRect { get }
    /// The item's transform, which the animator rotates (not modelled: it is left alone).
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// The delegate of a dynamic animator: told when it pauses (every item at rest) and resumes.
/// Members are optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// Called when the animator is about to resume moving items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called when every item came to rest and the animator paused.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// A headless model of `UIDynamicAnimator`: UIKit Dynamics on the virtual clock, by a simple
/// integrator.
///
/// ## The model
///
/// Behaviours added to an animator made with ``init(referenceView:)`` move their items' `center`
/// (in the reference view's coordinates) in steps of
/// ``HeadlessScene/Configuration/dynamicsStepInterval`` (1/60 s) on the reference view's scene —
/// or the current scene — by semi-implicit Euler integration: each step sums the forces of the
/// behaviours into an acceleration per item, updates the velocity, then the position, then lets
/// attachments, snaps and collisions correct them. The units are UIKit's documented ones:
/// gravity of magnitude 1 accelerates at 1000 points/s²; a push of magnitude 1 accelerates a
/// 100 × 100 point item of density 1 at 100 points/s² (an instantaneous push changes its
/// velocity by 100 points/s); an item's mass is its area × density / 10,000. Each behaviour's
/// `action` runs after every step. The animator pauses — ``isRunning`` false,
/// `dynamicAnimatorDidPause(_:)` — once every item has moved less than 0.1 point a step and is
/// slower than 1 point/s for ``HeadlessScene/Configuration/dynamicsRestDuration`` (0.1 s); adding a
/// behaviour, changing a push or an attachment's anchor, or adding velocity resumes it
/// (`dynamicAnimatorWillResume(_:)`).
///
/// ## What it does not model
///
/// Rotation (`transform` and angular velocity are left alone), collisions between items,
/// collision boundaries other than the reference bounds, friction, field behaviours, item
/// collision shapes and the collision delegate, `UIDynamicAnimator(collectionViewLayout:)`.
/// UIKit's own solver is not documented; its trajectories differ in detail from this integrator's.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items move in.
    public private(set) weak var referenceView: UIView?
    /// The behaviours, in the order added.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// The delegate told of pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the animator is moving items.
    public private(set) var isRunning = false
    /// The time the animator has run, in seconds (only while running).
    public private(set) var elapsedTime: TimeInterval = 0

    /// Velocities of the items, by identity.
    final var velocities: [ObjectIdentifier: CGVector] = [:]
    private final var restingTime: TimeInterval = 0
    private final var generation = 0
    private weak final var scene: HeadlessScene?

    /// Makes an animator whose items move in `view`'s coordinates. UIKit's signature.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds a behaviour (and its children) and resumes the animator.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
        resume()
    }

    /// Removes a behaviour; the animator pauses when none is left.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        if behaviors.isEmpty { pause() }
    }

    /// Removes every behaviour and pauses.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the behaviours whose frames intersect `rect` (in the reference view's coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
            return frame.intersects(rect)
        }
    }

    // MARK: Stepping

    /// Every item of every behaviour and child behaviour, once each, in the order first met.
    final var allItems: [any UIDynamicItem] {
        var seen: Set<ObjectIdentifier> = []
        var items: [any UIDynamicItem] = []
        for behavior in flattenedBehaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
        }
        return items
    }

    final var flattenedBehaviors: [UIDynamicBehavior] {
        var all: [UIDynamicBehavior] = []
        func visit(_ behavior: UIDynamicBehavior) {
            all.append(behavior)
            behavior.childBehaviors.forEach(visit)
        }
        behaviors.forEach(visit)
        return all
    }

    /// Starts stepping again if paused (a behaviour or a velocity changed).
    func resume() {
        restingTime = 0
        guard !isRunning, !behaviors.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        if scene == nil { scene = referenceView?.window?.headlessScene ?? HeadlessScene.current }
        scheduleStep()
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        generation += 1
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func scheduleStep() {
        guard let scene else { return }
        let interval = scene.configuration.dynamicsStepInterval
        let restDuration = scene.configuration.dynamicsRestDuration
        let expected = generation
        scene.schedule(at: scene.now + interval, label: "UIDynamicAnimator step") { [weak self] in
            guard let self, self.generation == expected, self.isRunning else { return }
            self.step(interval, restDuration: restDuration)
            if self.isRunning { self.scheduleStep() }
        }
    }

    /// One integration step of `dt` seconds.
    func step(_ dt: TimeInterval, restDuration: TimeInterval) {
        elapsedTime += dt
        let items = allItems
        let all = flattenedBehaviors
        var moved: CGFloat = 0
        var fastest: CGFloat = 0
        for item in items {
            let id = ObjectIdentifier(item)
            let properties = all.compactMap { $0 as? UIDynamicItemBehavior }.last { $0.contains(item) }
            let mass = max(item.bounds.width * item.bounds.height * (properties?.density ?? 1) / 10_000, 1e-6)
            var acceleration = CGVector(dx: 0, dy: 0)
            for behavior in all { behavior.addAcceleration(to: &acceleration, for: item, mass: mass) }
            var velocity = velocities[id] ?? CGVector(dx: 0, dy: 0)
            for behavior in all { behavior.applyImpulse(to: &velocity, for: item, mass: mass) }
            velocity.dx += acceleration.dx * dt
            velocity.dy += acceleration.dy * dt
            let resistance = max(0, properties?.resistance ?? 0)
            let factor = max(0, 1 - resistance * dt)
            velocity.dx *= factor
            velocity.dy *= factor
            let start = item.center
            var center = CGPoint(x: start.x + velocity.dx * dt, y: start.y + velocity.dy * dt)
            for behavior in all {
                behavior.constrain(
                    &center, velocity: &velocity, for: item, dt: dt, acceleration: acceleration, in: self,
                    elasticity: properties?.elasticity ?? 0)
            }
            item.center = center
            velocities[id] = velocity
            moved = max(moved, hypot(center.x - start.x, center.y - start.y))
            fastest = max(fastest, hypot(velocity.dx, velocity.dy))
        }
        for behavior in all { behavior.action?() }
        if moved < 0.1 && fastest < 1 {
            restingTime += dt
            if restingTime >= restDuration - HeadlessScene.timeTolerance { pause() }
        } else {
            restingTime = 0
        }
    }
}
