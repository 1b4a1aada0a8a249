import Foundation

/// A minimal model of `UIEvent`: the kind and the time. HeadlessUIKit delivers no events; it
/// exists so `hitTest(_:with:)` and `point(inside:with:)` overrides compile and can be called.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event, UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
    }

    /// The kind of event; `.touches`.
    open var type: EventType { .touches }
    /// When the event happened: the current scene's virtual time when made.
    open var timestamp: TimeInterval { storedTimestamp }
    private let storedTimestamp: TimeInterval

    /// Makes a touch event at the current scene's virtual time.
    public override init() {
        storedTimestamp = HeadlessScene.currentIfAny?.now ?? 0
        super.init()
    }
}

extension UIView {
    /// UIKit's hit-testing: nil when the view is hidden, does not take user interaction, has an
    /// alpha below 0.01 or `point(inside:with:)` refuses the point; else the first subview, from
    /// the front (last) to the back, that returns a view for the point in its own coordinates;
    /// else the view itself. Model values (not presentation values) are read.
    func headlessHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Ends editing in the view's subtree. Text input is not modelled headlessly: no view is
    /// first responder, so nothing refuses to resign and the answer is true.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}
