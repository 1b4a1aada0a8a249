import Foundation

/// A headless model of Core Animation's `CALayer`: the model values of a view's geometry and
/// appearance, the layer tree, media timing, and the animations in flight.
///
/// ## The model
///
/// Every `UIView` is backed by a layer; the view's `frame`, `bounds`, `center`, `transform` and
/// `alpha` are the layer's `frame`, `bounds`, `position`, affine `transform` and `opacity`, as in
/// UIKit. Reading a property gives the **model** value — the last value written. What is
/// currently displayed, with animations in flight, is given by ``presentation()``.
///
/// Time follows Core Animation's media-timing rules: a layer's local time is
/// `(parentTime − beginTime) × speed + timeOffset`, from the scene's clock at the root down.
/// Setting `speed = 0` on a layer freezes every animation below it; scrubbing `timeOffset`
/// then moves them, which is how percent-driven interactive transitions work.
///
/// ## What it does not model
///
/// Rendering, `contents` images, masks' effect on hit-testing, implicit animations of
/// standalone layers (changes to a layer that backs no view apply at once), and 3-D projection:
/// ``frame`` uses the affine part of ``transform``. Explicit animations (``add(_:forKey:)``) are
/// modelled: see ``CAAnimation``.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // The model's hottest stored properties (here and in `UIView`) keep Swift's dynamic
    // exclusivity check: turning it off (`@exclusivity(unchecked)`) saved about an eighth of the
    // checker's instructions, but an overlapping access would then corrupt memory silently
    // instead of stopping at the faulty line. Hot paths read each property once into a local.
    final var values = LayerModel.initial
    final var animations: [LayerAnimation] = []
    /// The animations added with ``add(_:forKey:)``, in the order they were added; empty (and
    /// costing nothing) unless explicit animations are used.
    final var explicitAnimations: [ExplicitAnimation] = []
    /// The view this layer backs, if any (Core Animation's `delegate` for UIKit views).
    ///
    /// Unretained, as Core Animation's `delegate` is, and cleared by the view when it goes (see
    /// ``UnretainedBackReferences``): a `weak` reference would give every view a side table.
    nonisolated(unsafe) unowned final var owningView: UIView?
    final var isPresentationCopy = false

    /// The layer's superlayer.
    public var superlayer: CALayer? { superlayerReference }
    /// The superlayer, unretained (the superlayer holds this layer) and cleared when the
    /// superlayer lets go of this layer or goes itself (see ``UnretainedBackReferences``).
    nonisolated(unsafe) unowned private(set) final var superlayerReference: CALayer?
    /// The superlayer, retained for the caller.
    private final var storedSuperlayer: CALayer? {
        get { superlayerReference }
        set {
            superlayerReference = newValue
            Self.timingGeneration &+= 1
        }
    }
    private final var storedSublayers: [CALayer] = []

    /// Makes a layer with Core Animation's default values.
    public required override init() {
        super.init()
    }

    deinit {
        // The sublayers this layer held may outlive it: they must not point back at it.
        let sublayers = storedSublayers  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < sublayers.count {
            sublayers[index].superlayerReference = nil
            index += 1
        }
        if sublayers.count != 0 { Self.timingGeneration &+= 1 }
    }

    /// Makes a shadow copy of `layer`, as Core Animation does for presentation layers.
    public required init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            values = other.values
            values.geometry.anchorPoint = other.anchorPoint
            storedIsHidden = other.storedIsHidden
            masksToBounds = other.masksToBounds
            time.timing = other.time.timing  // not the cached mapping: the copy is in no tree
            name = other.name
            shadowPath = other.shadowPath
        }
    }

    // MARK: Geometry

    /// The layer's bounds rectangle, in its own coordinate space. Animatable.
    open var bounds: CGRect {
        get { values.geometry.bounds }
        set {
            if refusesBounds(newValue, api: "CALayer.bounds") { return }
            write(.bounds, .rect(newValue))
        }
    }

    /// The position of the layer's anchor point in its superlayer's coordinates. Animatable.
    open var position: CGPoint {
        get { values.geometry.position }
        set {
            if refusesPosition(newValue, api: "CALayer.position") { return }
            write(.position, .point(newValue))
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` refers to; (0.5, 0.5) by
    /// default. Changing it moves the frame, not the position, as in Core Animation.
    ///
    /// The frame is worked out from the stored value, not through this property: a subclass that
    /// overrides the getter without storing through `super` changes what the getter returns, not
    /// the frame. Core Animation documents neither way; HeadlessUIKit's choice.
    open var anchorPoint: CGPoint {
        get { values.geometry.anchorPoint }
        set {
            let old = values.geometry.anchorPoint
            values.geometry.anchorPoint = newValue
            recordPlain("layer.anchorPoint", .point(old), .point(anchorPoint))
        }
    }

    /// The layer's position on the z axis; a higher value draws above its siblings.
    open var zPosition: CGFloat {
        get { values.zPosition }
        set { write(.zPosition, .scalar(Double(newValue))) }
    }

    /// The transform applied to the layer, relative to its anchor point. Animatable.
    open var transform: CATransform3D {
        get { values.geometry.transform }
        set { write(.transform, .transform(newValue)) }
    }

    /// The affine part of ``transform``.
    @discardableResult
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(values.geometry.transform)
    }

    /// Sets ``transform`` to the given affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's frame in its superlayer's coordinates: the bounding box of its bounds after
    /// ``transform`` about ``anchorPoint``, placed at ``position``.
    ///
    /// Setting it while ``transform`` is not the identity is undefined in UIKit; HeadlessUIKit
    /// then sizes ``bounds`` so that the transformed bounding box has the frame's size (exact
    /// for scale transforms) and moves ``position`` so the box lands at the frame's origin.
    open var frame: CGRect {
        // The model geometry read in place, in one access, as Core Animation's frame reads it (not
        // through the overridable `anchorPoint` and `affineTransform()`: calls in a debug build).
        get { values.geometry.frame }
        set {
            if refusesFrame(newValue, api: "CALayer.frame") { return }
            setFrame(newValue, recorded: true)
        }
    }

    // MARK: Appearance

    /// The layer's opacity, 0…1. Animatable.
    open var opacity: Float {
        get { Float(values.opacity) }
        set { write(.opacity, .scalar(Double(newValue))) }
    }

    /// Whether the layer is hidden. Not animatable.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let old = storedIsHidden
            storedIsHidden = newValue
            recordPlain("layer.isHidden", .bool(old), .bool(newValue))
        }
    }
    final var storedIsHidden = false

    /// Whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false

    // MARK: Media timing
    //
    // The layer's time (`convertTime(_:from:)`, its animations' progress) is worked out from the
    // stored timing, not through these properties: a subclass that overrides a getter without
    // storing through `super` changes what the getter returns, not the layer's time. Core
    // Animation documents neither way; HeadlessUIKit's choice.

    /// When the layer's local time begins, in its superlayer's time. 0 by default.
    open var beginTime: CFTimeInterval {
        get { time.timing.beginTime }
        set {
            time.timing.beginTime = newValue
            Self.timingGeneration &+= 1
        }
    }
    /// How fast the layer's local time passes relative to its superlayer's; 0 freezes every
    /// animation in the layer's subtree. 1 by default.
    open var speed: Float {
        get { time.timing.speed }
        set {
            time.timing.speed = newValue
            Self.timingGeneration &+= 1
        }
    }
    /// An offset added to the layer's local time; with `speed == 0`, the local time itself.
    open var timeOffset: CFTimeInterval {
        get { time.timing.timeOffset }
        set {
            time.timing.timeOffset = newValue
            Self.timingGeneration &+= 1
        }
    }
    /// The three media-timing values, and the time mapping as computed at `cache.generation` (see
    /// ``timingGeneration``; -1 before the first computation), stored together: ``timeMapping``
    /// reads them in one access.
    final var time = (
        timing: (beginTime: CFTimeInterval(0), speed: Float(1), timeOffset: CFTimeInterval(0)),
        cache: (generation: -1, scale: 1.0, offset: 0.0)
    )

    /// Changes whenever any layer's timing (`beginTime`, `speed`, `timeOffset`) or place in a tree
    /// changes: a layer's cached time mapping (``timeMapping``) is good while it has not changed.
    /// Read and written on the main thread only, as every layer is.
    nonisolated(unsafe) static var timingGeneration = 0

    /// The radius of the layer's rounded corners. Animatable in UIKit's animation blocks.
    open var cornerRadius: CGFloat {
        get { values.cornerRadius }
        set { write(.cornerRadius, .scalar(Double(newValue))) }
    }

    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask = .allCorners

    /// The curve used for rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// The layer's background colour. Animatable.
    open var backgroundColor: CGColor? {
        get { values.backgroundColor.map(CGColor.headless) }
        set { write(.backgroundColor, .color(newValue?.headlessRGBA)) }
    }

    /// The width of the layer's border.
    open var borderWidth: CGFloat {
        get { values.borderWidth }
        set { write(.borderWidth, .scalar(Double(newValue))) }
    }

    /// The colour of the layer's border.
    open var borderColor: CGColor? {
        get { values.borderColor.map(CGColor.headless) }
        set { write(.borderColor, .color(newValue?.headlessRGBA)) }
    }

    /// The opacity of the layer's shadow, 0…1.
    open var shadowOpacity: Float {
        get { Float(values.shadowOpacity) }
        set { write(.shadowOpacity, .scalar(Double(newValue))) }
    }

    /// The blur radius of the layer's shadow.
    open var shadowRadius: CGFloat {
        get { values.shadowRadius }
        set { write(.shadowRadius, .scalar(Double(newValue))) }
    }

    /// The offset of the layer's shadow.
    open var shadowOffset: CGSize {
        get { values.shadowOffset }
        set { write(.shadowOffset, .size(newValue)) }
    }

    /// The colour of the layer's shadow.
    open var shadowColor: CGColor? {
        get { values.shadowColor.map(CGColor.headless) }
        set { write(.shadowColor, .color(newValue?.headlessRGBA)) }
    }

    /// The shape of the layer's shadow. Stored only: not rendered, and not animated.
    open var shadowPath: CGPath?

    /// A layer whose alpha masks this layer's content: not rendered, but it is part of the layer's
    /// tree for time (a mask's animations freeze and scrub with the layer it masks) and for
    /// animations leaving with the layer's view.
    open var mask: CALayer? {
        didSet {
            guard oldValue !== mask else { return }
            if let oldValue, oldValue.maskOwner === self { oldValue.maskOwner = nil }
            mask?.maskOwner?.mask = nil
            mask?.maskOwner = self
            if maskView?.layer !== mask { maskView = nil }
            Self.timingGeneration &+= 1
        }
    }
    /// The layer this one masks, if it is a mask.
    weak final var maskOwner: CALayer?
    /// The view whose layer is ``mask``, when the mask was set through `UIView.mask` (held
    /// strongly, as UIKit's view holds its mask view).
    final var maskView: UIView?
    /// The layer's content (an image); stored, not rendered.
    open var contents: Any?
    /// The scale of the layer's content.
    open var contentsScale: CGFloat = 1
    /// Whether the layer is rendered as a bitmap; stored, not rendered.
    open var shouldRasterize = false
    /// The scale at which to rasterize; stored, not rendered.
    open var rasterizationScale: CGFloat = 1
    /// Whether the back of the layer is drawn when rotated away; stored, not rendered.
    open var isDoubleSided = true
    /// A name for the layer, shown in descriptions.
    open var name: String?

    // MARK: Tree

    /// The layer's sublayers, back to front.
    open var sublayers: [CALayer]? {
        get {
            let sublayers = storedSublayers  // one access, and `count` rather than the generic `isEmpty`
            return sublayers.count == 0 ? nil : sublayers
        }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` to the sublayers, removing it from its current superlayer first.
    open func addSublayer(_ layer: CALayer) {
        // A layer in no superlayer (every new view's) is appended here: what
        // `insertSublayer(_:at:)` does for it, without the count read to make the index, the
        // index's conversions and comparisons and the call, for every view added to a tree.
        if layer.superlayerReference == nil, ObjectIdentifier(layer) != ObjectIdentifier(self) {
            storedSublayers.append(layer)
            layer.superlayerReference = self  // `storedSuperlayer`'s setter spelt out
            Self.timingGeneration &+= 1
            return
        }
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts `layer` into the sublayers at `idx`, removing it from its current superlayer first.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        // Identities compared: `===` and `!==` convert both operands to `AnyObject?` (a retain
        // and release each) in a debug build.
        guard ObjectIdentifier(layer) != ObjectIdentifier(self) else { return }
        // The current superlayer read once; a layer in none (a new view's) has nothing to leave.
        if let parent = layer.superlayerReference {
            if ObjectIdentifier(parent) == ObjectIdentifier(self), let current = storedSublayers.firstIndex(ofIdentical: layer) {
                storedSublayers.remove(at: current)
            } else {
                layer.removeFromSuperlayer()
            }
        }
        // At the end, appended on the concrete array (see `insertMovingUp(_:at:)`).
        let count = storedSublayers.count
        let index = Int(idx) < count ? Int(idx) : count
        if index == count {
            storedSublayers.append(layer)
        } else {
            storedSublayers.insertMovingUp(layer, at: index)
        }
        // `storedSuperlayer`'s setter spelt out: a call less per layer added, in a debug build.
        layer.superlayerReference = self
        Self.timingGeneration &+= 1
    }

    /// Inserts `layer` directly above `sibling`, or at the top if `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling, let index = storedSublayers.firstIndex(ofIdentical: sibling) {
            let adjust = isSublayer(layer, before: index) ? 0 : 1
            insertSublayer(layer, at: UInt32(index + adjust))
        } else {
            addSublayer(layer)
        }
    }

    /// Inserts `layer` directly below `sibling`, or at the bottom if `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling, let index = storedSublayers.firstIndex(ofIdentical: sibling) {
            let adjust = isSublayer(layer, before: index) ? 1 : 0
            insertSublayer(layer, at: UInt32(index - adjust))
        } else {
            insertSublayer(layer, at: 0)
        }
    }

    /// Whether `layer` is one of the sublayers before `index` (taking it out then moves the
    /// sublayer at `index` down one): its position compared, without slicing the array.
    private func isSublayer(_ layer: CALayer, before index: Int) -> Bool {
        guard let position = storedSublayers.firstIndex(ofIdentical: layer) else { return false }
        return position < index
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayerReference else { return }
        parent.storedSublayers.removeOnly(identicalTo: self)
        superlayerReference = nil  // `storedSuperlayer`'s setter spelt out, as in `insertSublayer(_:at:)`
        Self.timingGeneration &+= 1
    }

    /// Marks the layer's content for redrawing; nothing is drawn headlessly.
    open func setNeedsDisplay() {}

    /// Returns a copy of the layer with the values currently displayed: the model values, with
    /// every animation in flight applied at the scene's current time.
    ///
    /// UIKit returns `nil` for a layer that has never been rendered; HeadlessUIKit always
    /// returns a copy, so `layer.presentation()?.frame ?? layer.frame` reads the same either way.
    @discardableResult
    open func presentation() -> Self? {
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        for key in Set(animations.map(\.key)) {
            copy.values[key] = presentationValue(for: key)
        }
        if !explicitAnimations.isEmpty { applyExplicitAnimations(to: copy) }
        return copy
    }

    /// Returns the model layer: the layer itself.
    @discardableResult
    open func model() -> Self { self }

    /// A short description naming the layer and, if it backs a view, the view.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let owner = owningView.map { " of \($0.headlessDisplayName)" } ?? ""
            return "<\(type(of: self))\(name.map { " \"\($0)\"" } ?? "")\(owner) frame=\(HeadlessValue.rect(frame))>"
        }
    }
}

/// Which corners of a layer are rounded.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners, made once: an option-set literal builds an array and inserts each
    /// element through generic code each time it is evaluated (every new layer's default).
    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
