#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// After a delegate's present-and-dismiss flow, what is left changed on the presenting screen is
/// blamed on whoever changed it last: the vended animators' own code (ANIM-ROUND-TRIP, on the
/// dismissal animator) or the presentation controller (PRES-ROUND-TRIP) — never one for the other.
@MainActor
@Suite("Round trip: who left the presenting screen changed")
struct RoundTripBlameTests {
    /// A presenting screen with a toolbar along its bottom, as a tab bar controller has.
    final class ToolbarScreen: UIViewController {
        let toolbar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            toolbar.headlessName = "toolbar"
            toolbar.frame = CGRect(x: 0, y: view.bounds.height - 49, width: view.bounds.width, height: 49)
            toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(toolbar)
        }
    }

    /// Fades the presented view in and out; the presentation slides the presenting screen's
    /// toolbar off the bottom, and the dismissal brings it back — to `restoredY` when set, else
    /// where it was.
    final class ToolbarSlidingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        let restoredY: CGFloat?
        init(presenting: Bool, restoredY: CGFloat?) {
            self.presenting = presenting
            self.restoredY = restoredY
        }
        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { context?.isAnimated == false ? 0 : 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let screen = (presenting ? context.viewController(forKey: .from) : context.viewController(forKey: .to)) as? ToolbarScreen
            let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
            if presenting, let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
                toView.frame = context.finalFrame(for: toVC)
                toView.alpha = 0
                context.containerView.addSubview(toView)
            }
            UIView.animate(
                withDuration: transitionDuration(using: context),
                animations: {
                    moving?.alpha = self.presenting ? 1 : 0
                    guard let screen else { return }
                    if self.presenting {
                        screen.toolbar.frame.origin.y = screen.view.bounds.height
                    } else {
                        screen.toolbar.frame.origin.y = self.restoredY ?? screen.view.bounds.height - screen.toolbar.frame.height
                    }
                },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    if self.presenting == cancelled { moving?.removeFromSuperview() }
                    moving?.alpha = 1
                    context.completeTransition(!cancelled)
                })
        }
    }

    /// Dims the presenting screen while presented; `restoresPresenter` false leaves it dimmed.
    final class DimmingPresentationController: UIPresentationController {
        var restoresPresenter = true
        override func presentationTransitionWillBegin() {
            presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.presentingViewController.view.alpha = 0.5
            })
        }
        override func dismissalTransitionWillBegin() {
            guard restoresPresenter else { return }
            presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.presentingViewController.view.alpha = 1
            })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed && restoresPresenter { presentingViewController.view.alpha = 1 }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let restoredY: CGFloat?
        let presentationControllerRestores: Bool
        init(restoredY: CGFloat? = nil, presentationControllerRestores: Bool = true) {
            self.restoredY = restoredY
            self.presentationControllerRestores = presentationControllerRestores
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { ToolbarSlidingAnimator(presenting: true, restoredY: restoredY) }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            ToolbarSlidingAnimator(presenting: false, restoredY: restoredY)
        }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.restoresPresenter = presentationControllerRestores
            return controller
        }
    }

    private func check(_ delegate: @escaping () -> Delegate) -> ConformanceReport {
        verifyTransitioningDelegate(viewControllers: { _ in (ToolbarScreen(), UIViewController()) }) { _ in delegate() }
    }

    @Test("an animator that brings the presenter's toolbar back to its place, with a controller that undoes its dimming, passes")
    func correctPairPasses() {
        let report = check { Delegate() }
        #expect(!report.violatedIDs.contains("ANIM-ROUND-TRIP") && !report.violatedIDs.contains("PRES-ROUND-TRIP"), "\(report)")
    }

    @Test("the toolbar left off by the animators' own code is their round trip, on the dismissal animator, not the presentation controller's")
    func animatorsChangeIsTheirs() throws {
        let report = check { Delegate(restoredY: 0) }
        #expect(report.violatedIDs.contains("ANIM-ROUND-TRIP"), "\(report)")
        #expect(!report.violatedIDs.contains("PRES-ROUND-TRIP"), "\(report)")
        let finding = try #require(report.violations.first { $0.requirement.id == "ANIM-ROUND-TRIP" })
        #expect(finding.object == "your dismissal animator ToolbarSlidingAnimator")
        #expect(finding.observed.contains("toolbar.frame"), "\(finding.observed)")
        #expect(finding.observed.contains("your dismissal animator ToolbarSlidingAnimator made the last change"), "\(finding.observed)")
    }

    @Test("the dimming the presentation controller leaves is its round trip, even though the animators also changed the presenting screen")
    func presentationControllersChangeIsItsOwn() {
        let report = check { Delegate(presentationControllerRestores: false) }
        #expect(report.violatedIDs.contains("PRES-ROUND-TRIP"), "\(report)")
        #expect(!report.violatedIDs.contains("ANIM-ROUND-TRIP"), "\(report)")
    }
}
