import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

@MainActor
@Suite("The animator the container suite hands a container")
struct ObservingAnimatorTests {
    private func context() -> TestTransitionContext {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let from = UIViewController()
        let to = UIViewController()
        container.addSubview(from.view)
        return TestTransitionContext(containerView: container, from: from, to: to, fromView: from.view, toView: to.view)
    }

    @Test("wrapping a reference animator without interruptibleAnimator(using:) keeps it not implemented")
    func notInterruptibleStaysSo() {
        let log = ContainerSwitchLog(host: TransitionHost(size: CGSize(width: 320, height: 480), limits: RunLimits()))
        let observing = LoggingAnimator(MinimalAnimator(), log: log)
        #expect(UIKitOptional.interruptibleAnimator(of: observing, using: context()) == nil)
    }

    @Test("wrapping the interruptible reference animator vends its one property animator, unchanged")
    func interruptibleForwards() {
        let log = ContainerSwitchLog(host: TransitionHost(size: CGSize(width: 320, height: 480), limits: RunLimits()))
        let observing = LoggingInterruptibleAnimator(MinimalInterruptibleAnimator(), log: log)
        let context = context()
        let first = UIKitOptional.interruptibleAnimator(of: observing, using: context)
        let second = UIKitOptional.interruptibleAnimator(of: observing, using: context)
        #expect(first != nil && first === second)
        #expect(log.calls.map(\.call) == ["interruptibleAnimator(using:)", "interruptibleAnimator(using:)"])
    }
}
