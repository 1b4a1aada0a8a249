import Foundation

extension UIScrollView {
    /// The guide of the scroll view's content area, for constraints that lay out the content.
    ///
    /// As in UIKit, its frame is in content coordinates: its origin is zero and its size is the
    /// content size. When constraints determine its width and height (a content view pinned to
    /// its four edges, with a width equal to ``frameLayoutGuide``'s and a height its subviews
    /// decide), the layout pass sets ``contentSize`` to that size; without them it keeps the
    /// ``contentSize`` you set (HeadlessUIKit holds it there below every UIKit priority). Views
    /// pinned to it are placed in content coordinates, so they scroll with ``contentOffset``.
    public var contentLayoutGuide: UILayoutGuide { builtInGuide(\.scrollContentGuide, kind: .scrollContent) }

    /// The guide of the scroll view's frame, for constraints that must not scroll.
    ///
    /// Its frame is the scroll view's bounds in its own coordinates: the size of its frame, at
    /// the content offset. Views pinned to it keep their place on screen as the content scrolls:
    /// each change of ``contentOffset`` moves them at the next layout pass, as UIKit's layout
    /// does while scrolling. Content insets do not change it.
    public var frameLayoutGuide: UILayoutGuide { builtInGuide(\.scrollFrameGuide, kind: .scrollFrame) }
}
