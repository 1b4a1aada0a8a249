import Foundation

/// A minimal model of `UIColor`: an immutable RGBA colour with UIKit's common initialisers and
/// named colours.
///
/// Dynamic (light/dark) colours are not modelled: system colours are their light-mode values.
/// Two colours are equal when their components are.
public final class UIColor: NSObject, @unchecked Sendable {
    let rgba: RGBA

    /// Makes a colour from red, green, blue and alpha components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    /// Makes a grey with the given white level and alpha, 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Makes a colour from hue, saturation, brightness and alpha, 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - floor(Double(hue))) * 6
        let s = Double(saturation)
        let v = Double(brightness)
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = v - c
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// Makes a colour from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(headlessRGBA: cgColor.headlessRGBA)
    }

    convenience init(headlessRGBA rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    var headlessRGBA: RGBA { rgba }

    /// The colour with its alpha replaced.
    @discardableResult
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The colour as a `CGColor`.
    public var cgColor: CGColor { CGColor.headless(rgba) }

    /// Reads the components; returns true, as every HeadlessUIKit colour is RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.rgba == rgba
    }

    public override var hash: Int { rgba.hashValue }

    public override var description: String { "UIColor \(rgba)" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    public static let quaternaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
    public static let placeholderText = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    public static let separator = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    public static let opaqueSeparator = UIColor(red: 0.776, green: 0.776, blue: 0.784, alpha: 1)
    public static let link = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    public static let systemFill = UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    public static let systemGray2 = UIColor(red: 0.682, green: 0.682, blue: 0.698, alpha: 1)
    public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.839, alpha: 1)
    public static let systemGray5 = UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)
    public static let systemGray6 = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1)
    public static let systemPurple = UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1)
    public static let systemTeal = UIColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1)
    public static let systemIndigo = UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1)
}
