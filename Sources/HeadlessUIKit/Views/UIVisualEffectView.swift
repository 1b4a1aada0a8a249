import Foundation

/// A headless model of `UIVisualEffectView`: a view that applies a ``UIVisualEffect`` (a blur or
/// vibrancy) to what is behind it, with its own content in ``contentView``.
///
/// ## The model
///
/// ``effect`` is animatable, as in UIKit since iOS 10: setting it inside a `UIView.animate`
/// block — typically from nil to a ``UIBlurEffect`` to fade a blur in — animates it over the
/// block's duration, so the block's completion waits for it. The effect is animated as a whole
/// (it is the layer key `effect`; `layer.presentation()` shows the old effect until the end) and
/// every change is recorded in `headlessMutations` as `effect`, with the effects' descriptions
/// (`nil`, `UIBlurEffect(.dark)`, …).
///
/// ``contentView`` is the effect view's only subview at first; it fills the effect view and
/// follows its size (its `autoresizingMask` is flexible width and height). Add your subviews to
/// it, as UIKit asks; subviews added to the effect view itself are kept as ordinary subviews.
///
/// ## What it does not model
///
/// Rendering (nothing is blurred; the intermediate blur radius of an animated effect is not
/// modelled), UIKit's private backdrop subviews, and the effect's interaction with `alpha`
/// (UIKit warns that an effect view with `alpha` below 1 may not render correctly).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds the effect view's content: add subviews here.
    public let contentView: UIView

    private final var storedEffect: UIVisualEffect?

    /// The effect applied, or nil for none. Animatable: inside an animation block, a new effect
    /// is shown at the end of the block's duration and the block's completion waits for it.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            let old = storedEffect
            storedEffect = newValue
            let animation = layer.write(.effect, .discrete(Self.layerValue(of: newValue)), recorded: false)
            recordMutation("effect", .text(Self.name(of: old)), .text(Self.name(of: newValue)), animation: animation)
        }
    }

    /// Makes a zero-frame effect view applying `effect`.
    public init(effect: UIVisualEffect?) {
        storedEffect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        layer.values.effect = Self.layerValue(of: effect)
        installContentView()
    }

    /// Makes a zero-frame effect view with no effect, as `UIVisualEffectView()` does in UIKit.
    public convenience init() {
        self.init(effect: nil)
    }

    /// Makes an effect view from an archive; HeadlessUIKit has no archives, so this makes a
    /// zero-frame effect view with no effect.
    public required init?(coder: NSCoder) {
        storedEffect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    /// Adds ``contentView`` filling the bounds and following their size, without recording it.
    private func installContentView() {
        contentView.isRecording = false
        contentView.frame = bounds
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
        contentView.isRecording = true
    }

    /// The effect's value for the layer's `effect` key: its description, or empty for none (as
    /// on layers that have no effect).
    private static func layerValue(of effect: UIVisualEffect?) -> String {
        effect?.description ?? ""
    }

    private static func name(of effect: UIVisualEffect?) -> String {
        effect?.description ?? "nil"
    }
}
