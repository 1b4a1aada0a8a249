import Foundation

/// A headless model of UIKit's `UITableViewCell`: a reusable row with a ``contentView`` to add
/// content to, an optional ``textLabel``, ``detailTextLabel`` and ``imageView``, and selection state.
///
/// A table view makes the cells of a registered class with `init(style: .default,
/// reuseIdentifier:)`, as UIKit does: subclasses override that initializer (and `init?(coder:)`)
/// as they would for UIKit. HeadlessUIKit reaches it through
/// ``init(headlessReuseIdentifier:)``, which every such subclass inherits. The cell's labels are
/// placed by its style only roughly (stacked in the content view); accessories, editing and
/// separators are not modelled.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layout of a cell's built-in labels.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The cell's style.
    public let headlessStyle: CellStyle
    /// The identifier the cell was made and dequeued with.
    open private(set) var reuseIdentifier: String?
    /// The view to add the cell's content to, filling the cell.
    public let contentView = UIView()
    /// Whether the cell is selected; the table view sets it.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// How the cell shows selection; stored only.
    open var selectionStyle: SelectionStyle = .default
    private final var storedTextLabel: UILabel?
    private final var storedDetailTextLabel: UILabel?
    private final var storedImageView: UIImageView?

    /// Makes a cell of the given style.
    public init(style: CellStyle, reuseIdentifier: String?) {
        headlessStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        headlessStyle = .default
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    /// HeadlessUIKit's way to make a cell of a registered class:
    /// `init(style: .default, reuseIdentifier:)` of that class.
    public required convenience init(headlessReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: headlessReuseIdentifier)
    }

    /// Called before the cell is handed out again by a dequeue; override to reset it.
    open func prepareForReuse() {}

    /// The cell's main label, made (in the content view) when first asked for.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        label.autoresizingMask = .flexibleSize
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The cell's secondary label (styles other than `.default`), made when first asked for.
    open var detailTextLabel: UILabel? {
        guard headlessStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        label.autoresizingMask = .flexibleSize
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// The cell's image view, made (at the leading edge of the content view, a square as tall as
    /// the cell) when first asked for.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let side = contentView.bounds.height
        let imageView = UIImageView(frame: CGRect(x: 16, y: 0, width: side, height: side))
        imageView.autoresizingMask = [.flexibleHeight]
        contentView.addSubview(imageView)
        storedImageView = imageView
        return imageView
    }

    /// How a cell shows that it is selected.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
}
