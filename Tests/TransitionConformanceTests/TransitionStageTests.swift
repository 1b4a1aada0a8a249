#if !canImport(UIKit)
import Testing
import TransitionConformance
@testable import ConformanceCorpus

/// A delegate vending MinimalAnimator both ways, as an app's would.
@MainActor
private final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var asked: [String] = []
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("presented")
        return MinimalAnimator(duration: 0.25)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("dismissed")
        return MinimalAnimator(duration: 0.25)
    }
}

@MainActor
@Suite("TransitionStage runs the whole machinery with the user's delegate")
struct TransitionStageTests {
    @Test("present and dismiss through a transitioning delegate, on the stage's clock")
    func presentAndDismiss() {
        let stage = TransitionStage()
        let delegate = FadeDelegate()
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        var presented = false
        stage.present(detail) { presented = true }
        #expect(stage.runUntilIdle() == .idle(at: 0.25))
        #expect(presented)
        #expect(stage.topViewController === detail)
        stage.dismiss()
        stage.runUntilIdle()
        #expect(stage.topViewController === stage.rootViewController)
        #expect(delegate.asked == ["presented", "dismissed"])
        #expect(stage.scene.diagnostics.isEmpty)
    }

    @Test("push and pop need a navigation controller; without one the stage says what to do")
    func navigation() {
        let stage = TransitionStage(embedInNavigationController: true)
        let second = UIViewController()
        stage.push(second)
        stage.runUntilIdle()
        #expect(stage.topViewController === second)
        stage.pop()
        stage.runUntilIdle()
        #expect(stage.topViewController === stage.rootViewController)
        let plain = TransitionStage()
        plain.push(UIViewController())
        #expect(plain.misuses == ["push(_:animated:) needs a navigation controller; make the stage with TransitionStage(embedInNavigationController: true)."])
    }
}
#endif
