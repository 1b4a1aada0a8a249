import Foundation

/// The geometry rules that tie a layer's frame to its bounds, position, anchor point and
/// transform, and that map points between a layer and its superlayer.
enum LayerGeometry {
    /// The bounding box, in superlayer coordinates, of `bounds` transformed about the anchor point
    /// and placed at `position` — Core Animation's definition of `frame`.
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(
            x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// The bounds size and position that give `frame` under `transform` (see `CALayer.frame`).
    static func boundsSizeAndPosition(forFrame frame: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform) -> (CGSize, CGPoint) {
        if transform.isIdentity {
            let position = CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
            return (frame.size, position)
        }
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
        let box = Self.frame(bounds: CGRect(origin: .zero, size: size), position: .zero, anchorPoint: anchorPoint, transform: linear)
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
        let relative = CGPoint(x: point.x - position.x, y: point.y - position.y)
        let unmoved = transform.isIdentity ? relative : relative.applying(transform.inverted())
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
        let (size, position) = LayerGeometry.boundsSizeAndPosition(forFrame: frame, anchorPoint: anchorPoint, transform: affineTransform())
        var bounds = values.bounds
        bounds.size = size
        let moved = write(.position, .point(position), recorded: recorded)
        let resized = write(.bounds, .rect(bounds), recorded: recorded)
        return moved ?? resized
    }

    /// The chain from this layer up to its root, this layer first.
    var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain
    }

    /// Converts a point from this layer's coordinate space to `layer`'s (or to the root's
    /// superlayer space when `layer` is nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        convert([p], to: layer)[0]
    }

    /// Converts points from this layer's coordinate space to `layer`'s, finding the path between
    /// the two layers once for all of them.
    func convert(_ points: [CGPoint], to layer: CALayer?) -> [CGPoint] {
        let up = ancestry
        var points = points
        // Climb to the common ancestor (or the root), then descend to `layer`.
        let targetChain = layer?.ancestry ?? []
        var common: CALayer?
        for candidate in up where targetChain.containsIdentical(candidate) {
            common = candidate
            break
        }
        for current in up {
            if current === common { break }
            let (bounds, position, anchorPoint, transform) = (current.bounds, current.position, current.anchorPoint, current.affineTransform())
            for index in points.indices {
                points[index] = LayerGeometry.toSuperlayer(points[index], bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
            }
        }
        guard layer != nil else { return points }
        var down = targetChain
        if let common, let index = down.firstIndex(ofIdentical: common) {
            down = Array(down.prefix(index))
        }
        for current in down.reversed() {
            let (bounds, position, anchorPoint, transform) = (current.bounds, current.position, current.anchorPoint, current.affineTransform())
            for index in points.indices {
                points[index] = LayerGeometry.fromSuperlayer(points[index], bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
            }
        }
        return points
    }

    /// Converts a point from `layer`'s coordinate space to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        if let layer { return layer.convert(p, to: self) }
        // From the root's superlayer space: descend through our whole chain.
        var point = p
        for current in ancestry.reversed() {
            point = LayerGeometry.fromSuperlayer(
                point, bounds: current.bounds, position: current.position,
                anchorPoint: current.anchorPoint, transform: current.affineTransform())
        }
        return point
    }

    /// Converts a rectangle from this layer's coordinate space to `layer`'s: the bounding box of
    /// its four converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(
            convert(
                [
                    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
                ], to: layer))
    }

    /// Converts a rectangle from `layer`'s coordinate space to this layer's.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ]
        if let layer { return LayerGeometry.boundingBox(layer.convert(corners, to: self)) }
        return LayerGeometry.boundingBox(corners.map { convert($0, from: nil) })
    }
}

extension LayerGeometry {
    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
