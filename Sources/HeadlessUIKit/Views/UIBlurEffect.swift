import Foundation

/// A headless model of `UIBlurEffect`: a blur of a given style, shown by a ``UIVisualEffectView``.
///
/// ## The model
///
/// The effect keeps its ``Style`` (UIKit has no public getter for it; HeadlessUIKit adds
/// ``headlessStyle``). Blurs of the same style are equal.
///
/// ## What it does not model
///
/// Rendering, and the adaptation of the `system…Material` styles to light and dark mode.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's style, as given to ``init(style:)``. HeadlessUIKit only: UIKit has no getter.
    public let headlessStyle: Style

    /// Makes a blur of the given style.
    public init(style: Style) {
        headlessStyle = style
        super.init()
    }

    /// Makes a blur from an archive; HeadlessUIKit has no archives, so this makes a `.regular` blur.
    public required init?(coder: NSCoder) {
        headlessStyle = .regular
        super.init(coder: coder)
    }

    /// The blur and its style, e.g. `UIBlurEffect(.dark)`.
    public override var description: String { "UIBlurEffect(.\(headlessStyle))" }
}

extension UIBlurEffect {
    /// The styles of blur, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// Light or dark by the interface style (iOS 10).
        case regular = 4
        /// Light or dark by the interface style, more opaque (iOS 10).
        case prominent = 5
        /// Adaptive materials (iOS 13), from thinnest to the system chrome.
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        /// Materials that are always light (iOS 13).
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        /// Materials that are always dark (iOS 13).
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}
