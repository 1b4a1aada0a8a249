#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// Correct code that completes from work it queues on the main thread gets the same verdict —
/// none — from every checker that runs it: alone, with a presentation controller, vended by a
/// transitioning delegate, a navigation delegate and a tab bar delegate.
@MainActor
@Suite("Main-queue completions pass every checker")
struct MainQueueEveryCheckerTests {
    /// A corpus animator that completes through one mechanism, and whether it also pushes and pops.
    struct Completing: CustomTestStringConvertible, Sendable {
        let mechanism: String
        let navigates: Bool
        let make: @MainActor @Sendable () -> any UIViewControllerAnimatedTransitioning
        var testDescription: String { mechanism }
    }

    nonisolated static let animators: [Completing] = [
        Completing(mechanism: "DispatchQueue.main.asyncAfter", navigates: true) { DelayedMainQueueCompletionAnimator() },
        Completing(mechanism: "DispatchQueue.main.async", navigates: true) { MainQueueHopCompletionAnimator() },
        Completing(mechanism: "Task { @MainActor in … }", navigates: true) { MainActorTaskCompletionAnimator() },
        Completing(mechanism: "a CATransaction completion block", navigates: true) { TransactionCompletionAnimator() },
        Completing(mechanism: "OperationQueue.main.addOperation", navigates: false) { OperationQueueCompletionAnimator() },
        Completing(mechanism: "Timer.scheduledTimer", navigates: false) { TimerCompletionAnimator() },
    ]

    @Test("alone, with a presentation controller, and vended by a transitioning delegate", arguments: animators)
    func modalCheckers(_ completing: Completing) {
        let alone = verifyAnimator(features: AnimatorFeature.modal) { _ in completing.make() }
        #expect(alone.violations.isEmpty && alone.recordedConfigurationErrors.isEmpty, "\(alone)")
        let paired = verifyPresentationController(features: AnimatorFeature.modal, animator: { _ in completing.make() }) {
            MinimalPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(paired.violations.isEmpty && paired.recordedConfigurationErrors.isEmpty, "\(paired)")
        let delegate = verifyTransitioningDelegate { _ in VendingDelegate(completing.make) }
        #expect(delegate.violations.isEmpty && delegate.recordedConfigurationErrors.isEmpty, "\(delegate)")
        #expect(!delegate.scenariosRun.isEmpty)
    }

    @Test("vended by a navigation delegate and a tab bar delegate", arguments: animators.filter(\.navigates))
    func containerCheckers(_ completing: Completing) {
        let navigation = verifyNavigationControllerDelegate { _ in VendingDelegate(completing.make) }
        #expect(navigation.violations.isEmpty && navigation.recordedConfigurationErrors.isEmpty, "\(navigation)")
        let tabs = verifyTabBarControllerDelegate { _ in VendingDelegate(completing.make) }
        #expect(tabs.violations.isEmpty && tabs.recordedConfigurationErrors.isEmpty, "\(tabs)")
        #expect(!navigation.scenariosRun.isEmpty && !tabs.scenariosRun.isEmpty)
    }
}

/// A delegate of every kind that vends a fresh animator from `make` for every transition.
@MainActor
private final class VendingDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
    private let make: () -> any UIViewControllerAnimatedTransitioning
    init(_ make: @escaping () -> any UIViewControllerAnimatedTransitioning) { self.make = make }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make() }
}
