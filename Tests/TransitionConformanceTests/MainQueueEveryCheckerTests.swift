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
        /// A fresh animator for a transition forward (presentation, push, tab switch) or back.
        let make: @MainActor @Sendable (_ forward: Bool) -> any UIViewControllerAnimatedTransitioning
        var testDescription: String { mechanism }
    }

    nonisolated static let animators: [Completing] = [
        Completing(mechanism: "DispatchQueue.main.asyncAfter", navigates: true) { _ in DelayedMainQueueCompletionAnimator() },
        Completing(mechanism: "DispatchQueue.main.async", navigates: true) { _ in MainQueueHopCompletionAnimator() },
        Completing(mechanism: "Task { @MainActor in … }", navigates: true) { MainActorTaskCompletionAnimator(presenting: $0) },
        Completing(mechanism: "a CATransaction completion block", navigates: true) { _ in TransactionCompletionAnimator() },
        Completing(mechanism: "OperationQueue.main.addOperation", navigates: false) { _ in OperationQueueCompletionAnimator() },
        Completing(mechanism: "Timer.scheduledTimer", navigates: false) { _ in TimerCompletionAnimator() },
    ]

    @Test("alone, with a presentation controller, and vended by a transitioning delegate", arguments: animators)
    func modalCheckers(_ completing: Completing) {
        let alone = verifyAnimator(features: AnimatorFeature.modal) { completing.make($0.kind.isForward) }
        #expect(alone.violations.isEmpty && alone.recordedConfigurationErrors.isEmpty, "\(alone)")
        let paired = verifyPresentationController(features: AnimatorFeature.modal, animator: { completing.make($0.kind.isForward) }) {
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
    private let make: (_ forward: Bool) -> any UIViewControllerAnimatedTransitioning
    init(_ make: @escaping (_ forward: Bool) -> any UIViewControllerAnimatedTransitioning) { self.make = make }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make(true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make(false) }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make(operation == .push) }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { make(true) }
}
