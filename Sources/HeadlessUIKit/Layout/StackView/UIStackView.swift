import Foundation

/// A headless model of UIKit's `UIStackView`: a view that lays out its arranged subviews in a
/// row or a column with constraints it makes itself.
///
/// ## The model
///
/// As UIKit's, the stack view lays out by generating ordinary constraints in the Auto Layout
/// engine (identified `UISV-…`, as UIKit's are, and installed on the stack view), so the arranged
/// subviews' intrinsic content sizes, hugging and compression resistance, and any constraints the
/// app adds, take part as they do in UIKit; ``addArrangedSubview(_:)`` sets an arranged subview's
/// `translatesAutoresizingMaskIntoConstraints` to false. Along ``axis`` (leading to trailing, or
/// top to bottom) the visible arranged subviews follow each other ``spacing`` apart (or
/// ``customSpacing(after:)``) from the stack's edges (its ``UIView/layoutMarginsGuide`` when
/// ``isLayoutMarginsRelativeArrangement``), sized by ``distribution``; across, ``alignment``
/// places each. A hidden arranged subview collapses to zero length at the end of the visible
/// one before it and takes no spacing; the constraints are regenerated when `isHidden` changes,
/// so `UIView.animate { view.isHidden = true; stack.layoutIfNeeded() }` animates the collapse
/// (the hidden view itself is hidden at once, as the layer's `isHidden` is not animatable
/// headlessly). The horizontal axis uses leading and trailing, so it follows the layout direction.
///
/// The constraints HeadlessUIKit generates (see `UIStackView+Arrangement.swift`): `UISV-canvas-connection`
/// (first and last visible view to the edges), `UISV-spacing`, `UISV-fill-equally`,
/// `UISV-fill-proportionally` (priority 999, each view's share of the length after spacing in
/// proportion to its intrinsic length), `UISV-distributing` (layout guides between neighbours,
/// of equal length, at least the spacing, for `.equalSpacing`; between centres, at priority
/// 999, for `.equalCentering`; their edges `UISV-distributing-edge`), `UISV-alignment`, `UISV-spanning-boundary` (the ≤/≥ edges of
/// the non-fill alignments), `UISV-spanning-fit` (priority 49: a stack whose length nothing else
/// fixes hugs its content) and `UISV-hiding`.
///
/// ## What it does not model
///
/// Baseline alignment (`.firstBaseline` and `.lastBaseline` align top and bottom edges in a
/// horizontal stack and fill in a vertical one: text is not laid out),
/// `isBaselineRelativeArrangement` (stored only), `spacingUseSystem`/`spacingUseDefault`, and the
/// way UIKit resolves ties between arranged subviews of equal hugging priority (the solver's
/// fixed order decides). Intrinsic lengths for `.fillProportionally` are read when the
/// constraints are regenerated.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews are sized along the axis, UIKit's raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// How arranged subviews are placed across the axis, UIKit's raw values.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// `.leading`, for a horizontal stack.
        public static var top: Alignment { .leading }
        /// `.trailing`, for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack lays out, in order; each is also a subview.
    public internal(set) var arrangedSubviews: [UIView] = []
    /// The spacing after an arranged subview set with ``setCustomSpacing(_:after:)``.
    final var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and layout guides the stack made for its current arrangement.
    final var generatedConstraints: [NSLayoutConstraint] = []
    final var generatedGuides: [UILayoutGuide] = []

    /// The axis the arranged subviews follow each other along; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How arranged subviews are sized along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How arranged subviews are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between neighbouring visible arranged subviews; 0 by default. A minimum for
    /// `.equalSpacing` and `.equalCentering`.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether the arrangement is inset by the stack's layout margins; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the vertical spacing is measured between baselines; stored only (text is not laid out).
    open var isBaselineRelativeArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a horizontal stack view of the given views, each added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A subview about to leave the stack view stops being arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }
}
