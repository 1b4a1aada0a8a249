import Foundation

/// The model values of one layer's animatable properties, stored together so a presentation
/// copy can be made by copying them and overriding what is in flight.
struct LayerModel: Equatable {
    /// What a layer's frame derives from, stored together: a frame read (the model's most
    /// frequent) reads it in one access to the layer's stored model.
    var geometry = Geometry()
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var backgroundColor: RGBA?
    var borderWidth: CGFloat = 0
    var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Double = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var zPosition: CGFloat = 0
    var contents = ""
    var effect = ""

    /// Core Animation's defaults, made once: every new layer copies them rather than building
    /// each field again.
    static let initial = LayerModel()

    // Inlined: called on the layer's stored model for every write, a call copied the whole
    // model (a few hundred bytes) to read or write one field.
    subscript(key: LayerKey) -> AnimatableValue {
        @inline(__always) get {
            switch key {
            case .position: return .point(geometry.position)
            case .bounds: return .rect(geometry.bounds)
            case .transform: return .transform(geometry.transform)
            case .opacity: return .scalar(opacity)
            case .cornerRadius: return .scalar(Double(cornerRadius))
            case .backgroundColor: return .color(backgroundColor)
            case .borderWidth: return .scalar(Double(borderWidth))
            case .borderColor: return .color(borderColor)
            case .shadowOpacity: return .scalar(shadowOpacity)
            case .shadowRadius: return .scalar(Double(shadowRadius))
            case .shadowOffset: return .size(shadowOffset)
            case .shadowColor: return .color(shadowColor)
            case .zPosition: return .scalar(Double(zPosition))
            case .contents: return .discrete(contents)
            case .effect: return .discrete(effect)
            }
        }
        // A switch on the key, then a match of the value: switching on the pair copied the value
        // into a tuple first in a debug build.
        @inline(__always) set {
            switch key {
            case .position: if case .point(let v) = newValue { geometry.position = v } else { mismatch(key, newValue) }
            case .bounds: if case .rect(let v) = newValue { geometry.bounds = v } else { mismatch(key, newValue) }
            case .transform: if case .transform(let v) = newValue { geometry.transform = v } else { mismatch(key, newValue) }
            case .opacity: if case .scalar(let v) = newValue { opacity = v } else { mismatch(key, newValue) }
            case .cornerRadius: if case .scalar(let v) = newValue { cornerRadius = CGFloat(v) } else { mismatch(key, newValue) }
            case .backgroundColor: if case .color(let v) = newValue { backgroundColor = v } else { mismatch(key, newValue) }
            case .borderWidth: if case .scalar(let v) = newValue { borderWidth = CGFloat(v) } else { mismatch(key, newValue) }
            case .borderColor: if case .color(let v) = newValue { borderColor = v } else { mismatch(key, newValue) }
            case .shadowOpacity: if case .scalar(let v) = newValue { shadowOpacity = v } else { mismatch(key, newValue) }
            case .shadowRadius: if case .scalar(let v) = newValue { shadowRadius = CGFloat(v) } else { mismatch(key, newValue) }
            case .shadowOffset: if case .size(let v) = newValue { shadowOffset = v } else { mismatch(key, newValue) }
            case .shadowColor: if case .color(let v) = newValue { shadowColor = v } else { mismatch(key, newValue) }
            case .zPosition: if case .scalar(let v) = newValue { zPosition = CGFloat(v) } else { mismatch(key, newValue) }
            case .contents: if case .discrete(let v) = newValue { contents = v } else { mismatch(key, newValue) }
            case .effect: if case .discrete(let v) = newValue { effect = v } else { mismatch(key, newValue) }
            }
        }
    }

    private func mismatch(_ key: LayerKey, _ value: AnimatableValue) {
        assertionFailure("HeadlessUIKit: value \(value) does not fit layer key \(key)")
    }

    /// Moves the position and resizes the bounds, keeping their origin, to give `frame` (see
    /// `Geometry.placement(forFrame:)`): a frame change, worked out and stored in one access to
    /// a layer's stored model.
    mutating func place(frame: CGRect) {
        let (size, position) = geometry.placement(forFrame: frame)
        geometry.position = position
        geometry.bounds.size = size
    }

    /// Stores `newValue` under `key` and returns the value it replaces: one access to a layer's
    /// stored model for both.
    mutating func exchange(_ key: LayerKey, _ newValue: AnimatableValue) -> AnimatableValue {
        // The store runs after the old value is read for the return: returned as read, it is
        // not copied into a local and out again (a debug build does both).
        defer { self[key] = newValue }
        return self[key]
    }
}

extension LayerModel {
    /// A layer's position, bounds, transform and anchor point: the values its frame derives from.
    struct Geometry: Equatable {
        var position: CGPoint
        var bounds: CGRect
        var transform: CATransform3D {
            didSet { hasIdentityAffinePart = Self.affinePartIsIdentity(transform) }
        }
        /// Not animatable, but read with the others for every frame.
        var anchorPoint: CGPoint
        /// Whether the affine part of `transform` is the identity —
        /// `CATransform3DGetAffineTransform(transform).isIdentity` — worked out whenever the
        /// transform is set (by its `didSet`, and by `init`), so that `frame` and
        /// `placement(forFrame:)`, read far more often than the transform is written, test a stored
        /// flag. A function of the transform, so the derived `==` compares what it did before.
        private(set) var hasIdentityAffinePart: Bool

        init(
            position: CGPoint = .zero, bounds: CGRect = .zero, transform: CATransform3D = CATransform3DIdentity,
            anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
        ) {
            self.position = position
            self.bounds = bounds
            self.transform = transform  // no `didSet` in an initialiser: the flag is set below
            self.anchorPoint = anchorPoint
            hasIdentityAffinePart = Self.affinePartIsIdentity(transform)
        }

        /// The bounding box, in superlayer coordinates, of `bounds` transformed (the affine part of
        /// `transform`) about the anchor point and placed at `position` — Core Animation's
        /// definition of `frame`.
        var frame: CGRect {
            let local = CGRect(
                x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
            guard !hasIdentityAffinePart else { return local.offsetBy(dx: position.x, dy: position.y) }
            return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(dx: position.x, dy: position.y)
        }

        /// Whether the affine part of `t` is the identity —
        /// `CATransform3DGetAffineTransform(t).isIdentity`, asked of the six entries, so that the
        /// affine transform is made only when it is not the identity.
        static func affinePartIsIdentity(_ t: CATransform3D) -> Bool {
            t.m11 == 1 && t.m12 == 0 && t.m21 == 0 && t.m22 == 1 && t.m41 == 0 && t.m42 == 0
        }

        /// The bounds size and position that give `frame` with this anchor point and transform.
        func placement(forFrame frame: CGRect) -> (CGSize, CGPoint) {
            // Without a rotation, shear or scale: the frame's size, and its anchor point's place.
            if hasIdentityAffinePart {
                return (frame.size, CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height))
            }
            return LayerGeometry.boundsSizeAndPosition(forFrame: frame, anchorPoint: anchorPoint, transform: CATransform3DGetAffineTransform(transform))
        }
    }
}

extension LayerKey {
    /// Whether UIKit's block animations (`UIView.animate`, property animators) animate this key
    /// on a view's layer. Other keys change at once, even inside an animation block; Core
    /// Animation's implicit animations of standalone layers are not modelled.
    var isAnimatedByViewBlocks: Bool {
        switch self {
        case .position, .bounds, .transform, .opacity, .backgroundColor, .cornerRadius, .contents, .effect:
            return true
        default:
            return false
        }
    }
}
