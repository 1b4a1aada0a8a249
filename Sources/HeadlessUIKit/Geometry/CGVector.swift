#if !canImport(CoreGraphics)
import Foundation

/// A structure that contains a two-dimensional vector.
///
/// This models CoreGraphics' `CGVector`, which Foundation on Linux does not provide although
/// transition code needs it: `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes
/// the initial velocity of an interactive transition's completion as a `CGVector`. Names,
/// initialisers and the `Codable` encoding follow CoreGraphics and its Swift overlay. On Apple
/// platforms this declaration is compiled out and the real CoreGraphics type is used instead.
public struct CGVector: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components specified as integer values.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as double-precision values.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)

    /// A textual representation of the vector for debugging, `(dx, dy)`, as in the CoreGraphics
    /// Swift overlay.
    public var debugDescription: String {
        "(\(dx), \(dy))"
    }
}

extension CGVector: Codable {
    /// Creates a vector by decoding `dx` then `dy` from an unkeyed container, the encoding the
    /// CoreGraphics Swift overlay uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `dx` then `dy` into an unkeyed container, as the CoreGraphics Swift overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
#endif
