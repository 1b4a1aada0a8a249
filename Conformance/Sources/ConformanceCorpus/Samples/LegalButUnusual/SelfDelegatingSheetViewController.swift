import TransitionConformance

/// A sheet screen that is its own transitioning delegate, a pattern common in apps: its
/// initializer sets `modalPresentationStyle = .custom` and `transitioningDelegate = self`, so any
/// caller can simply `present(SettingsSheetViewController(), animated: true)`. As delegate it
/// vends the kit's reference sheet presentation controller, a slide-up animator per direction, and
/// — only while a pull on its own view is in progress — its ``PullToDismissInteractionController``.
/// It checks that the dismissal asked about is its own (`dismissed === self`).
///
/// Legal: `transitioningDelegate` is weak, so pointing it at `self` makes no retain cycle; UIKit
/// asks the presented view controller's delegate whoever that is, and the interaction
/// controller (which holds the screen weakly) is vended only while a gesture drives it.
@MainActor
final class SettingsSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private(set) var pullToDismiss: PullToDismissInteractionController?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "SettingsSheet.view"
        pullToDismiss = PullToDismissInteractionController(presentedViewController: self)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MinimalPresentationController(presentedViewController: presented, presenting: presenting, heightFraction: 0.5)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard dismissed === self else { return nil }
        return SheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let pullToDismiss, pullToDismiss.isInteracting else { return nil }
        return pullToDismiss
    }
}
