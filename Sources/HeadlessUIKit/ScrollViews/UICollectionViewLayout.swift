import Foundation

/// A headless model of UIKit's `UICollectionViewLayout`: the abstract object that says where a
/// collection view's items go. Subclass it (or use ``UICollectionViewFlowLayout``) and override
/// ``prepare()``, ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``.
///
/// As in UIKit the collection view calls ``prepare()`` before its first layout and after
/// ``invalidateLayout()`` (which ``UICollectionView/reloadData()``, a new layout, or a bounds
/// change for which ``shouldInvalidateLayout(forBoundsChange:)`` says yes also cause), then reads the content size and the attributes of the items in
/// its visible rect. Layout animations, supplementary and decoration views are not modelled.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Makes a layout.
    public override init() {
        super.init()
    }

    /// Computes what the layout needs; called before a layout that follows an invalidation.
    open func prepare() {}

    /// The size of all the content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect`; none by default.
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil by default.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        collectionView?.layoutIsPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds (scrolling or resizing) needs a new
    /// layout; asked on every change. The default says no.
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
