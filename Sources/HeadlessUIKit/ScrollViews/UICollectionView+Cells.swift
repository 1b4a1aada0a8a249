import Foundation

/// The collection view's items and cells (see ``UICollectionView``).
extension UICollectionView {
    /// The number of sections, from the data source (read again after ``reloadData()``).
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, from the data source; 0 for a section that does not exist.
    @discardableResult
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// A cell for the item at `indexPath`: one kept for reuse with `identifier` (after its
    /// `prepareForReuse()`), or a new one of the class registered for it. Call it from the data
    /// source's `collectionView(_:cellForItemAt:)`.
    @discardableResult
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var kept = reusableCells[identifier], let cell = kept.popLast() {
            reusableCells[identifier] = kept
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = registeredCellClasses[identifier] else {
            HeadlessScene.recordMisuse(
                api: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)",
                "no cell class is registered for the identifier \"\(identifier)\"; UIKit raises an exception. A plain UICollectionViewCell was returned.",
                near: self, raises: true)
            return UICollectionViewCell(headlessReuseIdentifier: identifier)
        }
        return cellType.init(headlessReuseIdentifier: identifier)
    }

    /// The cell of the item at `indexPath`, or nil when the item is not in view (it has no cell).
    @discardableResult
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells of the items in view, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the items in view, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of the cell, or nil when it is not in view.
    @discardableResult
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the item at `point` (content coordinates), or nil.
    @discardableResult
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let hits = collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1))) ?? []
        return hits.filter { $0.frame.contains(point) }.map(\.indexPath).sorted().first
    }

    /// The layout attributes of the item at `indexPath`, from the layout.
    @discardableResult
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The index paths of the selected items, in order; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item (deselecting the others unless multiple selection is allowed) and scrolls
    /// to it as `scrollPosition` says; the delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Scrolls so that the item is at `scrollPosition` (the least distance that shows it when the
    /// position says nothing for an axis), clamped to the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = offsetMakingVisible(frame)
        let size = bounds.size
        if scrollPosition.contains(.top) { target.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { target.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - size.width }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    /// Where an item ends up in view when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Layout

    /// The item counts, read from the data source once per reload.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        let counts = (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
        itemCounts = counts
        return counts
    }

    func prepareLayoutIfNeeded() {
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        cellsNeedAttributes = true
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Gives every item in view a cell and keeps the others' cells for reuse. As in UIKit, a cell
    /// gets its item's attributes when it comes into view and after the layout was prepared again,
    /// not at every layout: a cell a transition hid stays hidden while the collection scrolls.
    func layoutVisibleCells() {
        prepareLayoutIfNeeded()
        let reapply = cellsNeedAttributes
        cellsNeedAttributes = false
        let visible = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
            $0.indexPath.count == 2 && $0.indexPath.item < numberOfItems(inSection: $0.indexPath.section)
        }
        let wanted = Set(visible.map(\.indexPath))
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            enqueue(cell)
        }
        for attributes in visible {
            if let cell = visibleCellsByIndexPath[attributes.indexPath] {
                if reapply { apply(attributes, to: cell) }
            } else {
                apply(attributes, to: makeCell(at: attributes.indexPath))
            }
        }
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell =
            dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(headlessReuseIdentifier: "")
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        if cell.center != attributes.center { cell.center = attributes.center }
        if cell.bounds.size != attributes.size { cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size) }
        if cell.transform != attributes.transform { cell.transform = attributes.transform }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        cell.apply(attributes)
    }

    /// Takes a cell out of view and keeps it for reuse.
    func enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
