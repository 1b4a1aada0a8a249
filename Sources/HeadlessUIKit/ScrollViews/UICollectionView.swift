import Foundation

/// A headless model of UIKit's `UICollectionView`: a scroll view that shows its data source's
/// items in cells, where its ``collectionViewLayout`` puts them.
///
/// ## The model
///
/// Cells are made and placed when the collection view lays out (`layoutSubviews`, in a layout
/// pass or `layoutIfNeeded()`), as in UIKit: the layout is prepared if it was invalidated, the
/// content size becomes the layout's ``UICollectionViewLayout/collectionViewContentSize``, and
/// each item whose frame meets the visible rect (the bounds) gets a cell from the data source's
/// `collectionView(_:cellForItemAt:)`, which dequeues it, placed at the item's attributes in
/// content coordinates. A cell whose item scrolled out of view is removed and kept for reuse:
/// items out of view have no cell, and ``cellForItem(at:)`` is nil for them. Dequeuing hands out a
/// kept cell of that identifier (after its `prepareForReuse()`) or makes one of the registered
/// class. ``reloadData()`` drops every cell and asks the data source again at the next layout.
///
/// `delegate` is the scroll view's, typed ``UIScrollViewDelegate``: assign a
/// ``UICollectionViewDelegate`` and the collection view reads its selection members from it.
///
/// ## What it does not model
///
/// Prefetching, diffable data sources, batch updates and their animations, supplementary and
/// decoration views, self-sizing cells, drag and drop, focus, and touch selection (a test calls
/// the delegate, or ``selectItem(at:animated:scrollPosition:)``).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout that places the items; setting it invalidates the layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutIsPrepared = false
            setNeedsLayout()
        }
    }
    /// The object that gives the items and their cells.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// Whether items can be selected. True by default.
    open var allowsSelection = true
    /// Whether more than one item can be selected. False by default.
    open var allowsMultipleSelection = false
    /// The view behind the content; stored only.
    open var backgroundView: UIView?

    /// The registered cell classes by reuse identifier.
    final var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Cells kept for reuse by reuse identifier.
    final var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// The cells of the items in view.
    final var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The item counts read from the data source since the last reload, section by section.
    final var itemCounts: [Int]?
    final var selectedIndexPaths: [IndexPath] = []
    /// Whether the layout was prepared since it was last invalidated.
    final var layoutIsPrepared = false
    /// Whether the cells in view are to get their attributes again (the layout was prepared).
    final var cellsNeedAttributes = false

    /// Makes a collection view with the given frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Makes a collection view from an archive; HeadlessUIKit has none, so with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The bounds; a change the layout's `shouldInvalidateLayout(forBoundsChange:)` accepts
    /// invalidates it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layoutIsPrepared = false
            }
            super.bounds = newValue
        }
    }

    /// The frame; a change of size asks the layout as a bounds change does.
    open override var frame: CGRect {
        get { super.frame }
        set {
            var newBounds = super.bounds
            newBounds.size = newValue.size
            if newBounds != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                layoutIsPrepared = false
            }
            super.frame = newValue
        }
    }

    /// Lays out the cells of the items in view (see the model above); subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleCells()
    }

    /// Registers the class whose cells `dequeueReusableCell(withReuseIdentifier:for:)` makes for
    /// `identifier`; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            HeadlessScene.recordMisuse(
                api: "UICollectionView.register(_:forCellWithReuseIdentifier:)",
                "\(cellClass) is not a UICollectionViewCell subclass; UIKit raises an exception. It was not registered.", near: self,
                raises: true)
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// Drops every cell and asks the data source again at the next layout.
    open func reloadData() {
        for cell in visibleCellsByIndexPath.values { enqueue(cell) }
        visibleCellsByIndexPath = [:]
        itemCounts = nil
        selectedIndexPaths = []
        layoutIsPrepared = false
        setNeedsLayout()
    }
}
