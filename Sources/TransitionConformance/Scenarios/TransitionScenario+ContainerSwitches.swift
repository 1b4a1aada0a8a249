#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionScenario {
    /// The standard scenarios of the custom-container suite (``verifyTransitionContext(_:knownDeviations:scenarios:factory:)``):
    /// one animated child switch with each ``ReferenceAnimator`` in a phone in landscape, a phone in
    /// portrait and a tablet — nine in all.
    ///
    /// A child switch is a forward transition between two children of one parent, as a navigation
    /// push is, so these scenarios have kind ``Kind/push``; the reference animator appears in
    /// their description, e.g. "push, animated, 844×390, slide reference animator".
    ///
    /// ```swift
    /// @Test(arguments: TransitionScenario.standardContainerSwitches)
    /// func switchesChildren(_ scenario: TransitionScenario) {
    ///     checkTransitionContext(scenarios: [scenario]) { _, animator in
    ///         let container = TabsViewController(animator: animator)
    ///         return ContainerTransitionSubject(container: container) { container.select(1) }
    ///     }
    /// }
    /// ```
    public static let standardContainerSwitches: [TransitionScenario] = ReferenceAnimator.allCases.flatMap { reference in
        [phoneLandscape, phonePortrait, tablet].map { size in
            TransitionScenario(kind: .push, mode: .animated, containerSize: size, referenceAnimator: reference)
        }
    }
}
