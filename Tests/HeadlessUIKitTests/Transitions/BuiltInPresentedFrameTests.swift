import Testing
@testable import HeadlessUIKit

// The built-in presentation controller — every style but a `.custom` one whose delegate vends a
// controller — puts the presented view back at `frameOfPresentedViewInContainerView` when the
// container's size changes, as autoresizing would, and only then: a layout pass at the same size
// (an animator adding a view to the container, say) leaves the frame an animator set alone.

/// A dismissal animator that adds a view to the container — the to-view, below the presented
/// view, when UIKit gives one; otherwise a backdrop of its own — then slides the presented view
/// down by the container's height, linearly over 0.3 s, and removes it when done.
@MainActor
final class SlideDownDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let backdrop = UIView()

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            backdrop.frame = container.bounds
            container.insertSubview(backdrop, belowSubview: fromView)
        }
        let down = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { fromView.frame = down }) { _ in
            let cancelled = context.transitionWasCancelled
            if !cancelled { fromView.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
    }
}

private let phoneBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
@Suite("The built-in presentation controller resets the presented view's frame only when the container resizes")
struct BuiltInPresentedFrameTests {
    @Test(
        "a dismissal animator's frame for the presented view outlasts the same-size layout pass its added view causes",
        arguments: [UIModalPresentationStyle.custom, .fullScreen])
    func animatorFrameSurvivesLayout(style: UIModalPresentationStyle) throws {
        let f = ModalFixture()
        f.presented.modalPresentationStyle = style
        f.delegate.vendsPresentationController = false
        let animator = SlideDownDismissalAnimator()
        f.delegate.dismissalAnimator = animator
        f.root.present(f.presented, animated: true)
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.3))
        let controller = try #require(f.presented.presentationController as? BuiltInPresentationController)
        #expect(controller.style == style)
        let container = try #require(f.presented.view.superview)
        #expect(f.presented.view.frame == phoneBounds)

        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)  // the dismissal's start, then the layout pass that ends the turn
        let added: UIView = style == .fullScreen ? f.root.view : animator.backdrop
        #expect(container.subviews == [added, f.presented.view])
        let down = CGRect(x: 0, y: 844, width: 390, height: 844)
        #expect(f.presented.view.frame == down, "the model value the animator set")
        f.scene.advance(by: 0.15)
        #expect(f.presented.view.frame == down)
        let midway = try #require(f.presented.view.layer.presentation()?.frame)
        #expect(close(midway, CGRect(x: 0, y: 422, width: 390, height: 844)), "half-way down: \(midway)")
        f.scene.advance(by: 0.15)
        #expect(f.root.presentedViewController == nil)
        #expect(f.presented.view.superview == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test(
        "a resize while presented puts the presented view at the new frameOfPresentedViewInContainerView",
        arguments: [
            (
                UIModalPresentationStyle.fullScreen, CGSize(width: 390, height: 844), CGSize(width: 844, height: 390),
                CGRect(x: 0, y: 0, width: 844, height: 390)
            ),
            (.custom, CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGRect(x: 0, y: 0, width: 844, height: 390)),
            // 7 % of 390 is below the 56-point cap: the inset shrinks to 27.3.
            (.pageSheet, CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGRect(x: 0, y: 27.3, width: 844, height: 362.7)),
            (.formSheet, CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024), CGRect(x: 114, y: 202, width: 540, height: 620)),
        ])
    func resizeResetsFrame(style: UIModalPresentationStyle, size: CGSize, newSize: CGSize, frame: CGRect) throws {
        let f = ModalFixture(width: size.width, height: size.height)
        f.presented.modalPresentationStyle = style
        f.delegate.vendsPresentationController = false
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        if style == .pageSheet || style == .formSheet {
            #expect(f.presented.presentationController is UISheetPresentationController)
        } else {
            #expect(f.presented.presentationController is BuiltInPresentationController)
        }
        f.scene.resize(to: newSize)
        #expect(close(f.presented.view.frame, frame), "\(f.presented.view.frame)")
        f.scene.runUntilIdle(timeout: 5)
        #expect(close(f.presented.view.frame, frame), "\(f.presented.view.frame)")
        #expect(f.root.presentedViewController === f.presented)
    }
}
