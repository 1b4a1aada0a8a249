import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// A small app for the ensemble tests: a sheet whose pan handler makes the interaction controller
/// in `.began` and dismisses, as apps write it.
@MainActor
private final class PullDownSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Defect { case none, completesWithFinishedFlag, cancelsThroughTheContext, neverResetsInteraction }
    let defect: Defect
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ defect: Defect = .none) { self.defect = defect }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        defect == .completesWithFinishedFlag ? FlagCompletingSlideDown() : SheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Slides the presented view down and completes with the animation's `finished` flag.
@MainActor
private final class FlagCompletingSlideDown: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else { return }
        let start = view.frame
        UIView.animate(withDuration: 0.3) {
            view.frame = start.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        } completion: { finished in
            if finished { view.removeFromSuperview() } else { view.frame = start }
            transitionContext.completeTransition(finished)
        }
    }
}

/// Keeps the context it is started with, so a handler can (wrongly) end the transition there.
@MainActor
private final class ContextKeepingInteraction: UIPercentDrivenInteractiveTransition {
    var context: (any UIViewControllerContextTransitioning)?
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        context = transitionContext
    }
}

/// The sheet's content: a pan on its view whose handler drives the dismissal.
@MainActor
private final class PullDownSheetViewController: UIViewController {
    let dismissPan = UIPanGestureRecognizer()
    weak var sheetDelegate: PullDownSheetDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        dismissPan.addHeadlessHandler { [weak self] pan in self?.handlePan(pan) }
        view.addGestureRecognizer(dismissPan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheetDelegate else { return }
        let height = max(view.bounds.height, 1)
        let progress = min(max(pan.translation(in: view).y / height, 0), 1)
        switch pan.state {
        case .began:
            sheetDelegate.interaction = sheetDelegate.defect == .cancelsThroughTheContext ? ContextKeepingInteraction() : UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            sheetDelegate.interaction?.update(progress)
        case .ended, .cancelled:
            let finishing = pan.state == .ended && (progress > 0.5 || pan.velocity(in: view).y > 1000)
            if finishing {
                sheetDelegate.interaction?.finish()
            } else if let keeping = sheetDelegate.interaction as? ContextKeepingInteraction {
                keeping.context?.cancelInteractiveTransition()
            } else {
                sheetDelegate.interaction?.cancel()
            }
            if sheetDelegate.defect != .neverResetsInteraction { sheetDelegate.interaction = nil }
        default:
            break
        }
    }
}

@MainActor
@Suite("The delegate suite judges the ensemble: the app's gesture, handler, delegate and what it vends")
struct EnsembleDelegateTests {
    private func check(_ defect: PullDownSheetDelegate.Defect) -> ConformanceReport {
        var made: PullDownSheetDelegate?
        return verifyTransitioningDelegate(
            knownDeviations: [.slidesWhateverReduceMotion],
            viewControllers: { _ in
                let sheet = PullDownSheetViewController()
                sheet.sheetDelegate = made
                return (UIViewController(), sheet)
            },
            interactiveDismissal: .pan(toward: .down) { ($0 as? PullDownSheetViewController)?.dismissPan }
        ) { _ in
            let delegate = PullDownSheetDelegate(defect)
            made = delegate
            return delegate
        }
    }

    @Test("a correct sheet passes, with its interactive dismissals driven through its own handler")
    func correctSheetPasses() {
        let report = check(.none)
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty, "\(report)")
        let interactive = report.scenariosRun.filter { $0.mode.isInteractive }
        #expect(interactive.count == 2, "\(report)")
    }

    @Test("completeTransition(finished) in the dismissal animator is ANIM-COMPLETE-FLAG, named as the dismissal animator")
    func completeFlagIsTheAnimators() {
        let report = check(.completesWithFinishedFlag)
        #expect(report.violatedIDs.contains("ANIM-COMPLETE-FLAG"), "\(report)")
        let flag = report.violations.first { $0.requirement.id == "ANIM-COMPLETE-FLAG" }
        #expect(flag?.observed.contains("your dismissal animator FlagCompletingSlideDown") == true, "\(report)")
    }

    @Test("a handler that cancels through the context leaves the transition frozen, reported on the interaction controller")
    func cancellingThroughTheContextIsCaught() {
        let report = check(.cancelsThroughTheContext)
        // The controller's own cancel() never ran: the end of the gesture did not reach it (INT-GESTURE-END).
        #expect(report.violatedIDs == ["INT-GESTURE-END"], "the animator, frozen by the controller, is not blamed: \(report)")
        let ends = report.violations.filter { $0.requirement.id == "INT-GESTURE-END" }
        #expect(!ends.isEmpty, "\(report)")
        #expect(ends.first?.observed.contains("your interaction controller ContextKeepingInteraction") == true, "\(report)")
        #expect(
            ends.first?.observed.contains("the transition context's cancelInteractiveTransition() was called directly, not the controller's cancel()") == true,
            "\(report)")
    }

    @Test("an interaction controller kept after the gesture is vended to a later programmatic dismissal: INT-NOT-VENDED-WITHOUT-GESTURE")
    func keptInteractionIsCaught() {
        let report = check(.neverResetsInteraction)
        #expect(report.violatedIDs == ["INT-NOT-VENDED-WITHOUT-GESTURE"], "\(report)")
        #expect(
            report.violations.first?.observed.contains(
                "was vended UIPercentDrivenInteractiveTransition by your transitioning delegate's interactionControllerForDismissal(using:)") == true,
            "\(report)")
    }

    @Test("the app's delegate stays where the app put it, in the flows and the animator runs: the observation is the scene's, not a proxy")
    func noProxyInTheAnimatorRuns() {
        var seen: [Bool] = []
        let report = verifyTransitioningDelegate(
            scenarios: [TransitionScenario(kind: .dismissal, mode: .animated)],
            viewControllers: { _ in
                let presented = DelegateReadingViewController()
                presented.onDismissal = { seen.append($0) }
                return (UIViewController(), presented)
            }
        ) { _ in SheetTransitioningDelegate() }
        #expect(report.violations.isEmpty, "\(report)")
        // The flow and the animator run each dismissed; both saw the app's own delegate (no proxy on HeadlessUIKit).
        #expect(seen.count >= 2 && seen.allSatisfy { $0 }, "\(seen)")
    }

    @Test("a view controller that is its own transitioning delegate is checked in one line")
    func selfDelegatingViewController() {
        let report = verifyPresentedViewController(knownDeviations: [.slidesWhateverReduceMotion]) { _ in
            (UIViewController(), SelfPresentingCardViewController())
        }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.configurationErrors.isEmpty, "\(report)")
        #expect(report.scenariosRun.contains { $0.kind == .dismissal && $0.mode == .notAnimated }, "\(report)")
    }

    @Test("a presented view controller without a transitioning delegate is a configuration error that says what to fix")
    func missingDelegateIsAConfigurationError() {
        let report = verifyPresentedViewController { _ in (UIViewController(), UIViewController()) }
        #expect(report.configurationErrors.first?.contains("has no transitioningDelegate") == true, "\(report)")
    }
}

/// Reads its own `transitioningDelegate` when dismissed, as apps do to tell their sheets apart.
@MainActor
private final class DelegateReadingViewController: UIViewController {
    var onDismissal: (Bool) -> Void = { _ in }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onDismissal(transitioningDelegate is SheetTransitioningDelegate)
    }
}

/// `transitioningDelegate = self` in its initializer: vends its presentation controller and animators.
@MainActor
private final class SelfPresentingCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: false)
    }
}
