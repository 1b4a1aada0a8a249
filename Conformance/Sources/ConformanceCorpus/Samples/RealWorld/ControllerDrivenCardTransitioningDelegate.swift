#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A card whose presentation controller moves it, as bottom-sheet libraries write it: the
/// presentation controller puts the card in the container and slides it in and out alongside the
/// transition (through the transition coordinator); the animators the delegate vends only fade the
/// presentation controller's dimming view, which they reach through the presented view
/// controller, and complete with `!transitionWasCancelled`. The presenting animator also adds
/// the view it is handed as `.to` to the container (Apple's guide makes that the animator's job;
/// the card is already there, so it only comes to the front).
///
/// - ``Variant/correct``: the presentation controller removes the card and the dimming view in
///   `dismissalTransitionDidEnd(true)`.
/// - ``Variant/snapshotLeftForUIKit``: the presentation controller slides a snapshot of the card
///   out while the card is hidden, and leaves the card in the container, which UIKit discards
///   after the dismissal. The dismissing animator never touches the card, and nobody animates it.
/// - ``Variant/sharedAnimator``: the delegate vends one animator for both directions and sets its
///   `isPresenting` only in `animationController(forPresented:…)`, so the dismissal runs the
///   presenting code: it takes the `.to` view — the context hands none, so
///   `viewController(forKey: .to)!.view`, the presenter's — and adds it to the container above
///   the card, as it brings in a presented view. UIKit then discards the container with the
///   presenter's view inside.
@MainActor
final class ControllerDrivenCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Variant: String, Sendable { case correct, snapshotLeftForUIKit, sharedAnimator }

    let variant: Variant
    /// The one animator of ``Variant/sharedAnimator``.
    private lazy var shared = ControllerDrivenCardAnimator(isPresenting: true)

    init(_ variant: Variant) {
        self.variant = variant
        super.init()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ControllerDrivenCardPresentationController(
            presentedViewController: presented, presenting: presenting, slidesSnapshot: variant == .snapshotLeftForUIKit)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard variant == .sharedAnimator else { return ControllerDrivenCardAnimator(isPresenting: true) }
        shared.isPresenting = true
        return shared
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        variant == .sharedAnimator ? shared : ControllerDrivenCardAnimator(isPresenting: false)
    }
}

/// Fades the card presentation controller's dimming view in or out over the transition; the
/// presentation controller moves the card.
@MainActor
final class ControllerDrivenCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let card = transitionContext.viewController(forKey: key)
        if isPresenting, let toView = transitionContext.view(forKey: .to) ?? card?.view {
            transitionContext.containerView.addSubview(toView)
        }
        let presentationController = card?.presentationController as? ControllerDrivenCardPresentationController
        let dimmed: CGFloat = isPresenting ? 1 : 0
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: { presentationController?.dimmingView.alpha = dimmed },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// A screen that brings its own card delegate: `.custom` style and the delegate, set in its
/// initializer, as apps write it.
@MainActor
final class ControllerDrivenCardViewController: UIViewController {
    private let cardDelegate: ControllerDrivenCardTransitioningDelegate

    init(_ variant: ControllerDrivenCardTransitioningDelegate.Variant) {
        cardDelegate = ControllerDrivenCardTransitioningDelegate(variant)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardDelegate
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
    }
}
