import Foundation

/// A headless model of UIKit's `UICollectionReusableView`: a view a collection view reuses.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again by a dequeue; override to reset it.
    open func prepareForReuse() {}

    /// Applies layout attributes; the collection view has already set the frame, alpha, hidden
    /// state and transform. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A headless model of UIKit's `UICollectionViewCell`: a reusable view with a ``contentView`` to
/// add content to, and selection and highlight state.
///
/// A collection view makes the cells of a registered class with `init(frame:)`, as UIKit does:
/// subclasses override `init(frame:)` (and `init?(coder:)`) as they would for UIKit. HeadlessUIKit
/// reaches `init(frame:)` through ``init(headlessReuseIdentifier:)``, which every subclass that
/// overrides `init(frame:)` or no initializer inherits; a subclass with only other designated
/// initializers cannot be registered headlessly.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to, filling the cell.
    public let contentView = UIView()
    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content when the cell is selected; stored only.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    /// HeadlessUIKit's way to make a cell of a registered class: `init(frame: .zero)` of that class.
    public required convenience init(headlessReuseIdentifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = headlessReuseIdentifier
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = .flexibleSize
        insertSubview(new, at: index)
    }
}
