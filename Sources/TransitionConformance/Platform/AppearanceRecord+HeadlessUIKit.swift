#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// The appearance callbacks view controllers received during a run — on HeadlessUIKit, the ones
/// its appearance machinery records on each view controller (`headlessAppearanceCalls`), whoever
/// called `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
@MainActor
enum AppearanceRecord {
    /// Where a transition's callbacks begin: read before it starts; nil where they cannot be read.
    static var mark: Int? { HeadlessAppearanceCall.headlessNextSequence }

    /// The callbacks `viewController` received from `mark` on, as its record holds them now (a
    /// copy of the array, which shares its storage), read into ``AppearanceCall``s only when asked.
    static func calls(of viewController: UIViewController, since mark: Int) -> Calls {
        Calls(recorded: viewController.headlessAppearanceCalls, mark: mark)
    }

    /// A view controller's callbacks from a mark on, as they were when read (``calls(of:since:)``).
    struct Calls {
        fileprivate let recorded: [HeadlessAppearanceCall]
        fileprivate let mark: Int

        /// The callbacks, in order.
        var calls: [AppearanceCall] {
            // An index loop and a switch: a closure handed to the standard library pays an isolation
            // check per element, `for in` makes a generic iterator (costly in a debug build), and a
            // callback made from its raw value compares strings.
            var calls: [AppearanceCall] = []
            var index = 0
            while index < recorded.count {
                let call = recorded[index]
                index += 1
                guard call.sequence >= mark else { continue }
                calls.append(AppearanceCall(callback: Self.callback(call.callback), animated: call.animated, time: call.time))
            }
            return calls
        }

        /// Whether the callbacks are exactly `callbacks`, in order: read from the record without
        /// making the calls (every participant of every run is judged; few are reported).
        func are(_ callbacks: [AppearanceCall.Callback]) -> Bool {
            let recorded = recorded  // once: each read of the property retained the array
            var matched = 0
            var index = 0
            while index < recorded.count {
                let call = recorded[index]
                index += 1
                guard call.sequence >= mark else { continue }
                guard matched < callbacks.count, Self.callback(call.callback) == callbacks[matched] else { return false }
                matched += 1
            }
            return matched == callbacks.count
        }

        private static func callback(_ callback: HeadlessAppearanceCall.Callback) -> AppearanceCall.Callback {
            switch callback {
            case .viewWillAppear: .viewWillAppear
            case .viewDidAppear: .viewDidAppear
            case .viewWillDisappear: .viewWillDisappear
            case .viewDidDisappear: .viewDidDisappear
            }
        }
    }
}
#endif
