import Foundation

/// The priority of a layout constraint, 1…1000, with UIKit's named levels.
///
/// As in UIKit, a constraint of priority ``required`` (1000) must hold; one of lower priority
/// holds as nearly as the required ones and the stronger optional ones allow. Arithmetic with a
/// `Float` (`.defaultHigh - 1`) and comparison work as in UIKit. How priorities weigh against
/// each other in HeadlessUIKit's solver is in <doc:AutoLayout>.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a window's size can be dragged and resize the scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene's window prefers to stay the same size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority at which a drag that cannot resize the scene resizes the window: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content horizontally: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to match its size when it is measured with
    /// `systemLayoutSizeFitting(_:)`: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
