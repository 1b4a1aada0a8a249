// The "After" code of HeadlessUIKit.docc's PortingTransitionCode article, compiled (in the Swift 6
// language mode, without a warning) and run: if this file changes, update the article. Its
// SwipeDownInteractionController is compiled and run by TransitionConformanceTests.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// Language modes: a nonisolated class's stored view, made legal in the Swift 6 mode by isolating
/// the class to the main actor.
@MainActor
final class FlipAnimator: NSObject {
    private let backdrop = UIView()
    var backdropColor: UIColor? { backdrop.backgroundColor }
}

/// `#selector` target–action: a pan made in a `lazy var`, its wiring gated, its body shared.
final class SheetController: UIViewController {
    private(set) var handledStates: [UIGestureRecognizer.State] = []

    lazy var panGesture: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        #if canImport(UIKit)
        pan.addTarget(self, action: #selector(handlePan(_:)))
        #else
        pan.addHeadlessHandler { [weak self] in self?.handle($0) }
        #endif
        return pan
    }()

    #if canImport(UIKit)
    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) { handle(gesture) }
    #endif

    func handle(_ gesture: UIPanGestureRecognizer) { handledStates.append(gesture.state) }
}

/// `@objc optional`: a protocol of your own, its optional member given a default.
protocol CardTransitionDelegate: AnyObject {
    func cardTransitionDidFinish()
}

extension CardTransitionDelegate {
    func cardTransitionDidFinish() {}
}

/// `@objc optional`: a call to a UIKit protocol's optional member, gated.
@MainActor
func dismissalAnimator(
    of transitioningDelegate: (any UIViewControllerTransitioningDelegate)?, for presented: UIViewController
) -> (any UIViewControllerAnimatedTransitioning)? {
    #if canImport(UIKit)
    let animator = transitioningDelegate?.animationController?(forDismissed: presented)
    #else
    let animator = transitioningDelegate?.animationController(forDismissed: presented)
    #endif
    return animator
}

/// Overrides declared in extensions: moved into the class body.
final class SheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return container.bounds.divided(atDistance: container.bounds.height / 2, from: .maxYEdge).slice
    }
}

/// Key-value observing: the scroll view's delegate call instead of observing `contentOffset`.
final class ScrollTracker: NSObject, UIScrollViewDelegate {
    private(set) var offsets: [CGPoint] = []
    func track(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { track(scrollView) }  // UIScrollViewDelegate
}

@MainActor
@Suite("The PortingTransitionCode article's code compiles and runs as written")
struct PortingExampleTests {
    private final class PlainDelegate: NSObject, UIViewControllerTransitioningDelegate {}
    private final class Finisher: CardTransitionDelegate {}

    @Test("a pan made in a lazy var reaches the shared handler at .began, .changed and .ended")
    func lazyPan() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let controller = SheetController()
        scene.window.rootViewController = controller
        controller.view.addGestureRecognizer(controller.panGesture)
        controller.panGesture.headlessBegin(at: CGPoint(x: 100, y: 100), translation: CGPoint(x: 0, y: 20))
        controller.panGesture.headlessChange(translation: CGPoint(x: 0, y: 60))
        controller.panGesture.headlessEnd()
        #expect(controller.handledStates == [.began, .changed, .ended])
    }

    @Test("a transitioning delegate without animationController(forDismissed:) answers nil, as UIKit's optional member does")
    func optionalMember() {
        #expect(dismissalAnimator(of: PlainDelegate(), for: UIViewController()) == nil)
        let finisher: any CardTransitionDelegate = Finisher()
        finisher.cardTransitionDidFinish()
    }

    @Test("an override in the class body is the one UIKit's machinery calls; the scroll delegate hears the offset")
    func overrideAndScroll() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let presenter = UIViewController()
        scene.window.rootViewController = presenter
        let presented = UIViewController()
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenter)
        #expect(controller.frameOfPresentedViewInContainerView == .zero)

        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let tracker = ScrollTracker()
        scrollView.delegate = tracker
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(tracker.offsets == [CGPoint(x: 0, y: 50)])
        #expect(FlipAnimator().backdropColor == nil)
    }
}
