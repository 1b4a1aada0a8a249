#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Where every run of every checker gets its window and clock: the one place a
/// ``TransitionHost`` is made.
///
/// A host for a scenario has the scenario's container size, the cut-offs and waits of the limits
/// in force (``RunLimits/current``), and, on HeadlessUIKit, a scene that gives the answers the
/// check asks for to UIKit's open points (contract §5): the scenario's own F10 answer, and any
/// other answer the current ``CheckContext`` carries. Animator runs, presentation flows, container
/// switches, ensemble runs and round trips all make their host here, so a change to how a
/// scenario's stage is set up reaches every checker at once.
@MainActor
package enum Stage {
    /// A fresh host for `scenario`, made current.
    package static func host(for scenario: TransitionScenario) -> TransitionHost {
        let host = OpenPoints.answering(scenario) { TransitionHost(size: scenario.containerSize, limits: RunLimits.current) }
        if scenario.reduceMotion { host.turnOnReduceMotion() }
        return host
    }
}
