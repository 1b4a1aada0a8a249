import Foundation

/// The table view's rows and cells (see ``UITableView``).
extension UITableView {
    /// The number of sections, from the data source.
    public var numberOfSections: Int { frames.count }

    /// The number of rows in `section`; 0 for a section that does not exist.
    @discardableResult
    public func numberOfRows(inSection section: Int) -> Int {
        let frames = self.frames
        return frames.indices.contains(section) ? frames[section].count : 0
    }

    /// A cell kept for reuse with `identifier` (after its `prepareForReuse()`), a new one of the
    /// registered class, or nil when there is neither.
    @discardableResult
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var kept = reusableCells[identifier], let cell = kept.popLast() {
            reusableCells[identifier] = kept
            cell.prepareForReuse()
            return cell
        }
        return registeredCellClasses[identifier].map { $0.init(headlessReuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: kept for reuse or made of the registered class. Call it
    /// from the data source's `tableView(_:cellForRowAt:)`.
    @discardableResult
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        HeadlessScene.recordMisuse(
            api: "UITableView.dequeueReusableCell(withIdentifier:for:)",
            "no cell class is registered for the identifier \"\(identifier)\"; UIKit raises an exception. A plain UITableViewCell was returned.",
            near: self, raises: true)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell of the row at `indexPath`, or nil when the row is not in view.
    @discardableResult
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The cells of the rows in view, in order.
    public var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByIndexPath[$0] } }

    /// The index paths of the rows in view, in order.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByIndexPath.keys.sorted() }

    /// The frame of the row in the table's content coordinates; `.zero` for a row that does not exist.
    @discardableResult
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let frames = self.frames
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return frames[indexPath.section][indexPath.row]
    }

    /// The index path of the row at `point` (content coordinates), or nil.
    @discardableResult
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, rows) in frames.enumerated() {
            if let row = rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The index path of the cell, or nil when it is not in view.
    @discardableResult
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row (nil deselects) and scrolls to it; the delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if let selectedIndexPath { cellForRow(at: selectedIndexPath)?.isSelected = false }
        selectedIndexPath = indexPath
        guard let indexPath else { return }
        cellForRow(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none`: the least distance that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        var target = offsetMakingVisible(rect)
        switch scrollPosition {
        case .top: target.y = rect.minY
        case .middle: target.y = rect.midY - bounds.height / 2
        case .bottom: target.y = rect.maxY - bounds.height
        case .none: break
        }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    // MARK: Layout

    /// The row frames, worked out from the data source and the heights once per reload.
    var frames: [[CGRect]] {
        if let rowFrames { return rowFrames }
        var frames: [[CGRect]] = []
        var y: CGFloat = 0
        if let dataSource {
            let width = bounds.width
            let heights = delegate as? any UITableViewDelegate
            for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
                let rows = max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
                frames.append(
                    (0..<rows).map { row in
                        var height = heights?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                        if height < 0 { height = 44 }
                        defer { y += height }
                        return CGRect(x: 0, y: y, width: width, height: height)
                    })
            }
        }
        rowFrames = frames
        let size = CGSize(width: bounds.width, height: y)
        if contentSize != size { contentSize = size }
        return frames
    }

    func layoutVisibleRows() {
        let visibleRect = bounds
        var wanted: [IndexPath: CGRect] = [:]
        for (section, rows) in frames.enumerated() {
            for (row, frame) in rows.enumerated() where frame.sharesArea(with: visibleRect) { wanted[IndexPath(row: row, section: section)] = frame }
        }
        for (indexPath, cell) in visibleCellsByIndexPath where wanted[indexPath] == nil {
            visibleCellsByIndexPath[indexPath] = nil
            enqueue(cell)
        }
        for indexPath in wanted.keys.sorted() {
            guard let frame = wanted[indexPath] else { continue }
            let cell: UITableViewCell
            if let visible = visibleCellsByIndexPath[indexPath] {
                cell = visible
            } else {
                cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.isSelected = selectedIndexPath == indexPath
                visibleCellsByIndexPath[indexPath] = cell
                if cell.superview !== self { addSubview(cell) }
            }
            if cell.frame != frame { cell.frame = frame }
        }
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
