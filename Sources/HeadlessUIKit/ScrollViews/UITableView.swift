import Foundation

/// A headless model of UIKit's `UITableView`: a scroll view that shows its data source's rows,
/// one under the other, section after section.
///
/// ## The model
///
/// Rows are laid out when the table lays out (`layoutSubviews`), as in UIKit: each row is the
/// full width and as tall as the delegate's `tableView(_:heightForRowAt:)` says (``rowHeight``
/// by default; ``UITableView/automaticDimension`` counts as 44 pt, the standard height, since
/// cells are not self-sized), sections follow each other with no headers, and the content size is
/// their total. Each row in the visible rect gets a cell from the data source, placed in content
/// coordinates; a row that scrolls out of view loses its cell, which is kept for reuse. `delegate`
/// is the scroll view's: assign a ``UITableViewDelegate`` and the table reads it.
///
/// ## What it does not model
///
/// Headers and footers, separators, editing, swipe actions, self-sizing cells and estimated
/// heights, batch updates, prefetching, diffable data sources, index titles and touch selection.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The appearance of a table view.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The value that asks for a height from the content (44 pt headlessly).
    public static let automaticDimension: CGFloat = -1

    /// The table's style; stored only (no headers are laid out).
    public let style: Style
    /// The height of every row unless the delegate gives one.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// An estimate of row heights; stored only.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The object that gives the rows and their cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Whether rows can be selected. True by default.
    open var allowsSelection = true
    /// The view behind the content; stored only.
    open var backgroundView: UIView?

    final var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    final var reusableCells: [String: [UITableViewCell]] = [:]
    final var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The row frames, section by section, worked out at the first layout after a reload.
    final var rowFrames: [[CGRect]]?
    final var selectedIndexPath: IndexPath?

    /// Makes a table view of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Makes a plain table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The frame; a change of width lays the rows out again.
    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.width != super.frame.width { rowFrames = nil }
            super.frame = newValue
        }
    }

    /// The bounds; a change of width lays the rows out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue.width != super.bounds.width { rowFrames = nil }
            super.bounds = newValue
        }
    }

    /// Lays out the cells of the rows in view; subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleRows()
    }

    /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes for
    /// `identifier`; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            HeadlessScene.recordMisuse(
                api: "UITableView.register(_:forCellReuseIdentifier:)",
                "\(cellClass) is not a UITableViewCell subclass; UIKit raises an exception. It was not registered.", near: self, raises: true)
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// Drops every cell and asks the data source again at the next layout.
    open func reloadData() {
        for cell in visibleCellsByIndexPath.values { enqueue(cell) }
        visibleCellsByIndexPath = [:]
        rowFrames = nil
        selectedIndexPath = nil
        setNeedsLayout()
    }
}
