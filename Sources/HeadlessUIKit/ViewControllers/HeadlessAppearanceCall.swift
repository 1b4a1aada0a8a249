import Foundation

/// One appearance callback a view controller received — `viewWillAppear(_:)`, `viewDidAppear(_:)`,
/// `viewWillDisappear(_:)` or `viewDidDisappear(_:)` — as UIKit's appearance machinery ran it.
/// HeadlessUIKit only.
///
/// ## The model
///
/// Every callback that ``UIViewController/beginAppearanceTransition(_:animated:)`` and
/// ``UIViewController/endAppearanceTransition()`` run is recorded on the view controller
/// (``UIViewController/headlessAppearanceCalls``), whoever called them: UIKit's own transitions,
/// a custom container forwarding appearance by hand, or transition code calling them itself. The
/// calls that the appearance state machine ignores (a repeated "will", an "end" with no transition
/// begun) run no callback and are not recorded.
///
/// ## What it does not record
///
/// A callback that code calls directly (`viewWillAppear(true)` from an app's own code, which Apple
/// says never to do) is not UIKit's and is not recorded.
public struct HeadlessAppearanceCall: Sendable, Hashable, CustomStringConvertible {
    /// Which callback ran.
    public enum Callback: String, Sendable, Hashable, CaseIterable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

        /// Whether it is a "will" callback (the start of an appearance transition).
        public var isWill: Bool { self == .viewWillAppear || self == .viewWillDisappear }
    }

    /// The callback.
    public let callback: Callback
    /// The `animated` argument it was called with.
    public let animated: Bool
    /// The virtual time of the view controller's scene when it ran.
    public let time: TimeInterval
    /// Its place among every appearance callback recorded in the process, from 1: later calls have
    /// larger numbers, whichever view controller received them.
    public let sequence: Int

    /// "viewWillAppear(true) at t=0.00".
    public var description: String { "\(callback.rawValue)(\(animated)) at t=\(HeadlessFormat.time(time))" }

    /// The sequence number the next recorded callback gets: read it before a transition, and the
    /// callbacks of the transition are those whose ``sequence`` is at least this.
    @preconcurrency @MainActor public static var headlessNextSequence: Int { counter + 1 }

    @MainActor static var counter = 0
}

extension UIViewController {
    /// The appearance callbacks this view controller received, in order. HeadlessUIKit only.
    public var headlessAppearanceCalls: [HeadlessAppearanceCall] { appearanceCalls }

    /// The appearance callbacks received from `sequence` on (see
    /// ``HeadlessAppearanceCall/headlessNextSequence``). HeadlessUIKit only.
    public func headlessAppearanceCalls(since sequence: Int) -> [HeadlessAppearanceCall] {
        appearanceCalls.filter { $0.sequence >= sequence }
    }

    /// Records `callback` and runs it.
    func runAppearanceCallback(_ callback: HeadlessAppearanceCall.Callback, animated: Bool) {
        let sequence = Self.increment(&HeadlessAppearanceCall.counter)  // one access to the static
        let time = HeadlessScene.time(for: storedView)  // `viewIfLoaded`, read directly
        Self.append(HeadlessAppearanceCall(callback: callback, animated: animated, time: time, sequence: sequence), to: &appearanceCalls)
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        }
    }

    /// Adds 1 to `counter` and returns the new value.
    private static func increment(_ counter: inout Int) -> Int {
        counter += 1
        return counter
    }

    /// Appends `call`, making room for a view controller's usual few at the first (one access to
    /// the stored array): growing 1 → 2 → 4 copied the record at each call.
    private static func append(_ call: HeadlessAppearanceCall, to calls: inout [HeadlessAppearanceCall]) {
        if calls.capacity == 0 { calls.reserveCapacity(4) }
        calls.append(call)
    }
}
