import Foundation

/// A headless model of `UIDynamicBehavior`, the base of UIKit Dynamics' behaviours: child
/// behaviours, an action run after every step, and the animator it is in. Subclass it and add
/// child behaviours to make a composite behaviour (see ``UIDynamicAnimator``).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The child behaviours, which act with this one.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Run after every step of the animator.
    open var action: (() -> Void)?
    /// The animator the behaviour is in, if any.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Makes a behaviour.
    public override init() { super.init() }

    /// Adds a child behaviour.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.resume()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called when the behaviour is added to an animator, or removed (nil). Does nothing by default.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: What the integrator asks (overridden by the concrete behaviours)

    /// The items this behaviour acts on.
    var dynamicItems: [any UIDynamicItem] { [] }
    /// Adds this behaviour's acceleration of `item` (points/s²).
    func addAcceleration(to acceleration: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {}
    /// Applies a one-time change of velocity (an instantaneous push, an added velocity).
    func applyImpulse(to velocity: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {}
    /// Corrects the item's new position and velocity (attachments, snaps, boundaries).
    func constrain(
        _ center: inout CGPoint, velocity: inout CGVector, for item: any UIDynamicItem, dt: TimeInterval,
        acceleration: CGVector, in animator: UIDynamicAnimator, elasticity: CGFloat
    ) {}

    func contains(_ item: any UIDynamicItem) -> Bool { dynamicItems.contains { $0 === item } }
}

/// Gravity: a constant acceleration of its items, 1000 points/s² per unit of ``magnitude`` along
/// ``gravityDirection`` (UIKit: "a magnitude of 1.0 … 1000 points / second²").
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity acts on.
    public private(set) var items: [any UIDynamicItem]
    /// The direction and strength; `(0, 1)` (down, magnitude 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { dynamicAnimator?.resume() } }

    /// Makes gravity acting on `items`. UIKit's signature.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// The strength: the length of ``gravityDirection``.
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set {
            let angle = self.angle
            gravityDirection = CGVector(dx: cos(angle) * newValue, dy: sin(angle) * newValue)
        }
    }

    /// The direction in radians, clockwise from the positive x axis.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
        dynamicAnimator?.resume()
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func addAcceleration(to acceleration: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard contains(item) else { return }
        acceleration.dx += gravityDirection.dx * 1000
        acceleration.dy += gravityDirection.dy * 1000
    }
}

/// A push: a force on its items along ``pushDirection``. A continuous push of magnitude 1
/// accelerates a 100 × 100 point item of density 1 at 100 points/s²; an instantaneous one
/// changes its velocity by 100 points/s once, then turns ``active`` off (as UIKit does).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force is applied continuously or once, UIKit's raw values.
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    /// The items pushed.
    public private(set) var items: [any UIDynamicItem]
    /// The push's mode.
    public let mode: Mode
    /// Whether the push acts; an instantaneous push turns it off once applied. True by default.
    open var active = true {
        didSet {
            if active {
                pendingImpulse = Set(items.map { ObjectIdentifier($0) })
                dynamicAnimator?.resume()
            }
        }
    }
    /// The direction and strength; zero by default.
    open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { dynamicAnimator?.resume() } }
    private final var pendingImpulse: Set<ObjectIdentifier>

    /// Makes a push on `items`. UIKit's signature.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        pendingImpulse = Set(items.map { ObjectIdentifier($0) })
        super.init()
    }

    /// The strength: the length of ``pushDirection``.
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set {
            let angle = self.angle
            pushDirection = CGVector(dx: cos(angle) * newValue, dy: sin(angle) * newValue)
        }
    }

    /// The direction in radians, clockwise from the positive x axis.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { pushDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// Sets the push's angle and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func addAcceleration(to acceleration: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard mode == .continuous, active, contains(item) else { return }
        acceleration.dx += pushDirection.dx * 100 / mass
        acceleration.dy += pushDirection.dy * 100 / mass
    }

    override func applyImpulse(to velocity: inout CGVector, for item: any UIDynamicItem, mass: CGFloat) {
        guard mode == .instantaneous, active, pendingImpulse.remove(ObjectIdentifier(item)) != nil else { return }
        velocity.dx += pushDirection.dx * 100 / mass
        velocity.dy += pushDirection.dy * 100 / mass
        if pendingImpulse.isEmpty { active = false }
    }
}
