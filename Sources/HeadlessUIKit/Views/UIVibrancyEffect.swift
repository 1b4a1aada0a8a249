import Foundation

/// A headless model of `UIVibrancyEffect`: vibrant content over a blur, for the `contentView`
/// of a ``UIVisualEffectView`` nested in a blur's.
///
/// ## The model
///
/// The effect keeps the blur it was made for and its style (HeadlessUIKit-only getters); effects
/// with equal blurs and styles are equal.
///
/// ## What it does not model
///
/// Rendering.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy was made for. HeadlessUIKit only.
    public let headlessBlurEffect: UIBlurEffect
    /// The vibrancy's style; `.label` when made with ``init(blurEffect:)``. HeadlessUIKit only.
    public let headlessStyle: UIVibrancyEffectStyle

    /// Makes a vibrancy effect for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Makes a vibrancy effect of the given style for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        headlessBlurEffect = blurEffect
        headlessStyle = style
        super.init()
    }

    /// Makes a vibrancy effect from an archive; HeadlessUIKit has no archives, so this makes a
    /// `.label` vibrancy over a `.regular` blur.
    public required init?(coder: NSCoder) {
        headlessBlurEffect = UIBlurEffect(style: .regular)
        headlessStyle = .label
        super.init(coder: coder)
    }

    /// The vibrancy, its style and its blur, e.g. `UIVibrancyEffect(.label, UIBlurEffect(.dark))`.
    public override var description: String { "UIVibrancyEffect(.\(headlessStyle), \(headlessBlurEffect))" }
}
