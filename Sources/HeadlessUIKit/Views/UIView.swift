import Foundation

/// A headless model of UIKit's `UIView`: geometry, appearance, hierarchy, layout and animation,
/// with UIKit's names, signatures and (documented) behaviour.
///
/// ## The model
///
/// A view is backed by a ``CALayer`` that holds its geometry: ``center`` is the layer's
/// position, ``bounds`` its bounds, ``transform`` its affine transform and ``alpha`` its
/// opacity. ``frame`` is derived from them — the bounding box of the bounds after the transform
/// about the anchor point — exactly as UIKit derives it, so setting ``transform`` changes
/// ``frame`` but not ``bounds`` or ``center``.
///
/// Properties read their **model** values: inside or right after a `UIView.animate` block, a
/// property already reads its new value; what is on screen mid-animation is
/// `layer.presentation()`.
///
/// Every change is recorded with the virtual time and whether it happened inside an animation
/// (``headlessMutations``), so a test can say when a view was changed and never restored.
///
/// ## What it does not model
///
/// Drawing, hit-testing and touch delivery, trait collections and safe areas (``safeAreaInsets``
/// is always `.zero`). Auto Layout is modelled (see <doc:AutoLayout>), with the limits that
/// article lists.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer that backs the view, of type ``layerClass``.
    public let layer: CALayer

    /// The class of the layer made for each new view; override to back a view with a
    /// ``CALayer`` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    // `nonisolated(unsafe)`: a window's `deinit`, which Swift makes nonisolated, walks them
    // (see `UnretainedBackReferences`).
    nonisolated(unsafe) final var storedSubviews: [UIView] = []
    /// The superview, unretained (the superview holds this view) and cleared when the superview
    /// lets go of this view or goes itself (see ``UnretainedBackReferences``).
    nonisolated(unsafe) unowned final var superviewReference: UIView?
    /// The superview, retained for the caller.
    final var storedSuperview: UIView? {
        get { superviewReference }
        set { superviewReference = newValue }
    }
    /// The window of the tree the view is in (a window is its own), kept up to date by the only
    /// two places that change the tree (`move(_:toIndex:api:)`, `removeFromSuperview()`), so
    /// that ``window`` — read for every recorded change — is one load, not a walk to the root.
    /// Unretained, and cleared by the window when it goes (see ``UnretainedBackReferences``).
    nonisolated(unsafe) unowned final var storedWindow: UIWindow?
    /// Whether `layoutSubviews()` is due, and whether a view controller installed this view as
    /// its root view, stored together: a layout pass reads both in one access.
    ///
    /// The second is a plain load, so that `layoutIfNeeded()` — run for every view on every
    /// layout pass — reads the weak ``owningViewController`` only for root views.
    final var layoutFlags = (needsLayout: true, isRootViewOfController: false)
    final var mutations: [ViewMutation] = []
    final var droppedMutationCount = 0
    /// Whether changes are recorded (views that set up their own parts switch it off meanwhile).
    /// True from the start: nothing the initialisers do records (they set the frame unrecorded),
    /// so no store is needed when they end.
    final var isRecording = true
    /// What this view is a snapshot of, for views made by `snapshotView(afterScreenUpdates:)`.
    weak final var snapshotSource: UIView?
    final var snapshotIsBlank = false
    /// The name given (``headlessName``), a default name to put into words when a report first
    /// asks for it (see ``DeferredViewName``), and `UIView.typeName(of: self)` once asked for:
    /// stored together, so that ``headlessDisplayName`` reads them in one access.
    final var names = (given: String?.none, deferred: DeferredViewName?.none, typeName: String?.none)
    /// The default name to put into words when a report first asks for it (see ``names``).
    final var deferredName: DeferredViewName? {
        get { names.deferred }
        set { names.deferred = newValue }
    }
    final var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// The view controller whose root view this is (UIKit: the next responder).
    weak final var owningViewControllerReference: UIViewController?
    /// ``owningViewControllerReference``, kept with ``layoutFlags``: the setter takes the flag from
    /// the value given, where a `didSet` would load the weak reference back (a weak load, a retain
    /// and a release in a debug build, for every view a controller installs).
    final var owningViewController: UIViewController? {
        get { owningViewControllerReference }
        set {
            layoutFlags.isRootViewOfController = newValue != nil
            owningViewControllerReference = newValue
        }
    }
    /// Whether a view controller installed this view as its root view (see ``layoutFlags``).
    var isRootViewOfController: Bool { layoutFlags.isRootViewOfController }
    /// What Auto Layout keeps for the view; nil for a view that never took part in it.
    final var layoutState: ViewLayoutState?
    /// The constraint installations and item references in the view's subtree: a tree whose root
    /// counts zero uses no Auto Layout (see `UIView+LayoutTree.swift`).
    final var autoLayoutCount = 0
    /// Whether `updateConstraints()` is due (true until it first runs).
    final var needsConstraintUpdate = true
    /// The accessibility properties, made when one is first set (see `ViewAccessibility`).
    final var accessibility: ViewAccessibility?
    /// The view's motion effects (UIMotionEffect.swift).
    final var storedMotionEffects: [UIMotionEffect] = []
    /// ``overrideUserInterfaceStyle``'s value.
    final var storedInterfaceStyleOverride = UIUserInterfaceStyle.unspecified
    /// Whether `draw(_:)` runs the next time the view is rendered (see UIView+Drawing.swift).
    final var needsDisplay = true

    /// Makes a view with the given frame.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.owningView = self
        // Only a window is its own window: other views keep the nil they start with, without a
        // store (an access and an unowned reference's retain and release in a debug build).
        if let window = self as? UIWindow { storedWindow = window }
        layer.setFrame(frame, recorded: false)
    }

    deinit {
        // What pointed back at this view without retaining it must not outlive it: its layer,
        // its subviews and, for a window, the views in its tree (see ``UnretainedBackReferences``).
        layer.owningView = nil
        let subviews = storedSubviews  // an index loop: `for in` makes a generic iterator, costly in a debug build
        var index = 0
        while index < subviews.count {
            subviews[index].superviewReference = nil
            index += 1
        }
        if let window = self as? UIWindow { UnretainedBackReferences.forgetWindow(window) }
    }

    /// Makes a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Makes a view from an archive; HeadlessUIKit has no archives, so this makes a zero-frame view.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        layer.owningView = self
        if let window = self as? UIWindow { storedWindow = window }  // as in `init(frame:)`
    }

    // MARK: Geometry

    /// The view's frame in its superview's coordinates, derived from ``center``, ``bounds`` and
    /// ``transform``. Animatable.
    ///
    /// Setting it while ``transform`` is not the identity is undefined in UIKit; see
    /// ``CALayer/frame`` for what HeadlessUIKit does.
    open var frame: CGRect {
        get { layer.frame }
        set {
            if layer.refusesFrame(newValue, api: "UIView.frame") { return }
            let old = layer.frame
            let oldSize = layer.bounds.size
            let animation = layer.setFrame(newValue, recorded: false)
            recordMutation("frame", .rect(old), .rect(layer.frame), animation: animation)
            boundsSizeDidChange(from: oldSize)
            if layoutState != nil { autoLayoutGeometryDidChange() }
        }
    }

    /// The view's bounds in its own coordinates. Animatable.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            if layer.refusesBounds(newValue, api: "UIView.bounds") { return }
            let old = layer.bounds
            let animation = layer.write(.bounds, .rect(newValue), recorded: false)
            recordMutation("bounds", .rect(old), .rect(newValue), animation: animation)
            boundsSizeDidChange(from: old.size)
            if layoutState != nil { autoLayoutGeometryDidChange() }
        }
    }

    /// The center of the view's frame, in its superview's coordinates (the layer's position).
    /// Animatable.
    open var center: CGPoint {
        get { layer.position }
        set {
            if layer.refusesPosition(newValue, api: "UIView.center") { return }
            let old = layer.position
            let animation = layer.write(.position, .point(newValue), recorded: false)
            recordMutation("center", .point(old), .point(newValue), animation: animation)
            if layoutState != nil { autoLayoutGeometryDidChange() }
        }
    }

    /// The affine transform applied about the view's center (anchor point). Animatable.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            let old = layer.affineTransform()
            let animation = layer.write(.transform, .transform(CATransform3DMakeAffineTransform(newValue)), recorded: false)
            recordMutation("transform", .transform(old), .transform(newValue), animation: animation)
        }
    }

    /// The view's 3-D transform (the layer's `transform`). Animatable.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            let old = layer.transform
            let animation = layer.write(.transform, .transform(newValue), recorded: false)
            recordMutation("transform3D", HeadlessValue(.transform(old)), HeadlessValue(.transform(newValue)), animation: animation)
        }
    }

    // MARK: Appearance

    /// The view's opacity, 0…1 (the layer's `opacity`). Animatable.
    open var alpha: CGFloat {
        get { CGFloat(layer.values.opacity) }
        set {
            let old = CGFloat(layer.values.opacity)
            let animation = layer.write(.opacity, .scalar(Double(newValue)), recorded: false)
            recordMutation("alpha", .number(Double(old)), .number(Double(newValue)), animation: animation)
        }
    }

    /// Whether the view is hidden (the layer's `isHidden`). Not animatable: changes at once.
    open var isHidden: Bool {
        get { layer.storedIsHidden }
        set {
            let old = layer.storedIsHidden
            layer.storedIsHidden = newValue
            if old != newValue {
                recordMutation("isHidden", .bool(old), .bool(newValue), animation: nil)
                // An arranged subview of a stack view takes part in Auto Layout.
                if layoutState != nil { arrangedVisibilityDidChange() }
            }
        }
    }

    /// The view's background colour (the layer's `backgroundColor`). Animatable.
    open var backgroundColor: UIColor? {
        get { layer.values.backgroundColor.map { UIColor(headlessRGBA: $0) } }
        set {
            let old = layer.values.backgroundColor
            let new = newValue?.headlessRGBA
            let animation = layer.write(.backgroundColor, .color(new), recorded: false)
            recordMutation("backgroundColor", .color(old), .color(new), animation: animation)
        }
    }

    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is opaque; a drawing hint only.
    open var isOpaque = true
    /// An integer that identifies the view; see ``viewWithTag(_:)``.
    open var tag = 0
    /// Whether the view receives touches. Recorded, since transitions often switch it off.
    open var isUserInteractionEnabled = true {
        didSet {
            if oldValue != isUserInteractionEnabled {
                recordMutation("isUserInteractionEnabled", .bool(oldValue), .bool(isUserInteractionEnabled), animation: nil)
            }
        }
    }
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view is the only one to receive touches while it is touched.
    open var isExclusiveTouch = false
    /// How the view lays out its content when its bounds change.
    open var contentMode: ContentMode = .scaleToFill
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask = AutoresizingMask(rawValue: 0)
    /// Whether the view applies its subviews' ``autoresizingMask`` when its size changes.
    open var autoresizesSubviews = true
    /// Whether Auto Layout turns the view's frame into constraints (true, the default) or places
    /// the view by its constraints (false). As in UIKit, a view that translates keeps the frame
    /// you give it and, when constraints involve it, that frame is four required constraints
    /// (see <doc:AutoLayout>).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints, layoutState != nil { autoLayoutTranslationDidChange() }
        }
    }
    /// The tint colour; stored only.
    open var tintColor: UIColor?
    /// A string that identifies the view; HeadlessUIKit also uses it to name the view in reports.
    open var accessibilityIdentifier: String?
    /// The insets of the safe area; always `.zero` headlessly (the kit's windows have no bars,
    /// notches or home indicator), so ``safeAreaLayoutGuide`` is the view's bounds.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// What the view's content means for the layout direction: whether it flips in a
    /// right-to-left layout (see ``effectiveUserInterfaceLayoutDirection``). `.unspecified` by
    /// default; a change re-lays out the leading and trailing constraints installed on the view.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            if semanticContentAttribute != oldValue, layoutState != nil { layoutDirectionDidChange() }
        }
    }
    /// The default spacing to use when laying out content: the insets of ``layoutMarginsGuide``.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            if layoutState != nil { autoLayoutMarginsDidChange() }
            layoutMarginsDidChange()
        }
    }

    // MARK: Overridable hooks
    // Declared here, not in extensions: without the Objective-C runtime only members of the
    // class body can be overridden.

    /// Lays out subviews. The default does nothing: the frames Auto Layout solved for the
    /// subviews are set just before it runs. Override it to set subview frames, as UIKit code
    /// without constraints does.
    open func layoutSubviews() {}

    /// Updates the view's constraints before layout; override to make or change constraints
    /// there, and call `super` last. Runs for each view once before its first Auto Layout pass
    /// and after ``setNeedsUpdateConstraints()``. The default does nothing.
    open func updateConstraints() {}

    /// Whether the view relies on constraints; a view class that makes all its constraints in
    /// ``updateConstraints()`` returns true. Stored only: HeadlessUIKit runs
    /// ``updateConstraints()`` in any tree that has constraints or asked for an update.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called after ``layoutMargins`` changed. Override to observe; the default does nothing.
    open func layoutMarginsDidChange() {}

    /// The size of the view that satisfies the constraints of its subtree and comes closest to
    /// `targetSize` (at ``UILayoutPriority/fittingSizeLevel`` on both axes); see <doc:AutoLayout>.
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies the constraints of its subtree and comes closest to
    /// `targetSize`, wanted at the given priority on each axis (``UILayoutPriority/required`` to
    /// fix that dimension). As in UIKit, the view's constraints are updated first; the constraints
    /// installed in its subtree and the intrinsic content sizes count, its own frame and its
    /// superview do not. Nothing is laid out.
    @discardableResult
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        autoLayoutFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Resizes the view to ``sizeThatFits(_:)``; overridable, as in UIKit.
    open func sizeToFit() {
        var rect = bounds
        rect.size = sizeThatFits(bounds.size)
        bounds = rect
    }

    // MARK: Environment (see Environment/)

    /// The traits of the view: its window's scene's (``HeadlessScene/traitCollection``), or all
    /// unspecified while it is in no scene's window.
    /// An ``overrideUserInterfaceStyle`` on the view, a superview or their view controllers
    /// replaces the interface style.
    open var traitCollection: UITraitCollection {
        (window?.headlessScene?.traitCollection ?? UITraitCollection()).overridingStyle(with: inheritedInterfaceStyleOverride)
    }

    /// Called after the scene's traits changed (``HeadlessScene/resize(to:)`` across a size
    /// class, ``HeadlessScene/userInterfaceStyle``, …). Override to observe; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether `point` (in the view's coordinates) is inside the view: inside its bounds.
    @discardableResult
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The farthest descendant that contains `point` (in the view's coordinates) and takes
    /// touches, as UIKit finds it; see `UIView+HitTest.swift`.
    @discardableResult
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { headlessHitTest(point, with: event) }

    /// Draws the view's content into the current graphics context. Called by
    /// `drawHierarchy(in:afterScreenUpdates:)` and `layer.render(in:)` with a recording context;
    /// the default does nothing (it notes that it ran, for ``headlessOverridesDraw``).
    open func draw(_ rect: CGRect) { UIView.baseDrawRan = true }

    /// Whether the view is an accessibility element; false by default (true for labels, buttons
    /// and image views in UIKit, not modelled).
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { accessibilityStorage.isElement = newValue }
    }
    /// The element's label; stored only.
    open var accessibilityLabel: String? {
        get { accessibility?.label }
        set { accessibilityStorage.label = newValue }
    }
    /// The element's hint; stored only.
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// The element's value; stored only.
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { accessibilityStorage.value = newValue }
    }
    /// The element's traits; stored only.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility?.traits ?? .none }
        set { accessibilityStorage.traits = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings; stored only.
    open var accessibilityViewIsModal: Bool {
        get { accessibility?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// The size that fits the view's content; the default returns the current bounds size.
    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view would like to have; the default has no intrinsic size. Auto Layout
    /// reads it for views that do not translate their autoresizing mask into constraints, until
    /// ``invalidateIntrinsicContentSize()``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Called before the view's superview changes. Override to observe; the default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed. Override to observe.
    open func didMoveToSuperview() {}
    /// Called before the view's window changes (for every view of a moved subtree). Override to observe.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed (for every view of a moved subtree). Override to observe.
    open func didMoveToWindow() {}
    /// Called after a subview was added. Override to observe.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Override to observe.
    open func willRemoveSubview(_ subview: UIView) {}

    /// A description naming the view and its frame.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self))\(accessibilityIdentifier.map { " \"\($0)\"" } ?? "") frame=\(HeadlessValue.rect(layer.frame)) alpha=\(HeadlessFormat.value(Double(layer.values.opacity)))>"
        }
    }

    // MARK: Private

    private func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        if autoresizesSubviews {
            let subviews = storedSubviews  // an index loop: `for in` makes a generic iterator, costly in a debug build
            var index = 0
            while index < subviews.count {
                subviews[index].autoresize(superviewSizeChangedFrom: oldSize, to: newSize)
                index += 1
            }
        }
    }
}
