#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The gesture with which the app starts an interactive transition: the recognizer whose handler
/// starts it (calls `dismiss(animated: true)` or `popViewController(animated: true)` and makes the
/// interaction controller its delegate vends) and the way a drag moves it.
///
/// The kit drives it as a user would — touches down, a drag in ``direction`` that makes the
/// recognizer begin (a pan begins once it has moved about 10 pt), moves towards the scenario's
/// progress, then the end, or the system's cancel — and judges whatever the app's handler and
/// delegate do: nothing is handed to the kit up front.
///
/// ```swift
/// verifyTransitioningDelegate(
///     viewControllers: { _ in (UIViewController(), SheetContentViewController()) },
///     interactiveDismissal: .pan(toward: .down) { ($0 as? SheetContentViewController)?.dismissPan }
/// ) { _ in SheetTransitioningDelegate() }
/// ```
@MainActor
public struct TransitionGesture {
    /// The way a drag moves on screen.
    public enum Direction: String, Sendable, Hashable {
        case up, down, left, right
    }

    /// Finds the recognizer on the view controller the transition starts from (the presented
    /// view controller for a dismissal, the navigation stack's top view controller for a pop,
    /// the presenting view controller for a presentation).
    let recognizer: (UIViewController) -> UIPanGestureRecognizer?
    /// The direction of the drag that moves the transition forward.
    public let direction: Direction
    /// The drag, in points along ``direction``, that the kit treats as the whole transition,
    /// given the recognizer's view: by default that view's height (up, down) or width (left, right).
    let fullDistance: (UIView) -> CGFloat
    /// The speed of the drag, points per second, in ``direction`` while it moves (and against it
    /// at the end of a drag the kit moves back).
    public let speed: CGFloat

    /// A pan (or screen-edge pan) recognizer that the app's handler reads.
    ///
    /// - Parameters:
    ///   - direction: the way the drag goes to move the transition forward.
    ///   - fullDistance: the drag that is the whole transition, given the recognizer's view; by
    ///     default that view's extent along `direction`.
    ///   - speed: the drag's speed in points per second; 600 by default, a steady drag rather than
    ///     a flick (handlers often finish on a fast flick whatever the progress).
    ///   - recognizer: finds the recognizer on the view controller the transition starts from,
    ///     e.g. `{ ($0 as? SheetContentViewController)?.dismissPan }`; nil when it has none.
    public static func pan(
        toward direction: Direction, fullDistance: ((UIView) -> CGFloat)? = nil, speed: CGFloat = 600,
        recognizer: @escaping (UIViewController) -> UIPanGestureRecognizer?
    ) -> TransitionGesture {
        TransitionGesture(
            recognizer: recognizer, direction: direction,
            fullDistance: fullDistance ?? { view in direction == .up || direction == .down ? view.bounds.height : view.bounds.width },
            speed: speed)
    }

    /// The translation of a drag `distance` points along ``direction``.
    func translation(_ distance: CGFloat) -> CGPoint {
        switch direction {
        case .up: CGPoint(x: 0, y: -distance)
        case .down: CGPoint(x: 0, y: distance)
        case .left: CGPoint(x: -distance, y: 0)
        case .right: CGPoint(x: distance, y: 0)
        }
    }
}
