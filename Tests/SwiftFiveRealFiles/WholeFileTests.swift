// Whole transition files in real libraries' styles (Files/), compiled in the Swift 5 language mode
// as most iOS code is: the files touch views from `deinit`s, `NSObject` helpers, free functions and
// conformances declared in extensions, which UIKit's imported `@preconcurrency @MainActor`
// declarations accept there and HeadlessUIKit's accept the same way. `.ci/swift-modes` compiles
// the same files in the Swift 6 language mode. These tests run a few of them on the virtual clock,
// so they exist only where HeadlessUIKit is used; on iOS the target compiles the files against UIKit.
#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@MainActor
@Suite("Whole transition files written for Swift 5 compile and run against HeadlessUIKit")
struct WholeFileTests {
    private func makeScene() -> HeadlessScene {
        HeadlessScene(size: CGSize(width: 390, height: 844))
    }

    @Test("a view controller's Task { … } with implicit self compiles in Swift 5 and runs on the scene's next turn")
    func mainActorTaskInSwiftFive() {
        let scene = makeScene()
        let screen = ReloadingViewController()
        screen.reloadSoon()
        #expect(screen.reloads == 0, "the task's body must not run inside the call")
        scene.advance(by: 0)
        #expect(screen.reloads == 1)
    }

    @Test("the bottom sheet presents as a card over a dimming view; a tap on the dimming view dismisses it and takes the dimming view away")
    func bottomSheet() throws {
        let scene = makeScene()
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        var closed = 0
        let sheet = BottomSheetViewController()
        sheet.onClose = { closed += 1 }

        presenter.present(sheet, animated: true)
        _ = scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController === sheet)
        let controller = try #require(sheet.presentationController as? DimmingPresentationController)
        // frameOfPresentedViewInContainerView: 55 % of 844 = 464.2, rounded, at the bottom.
        #expect(sheet.view.frame == CGRect(x: 0, y: 844 - 464, width: 390, height: 464))
        let container = try #require(controller.containerView)
        let dimming = try #require(container.subviews.first)
        #expect(dimming.alpha == 1)
        #expect(dimming.frame == container.bounds)

        let tap = try #require(dimming.gestureRecognizers?.first as? UITapGestureRecognizer)
        tap.headlessTap()
        _ = scene.runUntilIdle(timeout: 5)
        #expect(presenter.presentedViewController == nil)
        #expect(dimming.superview == nil)
        #expect(closed == 1)
    }

    @Test("the navigation coordinator's push slides the new screen in and leaves both views as they were")
    func navigationPush() throws {
        let scene = makeScene()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.window.rootViewController = navigation
        let coordinator = NavigationTransitionCoordinator(navigationController: navigation)
        _ = scene.runUntilIdle(timeout: 5)
        let next = UIViewController()

        navigation.pushViewController(next, animated: true)
        scene.advance(by: coordinator.duration / 2)
        // Half-way through the linear 0.3 s slide, the new screen is half-way in: 390 / 2 = 195.
        #expect(next.view.layer.presentation()?.transform.m41 == 195)
        _ = scene.runUntilIdle(timeout: 5)
        #expect(navigation.topViewController === next)
        #expect(next.view.transform == .identity)
        #expect(root.view.alpha == 1)
        #expect(root.view.transform == .identity)
    }

    @Test("a zoom animator's deinit, nonisolated as a deinit is, takes away the view it left behind")
    func animatorDeinit() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var animator: ZoomTransitionAnimator? = ZoomTransitionAnimator(direction: .presenting, source: nil)
        let leftBehind = animator!.makeTransitionView(from: UIView(frame: container.bounds))
        container.addSubview(leftBehind)
        #expect(leftBehind.superview === container)
        animator = nil
        #expect(leftBehind.superview == nil)
    }

    @Test("a pulse helper, an NSObject delegate of its layer animations, calls back once every animation stopped")
    func pulseHelper() {
        let scene = makeScene()
        let views = [UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), UIView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))]
        for view in views { scene.window.addSubview(view) }
        let helper = PulseAnimationHelper()
        var done = 0
        helper.pulse(views) { done += 1 }
        scene.advance(by: 0.29)
        #expect(done == 0)
        scene.advance(by: 0.01)
        _ = scene.runUntilIdle(timeout: 1)
        #expect(done == 1)
    }

    /// Hands `CellExpandTransition` to UIKit as the presentation's animator and, while a pan
    /// drives it, its interaction controller.
    private final class ExpandDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let transition = CellExpandTransition(collectionView: nil)

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { transition }

        func interactionControllerForPresentation(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { transition.isInteractive ? transition : nil }
    }

    @Test("a cell-expand transition scrubbed by a pan past 40 % finishes, its property animator reversed back to running forward")
    func cellExpandScrubbed() throws {
        let scene = makeScene()
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        let delegate = ExpandDelegate()
        let pan = UIPanGestureRecognizer(headlessHandler: { [weak delegate] in delegate?.transition.handlePan($0) })
        presenter.view.addGestureRecognizer(pan)
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate

        delegate.transition.isInteractive = true
        presenter.present(detail, animated: true)
        _ = scene.runUntilIdle(timeout: 1)
        #expect(presenter.presentedViewController === detail)
        #expect(detail.view.layer.cornerRadius == 0, "the animations' model values are set at once, as in UIKit")
        #expect(detail.view.layer.presentation()?.cornerRadius == 10, "paused at the start, the view shows the cell's corners")

        pan.headlessBegin(at: CGPoint(x: 200, y: 700), translation: CGPoint(x: 0, y: -20))
        pan.headlessChange(translation: CGPoint(x: 0, y: -422))  // half of the 844 pt container
        #expect(detail.view.layer.presentation()?.cornerRadius == 5, "scrubbed half-way, the ease-in-out curve is half-way too")
        pan.headlessEnd()
        _ = scene.runUntilIdle(timeout: 5)
        #expect(detail.view.frame == scene.window.bounds)
        #expect(detail.view.layer.cornerRadius == 0)
        #expect(delegate.transition.isInteractive == false, "animationEnded(_:) resets the transition")
    }
}

/// A screen that defers its reload with `Task { … }` and implicit `self`, as Swift 5 code does.
private final class ReloadingViewController: UIViewController {
    var reloads = 0

    func reloadSoon() {
        Task { reloads += 1 }
    }
}
#endif
