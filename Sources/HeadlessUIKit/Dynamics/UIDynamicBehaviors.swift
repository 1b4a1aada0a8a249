import Foundation

/// Collisions with the reference view's bounds: an item that would leave them is put back at the
/// edge, its velocity across the edge reversed and scaled by its elasticity
/// (``UIDynamicItemBehavior/elasticity``, 0 without one: it stops at the edge). A contact slower
/// than two steps of the item's acceleration plus 1 point/s is a resting contact and does not
/// bounce, so an item lying on an edge comes to rest.
///
/// Only ``translatesReferenceBoundsIntoBoundary`` is modelled: collisions between items, other
/// boundaries and the collision delegate are not.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// The items that collide.
    public private(set) var items: [any UIDynamicItem]
    /// Whether the reference view's bounds are a boundary; false by default.
    open var translatesReferenceBoundsIntoBoundary = false

    /// Makes a collision behaviour for `items`. UIKit's signature.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func constrain(
        _ center: inout CGPoint, velocity: inout CGVector, for item: any UIDynamicItem, dt: TimeInterval,
        acceleration: CGVector, in animator: UIDynamicAnimator, elasticity: CGFloat
    ) {
        guard translatesReferenceBoundsIntoBoundary, contains(item), let bounds = animator.referenceView?.bounds else { return }
        let half = CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2)
        let elasticity = min(max(elasticity, 0), 1)
        // A contact slower than two steps of the item's acceleration (plus 1 point/s) is a resting
        // contact: no bounce, so an item lying on an edge comes to rest.
        func bounce(_ speed: CGFloat, _ acceleration: CGFloat) -> CGFloat {
            abs(speed) <= abs(acceleration) * CGFloat(dt) * 2 + 1 ? 0 : abs(speed) * elasticity
        }
        if center.x - half.width < bounds.minX {
            center.x = bounds.minX + half.width
            velocity.dx = bounce(velocity.dx, acceleration.dx)
        } else if center.x + half.width > bounds.maxX {
            center.x = bounds.maxX - half.width
            velocity.dx = -bounce(velocity.dx, acceleration.dx)
        }
        if center.y - half.height < bounds.minY {
            center.y = bounds.minY + half.height
            velocity.dy = bounce(velocity.dy, acceleration.dy)
        } else if center.y + half.height > bounds.maxY {
            center.y = bounds.maxY - half.height
            velocity.dy = -bounce(velocity.dy, acceleration.dy)
        }
    }
}

/// An attachment of an item's centre to an anchor point: a rigid rod of ``length`` when
/// ``frequency`` is 0 (the default), else a spring of that frequency (Hz) and ``damping``
/// (a ratio: 1 is critically damped). Attachments between two items and offsets from the centre
/// are not modelled.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The item attached.
    public let item: any UIDynamicItem
    /// The point the item is attached to, in the reference view's coordinates; moving it resumes the animator.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// The rest length: the distance between the item's centre and the anchor when made.
    open var length: CGFloat
    /// The spring's damping ratio; 0 by default.
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz; 0 (a rigid rod) by default.
    open var frequency: CGFloat = 0

    /// Attaches `item`'s centre to `point`. UIKit's signature.
    public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func addAcceleration(to acceleration: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard frequency > 0, item === self.item else { return }
        let offset = CGVector(dx: item.center.x - anchorPoint.x, dy: item.center.y - anchorPoint.y)
        let distance = hypot(offset.dx, offset.dy)
        guard distance > 0 else { return }
        let omega = 2 * CGFloat.pi * frequency
        let stretch = distance - length
        let velocity = dynamicAnimator?.velocities[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0)
        let along = (velocity.dx * offset.dx + velocity.dy * offset.dy) / distance
        let magnitude = -omega * omega * stretch - 2 * damping * omega * along
        acceleration.dx += magnitude * offset.dx / distance
        acceleration.dy += magnitude * offset.dy / distance
    }

    override func constrain(
        _ center: inout CGPoint, velocity: inout CGVector, for item: any UIDynamicItem, dt: TimeInterval,
        acceleration: CGVector, in animator: UIDynamicAnimator, elasticity: CGFloat
    ) {
        guard frequency == 0, item === self.item else { return }
        let offset = CGVector(dx: center.x - anchorPoint.x, dy: center.y - anchorPoint.y)
        let distance = hypot(offset.dx, offset.dy)
        guard distance > 0 else { return }
        let unit = CGVector(dx: offset.dx / distance, dy: offset.dy / distance)
        center = CGPoint(x: anchorPoint.x + unit.dx * length, y: anchorPoint.y + unit.dy * length)
        let along = velocity.dx * unit.dx + velocity.dy * unit.dy
        velocity.dx -= along * unit.dx
        velocity.dy -= along * unit.dy
    }
}

/// A snap: the item's centre springs to ``snapPoint`` and settles there, with ``damping``
/// (0.5 by default; 1 is the most damped). HeadlessUIKit's spring: a damping ratio of
/// `0.5 + damping / 2` at 3 Hz (UIKit's is undocumented).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The item snapped.
    public let item: any UIDynamicItem
    /// Where the item's centre goes, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// How much the oscillation is damped, 0...1; 0.5 by default.
    open var damping: CGFloat = 0.5

    /// Snaps `item` to `point`. UIKit's signature.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func addAcceleration(to acceleration: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard item === self.item else { return }
        let omega = 2 * CGFloat.pi * 3
        let ratio = 0.5 + min(max(damping, 0), 1) / 2
        let velocity = dynamicAnimator?.velocities[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0)
        acceleration.dx += -omega * omega * (item.center.x - snapPoint.x) - 2 * ratio * omega * velocity.dx
        acceleration.dy += -omega * omega * (item.center.y - snapPoint.y) - 2 * ratio * omega * velocity.dy
    }
}

/// The physical properties of its items, and velocity added to them. Of the properties,
/// ``elasticity`` (bounce on the boundary), ``density`` (mass) and ``resistance`` (linear
/// damping, per second) act; `friction`, `angularResistance`, `allowsRotation`, `charge` and
/// `isAnchored` are stored only.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items described.
    public private(set) var items: [any UIDynamicItem]
    /// How much of its speed an item keeps bouncing off the boundary, 0...1; 0 by default.
    open var elasticity: CGFloat = 0
    /// Friction between items; stored only.
    open var friction: CGFloat = 0
    /// The mass per area unit: an item's mass is its area × density / 10,000; 1 by default.
    open var density: CGFloat = 1
    /// Linear damping per second, 0 (none) by default.
    open var resistance: CGFloat = 0
    /// Angular damping; stored only.
    open var angularResistance: CGFloat = 0
    /// Whether items rotate; stored only (nothing rotates).
    open var allowsRotation = true
    private final var addedVelocity: [ObjectIdentifier: CGVector] = [:]

    /// Makes the properties of `items`. UIKit's signature.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points/s) to `item`'s at the next step, resuming the animator.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let id = ObjectIdentifier(item)
        let current = addedVelocity[id] ?? CGVector(dx: 0, dy: 0)
        addedVelocity[id] = CGVector(dx: current.dx + velocity.x, dy: current.dy + velocity.y)
        dynamicAnimator?.resume()
    }

    /// `item`'s velocity in points/s.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        let velocity = dynamicAnimator?.velocities[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0)
        let added = addedVelocity[ObjectIdentifier(item)] ?? CGVector(dx: 0, dy: 0)
        return CGPoint(x: velocity.dx + added.dx, y: velocity.dy + added.dy)
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func applyImpulse(to velocity: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard let added = addedVelocity.removeValue(forKey: ObjectIdentifier(item)) else { return }
        velocity.dx += added.dx
        velocity.dy += added.dy
    }
}
