import Foundation

/// A headless model of UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item
/// and how it looks. The collection view applies ``frame``, ``alpha``, ``isHidden`` and
/// ``transform`` to the item's cell. Supplementary and decoration views are not modelled.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The cell's alpha. 1 by default.
    open var alpha: CGFloat = 1
    /// Whether the cell is hidden.
    open var isHidden = false
    /// The cell's transform.
    open var transform: CGAffineTransform = .identity
    /// The cell's stacking order; stored only.
    open var zIndex = 0

    /// Makes the attributes of the cell for the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}
