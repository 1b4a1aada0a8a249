import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// Slides the presented view up and recedes the presenting view (reached through its view
/// controller), and puts both back after a cancelled dismissal; optionally forgets to restore the presenting view after a cancelled presentation,
/// or completes with the animation's `finished` flag.
@MainActor
private final class RecedingSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let forgetsPresenterOnCancel: Bool
    let completesWithFinished: Bool
    init(isPresenting: Bool, forgetsPresenterOnCancel: Bool = false, completesWithFinished: Bool = false) {
        self.isPresenting = isPresenting
        self.forgetsPresenterOnCancel = forgetsPresenterOnCancel
        self.completesWithFinished = completesWithFinished
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenter = transitionContext.viewController(forKey: isPresenting ? .from : .to)?.view
        let sheetVC = transitionContext.viewController(forKey: isPresenting ? .to : .from)
        let sheet = transitionContext.view(forKey: isPresenting ? .to : .from) ?? sheetVC?.view
        let container = transitionContext.containerView
        if isPresenting, let sheet, let sheetVC {
            sheet.frame = transitionContext.finalFrame(for: sheetVC).offsetBy(dx: 0, dy: container.bounds.height)
            if sheet.superview == nil { container.addSubview(sheet) }
        }
        let onScreen = sheetVC.map { transitionContext.finalFrame(for: $0) } ?? .zero
        let original = presenter?.transform ?? .identity
        let sheetStart = sheet?.frame ?? .zero
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            presenter?.transform = self.isPresenting ? CGAffineTransform(scaleX: 0.94, y: 0.94) : .identity
            if self.isPresenting {
                sheet?.frame = onScreen
            } else {
                sheet?.frame = sheet?.frame.offsetBy(dx: 0, dy: container.bounds.height) ?? .zero
            }
        } completion: { finished in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && !self.forgetsPresenterOnCancel { presenter?.transform = original }
            // A cancelled dismissal leaves the sheet's model frame below the container (contract §3):
            // put it back, rather than count on a layout of the container (open point F11).
            if cancelled && !self.isPresenting { sheet?.frame = sheetStart }
            if cancelled && self.isPresenting { sheet?.removeFromSuperview() }
            if !cancelled && !self.isPresenting { sheet?.removeFromSuperview() }
            transitionContext.completeTransition(self.completesWithFinished ? finished : !cancelled)
        }
    }
}

@MainActor
@Suite("checkPresentationController(animator:) judges the pair: the animator by the animator requirements, each change on its author")
struct PresentationPairingTests {
    private func check(forgets: Bool = false, finishedFlag: Bool = false) -> ConformanceReport {
        verifyPresentationController(animator: { scenario in
            RecedingSheetAnimator(isPresenting: scenario.kind == .presentation, forgetsPresenterOnCancel: forgets, completesWithFinished: finishedFlag)
        }) { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
    }

    @Test("a pair whose animator recedes the presenting view (and restores it) gets only that should, on the animator")
    func recedingAnimatorGetsOnlyItsShould() {
        let report = check()
        // (And the sheet slides the whole height whatever Reduce Motion says: a should too.)
        #expect(report.violatedIDs == ["ANIM-PRESENTER-VIEW-UNTOUCHED", "ANIM-REDUCE-MOTION"], "\(report)")
        #expect(report.passed, "\(report)")
    }

    @Test("an animator that completes with the animation's finished flag is held to ANIM-COMPLETE-FLAG, named as your animator")
    func animatorRequirementsApply() {
        let report = check(finishedFlag: true)
        let flag = report.violations.filter { $0.requirement.id == "ANIM-COMPLETE-FLAG" }
        #expect(!flag.isEmpty, "\(report)")
        #expect(flag.allSatisfy { $0.observed.hasPrefix("your animator RecedingSheetAnimator: ") }, "\(report)")
    }

    @Test("the presenting view the animator receded and did not restore after a cancel is the animator's, not the presentation controller's chrome")
    func unrestoredPresenterIsTheAnimators() {
        let report = check(forgets: true)
        #expect(!report.violatedIDs.contains("PRES-CANCEL-REMOVES-CHROME"), "\(report)")
        #expect(report.violatedIDs.contains("ANIM-CANCEL-RESTORES-STATE"), "\(report)")
        #expect(!report.violatedIDs.contains("PRES-ROUND-TRIP"), "\(report)")
    }
}

/// Centres the presented view at its view controller's `preferredContentSize`.
@MainActor
private final class PreferredSizePresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = presentedViewController.preferredContentSize
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A card screen that says how big it is.
@MainActor
private final class SizedCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 300, height: 200)
    }
}

@MainActor
@Suite("checkPresentationController takes the app's view controllers")
struct PresentationViewControllersTests {
    @Test("a presentation controller sized by the presented view controller's preferredContentSize passes with the app's screen, not with a plain one")
    func sizedByTheAppsScreen() {
        let withScreen = verifyPresentationController(viewControllers: { _ in (UIViewController(), SizedCardViewController()) }) {
            PreferredSizePresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(withScreen.violations.isEmpty, "\(withScreen)")
        let plain = verifyPresentationController { PreferredSizePresentationController(presentedViewController: $0, presenting: $1) }
        #expect(plain.violatedIDs.contains("PRES-FRAME-IN-CONTAINER"), "\(plain)")
    }
}
