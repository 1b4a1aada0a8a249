#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
@testable import TransitionConformance

/// An app that presents interactively — a drawer pulled up from the bottom of its screen — checked
/// whole with its gesture (`interactivePresentation:`): the presentation-controller requirement
/// only a cancelled presentation shows (PRES-CANCEL-REMOVES-CHROME) is reported by the ensemble
/// checker as by the presentation-controller checker, and on the presentation controller, never on
/// the animator.
@MainActor
@Suite("Interactive presentations through the app's gesture")
struct InteractivePresentationEnsembleTests {
    /// Dims the screen behind the drawer and recedes the presenting view alongside; with
    /// `cleansUpCancelledPresentation` false it ignores `presentationTransitionDidEnd(false)`.
    final class DrawerPresentationController: UIPresentationController {
        let cleansUpCancelledPresentation: Bool
        let dimming = UIView()

        init(presented: UIViewController, presenting: UIViewController?, cleansUpCancelledPresentation: Bool) {
            self.cleansUpCancelledPresentation = cleansUpCancelledPresentation
            super.init(presentedViewController: presented, presenting: presenting)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.accessibilityIdentifier = "drawer.dimming"
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height * 0.3, width: bounds.width, height: bounds.height * 0.7)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            dimming.frame = containerView.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.alpha = 0
            containerView.insertSubview(dimming, at: 0)
            let presentingView = presentingViewController.view
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 1
                presentingView?.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            guard !completed, cleansUpCancelledPresentation else { return }
            dimming.removeFromSuperview()
            presentingViewController.view.transform = .identity
        }

        override func dismissalTransitionWillBegin() {
            let presentingView = presentingViewController.view
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 0
                presentingView?.transform = .identity
            })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed {
                dimming.removeFromSuperview()
            } else {
                dimming.alpha = 1
                presentingViewController.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            }
        }

        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            // Lay the presenting view out unscaled at the new size, then recede it again.
            guard let presentingView = presentingViewController.view, presentingView.transform != .identity else { return }
            presentingView.transform = .identity
            coordinator.animate(alongsideTransition: { _ in presentingView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) })
        }
    }

    /// Slides the drawer up from below the container, or back down; fades it with Reduce Motion on.
    final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            context?.isAnimated == false ? 0 : 0.3
        }

        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            guard let controller = context.viewController(forKey: key), let drawer = context.view(forKey: presenting ? .to : .from) else {
                context.completeTransition(false)
                return
            }
            let shown = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
            let fades = UIAccessibility.isReduceMotionEnabled
            let hidden = fades ? shown : shown.offsetBy(dx: 0, dy: context.containerView.bounds.height - shown.minY)
            if presenting {
                drawer.frame = hidden
                if fades { drawer.alpha = 0 }
                context.containerView.addSubview(drawer)
            }
            UIView.animate(
                withDuration: transitionDuration(using: context), delay: 0, options: [.curveLinear],
                animations: {
                    drawer.frame = self.presenting ? shown : hidden
                    if fades { drawer.alpha = self.presenting ? 1 : 0 }
                },
                completion: { _ in
                    let cancelled = context.transitionWasCancelled
                    if cancelled { drawer.frame = self.presenting ? hidden : shown }
                    drawer.alpha = 1
                    if self.presenting == cancelled { drawer.removeFromSuperview() }
                    context.completeTransition(!cancelled)
                })
        }
    }

    /// The drawer's delegate: the presentation controller, the animators, and the interaction
    /// controller the handle's pan handler stores while it drives a presentation.
    final class DrawerDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let cleansUpCancelledPresentation: Bool
        var interactionController: UIPercentDrivenInteractiveTransition?
        init(cleansUpCancelledPresentation: Bool) { self.cleansUpCancelledPresentation = cleansUpCancelledPresentation }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            DrawerPresentationController(presented: presented, presenting: presenting, cleansUpCancelledPresentation: cleansUpCancelledPresentation)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { DrawerAnimator(presenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            DrawerAnimator(presenting: false)
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
        {
            interactionController
        }
    }

    /// The drawer's content, which owns its delegate.
    final class DrawerViewController: UIViewController {
        let drawerDelegate: DrawerDelegate
        init(cleansUpCancelledPresentation: Bool) {
            drawerDelegate = DrawerDelegate(cleansUpCancelledPresentation: cleansUpCancelledPresentation)
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
            transitioningDelegate = drawerDelegate
        }
        required init?(coder: NSCoder) { nil }
    }

    /// The screen the drawer is pulled up from: a pan on its view presents the drawer, following
    /// the finger, and finishes past half-way.
    final class HomeViewController: UIViewController {
        let pull = UIPanGestureRecognizer()
        /// The drawer to pull up, held by whoever made it (here, the check's cast).
        weak var drawer: DrawerViewController?
        /// The drawer being pulled up, while the pull lasts.
        private var pulling: DrawerViewController?
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            #if canImport(UIKit)
            pull.addTarget(self, action: #selector(pullChanged(_:)))
            #else
            pull.addHeadlessHandler { [weak self] pan in self?.pulled(pan) }
            #endif
            view.addGestureRecognizer(pull)
        }

        #if canImport(UIKit)
        @objc private func pullChanged(_ pan: UIPanGestureRecognizer) { pulled(pan) }
        #endif

        func pulled(_ pan: UIPanGestureRecognizer) {
            let progress = min(max(-pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
            switch pan.state {
            case .began:
                guard let drawer else { return }
                pulling = drawer
                drawer.drawerDelegate.interactionController = UIPercentDrivenInteractiveTransition()
                present(drawer, animated: true)
            case .changed:
                pulling?.drawerDelegate.interactionController?.update(progress)
            case .ended, .cancelled, .failed:
                let interaction = pulling?.drawerDelegate.interactionController
                pulling?.drawerDelegate.interactionController = nil
                pulling = nil
                if pan.state == .ended && progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            default:
                break
            }
        }
    }

    private func checkWhole(cleansUp: Bool) -> ConformanceReport {
        verifyPresentedViewController(
            features: [.presentation, .dismissal, .interactivePresentation],
            interactivePresentation: .pan(toward: .up) { ($0 as? HomeViewController)?.pull }
        ) { _ in
            let home = HomeViewController()
            let drawer = DrawerViewController(cleansUpCancelledPresentation: cleansUp)
            home.drawer = drawer
            return (home, drawer)
        }
    }

    @Test("a drawer pulled up by the app's own pan passes, its interactive presentations run, finished and cancelled")
    func correctDrawerPasses() {
        let report = checkWhole(cleansUp: true)
        #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.requirement.id) \($0.scenario): \($0.observed)" })")
        let labels = report.scenariosRun.map(\.description)
        #expect(labels.contains { $0.hasPrefix("presentation, interactive, finished") }, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("presentation, interactive, cancelled") }, "\(labels)")
    }

    @Test(
        "a presentation controller that ignores presentationTransitionDidEnd(false) is reported on it by the ensemble checker, as by the presentation-controller checker"
    )
    func cancelledPresentationChromeIsThePresentationControllers() throws {
        let whole = checkWhole(cleansUp: false)
        #expect(whole.violatedIDs == ["PRES-CANCEL-REMOVES-CHROME"], "\(whole.violations.map { "\($0.requirement.id) \($0.scenario): \($0.observed)" })")
        let finding = try #require(whole.violations.first)
        #expect(finding.scenario.description.hasPrefix("presentation, interactive, cancelled"), "\(finding.scenario)")

        let alone = verifyPresentationController(
            features: [.presentation, .dismissal, .interactive], animator: { DrawerAnimator(presenting: $0.kind == .presentation) }
        ) { presented, presenting in
            DrawerPresentationController(presented: presented, presenting: presenting, cleansUpCancelledPresentation: false)
        }
        #expect(alone.violatedIDs == ["PRES-CANCEL-REMOVES-CHROME"], "\(alone.violations.map { "\($0.requirement.id) \($0.scenario): \($0.observed)" })")
    }
}
