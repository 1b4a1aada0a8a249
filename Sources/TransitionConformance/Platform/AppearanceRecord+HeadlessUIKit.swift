#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// The appearance callbacks view controllers received during a run — on HeadlessUIKit, the ones
/// its appearance machinery records on each view controller (`headlessAppearanceCalls`), whoever
/// called `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
@MainActor
enum AppearanceRecord {
    /// Where a transition's callbacks begin: read before it starts; nil where they cannot be read.
    static var mark: Int? { HeadlessAppearanceCall.headlessNextSequence }

    /// The callbacks `viewController` received from `mark` on, in order.
    static func calls(of viewController: UIViewController, since mark: Int) -> [AppearanceCall] {
        viewController.headlessAppearanceCalls(since: mark).map { call in
            AppearanceCall(callback: AppearanceCall.Callback(rawValue: call.callback.rawValue) ?? .viewWillAppear, animated: call.animated, time: call.time)
        }
    }
}
#endif
