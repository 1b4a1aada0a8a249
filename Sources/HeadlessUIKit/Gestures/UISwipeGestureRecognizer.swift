import Foundation

/// A headless model of UIKit's `UISwipeGestureRecognizer`: a discrete gesture of fingers moving
/// quickly in one of the directions it recognizes.
///
/// ## The model
///
/// ``headlessSwipe(_:at:numberOfTouches:)`` swipes in one direction, with fingers that go down at
/// a location (the delegate's `gestureRecognizer(_:shouldReceive:)` is asked for each). When
/// ``direction`` contains that direction and the fingers are ``numberOfTouchesRequired``, the
/// delegate's `gestureRecognizerShouldBegin(_:)` is asked, and the state becomes `.ended`
/// (`.recognized`) and the handlers are called once; ``UIGestureRecognizer/location(in:)`` reads
/// where the swipe began, as UIKit documents. Otherwise the state becomes `.failed`, no handler is
/// called, and ``UIGestureRecognizer/headlessLastRefusal`` says why.
///
/// ## What it does not model
///
/// How far and how fast fingers must move to make a swipe: a driven swipe is a swipe. Fingers
/// put down with ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` and lifted make no
/// swipe (the recognizer fails); drive a swipe with ``headlessSwipe(_:at:numberOfTouches:)``.
/// Everything listed on ``UIGestureRecognizer``.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(headlessHandler: { (g: UISwipeGestureRecognizer) in
///     controller.dismiss(animated: true)
/// })
/// swipe.direction = .down
/// view.addGestureRecognizer(swipe)
/// swipe.headlessSwipe(.down)        // the handler sees .ended (.recognized) once
/// swipe.headlessSwipe(.left)        // not a direction it recognizes: .failed, no handler called
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// Makes the set of directions with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions the recognizer recognizes; `.right` by default, as in UIKit.
    open var direction: Direction = .right
    /// How many fingers make the swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    /// Swipes in `direction` (exactly one of `.right`, `.left`, `.up`, `.down`) with
    /// `numberOfTouches` fingers (``numberOfTouchesRequired`` when nil) that go down at `location`,
    /// in the recognizer's view's coordinates (the centre of its bounds when nil): recognized,
    /// calling the handlers with `.ended`, when ``direction`` contains it and the fingers are the
    /// required number; `.failed` otherwise.
    ///
    /// Records a diagnostic and changes nothing in the cases
    /// ``UIGestureRecognizer/headlessBegin(at:numberOfTouches:)`` does, or if `direction` is not
    /// exactly one direction.
    public func headlessSwipe(_ direction: Direction, at location: CGPoint? = nil, numberOfTouches: Int? = nil) {
        let api = headlessAPI("headlessSwipe(_:at:numberOfTouches:)")
        guard [Direction.right, .left, .up, .down].contains(direction) else {
            headlessInvalidArgument(
                api, "a swipe goes in exactly one direction (.right, .left, .up or .down); got raw value \(direction.rawValue). Nothing happened.")
            return
        }
        let down = headlessTouchDown(at: location, numberOfTouches: numberOfTouches, api: api)
        if down {
            if self.direction.contains(direction) {
                headlessRecognize()
            } else {
                headlessFailTouches(.gestureNotMade, "the fingers swiped \(Self.name(of: direction)), and its direction is \(Self.names(of: self.direction))")
            }
        }
        guard touchesAreDown else { return }
        storedNumberOfTouches = 0
        touchesAreDown = false
        touchesDeclined = false
    }

    /// "right", "left", "up" or "down".
    private static func name(of direction: Direction) -> String {
        switch direction {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        default: "down"
        }
    }

    /// The directions of a set, e.g. `[.right, .left]`.
    private static func names(of directions: Direction) -> String {
        let all: [Direction] = [.right, .left, .up, .down]
        return "[" + all.filter { directions.contains($0) }.map { "." + name(of: $0) }.joined(separator: ", ") + "]"
    }

    // MARK: Driver hooks

    override var headlessDefaultNumberOfTouches: Int { max(1, numberOfTouchesRequired) }

    override var headlessBeginsAtTouchDown: Bool { false }

    override var headlessIsDiscrete: Bool { true }

    override func headlessRefusal(ofTouches numberOfTouches: Int) -> String? {
        guard numberOfTouches != numberOfTouchesRequired else { return nil }
        return "\(numberOfTouches) finger(s) swiped, and its numberOfTouchesRequired is \(numberOfTouchesRequired)"
    }

    override var headlessLiftedTooSoon: String {
        "the fingers were lifted without swiping (drive a swipe with headlessSwipe(_:at:numberOfTouches:))"
    }
}
