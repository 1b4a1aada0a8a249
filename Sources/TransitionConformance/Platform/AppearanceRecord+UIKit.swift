#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The appearance callbacks view controllers received during a run — on UIKit, none can be read:
/// UIKit records no appearance callbacks, and the kit does not swizzle the app's view
/// controllers, so ANIM-APPEARANCE-BALANCED is not judged there.
@MainActor
enum AppearanceRecord {
    /// Nil: UIKit's callbacks cannot be read.
    static var mark: Int? { nil }

    /// None (see the type's documentation).
    static func calls(of viewController: UIViewController, since mark: Int) -> Calls { Calls() }

    /// A view controller's callbacks from a mark on: none.
    struct Calls {
        /// None.
        var calls: [AppearanceCall] { [] }

        /// Whether the callbacks are exactly `callbacks`: only when there are none.
        func are(_ callbacks: [AppearanceCall.Callback]) -> Bool { callbacks.isEmpty }
    }
}
#endif
