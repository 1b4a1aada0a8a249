import Foundation

extension NSLayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``: an alignment of every
    /// view in the format, and the direction of a horizontal format. UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual-format string describes, inactive (activate them), as UIKit
    /// makes them.
    ///
    /// The common forms are modelled: an orientation (`H:`, the default, or `V:`), the superview
    /// edge `|`, views `[name]` with predicates (`[button(==44)]`, `[field(>=100,<=300@750)]`,
    /// `[a(==b)]` for equal lengths), connections — none (`[a][b]`, 0 points), `-` (the standard
    /// spacing: 8 points between views, 20 to a superview edge), `-20-`, `-metric-`,
    /// `-(>=8@750)-` — relations `==`, `<=`, `>=`, priorities `@750` or a metric name, and the
    /// `alignAll…` and `direction…` options. `H:|-[a]-|` makes `a.leading == superview.leading + 20`
    /// and `superview.trailing == a.trailing + 20`; `[a]-8-[b]` makes
    /// `b.leading == a.trailing + 8`, as UIKit writes them.
    ///
    /// A malformed format — a syntax error, a name that is not in `views` or `metrics`, `|` for a
    /// view without a superview, an alignment along the format's own axis — makes UIKit raise
    /// `NSInvalidArgumentException`; HeadlessUIKit records a ``HeadlessDiagnostic/Kind/uikitMisuse``
    /// diagnostic with ``HeadlessDiagnostic/raisesInUIKit`` set and returns no constraints.
    /// Not modelled: `spacingBaselineToBaseline` (edges are used) and predicates with
    /// multipliers, which UIKit's grammar does not have either.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormatError {
            let near = views.values.lazy.compactMap { $0 as? UIView }.first
            HeadlessScene.recordMisuse(
                api: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)",
                "Unable to parse constraint format: \(error.message)\n\(format)\n\(String(repeating: " ", count: error.position))^\nUIKit raises NSInvalidArgumentException; no constraints were made.",
                near: near, raises: true)
            return []
        } catch {
            return []
        }
    }
}
