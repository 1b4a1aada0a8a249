import Foundation

/// A headless model of UIKit's `UIScrollView`: a view whose bounds origin is the offset of its
/// content, scrolled by its own pan recognizer or by code.
///
/// ## The model
///
/// ``contentOffset`` is the bounds origin, as in UIKit: setting it moves the bounds (so subviews,
/// placed by frame in content coordinates, move on screen and `convert(_:to:)` follows), calls
/// the delegate's `scrollViewDidScroll(_:)` and asks for layout. ``adjustedContentInset`` equals
/// ``contentInset`` (HeadlessUIKit has no safe area, bars or keyboard to add), and the offset
/// ranges from `-adjustedContentInset.top` to `contentSize.height + adjustedContentInset.bottom -
/// bounds.height` (the same across).
///
/// The scroll view owns ``panGestureRecognizer``; driven with the pan driver it scrolls as UIKit's
/// does: at `.began` ``isTracking`` and ``isDragging`` become true and the delegate hears
/// `scrollViewWillBeginDragging(_:)`; each change moves the offset against the translation —
/// along an axis only if the content is larger than the bounds there (or
/// ``alwaysBounceVertical``/``alwaysBounceHorizontal``), past the edges by
/// ``HeadlessScene/Configuration/scrollViewRubberBandFactor`` of the movement when ``bounces``,
/// clamped otherwise. When the touches lift the delegate hears
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the pan's velocity in
/// points per millisecond, reversed (the direction the offset moves), and a target that is where
/// the drag ended, clamped to the content (no momentum); then
/// `scrollViewDidEndDragging(_:willDecelerate:)`, with `true` when the target differs from the
/// offset (a bounce back, or a target the delegate moved). The scroll view then settles: it
/// calls `scrollViewWillBeginDecelerating(_:)`, sets ``isDecelerating``, moves to the target over
/// ``HeadlessScene/Configuration/scrollAnimationDuration`` on the virtual clock and calls
/// `scrollViewDidEndDecelerating(_:)`. ``setContentOffset(_:animated:)`` animates the same way and
/// ends with `scrollViewDidEndScrollingAnimation(_:)`. Both move the offset every
/// ``HeadlessScene/Configuration/scrollViewFrameInterval``, calling `scrollViewDidScroll(_:)` each
/// time; a new drag or a non-animated offset stops them (without an end call).
///
/// With Auto Layout, ``contentLayoutGuide`` is the content area (origin zero in content
/// coordinates, size the content size) and ``frameLayoutGuide`` the scroll view's frame (its
/// bounds, which move with the offset); see `UIScrollView+LayoutGuides.swift`.
///
/// ## What it does not model
///
/// Deceleration physics (momentum, `decelerationRate`), paging, zooming, scroll indicators,
/// content-inset adjustment for safe areas and keyboards, and `isTracking` before a drag is
/// recognized.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points. Zero by default. After a layout pass it is the size of
    /// a fully constrained ``contentLayoutGuide``, as in UIKit.
    open var contentSize: CGSize = .zero {
        didSet {
            if contentSize != oldValue, let node = layoutState?.scrollContentGuide?.node {
                node.engine?.needsCheck = true
                window?.needsLayoutPass = true
            }
        }
    }

    /// The distance the content is inset from the scroll view's edges. Zero by default.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the scroll view uses: ``contentInset``, as HeadlessUIKit adds no safe area.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How the safe area adjusts the content inset; stored only (the safe area is empty).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether the user can scroll: setting it enables or disables ``panGestureRecognizer``.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag moves the content past its edges (and it settles back). True by default.
    open var bounces = true
    /// Whether a drag scrolls vertically even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Whether a drag scrolls horizontally even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether the scroll view shows its vertical indicator; stored only.
    open var showsVerticalScrollIndicator = true
    /// Whether the scroll view shows its horizontal indicator; stored only.
    open var showsHorizontalScrollIndicator = true
    /// Whether the scroll view stops on multiples of its bounds; stored only (no paging).
    open var isPagingEnabled = false
    /// Whether the scroll view scrolls to the top when the status bar is tapped; stored only.
    open var scrollsToTop = true
    /// How the keyboard is dismissed when dragging; stored only.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether the user's finger is on the content (true while a drag is in progress).
    open internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after a drag ended (the settle).
    open internal(set) var isDecelerating = false

    /// The pan recognizer the scroll view scrolls with; added to the scroll view.
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// The offset at which the current drag began.
    final var dragStartOffset = CGPoint.zero
    /// The running animated scroll or settle, if any.
    final var scrollAnimation: ScrollAnimation?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installPanGestureRecognizer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanGestureRecognizer()
    }

    /// The bounds; the origin is ``contentOffset``. Changing the origin calls the delegate's
    /// `scrollViewDidScroll(_:)` and asks for layout, as in UIKit.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != oldOrigin {
                setNeedsLayout()
                delegate?.scrollViewDidScroll(self)
            }
        }
    }

    /// The point of the content at the scroll view's top-left corner: the bounds origin. Setting
    /// it stops an animated scroll.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopScrollAnimation()
            setOffset(newValue)
        }
    }

    /// Sets the content offset, moving there over
    /// ``HeadlessScene/Configuration/scrollAnimationDuration`` on the virtual clock when `animated`
    /// (then calling the delegate's `scrollViewDidEndScrollingAnimation(_:)`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrollAnimation()
        if animated, contentOffset != self.contentOffset {
            startScrollAnimation(to: contentOffset, settling: false)
        } else {
            setOffset(contentOffset)
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible; nothing
    /// when it already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let target = offsetMakingVisible(rect)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    private func installPanGestureRecognizer() {
        panGestureRecognizer.addHeadlessHandler { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }
}

extension UIScrollView {
    /// How the safe area adjusts a scroll view's content inset (stored only headlessly).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How a scroll view dismisses the keyboard when dragged (stored only headlessly).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }
}
