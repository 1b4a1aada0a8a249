#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// After a cancelled transition with the app's presentation controller in force, what is left
/// changed is blamed on whoever changed it: the views UIKit handed the animator are the
/// animator's — even when the change was made in its completion block — while the presentation
/// controller's dimming view and the presenter's view it recedes alongside are its own.
@MainActor
@Suite("Cancelled transitions: who left what changed")
struct CancelBlameTests {
    /// Dims the container behind the sheet and fades the dimming view out alongside a dismissal;
    /// a cancelled dismissal gets its dimming view back.
    final class DimmingController: UIPresentationController {
        let dimming = UIView()
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            dimming.frame = containerView.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.insertSubview(dimming, at: 0)
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming.removeFromSuperview() } else { dimming.alpha = 1 }
        }
    }

    /// Slides the sheet down; on a cancel, its completion block puts the sheet back at
    /// `finalFrame(for:)` of the dismissed view controller — `.zero` — instead of where it was.
    final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            context?.isAnimated == false ? 0 : 0.3
        }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            guard let fromVC = context.viewController(forKey: .from), let sheet = context.view(forKey: .from) else {
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            let start = sheet.frame
            let fades = UIAccessibility.isReduceMotionEnabled
            UIView.animate(
                withDuration: transitionDuration(using: context),
                animations: {
                    if fades { sheet.alpha = 0 } else { sheet.frame = start.offsetBy(dx: 0, dy: start.height) }
                },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    sheet.alpha = 1
                    if cancelled { sheet.frame = context.finalFrame(for: fromVC) } else { sheet.removeFromSuperview() }
                    context.completeTransition(!cancelled)
                })
        }
    }

    @Test("a handed view the animator's completion block leaves wrong is the animator's, with the presentation controller in force")
    func handedViewChangedInCompletionIsTheAnimators() {
        let report = verifyAnimator(
            features: [.dismissal, .interactive],
            presentationController: { presented, presenting in DimmingController(presentedViewController: presented, presenting: presenting) }
        ) { _ in SheetDismissAnimator() }
        #expect(report.violatedIDs.contains("ANIM-CANCEL-RESTORES-STATE"), "\(report.violations.map { "\($0.requirement.id) \($0.scenario): \($0.observed)" })")
        #expect(
            report.violations.filter { $0.requirement.id == "ANIM-CANCEL-RESTORES-STATE" }.allSatisfy { !$0.observed.contains("alpha") },
            "the dimming view's fade is the presentation controller's, put back by it")
    }
}
