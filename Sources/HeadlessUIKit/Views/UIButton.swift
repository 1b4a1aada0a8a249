import Foundation

/// A headless model of `UIButton`: a control with a title, an image and a background image for
/// each state.
///
/// ## The model
///
/// Titles, images, background images and title colours are kept per ``UIControl/State``. As in
/// UIKit, ``title(for:)`` (and ``image(for:)``, ``backgroundImage(for:)``,
/// ``titleColor(for:)``) gives the value set for exactly that state, falling back to the value
/// for `.normal` when none was set for it; ``currentTitle`` and the other `current…` properties
/// are those values for the button's current `state`, and change when `isHighlighted`,
/// `isSelected` or `isEnabled` do.
///
/// ``titleLabel`` and ``imageView`` always exist and show the current title, title colour and
/// image; each becomes a subview of the button once it has something to show (image below
/// title). The default title font is the 15-point system font; the default title colour is white
/// for `.custom` buttons and `.systemBlue` (the tint) for the others. ``sizeThatFits(_:)`` is the
/// image's width plus the title's measured width (see ``UILabel``) by the taller of the two, and
/// `layoutSubviews()` centres the image and title side by side in the bounds.
///
/// To "tap" a button in a test, send its events: `button.sendActions(for: .touchUpInside)`. A
/// `primaryAction` is registered for `.primaryActionTriggered`, as in UIKit.
///
/// ## What it does not model
///
/// Drawing, button configurations (`UIButton.Configuration`, iOS 15), attributed titles,
/// content and image insets, the system glyphs of `.close`, `.contactAdd` and the info and
/// detail-disclosure types, per-state default colours (dimming when disabled), and menus.
/// Target–action is not available: see ``UIControl``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type, given to ``init(type:)``; `.custom` for buttons made with a frame.
    public private(set) var buttonType: ButtonType = .custom

    // `init()`, not `[:]` literals: a literal costs several times as much in a debug build.
    private final var titles = [UInt: String]()
    private final var images = [UInt: UIImage]()
    private final var backgroundImages = [UInt: UIImage]()
    private final var titleColors = [UInt: UIColor]()
    private let storedTitleLabel = UILabel()
    private let storedImageView = UIImageView()

    /// Makes a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureContent()
    }

    /// Makes a button from an archive; HeadlessUIKit has no archives, so this makes a
    /// zero-frame custom button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureContent()
    }

    /// Makes a zero-frame button of the given type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Makes a zero-frame button of the given type whose primary action is `primaryAction`; the
    /// action's title and image become the button's normal title and image, as in UIKit.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: State-dependent content

    /// Sets the title for `state`; nil removes it (the state then shows the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, else the title for `.normal`.
    @discardableResult
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the image for `state`; nil removes it (the state then shows the normal image).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, else the image for `.normal`.
    @discardableResult
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state`; nil removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, else the background image for `.normal`.
    @discardableResult
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// Sets the title colour for `state`; nil removes it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`, else for `.normal`, else the type's default (white for
    /// `.custom`, `.systemBlue` otherwise).
    @discardableResult
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    /// The label that shows the current title.
    open var titleLabel: UILabel? { storedTitleLabel }
    /// The image view that shows the current image.
    open var imageView: UIImageView? { storedImageView }

    // MARK: State changes

    open override var isHighlighted: Bool {
        didSet { updateContent() }
    }

    open override var isSelected: Bool {
        didSet { updateContent() }
    }

    open override var isEnabled: Bool {
        didSet { updateContent() }
    }

    // MARK: Layout

    /// The image's width plus the title's measured width, by the taller of the two.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : storedTitleLabel.sizeThatFits(.zero)
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    /// The size that fits the content.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Centres the image and the title, side by side, in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle == nil ? .zero : storedTitleLabel.sizeThatFits(.zero)
        let bounds = self.bounds
        let startX = bounds.minX + (bounds.width - imageSize.width - titleSize.width) / 2
        let imageFrame = CGRect(x: startX, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        let titleFrame = CGRect(
            x: startX + imageSize.width, y: bounds.midY - titleSize.height / 2,
            width: titleSize.width, height: titleSize.height)
        if storedImageView.frame != imageFrame { storedImageView.frame = imageFrame }
        if storedTitleLabel.frame != titleFrame { storedTitleLabel.frame = titleFrame }
    }

    // MARK: Private

    private final var defaultTitleColor: UIColor { buttonType == .custom ? .white : .systemBlue }

    private func configureContent() {
        storedTitleLabel.font = .systemFont(ofSize: 15)
        updateContent()
    }

    /// Shows the current title, colour and image, adding the label and image view as subviews
    /// once they have something to show.
    private func updateContent() {
        if storedTitleLabel.text != currentTitle { storedTitleLabel.text = currentTitle }
        storedTitleLabel.textColor = currentTitleColor
        if storedImageView.image !== currentImage { storedImageView.image = currentImage }
        if currentImage != nil, storedImageView.superview !== self { insertSubview(storedImageView, at: 0) }
        if currentTitle != nil, storedTitleLabel.superview !== self { addSubview(storedTitleLabel) }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}

extension UIButton {
    /// The kinds of button, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No style: the title, image and colours are all yours.
        case custom = 0
        /// The standard system button, tinted.
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An information button with a light background.
        case infoLight = 3
        /// An information button with a dark background.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button (iOS 13).
        case close = 7

        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }
}
