import Foundation

/// A headless model of `UIFont`: an immutable font known by its name, point size and weight.
///
/// ## The model
///
/// System fonts are named after their weight, `.SFUI-Regular`, `.SFUI-Bold`, … (HeadlessUIKit
/// names, in the style of iOS's private system font names), in the family `.AppleSystemUIFont`.
/// ``preferredFont(forTextStyle:)`` uses iOS's sizes for the default (Large) content size
/// category: body 17, headline 17 semibold, large title 34, and so on. ``init(name:size:)``
/// never fails: there are no font files to look up. ``lineHeight`` is 1.2 × ``pointSize``, the
/// figure `UILabel`'s headless text measurement uses. Fonts are equal when their names and sizes
/// are.
///
/// ## What it does not model
///
/// Glyphs and metrics (only ``lineHeight`` is given), font descriptors, Dynamic Type scaling
/// (`UIFontMetrics`), and content size categories other than the default.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's name, e.g. `.SFUI-Semibold` or `Avenir-Heavy`.
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The font's weight as given when it was made (`.regular` for named fonts). HeadlessUIKit only.
    public let headlessWeight: Weight

    private init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        headlessWeight = weight
        super.init()
    }

    /// Makes the named font at the given size; headlessly always succeeds, whatever the name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: .regular)
    }

    /// The system font of the given size and weight.
    @discardableResult
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.headlessName)", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight)
    }

    /// The regular-weight system font of the given size.
    @discardableResult
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of the given size.
    @discardableResult
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font for a text style, at iOS's size for the default content size category.
    @discardableResult
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.headlessMetrics
        return systemFont(ofSize: size, weight: weight)
    }

    /// The same font at another size.
    @discardableResult
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: headlessWeight)
    }

    /// The height of a line of text: 1.2 × ``pointSize`` (HeadlessUIKit's approximation).
    public var lineHeight: CGFloat { pointSize * 12 / 10 }

    /// The size of the standard label font, 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of the standard button font, 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font, 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of the small system font, 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// Fonts are equal when their names and point sizes are.
    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    public override var description: String {
        "UIFont \"\(fontName)\" \(HeadlessFormat.value(Double(pointSize))) pt"
    }
}

extension UIFont {
    /// A font weight, with UIKit's values (-0.8 ultra light … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight's name in system font names; other values are named by the nearest weight.
        var headlessName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            let nearest = named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
            return nearest?.1 ?? "Regular"
        }
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size and weight for the style at the default (Large) content size category;
        /// unknown styles get the body font's.
        var headlessMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
