import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

/// A context for a transition from one plain view controller to another in a 320 × 480 container.
@MainActor
private func context() -> TestTransitionContext {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let from = UIViewController()
    let to = UIViewController()
    container.addSubview(from.view)
    return TestTransitionContext(containerView: container, from: from, to: to, fromView: from.view, toView: to.view)
}

@MainActor
@Suite("The animator the container suite hands a container")
struct ObservingAnimatorTests {
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

@MainActor
@Suite("The proxy the kit hands UIKit for a delegate's animator")
struct AnimatorObservationTests {
    @Test("an animator without interruptibleAnimator(using:) still reads as not implementing it through the proxy")
    func notInterruptibleStaysSo() {
        let proxy = AnimatorObservation(MinimalAnimator()) { _ in }.makeProxy()
        #expect(OptionalMembers.interruptibleAnimator(of: proxy, using: context()) == nil)
    }

    @Test("an interruptible animator's one property animator comes through the proxy unchanged, and the start is seen once")
    func interruptibleForwards() {
        let inner = MinimalInterruptibleAnimator()
        var starts = 0
        let observation = AnimatorObservation(inner) { _ in starts += 1 }
        let proxy = observation.makeProxy()
        let context = context()
        let first = OptionalMembers.interruptibleAnimator(of: proxy, using: context)
        let second = OptionalMembers.interruptibleAnimator(of: proxy, using: context)
        #expect(first != nil && first === second && first === inner.interruptibleAnimator(using: context))
        #expect(starts == 1)
        #expect(AnimatorObservation.unwrap(proxy) === inner)
    }

    @Test("the proxy reports the duration the animator gave, clamped for the deadline")
    func reportsDuration() {
        let observation = AnimatorObservation(MinimalAnimator()) { _ in }
        let proxy = observation.makeProxy()
        #expect(proxy.transitionDuration(using: context()) == MinimalAnimator().transitionDuration(using: nil))
        #expect(observation.reportedDuration == MinimalAnimator().transitionDuration(using: nil))
    }
}
