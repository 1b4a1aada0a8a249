// The examples of HeadlessUIKit.docc, compiled and run: if this file changes, update the articles
// (HeadlessUIKit, TheVirtualClock, ModelAndPresentationValues, WhatIsModelled, AutoLayout,
// WhereUIKitRaises).
import Testing
import HeadlessUIKit

@MainActor
@Suite("The HeadlessUIKit documentation's examples run as written")
struct DocumentationExampleTests {
    @Test("HeadlessUIKit: a fade's model value changes at once, its presentation half-way, its completion on the clock")
    func landingPage() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(card)

        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { card.alpha = 0 }, completion: { finished = $0 })
        #expect(card.alpha == 0)
        scene.advance(by: 0.15)
        #expect(card.layer.presentation()!.opacity == 0.5)
        #expect(finished == nil)
        scene.advance(by: 0.15)
        #expect(finished == true)
    }

    @Test("WhereUIKitRaises: a NaN constant is recorded as raising in UIKit, never trapped")
    func whereUIKitRaises() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(card)
        card.widthAnchor.constraint(equalToConstant: .nan).isActive = true  // UIKit raises here
        #expect(scene.diagnostics.first?.raisesInUIKit == true)
        #expect(scene.diagnostics.first?.api == "NSLayoutConstraint.constant")
    }

    @Test("TheVirtualClock: completions wait for the clock, run FIFO, and runUntilIdle stops at the last event")
    func virtualClock() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        scene.advance(by: 0.29)
        #expect(finished == nil)
        scene.advance(by: 0.01)
        #expect(finished == true)
        #expect(scene.now == 0.3)

        var ran = false
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { _ in ran = true })
        #expect(!ran)
        #expect(view.alpha == 0.5)
        scene.advance(by: 0)
        #expect(ran)

        var order: [String] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in order.append("first") })
        UIView.animate(withDuration: 0.3, animations: { view.center.x = 10 }, completion: { _ in order.append("second") })
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("zero-a") })
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("zero-b") })
        scene.advance(by: 1)
        #expect(order == ["zero-a", "zero-b", "first", "second"])

        let idle = HeadlessScene(size: CGSize(width: 390, height: 844))
        let other = UIView()
        idle.window.addSubview(other)
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { other.alpha = 0 })
        #expect(idle.runUntilIdle(timeout: 10) == .idle(at: 0.5))
    }

    @Test("TheVirtualClock: a block due with an animation's end runs before its completion, one queued there after it")
    func virtualClockMainQueue() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView()
        scene.window.addSubview(view)
        var order: [String] = []
        UIView.animate(
            withDuration: 0.3, animations: { view.alpha = 0 },
            completion: { _ in
                order.append("completion")
                DispatchQueue.main.async { order.append("async from the completion") }
            })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.append("asyncAfter 0.3") }
        scene.runUntilIdle(timeout: 1)
        #expect(order == ["asyncAfter 0.3", "completion", "async from the completion"])
    }

    @Test("ModelAndPresentationValues: model at once, presentation over time, finished false when removed, frozen and scrubbed layers")
    func modelAndPresentation() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        scene.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 0.75)
        scene.advance(by: 0.75)
        #expect(view.layer.presentation()!.opacity == 0)

        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        view.layer.removeAllAnimations()
        scene.advance(by: 0)
        #expect(finished == false)
        #expect(view.alpha == 0.5)

        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        container.layer.speed = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.alpha = 0 })
        scene.advance(by: 5)
        #expect(card.layer.presentation()!.opacity == 1)
        container.layer.timeOffset = 0.25
        #expect(card.layer.presentation()!.opacity == 0.75)
    }

    @Test("ModelAndPresentationValues: a reversed property animator writes the start values back")
    func reversedPropertyAnimator() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        scene.advance(by: 0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        scene.advance(by: 0.5)
        #expect(view.alpha == 1)
    }

    @Test("ModelAndPresentationValues: the mutation record keeps an animated change with its new value")
    func mutationRecord() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let badge = UIView()
        badge.headlessName = "badge"
        scene.window.addSubview(badge)
        UIView.animate(withDuration: 0.3, animations: { badge.alpha = 0 })
        let change = badge.headlessMutations.last { $0.property == "alpha" }
        #expect(change?.isAnimated == true)
        #expect(change?.newValue == .number(0))
    }

    @Test("WhatIsModelled: a scene takes its own configuration")
    func configuration() {
        var configuration = HeadlessScene.Configuration()
        configuration.finishedFlagAfterPercentDrivenCancel = false
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        #expect(scene.configuration.finishedFlagAfterPercentDrivenCancel == false)
        #expect(HeadlessScene.Configuration().finishedFlagAfterPercentDrivenCancel)
    }

    @Test("AutoLayout: a sheet pinned with constraints, its height animated with layoutIfNeeded(), half-way at t = 0.15")
    func autoLayout() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sheet)
        let height = sheet.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            height,
        ])
        container.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 0, y: 544, width: 390, height: 300))

        UIView.animate(withDuration: 0.3) {
            height.constant = 600
            container.layoutIfNeeded()
        }
        scene.advance(by: 0.15)
        #expect(sheet.layer.presentation()!.frame == CGRect(x: 0, y: 394, width: 390, height: 450))
    }

    @Test("ScrollAndListViews: a content view pinned to the content layout guide makes the content size 390 × 1500")
    func scrollContentLayoutGuide() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scene.window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
    }

}
