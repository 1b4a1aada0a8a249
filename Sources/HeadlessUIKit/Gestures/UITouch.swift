import Foundation

/// A headless model of UIKit's `UITouch`: one finger of a gesture a test drives, as a gesture
/// recognizer's delegate sees it in ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)``.
///
/// ## The model
///
/// The gesture drivers (``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)``,
/// ``UITapGestureRecognizer/headlessTap(at:numberOfTouches:numberOfTaps:)``, …) make one touch
/// per finger when the fingers go down, at the gesture's location, in phase `.began`, and ask the
/// recognizer's delegate whether the recognizer may receive each. ``location(in:)`` converts the
/// location (kept in window coordinates) to the view you ask about.
///
/// ## What it does not model
///
/// Hit-testing: ``view`` is the recognizer's view, not the deepest view under the finger. The
/// fingers of one gesture share one location (their centroid). A touch is not updated after the
/// delegate was asked; force, radius, azimuth and coalesced or predicted touches are absent.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger was lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The kinds of touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch from an indirect input device.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
    }

    /// The touch's phase: `.began` when a delegate is asked about it.
    open private(set) var phase: Phase
    /// How many times the finger tapped at this place: 1 for the first tap, 2 for the second.
    open private(set) var tapCount: Int
    /// The virtual time at which the touch happened.
    open private(set) var timestamp: TimeInterval
    /// The view the touch went to: the recognizer's view (hit-testing is not modelled).
    open private(set) weak var view: UIView?
    /// A direct touch.
    open var type: TouchType { .direct }

    /// The touch's location in window coordinates.
    private let windowLocation: CGPoint

    init(view: UIView?, windowLocation: CGPoint, phase: Phase, tapCount: Int, timestamp: TimeInterval) {
        self.view = view
        self.windowLocation = windowLocation
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        super.init()
    }

    /// The window of the touch's view.
    open var window: UIWindow? { view?.window }

    /// The touch's location in `view`'s coordinates, or in window coordinates when nil.
    @discardableResult
    open func location(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.point(windowLocation, toCoordinatesOf: view)
    }

    /// The touch's previous location: its location, as the touch has not moved.
    @discardableResult
    open func previousLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }
}
