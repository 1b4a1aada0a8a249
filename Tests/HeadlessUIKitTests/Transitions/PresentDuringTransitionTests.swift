import Testing
@testable import HeadlessUIKit

// Presenting while a transition is in progress is refused, as UIKit does: it logs "Attempt to
// present … while a presentation is in progress", presents nothing and never calls the completion
// (contract F14). HeadlessUIKit records the warning as a `.uikitMisuse` diagnostic. A dismissal
// asked for during a transition is ignored and recorded too (UIKit's behaviour there is not in
// the contract; the model's existing choice, pinned here).

/// The diagnostics that report a refused presentation during a transition.
@MainActor
private func refusedDuringTransition(_ scene: HeadlessScene) -> [HeadlessDiagnostic] {
    misuses(scene).filter {
        $0.api == "UIViewController.present(_:animated:completion:)" && $0.message.contains("while a presentation is in progress")
    }
}

@MainActor @Suite("Presenting while a transition is in progress is refused with a warning (contract F14)")
struct PresentDuringTransitionTests {
    @Test("presenting twice in a row: the second is refused, never completes, and the first presentation goes on")
    func presentTwiceInARow() {
        let f = ModalFixture()
        let second = UIViewController()
        var completions: [String] = []
        f.root.present(f.presented, animated: true) { completions.append("first") }
        f.root.present(second, animated: true) { completions.append("second") }
        #expect(refusedDuringTransition(f.scene).count == 1)
        #expect(f.scene.runUntilIdle(timeout: 5).isIdle)
        #expect(completions == ["first"])
        #expect(f.root.presentedViewController === f.presented)
        #expect(second.presentingViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
    }

    @Test("the view controller being presented cannot present until its presentation completed; afterwards it can")
    func presentFromTheOneBeingPresented() {
        let f = ModalFixture()
        let third = UIViewController()
        third.modalPresentationStyle = .overFullScreen
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0.1)
        #expect(f.presented.view.window === f.scene.window, "mid-transition, its view is on screen")
        var completed = false
        f.presented.present(third, animated: true) { completed = true }
        #expect(refusedDuringTransition(f.scene).count == 1)
        #expect(f.presented.presentedViewController == nil)
        f.scene.runUntilIdle(timeout: 5)
        #expect(!completed)
        #expect(third.presentingViewController == nil)

        f.presented.present(third, animated: true) { completed = true }
        f.scene.runUntilIdle(timeout: 5)
        #expect(completed, "once the presentation completed, presenting works")
        #expect(third.presentingViewController === f.presented)
        #expect(refusedDuringTransition(f.scene).count == 1)
    }

    @Test("a child of the view controller being presented cannot present either")
    func presentFromAChild() {
        let f = ModalFixture()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.modalPresentationStyle = .overFullScreen
        f.root.present(navigation, animated: true)
        f.scene.advance(by: 0.1)
        child.present(UIViewController(), animated: false)
        #expect(refusedDuringTransition(f.scene).count == 1)
        #expect(child.presentedViewController == nil)
        f.scene.runUntilIdle(timeout: 5)
        #expect(navigation.presentingViewController === f.root)
    }

    @Test("presenting from the presenter while its dismissal runs is refused; the dismissal completes")
    func presentDuringDismissal() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        var dismissed = false
        f.root.dismiss(animated: true) { dismissed = true }
        f.scene.advance(by: 0.1)
        let other = UIViewController()
        var completed = false
        f.root.present(other, animated: false) { completed = true }
        #expect(refusedDuringTransition(f.scene).count == 1)
        f.scene.runUntilIdle(timeout: 5)
        #expect(dismissed)
        #expect(!completed)
        #expect(f.root.presentedViewController == nil)
        #expect(other.presentingViewController == nil)
    }

    @Test("dismissing while the presentation is still in progress is ignored and recorded; the presentation completes")
    func dismissDuringPresentation() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0.1)
        var dismissed = false
        f.presented.dismiss(animated: true) { dismissed = true }
        #expect(misuses(f.scene).map(\.api) == ["UIViewController.dismiss(animated:completion:)"])
        f.scene.runUntilIdle(timeout: 5)
        #expect(!dismissed)
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.view.window === f.scene.window)
    }
}
