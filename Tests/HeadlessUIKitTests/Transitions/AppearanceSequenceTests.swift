import Testing
@testable import HeadlessUIKit

/// A custom container that shows one child filling its view and, returning false from
/// `shouldAutomaticallyForwardAppearanceMethods`, forwards the appearance callbacks to it itself
/// when `forwards` is true (Apple: `shouldAutomaticallyForwardAppearanceMethods`,
/// `beginAppearanceTransition(_:animated:)`).
@MainActor
private final class ManualForwardingContainer: UIViewController {
    let child: UIViewController
    let forwards: Bool

    init(child: UIViewController, forwards: Bool) {
        self.child = child
        self.forwards = forwards
        super.init(nibName: nil, bundle: nil)
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) { if forwards { child.beginAppearanceTransition(true, animated: animated) } }
    override func viewDidAppear(_ animated: Bool) { if forwards { child.endAppearanceTransition() } }
    override func viewWillDisappear(_ animated: Bool) { if forwards { child.beginAppearanceTransition(false, animated: animated) } }
    override func viewDidDisappear(_ animated: Bool) { if forwards { child.endAppearanceTransition() } }
}

/// The callbacks recorded since `mark`, as "viewWillAppear(true)".
@MainActor
private func calls(_ viewController: UIViewController, since mark: Int = 0) -> [String] {
    viewController.headlessAppearanceCalls(since: mark).map { "\($0.callback.rawValue)(\($0.animated))" }
}

@MainActor @Suite("Appearance callbacks follow UIKit's sequences for each transition, and are recorded")
struct AppearanceSequenceTests {
    @Test("a .custom presentation that keeps the presenter gives the presenter no appearance callbacks, presenting or dismissing")
    func customKeepsPresenter() {
        let f = ModalFixture()
        let mark = HeadlessAppearanceCall.headlessNextSequence
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        f.presented.dismiss(animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.presented.presentationController == nil || f.presented.presentingViewController == nil)
        #expect(calls(f.root, since: mark).isEmpty)
        #expect(calls(f.presented, since: mark) == ["viewWillAppear(true)", "viewDidAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
    }

    @Test(
        "a full-screen presentation and its dismissal give the presenter viewWillDisappear/viewDidDisappear, then viewWillAppear/viewDidAppear, at the transition's times"
    )
    func fullScreenRecordsTheCallsWithTimes() {
        let f = ModalFixture()
        f.presented.modalPresentationStyle = .fullScreen
        f.presented.transitioningDelegate = nil
        let mark = HeadlessAppearanceCall.headlessNextSequence
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        f.presented.dismiss(animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(calls(f.root, since: mark) == ["viewWillDisappear(true)", "viewDidDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        // The standard transition lasts 0.5 s (Configuration.standardTransitionDuration).
        #expect(f.root.headlessAppearanceCalls(since: mark).map(\.time) == [0, 0.5, 0.5, 1.0])
        // The record matches what the view controller's overrides saw (the log, cleared after set-up).
        #expect(calls(f.root, since: mark).map { "root.\($0)" } == f.log.entries.filter { $0.hasPrefix("root.") })
    }

    @Test("a cancelled interactive pop records the will-callbacks followed by the opposite did-callbacks")
    func cancelledInteractivePop() {
        let f = NavigationFixture()
        f.pushBAndSettle()
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.interactor = interactor
        let mark = HeadlessAppearanceCall.headlessNextSequence
        f.nav.popViewController(animated: true)
        f.scene.advance(by: 0)
        interactor.update(0.5)
        interactor.cancel()
        f.scene.runUntilIdle(timeout: 5)
        #expect(calls(f.b, since: mark) == ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        #expect(calls(f.a, since: mark) == ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(calls(f.nav, since: mark).isEmpty, "the navigation controller itself stays on screen")
        #expect(!f.a.headlessIsInAppearanceTransition && !f.b.headlessIsInAppearanceTransition)
    }

    @Test(
        "a presentation that starts running on its own (wantsInteractiveStart false) and is cancelled ends with the presented view controller's will-callbacks reversed and its viewDidDisappear",
        arguments: [true, false])
    func cancelledWhileRunning(pausesFirst: Bool) {
        let f = ModalFixture()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        f.delegate.presentationInteractor = interactor
        let mark = HeadlessAppearanceCall.headlessNextSequence
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0.15)
        if pausesFirst { interactor.pause() }
        interactor.cancel()
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.root.presentedViewController == nil, "the presentation was cancelled")
        #expect(calls(f.presented, since: mark) == ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(!f.presented.headlessIsAppeared && !f.presented.headlessIsInAppearanceTransition)
    }

    @Test("a completed push: the old top disappears and the new one appears, each in a will/did pair")
    func completedPush() {
        let f = NavigationFixture()
        let mark = HeadlessAppearanceCall.headlessNextSequence
        f.pushBAndSettle()
        #expect(calls(f.a, since: mark) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(calls(f.b, since: mark) == ["viewWillAppear(true)", "viewDidAppear(true)"])
    }

    @Test("a repeated beginAppearanceTransition runs no second viewWillAppear, and one without endAppearanceTransition leaves the transition open")
    func repeatedAndUnendedBegins() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let root = RecordingViewController("root", log: log)
        scene.window.rootViewController = root
        log.clear()
        root.beginAppearanceTransition(false, animated: true)
        root.beginAppearanceTransition(false, animated: true)
        #expect(log.entries == ["root.viewWillDisappear(true)"])
        #expect(root.headlessIsInAppearanceTransition)
        root.endAppearanceTransition()
        root.endAppearanceTransition()
        #expect(log.entries == ["root.viewWillDisappear(true)", "root.viewDidDisappear(true)"])
        #expect(!root.headlessIsInAppearanceTransition)
    }

    @Test("a container that does not forward automatically gives its child nothing unless it forwards by hand", arguments: [false, true])
    func manualForwarding(forwards: Bool) {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let child = RecordingViewController("child", log: log)
        let container = ManualForwardingContainer(child: child, forwards: forwards)
        scene.window.rootViewController = container
        #expect(container.headlessIsAppeared)
        #expect(log.entries == (forwards ? ["child.viewWillAppear(false)", "child.viewDidAppear(false)"] : []))
        #expect(child.headlessIsAppeared == forwards)
    }

    @Test("a container that forwards automatically passes the callbacks to the child whose view it shows")
    func automaticForwarding() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let child = RecordingViewController("child", log: log)
        let container = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        scene.window.rootViewController = container
        #expect(log.entries == ["child.viewWillAppear(false)", "child.viewDidAppear(false)"])
    }

    @Test("a tab switch records a will/did pair on each tab")
    func tabSwitch() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let log = CallLog(scene)
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        scene.window.rootViewController = tabs
        let mark = HeadlessAppearanceCall.headlessNextSequence
        tabs.selectedIndex = 1
        scene.runUntilIdle(timeout: 5)
        #expect(calls(first, since: mark) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(calls(second, since: mark) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    }
}
