#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A slide-up screen as small transition libraries vend it: a transitioning delegate with a
/// presenting and a dismissing animator and no presentation controller, set on the presented view
/// controller by the app, which sets no `modalPresentationStyle` — so UIKit presents it with
/// `.automatic`, a sheet that keeps the presenter's view in the window (Apple's
/// `UIModalPresentationStyle.automatic`), and still runs the delegate's animators.
///
/// The dismissal slides a snapshot of the screen down. ``Variant/insertsPresenterThroughViewController``
/// puts the presenter's view back by `viewController(forKey: .to)!.view`, as the library's
/// dismissal animator did (github.com/serp1412/LazyTransitions/issues/8): right in a full-screen
/// presentation, where UIKit took that view out and hands it back, but in a sheet the view never
/// left the window, and the container UIKit removes after the dismissal takes it along — a black
/// screen. ``Variant/correct`` puts back only what `view(forKey: .to)` hands over.
@MainActor
final class SlideUpTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Variant: String, Sendable { case correct, insertsPresenterThroughViewController }

    let variant: Variant

    init(_ variant: Variant) {
        self.variant = variant
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideUpPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideDownDismissAnimator(variant)
    }
}

/// Slides the presented view up from below the container to its final frame.
@MainActor
final class SlideUpPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(toView)
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
            animations: { toView.frame = finalFrame },
            completion: { _ in
                let completed = !context.transitionWasCancelled
                if !completed { toView.removeFromSuperview() }
                context.completeTransition(completed)
            })
    }
}

/// Slides a snapshot of the presented view down, with the presenter's view beneath it.
@MainActor
final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let variant: SlideUpTransitioningDelegate.Variant

    init(_ variant: SlideUpTransitioningDelegate.Variant) {
        self.variant = variant
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        // The presenter's view goes back beneath the screen.
        var presenterView: UIView?
        switch variant {
        case .correct:
            // Only when UIKit hands it over: a full-screen presentation took it out of the window.
            if let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toVC)
                presenterView = toView
            }
        case .insertsPresenterThroughViewController:
            presenterView = transitionContext.viewController(forKey: .to)!.view
        }
        if let presenterView { container.insertSubview(presenterView, belowSubview: fromView) }
        let snapshot = fromView.snapshotView(afterScreenUpdates: false) ?? UIView(frame: fromView.frame)
        snapshot.frame = fromView.frame
        container.addSubview(snapshot)
        fromView.isHidden = true
        let offScreen = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
        let handedBack = transitionContext.view(forKey: .to) != nil
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn],
            animations: { snapshot.frame = offScreen },
            completion: { _ in
                snapshot.removeFromSuperview()
                fromView.isHidden = false
                let completed = !context.transitionWasCancelled
                if completed {
                    fromView.removeFromSuperview()
                } else if handedBack {
                    presenterView?.removeFromSuperview()
                }
                context.completeTransition(completed)
            })
    }
}

/// The screen the app slides up: a title and a list laid out with Auto Layout, and a close button
/// it fades in alongside the transition through its transition coordinator.
@MainActor
final class SlideUpSheetViewController: UIViewController {
    let titleLabel = UILabel()
    let list = UIView()
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Share"
        closeButton.setTitle("Close", for: .normal)
        for subview in [titleLabel, list, closeButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            closeButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            list.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        closeButton.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in self.closeButton.alpha = 1 }) { _ in self.closeButton.alpha = 1 }
    }
}
