import Foundation

/// A headless model of `UIVisualEffect`: the abstract, immutable effect a
/// ``UIVisualEffectView`` applies — a ``UIBlurEffect`` or a ``UIVibrancyEffect``.
///
/// ## The model
///
/// An effect is a value: two effects are equal when their descriptions are (same kind, same
/// style), which is also what ``UIVisualEffectView`` animates between.
///
/// ## What it does not model
///
/// Rendering: nothing is blurred or tinted.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// Makes an effect that does nothing; use ``UIBlurEffect`` or ``UIVibrancyEffect``.
    public override init() {
        super.init()
    }

    /// Makes an effect from an archive; HeadlessUIKit has no archives, so this makes an effect
    /// that does nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Effects are equal when they are of the same kind and style.
    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVisualEffect else { return false }
        return type(of: other) == type(of: self) && other.description == description
    }

    open override var hash: Int { description.hashValue }

    /// The effect's kind and style, e.g. `UIBlurEffect(.dark)`.
    open override var description: String { "\(type(of: self))" }
}
