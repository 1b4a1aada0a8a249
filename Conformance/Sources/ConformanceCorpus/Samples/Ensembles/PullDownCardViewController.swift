#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The pull-down card's transitioning delegate: it vends ``PullDownCardPresentationController``,
/// ``PullDownCardPresentAnimator``, ``PullDownCardDismissAnimator`` and, for the dismissal only,
/// the ``interactionController`` the card's pan handler stores here while it drives a pull-down.
@MainActor
public final class PullDownCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Who puts the card back after a cancelled pull-down.
    public let repair: PullDownCardCancelRepair
    /// The interaction controller of the pull-down in progress, set in the pan's `.began` (before
    /// `dismiss(animated:)`) and cleared when the gesture ends.
    public var interactionController: UIPercentDrivenInteractiveTransition?

    public init(repair: PullDownCardCancelRepair) {
        self.repair = repair
        super.init()
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        PullDownCardPresentationController(presentedViewController: presented, presenting: presenting, repair: repair)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PullDownCardPresentAnimator()
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PullDownCardDismissAnimator(restoresFrameOnCancel: repair == .animatorRestoresFrame)
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactionController
    }
}

/// The pull-down card's screen: it owns its ``PullDownCardTransitioningDelegate`` and sets
/// `.custom` and the delegate on itself, and dismisses itself with ``dismissPan``, a pan on its
/// own view. The handler makes a `UIPercentDrivenInteractiveTransition` and calls
/// `dismiss(animated: true)` in `.began`, updates with `translation.y / card height` (clamped to
/// 0…1), finishes past half the card's height or on a flick down faster than 1,000 pt/s and
/// cancels otherwise (and on `.cancelled`/`.failed`), then clears the delegate's controller.
@MainActor
public final class PullDownCardViewController: UIViewController {
    /// The delegate the card presents and dismisses with.
    public let cardTransitioner: PullDownCardTransitioningDelegate
    /// The pull-down that dismisses the card interactively, on its view once loaded.
    public let dismissPan = UIPanGestureRecognizer()

    public init(repair: PullDownCardCancelRepair) {
        cardTransitioner = PullDownCardTransitioningDelegate(repair: repair)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioner
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "PullDownCard.view"
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
        #if canImport(UIKit)
        dismissPan.addTarget(self, action: #selector(dismissPanChanged(_:)))
        #else
        dismissPan.addHeadlessHandler { [weak self] pan in self?.handleDismissPan(pan) }
        #endif
        view.addGestureRecognizer(dismissPan)
    }

    #if canImport(UIKit)
    @objc private func dismissPanChanged(_ pan: UIPanGestureRecognizer) {
        handleDismissPan(pan)
    }
    #endif

    private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            cardTransitioner.interactionController = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransitioner.interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || pan.velocity(in: view).y > 1000 {
                cardTransitioner.interactionController?.finish()
            } else {
                cardTransitioner.interactionController?.cancel()
            }
            cardTransitioner.interactionController = nil
        case .cancelled, .failed:
            cardTransitioner.interactionController?.cancel()
            cardTransitioner.interactionController = nil
        default:
            break
        }
    }
}
