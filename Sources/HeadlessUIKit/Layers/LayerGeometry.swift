import Foundation

/// The geometry rules that tie a layer's frame to its bounds, position, anchor point and
/// transform (the frame itself: `LayerModel.Geometry.frame`), and that map points between a
/// layer and its superlayer.
enum LayerGeometry {
    /// The bounds size and position that give `frame` under a `transform` that is not the identity
    /// (see `CALayer.frame`; `LayerModel.Geometry.placement(forFrame:)`, the only caller, answers
    /// for the identity itself).
    static func boundsSizeAndPosition(forFrame frame: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform) -> (CGSize, CGPoint) {
        // UIKit leaves this undefined. Size the bounds so the transformed box has the frame's size
        // (exact for scales), then place the box at the frame's origin.
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let inverse = linear.inverted()
        let size: CGSize
        if inverse == linear && !linear.isIdentity {  // not invertible: keep the frame's size
            size = frame.size
        } else {
            let mapped = CGRect(origin: .zero, size: frame.size).applying(inverse)
            size = CGSize(width: abs(mapped.width), height: abs(mapped.height))
        }
        let placed = LayerModel.Geometry(
            bounds: CGRect(origin: .zero, size: size), transform: CATransform3DMakeAffineTransform(linear), anchorPoint: anchorPoint)
        let box = placed.frame
        return (size, CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY))
    }

    /// Maps a point in a layer's own (bounds) coordinates to its superlayer's coordinates.
    static func toSuperlayer(_ point: CGPoint, bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGPoint {
        let relative = CGPoint(
            x: point.x - bounds.minX - anchorPoint.x * bounds.width,
            y: point.y - bounds.minY - anchorPoint.y * bounds.height)
        let moved = transform.isIdentity ? relative : relative.applying(transform)
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
    }

    /// Maps a point in a superlayer's coordinates into a layer's own (bounds) coordinates.
    static func fromSuperlayer(_ point: CGPoint, bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGPoint {
        fromSuperlayer(point, bounds: bounds, position: position, anchorPoint: anchorPoint, inverse: transform.isIdentity ? nil : transform.inverted())
    }

    /// ``fromSuperlayer(_:bounds:position:anchorPoint:transform:)`` given the inverse of the
    /// transform, nil for the identity: inverted once for the four corners of a rectangle.
    static func fromSuperlayer(_ point: CGPoint, bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, inverse: CGAffineTransform?) -> CGPoint {
        let relative = CGPoint(x: point.x - position.x, y: point.y - position.y)
        var unmoved = relative
        if let inverse { unmoved = relative.applying(inverse) }
        return CGPoint(
            x: unmoved.x + bounds.minX + anchorPoint.x * bounds.width,
            y: unmoved.y + bounds.minY + anchorPoint.y * bounds.height)
    }
}

extension CALayer {
    /// Sets the frame by setting bounds size and position (see ``frame``).
    /// Returns the animation the change started, if it was made inside an animation block.
    @discardableResult
    func setFrame(_ frame: CGRect, recorded: Bool) -> LayerAnimation? {
        // What the two writes of `writeFrame` come to when nothing records or animates them (a
        // view's own frame change records the frame itself): the placement worked out and both
        // values stored in one access to the model. (Without a view, the writes only store
        // whatever the block.)
        if !recorded {
            guard let context = AnimationContext.current, context.animates else {
                values.place(frame: frame)
                return nil
            }
        }
        return writeFrame(frame, recorded: recorded)
    }

    /// ``setFrame(_:recorded:)``'s two writes, when they are recorded or animated: a function of
    /// its own, so that the common path above sets up none of its locals (each one zeroed on
    /// entry in a debug build).
    private func writeFrame(_ frame: CGRect, recorded: Bool) -> LayerAnimation? {
        // The model geometry read in place, in one access, as the `frame` getter reads it.
        let (size, position) = values.geometry.placement(forFrame: frame)
        var bounds = values.geometry.bounds
        bounds.size = size
        let moved = write(.position, .point(position), recorded: recorded)
        let resized = write(.bounds, .rect(bounds), recorded: recorded)
        return moved ?? resized
    }

    /// Converts a point from this layer's coordinate space to `layer`'s (or to the root's
    /// superlayer space when `layer` is nil).
    @discardableResult
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        var point = p
        walkConversionPath(
            to: layer,
            climb: { current in
                point = LayerGeometry.toSuperlayer(
                    point, bounds: current.bounds, position: current.position, anchorPoint: current.anchorPoint, transform: current.affineTransform())
            },
            descend: { current in
                point = LayerGeometry.fromSuperlayer(
                    point, bounds: current.bounds, position: current.position, anchorPoint: current.anchorPoint, transform: current.affineTransform())
            })
        return point
    }

    /// Converts a point from `layer`'s coordinate space to this layer's.
    @discardableResult
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        if let layer { return layer.convert(p, to: self) }
        // From the root's superlayer space: descend through our whole chain.
        var point = p
        descendPath(below: nil) { current in
            point = LayerGeometry.fromSuperlayer(
                point, bounds: current.bounds, position: current.position, anchorPoint: current.anchorPoint, transform: current.affineTransform())
        }
        return point
    }

    /// Converts a rectangle from this layer's coordinate space to `layer`'s: the bounding box of
    /// its four converted corners.
    @discardableResult
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        var corners = LayerGeometry.Corners(r)
        walkConversionPath(
            to: layer,
            climb: { corners.climb(outOf: $0) },
            descend: { corners.descend(into: $0) })
        return corners.boundingBox
    }

    /// Converts a rectangle from `layer`'s coordinate space to this layer's.
    @discardableResult
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        if let layer { return layer.convert(r, to: self) }
        var corners = LayerGeometry.Corners(r)
        corners.update { convert($0, from: nil) }
        return corners.boundingBox
    }

    // MARK: The path between two layers

    // Conversions run for every modal transition and every frame check, so the path is walked
    // in place rather than collected in arrays of ancestors (which cost more than the arithmetic).

    /// Calls `climb` with each layer from this one up to the lowest common ancestor with `layer`
    /// (not included; to the root when there is none), then — unless `layer` is nil — `descend`
    /// with each layer below that ancestor down to `layer`, from the top.
    private func walkConversionPath(to layer: CALayer?, climb: (CALayer) -> Void, descend: (CALayer) -> Void) {
        var common: CALayer?
        if let layer { common = lowestCommonAncestor(with: layer) }
        var current: CALayer? = self
        while let layer = current, layer !== common {
            climb(layer)
            current = layer.superlayerReference
        }
        layer?.descendPath(below: common, descend)
    }

    /// Calls `body` with each layer from the one below `ancestor` (from the root when nil) down to
    /// this layer.
    private func descendPath(below ancestor: CALayer?, _ body: (CALayer) -> Void) {
        guard self !== ancestor else { return }
        if let superlayer = superlayerReference { superlayer.descendPath(below: ancestor, body) }
        body(self)
    }

    /// The nearest layer that is both this layer or one of its ancestors and `other` or one of
    /// its ancestors; nil when they are in different trees.
    private func lowestCommonAncestor(with other: CALayer) -> CALayer? {
        var (mine, theirs): (CALayer?, CALayer?) = (self, other)
        var (myDepth, theirDepth) = (depth, other.depth)
        while myDepth > theirDepth {
            mine = mine?.superlayerReference
            myDepth -= 1
        }
        while theirDepth > myDepth {
            theirs = theirs?.superlayerReference
            theirDepth -= 1
        }
        while let a = mine, let b = theirs {
            if a === b { return a }
            (mine, theirs) = (a.superlayerReference, b.superlayerReference)
        }
        return nil
    }

    /// How many ancestors the layer has.
    private var depth: Int {
        // A call per step up, where a loop's variables took a retain and release more per step in
        // a debug build.
        guard let superlayer = superlayerReference else { return 0 }
        return superlayer.depth + 1
    }
}

extension LayerGeometry {
    /// The four corners of a rectangle, converted together (a value: no array per conversion).
    struct Corners {
        var points: (CGPoint, CGPoint, CGPoint, CGPoint)

        /// The corners in the order (minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY).
        init(_ r: CGRect) {
            points = (CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY))
        }

        /// Replaces each corner, in order, by `transform` of it.
        mutating func update(_ transform: (CGPoint) -> CGPoint) {
            points = (transform(points.0), transform(points.1), transform(points.2), transform(points.3))
        }

        // The two steps of a conversion read the layer's geometry once and map the corners
        // without a closure per corner (each a call through a thunk in a debug build).

        /// Maps the corners from `layer`'s coordinates to its superlayer's.
        @MainActor
        mutating func climb(outOf layer: CALayer) {
            let (bounds, position, anchorPoint, transform) = (layer.bounds, layer.position, layer.anchorPoint, layer.affineTransform())
            points = (
                LayerGeometry.toSuperlayer(points.0, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform),
                LayerGeometry.toSuperlayer(points.1, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform),
                LayerGeometry.toSuperlayer(points.2, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform),
                LayerGeometry.toSuperlayer(points.3, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
            )
        }

        /// Maps the corners from `layer`'s superlayer's coordinates to the layer's.
        @MainActor
        mutating func descend(into layer: CALayer) {
            let (bounds, position, anchorPoint, transform) = (layer.bounds, layer.position, layer.anchorPoint, layer.affineTransform())
            let inverse = transform.isIdentity ? nil : transform.inverted()
            points = (
                LayerGeometry.fromSuperlayer(points.0, bounds: bounds, position: position, anchorPoint: anchorPoint, inverse: inverse),
                LayerGeometry.fromSuperlayer(points.1, bounds: bounds, position: position, anchorPoint: anchorPoint, inverse: inverse),
                LayerGeometry.fromSuperlayer(points.2, bounds: bounds, position: position, anchorPoint: anchorPoint, inverse: inverse),
                LayerGeometry.fromSuperlayer(points.3, bounds: bounds, position: position, anchorPoint: anchorPoint, inverse: inverse)
            )
        }

        /// The smallest rectangle holding the corners. The minimum and maximum are taken in
        /// corner order as `Sequence.min()` and `max()` take them, so a NaN lands where theirs does.
        var boundingBox: CGRect {
            let (xs, ys) = ((points.0.x, points.1.x, points.2.x, points.3.x), (points.0.y, points.1.y, points.2.y, points.3.y))
            let (minX, maxX) = Self.extremes(xs)
            let (minY, maxY) = Self.extremes(ys)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        // Written out rather than with a local function: a local function that changes `low`
        // and `high` boxes them on the heap in a debug build, for every rectangle converted.
        private static func extremes(_ values: (CGFloat, CGFloat, CGFloat, CGFloat)) -> (min: CGFloat, max: CGFloat) {
            var (low, high) = (values.0, values.0)
            if values.1 < low { low = values.1 }
            if high < values.1 { high = values.1 }
            if values.2 < low { low = values.2 }
            if high < values.2 { high = values.2 }
            if values.3 < low { low = values.3 }
            if high < values.3 { high = values.3 }
            return (low, high)
        }
    }
}
