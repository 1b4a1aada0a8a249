import Foundation

#if !canImport(CoreGraphics)
/// A minimal model of CoreGraphics' `CGColor`: an immutable colour in a grey or RGB space.
///
/// Defined only where CoreGraphics is unavailable; on Apple platforms the real type is used.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The colour's components: grey and alpha, or red, green, blue and alpha.
    public let components: [CGFloat]?

    /// Makes an RGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Makes a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public var description: String { "CGColor \(headlessRGBA)" }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}
#endif

extension CGColor {
    /// The colour's components as RGBA (grey colours spread to red, green and blue).
    var headlessRGBA: RGBA {
        let c = (components ?? []).map { Double($0) }
        switch c.count {
        case 2: return RGBA(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        case 4...: return RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default: return RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        }
    }

    static func headless(_ rgba: RGBA) -> CGColor {
        CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
