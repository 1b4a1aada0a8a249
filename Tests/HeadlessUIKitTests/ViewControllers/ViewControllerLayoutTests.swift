import Testing
@testable import HeadlessUIKit

// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` are called whenever the view controller's
// view lays out its subviews — after it joins a window, on size changes (contract F6) — around the
// view's own `layoutSubviews()`.

/// A root view that logs its `layoutSubviews()`.
@MainActor
private final class LoggingView: UIView {
    var log: CallLog?

    override func layoutSubviews() {
        super.layoutSubviews()
        log?.add("view.layoutSubviews")
    }
}

/// A view controller that lays out a footer at the bottom of its view in
/// `viewWillLayoutSubviews()`, as code without Auto Layout does, and logs both callbacks with the
/// view's size.
@MainActor
private final class FooterViewController: UIViewController {
    let log: CallLog
    let footer = UIView()

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(footer)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.add("viewWillLayoutSubviews \(Int(view.bounds.width))×\(Int(view.bounds.height))")
        footer.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.add("viewDidLayoutSubviews")
    }
}

/// A view controller whose root view logs its `layoutSubviews()` and which logs both callbacks.
@MainActor
private final class LoggingRootViewController: UIViewController {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = LoggingView(frame: UIScreen.main.bounds)
        root.log = log
        view = root
    }

    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews") }
}

@MainActor @Suite("viewWillLayoutSubviews and viewDidLayoutSubviews bracket the view's layout (contract F6)")
struct ViewControllerLayoutTests {
    @Test("a view controller whose view joins the window lays it out on that run-loop turn: will, layoutSubviews, did")
    func layoutAfterJoiningTheWindow() {
        let scene = makeScene()
        let log = CallLog(scene)
        let controller = LoggingRootViewController(log: log)
        scene.window.rootViewController = controller
        #expect(log.entries.isEmpty, "layout waits for the end of the turn")
        scene.advance(by: 0)
        #expect(log.entries == ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
        log.clear()
        scene.advance(by: 1)
        #expect(log.entries.isEmpty, "nothing needs layout")
    }

    @Test("layoutIfNeeded() on a view that needs layout calls them; on one that does not, it does not")
    func layoutIfNeeded() {
        let scene = makeScene()
        let log = CallLog(scene)
        let controller = LoggingRootViewController(log: log)
        controller.view.layoutIfNeeded()
        #expect(log.entries == ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
        log.clear()
        controller.view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(log.entries == ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test("a rotation lays the root view controller's view out at the new size, and its layout code sees it")
    func layoutOnRotation() {
        let scene = makeScene()
        let log = CallLog(scene)
        let controller = FooterViewController(log: log)
        scene.window.rootViewController = controller
        scene.advance(by: 0)
        #expect(log.entries == ["viewWillLayoutSubviews 390×844", "viewDidLayoutSubviews"])
        #expect(controller.footer.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        log.clear()
        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        #expect(log.entries == ["viewWillLayoutSubviews 844×390", "viewDidLayoutSubviews"])
        #expect(controller.footer.frame == CGRect(x: 0, y: 340, width: 844, height: 50))
    }

    @Test("a presented view controller lays out its view once it is in the container, at the presented frame")
    func layoutWhenPresented() {
        let f = ModalFixture()
        let controller = FooterViewController(log: f.log)
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = f.delegate
        f.root.present(controller, animated: true)
        f.scene.advance(by: 1)
        #expect(f.log.entries.contains("viewWillLayoutSubviews 195×844"), "the right half: RecordingPresentationController's frame")
        #expect(controller.footer.frame == CGRect(x: 0, y: 794, width: 195, height: 50))
    }
}
