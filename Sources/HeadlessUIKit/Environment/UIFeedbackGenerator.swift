import Foundation

/// A headless model of `UIFeedbackGenerator`: no haptics, every request recorded on the current
/// scene (``HeadlessScene/feedback``) with its virtual time, so a test can check that a
/// transition asked for the feedback it should, once.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Asks the generator to get ready: recorded as ``HeadlessFeedback/Event/prepare(_:)``.
    open func prepare() {
        HeadlessScene.current.recordFeedback(.prepare(headlessKind))
    }

    var headlessKind: String { "feedback" }
}

/// A headless model of `UIImpactFeedbackGenerator`; see ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's mass, UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style the generator was made with.
    public let headlessStyle: FeedbackStyle

    /// Makes a generator of the given style.
    public init(style: FeedbackStyle) {
        headlessStyle = style
        super.init()
    }

    /// Makes a generator of `.medium` style, as UIKit does.
    public override convenience init() { self.init(style: .medium) }

    /// Records an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Records an impact at `intensity` (clamped to 0…1).
    open func impactOccurred(intensity: CGFloat) {
        HeadlessScene.current.recordFeedback(.impact(headlessStyle, intensity: min(max(intensity, 0), 1)))
    }

    override var headlessKind: String { "impact" }
}

/// A headless model of `UISelectionFeedbackGenerator`; see ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Records a selection change.
    open func selectionChanged() { HeadlessScene.current.recordFeedback(.selectionChanged) }

    override var headlessKind: String { "selection" }
}

/// A headless model of `UINotificationFeedbackGenerator`; see ``UIFeedbackGenerator``.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome, UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Records a notification of the given kind.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        HeadlessScene.current.recordFeedback(.notification(notificationType))
    }

    override var headlessKind: String { "notification" }
}
