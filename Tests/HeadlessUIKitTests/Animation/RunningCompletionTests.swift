import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("HeadlessRunningCompletion: which completion handler is running, and what it received")
struct RunningCompletionTests {
    let scene: HeadlessScene
    let view: UIView

    init() {
        scene = makeScene()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
    }

    @Test("inside a UIView.animate completion: the API and its finished flag; nil outside")
    func blockAnimation() {
        var seen: [HeadlessRunningCompletion?] = []
        UIView.animate(
            withDuration: 0.3, animations: { self.view.alpha = 0 },
            completion: { _ in MainActor.assumeIsolated { seen.append(HeadlessRunningCompletion.headlessCurrent) } })
        #expect(HeadlessRunningCompletion.headlessCurrent == nil)
        scene.advance(by: 0.3)
        #expect(seen == [HeadlessRunningCompletion(api: "UIView.animate(withDuration: 0.30)", finished: true, position: nil)])
        #expect(HeadlessRunningCompletion.headlessCurrent == nil)
    }

    @Test("inside a property animator's completion: its position")
    func propertyAnimator() {
        var seen: [HeadlessRunningCompletion?] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { self.view.alpha = 0 }
        animator.addCompletion { _ in seen.append(HeadlessRunningCompletion.headlessCurrent) }
        animator.startAnimation()
        scene.advance(by: 0.3)
        #expect(seen == [HeadlessRunningCompletion(api: "UIViewPropertyAnimator", finished: nil, position: ".end")])
    }
}
