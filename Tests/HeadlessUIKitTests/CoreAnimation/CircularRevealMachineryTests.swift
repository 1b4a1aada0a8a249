import Testing
@testable import ConformanceCorpus
@testable import HeadlessUIKit

/// Vends the corpus's circular reveal for both directions.
@MainActor
private final class RevealDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CircularRevealAnimator(mode: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CircularRevealAnimator(mode: .dismiss)
    }
}

@MainActor
@Suite("The corpus's circular reveal through HeadlessUIKit's presentation machinery")
struct CircularRevealMachineryTests {
    @Test("the presented view is masked by a circle that grows on the clock; at t = 0.45 the mask is gone and the presentation complete")
    func presentation() throws {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        scene.advance(by: 0)
        let presented = UIViewController()
        let delegate = RevealDelegate()
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        var completedAt: TimeInterval?
        root.present(presented, animated: true) { completedAt = scene.now }

        scene.advance(by: 0)
        let mask = try #require(presented.view.layer.mask as? CAShapeLayer)
        let radius = hypot(195.0, 422.0)
        #expect(close(Double(mask.path!.boundingBox.width), 2 * radius))  // the model: the covering circle
        #expect(close(Double(mask.presentation()!.path!.boundingBox.width), 2, tolerance: 1e-6))  // shown: the dot
        scene.advance(by: 0.225)  // half the time, half the way (ease in-out)
        #expect(close(Double(mask.presentation()!.path!.boundingBox.width), 1 + radius, tolerance: 1e-3))
        #expect(scene.animationsInFlight.count == 1)
        #expect(completedAt == nil)

        scene.advance(by: 0.225)
        #expect(presented.view.layer.mask == nil)
        #expect(completedAt.map { close($0, 0.45) } == true)
        #expect(presented.view.window === scene.window)
        #expect(presented.view.frame == scene.window.bounds)
    }

    @Test("the dismissal collapses the presented view into a dot and removes it when the animation ends")
    func dismissal() throws {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        let delegate = RevealDelegate()
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        scene.runUntilIdle(timeout: 1)

        var dismissedAt: TimeInterval?
        presented.dismiss(animated: true) { dismissedAt = scene.now }
        scene.advance(by: 0.3)
        let mask = try #require(presented.view.layer.mask as? CAShapeLayer)
        #expect(close(Double(mask.path!.boundingBox.width), 2))  // the model: the dot it ends as
        #expect(mask.presentation()!.path!.boundingBox.width > 2)
        scene.runUntilIdle(timeout: 1)
        #expect(presented.view.window == nil)
        #expect(presented.view.layer.mask == nil)
        #expect(dismissedAt != nil)
        #expect(root.view.window === scene.window)
    }
}
