import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("CATransaction: durations and completion blocks on the virtual clock")
struct CATransactionTests {
    private func fade(_ duration: CFTimeInterval = 0) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        return fade
    }

    @Test("the completion block runs when the transaction's animations have finished, not at commit")
    func completionAfterAnimations() {
        let (scene, view) = sceneWithView()
        var ranAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranAt = scene.now }
        view.layer.add(fade(0.5), forKey: "a")
        view.layer.add(fade(0.8), forKey: "b")
        CATransaction.commit()

        scene.advance(by: 0.5)
        #expect(ranAt == nil)
        scene.advance(by: 0.3)
        #expect(ranAt.map { close($0, 0.8) } == true)
    }

    @Test("with no animation the completion block runs on the next turn after the commit, never inside it")
    func emptyTransaction() {
        let (scene, _) = sceneWithView()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        #expect(ran == 0)
        scene.advance(by: 0)
        #expect(ran == 1)
    }

    @Test("UIView.animate's animations count as the transaction's: the block waits for them")
    func blockAnimationsJoin() {
        let (scene, view) = sceneWithView()
        var ranAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranAt = scene.now }
        UIView.animate(withDuration: 0.6) { view.alpha = 0 }
        CATransaction.commit()
        scene.runUntilIdle(timeout: 2)
        #expect(ranAt.map { close($0, 0.6) } == true)
    }

    @Test("animations removed early count as done: the block runs then")
    func removalCounts() {
        let (scene, view) = sceneWithView()
        var ranAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranAt = scene.now }
        view.layer.add(fade(1), forKey: "fade")
        CATransaction.commit()
        scene.advance(by: 0.2)
        view.layer.removeAnimation(forKey: "fade")
        scene.advance(by: 0)
        #expect(ranAt.map { close($0, 0.2) } == true)
    }

    @Test("setAnimationDuration gives animations without a duration theirs; nested transactions inherit it, and it ends with the transaction")
    func durations() {
        let (_, view) = sceneWithView()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.7)
        CATransaction.begin()
        view.layer.add(fade(), forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        #expect(view.layer.animation(forKey: "inner")?.duration == 0.7)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.commit()
    }

    @Test("an outer transaction's block waits for the animations of the transactions nested in it")
    func nested() {
        let (scene, view) = sceneWithView()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("inner") }
        view.layer.add(fade(0.4), forKey: nil)
        CATransaction.commit()
        view.layer.add(fade(0.6), forKey: nil)
        CATransaction.commit()

        scene.advance(by: 0.4)
        #expect(order == ["inner"])
        scene.advance(by: 0.2)
        #expect(order == ["inner", "outer"])
    }

    @Test("outside begin/commit the block belongs to the turn's implicit transaction, committed on the next turn")
    func implicitTransaction() {
        let (scene, view) = sceneWithView()
        var ranAt: TimeInterval?
        CATransaction.setCompletionBlock { ranAt = scene.now }
        view.layer.add(fade(0.3), forKey: nil)
        scene.runUntilIdle(timeout: 1)
        #expect(ranAt.map { close($0, 0.3) } == true)
    }

    @Test("disableActions and the timing function are stored and read back; commit without begin is reported")
    func storedValues() {
        let scene = makeScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .easeOut))
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(misuses(scene).map(\.api) == ["CATransaction.commit()"])
    }
}

@MainActor
@Suite("CATransaction around UIKit's transitions")
struct CATransactionTransitionTests {
    @Test("a completion block set around pushViewController(_:animated:) runs once the push has animated, not at the commit")
    func pushWithCompletion() {
        let scene = makeScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.window.rootViewController = navigation
        scene.advance(by: 0)
        var ranAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranAt = scene.now }
        navigation.pushViewController(UIViewController(), animated: true)
        CATransaction.commit()

        scene.advance(by: 0)
        #expect(ranAt == nil)
        scene.runUntilIdle(timeout: 2)
        #expect((ranAt ?? 0) > 0.2)  // after UIKit's standard push animation
    }

    @Test("with transactionCompletionWaitsForTheTurn off, the block waits only for what was added before the commit: it runs on the next turn")
    func pushWithoutTheTurn() {
        var configuration = HeadlessScene.Configuration()
        configuration.transactionCompletionWaitsForTheTurn = false
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.window.rootViewController = navigation
        scene.advance(by: 0)
        var ranAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranAt = scene.now }
        navigation.pushViewController(UIViewController(), animated: true)
        CATransaction.commit()

        scene.runUntilIdle(timeout: 2)
        #expect(ranAt == 0)
    }
}
