#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// What a view draws that its properties do not show: on UIKit, whether its class overrides
/// `draw(_:)`, read from the Objective-C runtime as UIKit itself decides whether a view needs a
/// backing store.
enum ViewDrawing {
    /// Whether `view`'s class overrides `draw(_:)`, so that it paints even with a clear background.
    /// (Without the Objective-C runtime — the Linux type-check of this file — false.)
    @MainActor
    static func overridesDraw(_ view: UIView) -> Bool {
        #if canImport(ObjectiveC)
        let selector = #selector(UIView.draw(_:))
        return class_getMethodImplementation(type(of: view), selector) != class_getMethodImplementation(UIView.self, selector)
        #else
        return false
        #endif
    }
}
#endif
