import Foundation

/// A headless model of UIKit's `UICollectionViewFlowLayout`: items in lines, line after line,
/// section after section.
///
/// ## The model
///
/// With ``scrollDirection`` `.vertical`, a section starts below the previous one plus its
/// ``sectionInset``; its items fill lines across the collection view's width less the section's
/// left and right insets, each line as many items as fit with at least
/// ``minimumInteritemSpacing`` between them, and lines follow each other
/// ``minimumLineSpacing`` apart. `.horizontal` is the same with the axes swapped (lines are
/// columns, filled top to bottom). Every item has ``itemSize``, or the size the delegate's
/// `collectionView(_:layout:sizeForItemAt:)` gives (``UICollectionViewDelegateFlowLayout``);
/// items in a line are centred on the line's cross axis.
///
/// Within a line UIKit spreads the items to fill the width; how it places an incomplete last
/// line is undocumented. HeadlessUIKit: a line that is not the last spreads its spare room evenly
/// between its items; the last line uses the spacing of the line before it in the section
/// (``minimumInteritemSpacing`` if it is the first) from the leading edge; a line of one item is
/// centred, unless it is the last of several. A grid whose items fill the width exactly is laid out the same under every rule.
///
/// ## What it does not model
///
/// Headers and footers, `estimatedItemSize` and self-sizing cells, `sectionInsetReference`,
/// pinned headers, right-to-left layouts and the delegate's per-section spacing and insets.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The size of every item unless the delegate gives one. 50 × 50 by default, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least spacing between lines. 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items of a line. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items. Zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls. Vertical by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// An estimate that turns on self-sizing in UIKit; stored only (cells are not self-sized).
    open var estimatedItemSize: CGSize = .zero

    /// The attributes of every item, section by section, worked out by ``prepare()``.
    final var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    final var contentSize: CGSize = .zero

    /// Makes a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    open override func prepare() {
        super.prepare()
        computeLayout()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        itemAttributes.flatMap { $0.filter { $0.frame.sharesArea(with: rect) } }
    }

    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemAttributes.indices.contains(indexPath.section), itemAttributes[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }
}
