import Foundation

/// A headless model of `UIImageView`: a view that shows a ``UIImage``.
///
/// ## The model
///
/// As in UIKit, ``init(image:)`` sizes the view to the image (origin zero), ``sizeThatFits(_:)``
/// and ``intrinsicContentSize`` are the image's size, the view does not resize when ``image``
/// changes, and image views do not take touches (`isUserInteractionEnabled` is false). How the
/// image fits the bounds is the inherited `contentMode`. Every change of ``image`` is recorded
/// (as `image`, old and new image names) in `headlessMutations`.
///
/// ## What it does not model
///
/// Drawing (nothing is scaled or cropped; `contentMode` is stored only), image animation
/// (`animationImages`, `startAnimating()`), symbol configurations, and tinting.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when the view is not highlighted (or has no ``highlightedImage``).
    ///
    /// Setting it does not resize the view, as in UIKit; call `sizeToFit()` to do that.
    open var image: UIImage? {
        didSet {
            recordMutation("image", .text(Self.name(of: oldValue)), .text(Self.name(of: image)), animation: nil)
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while ``isHighlighted`` is true.
    open var highlightedImage: UIImage?

    /// Whether the view shows ``highlightedImage`` (when it has one) instead of ``image``.
    open var isHighlighted = false

    /// Makes an image view showing `image`, with its frame at the origin and the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        takeNoTouches()
    }

    /// Makes an image view showing `image`, and `highlightedImage` when highlighted, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        takeNoTouches()
    }

    /// Makes an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        takeNoTouches()
    }

    /// Makes an image view from an archive; HeadlessUIKit has no archives, so this makes an empty
    /// zero-frame image view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeNoTouches()
    }

    /// The image's size, or `.zero` without an image (HeadlessUIKit choice for the latter).
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// The image's size; without an image, no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Image views do not take touches by default, as in UIKit; set without being recorded.
    private func takeNoTouches() {
        let wasRecording = isRecording
        isRecording = false
        isUserInteractionEnabled = false
        isRecording = wasRecording
    }

    private static func name(of image: UIImage?) -> String {
        image.map { "\"\($0.headlessName)\"" } ?? "nil"
    }
}
