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
        // An index loop and a switch: a closure handed to the standard library pays an isolation
        // check per element, `for in` makes a generic iterator (costly in a debug build), and a
        // callback made from its raw value compares strings; this runs for every participant of
        // every scenario.
        var calls: [AppearanceCall] = []
        let recorded = viewController.headlessAppearanceCalls
        var index = 0
        while index < recorded.count {
            let call = recorded[index]
            index += 1
            guard call.sequence >= mark else { continue }
            let callback: AppearanceCall.Callback =
                switch call.callback {
                case .viewWillAppear: .viewWillAppear
                case .viewDidAppear: .viewDidAppear
                case .viewWillDisappear: .viewWillDisappear
                case .viewDidDisappear: .viewDidDisappear
                }
            calls.append(AppearanceCall(callback: callback, animated: call.animated, time: call.time))
        }
        return calls
    }
}
#endif
