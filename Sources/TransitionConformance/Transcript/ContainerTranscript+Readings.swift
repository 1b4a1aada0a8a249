#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Readings derived from a ``ContainerTranscript``'s recorded values, made when a rule or a
/// report asks.
extension ContainerTranscript {
    /// The container view controller under test.
    var container: ViewController { cast.container }
    /// The child whose view was in the window before the switch.
    var oldChild: ViewController? { cast.oldChild }
    /// The child switched to: the one added during the run, else the context's `.to`.
    var newChild: ViewController? { cast.newChild }

    /// A view controller named by its part in the switch (see ``Cast``).
    func describe(_ vc: ViewController?) -> String { cast.describe(vc) }

    /// A view named by whose view it is (see ``Cast``).
    func describe(_ view: ReportedView?) -> String { cast.describe(view) }

    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// The calls the kit saw and what the scene noticed, for a report's trace.
    var trace: [String] {
        calls.map { "\($0.call) at t=\(format($0.time))" } + diagnostics
    }
}
