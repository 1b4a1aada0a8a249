#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// What a view draws that its properties do not show: on HeadlessUIKit, whether its class
/// overrides `draw(_:)` (`UIView.headlessOverridesDraw`).
enum ViewDrawing {
    /// Whether `view`'s class overrides `draw(_:)`, so that it paints even with a clear background.
    @MainActor
    static func overridesDraw(_ view: UIView) -> Bool { view.headlessOverridesDraw }
}
#endif
