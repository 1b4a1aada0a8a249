import TransitionConformance

/// The blur presentation controller of the seed tutorial (000), as published: a dark blur behind
/// a half-height sheet, a close button that drops in from above, the presenting view scaled to
/// 0.8 behind. Its did-end handlers only log, and it does nothing on layout.
///
/// Stand-ins for app code: the close button's Auto Layout constraints (centre X, top −80 → 60) are
/// frames with flexible side margins; `#selector` target-action is a `UIAction` capturing `self`
/// weakly, as a target is not retained; `UIImage(systemName:)` is omitted.
@MainActor
class PublishedBlurPresentationController: UIPresentationController {
    let dimmingView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    let closeButton = UIButton(type: .custom)
    let workaroundView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.headlessName = "dimmingView"
        closeButton.headlessName = "closeButton"
        workaroundView.headlessName = "workaroundView"
        closeButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        closeButton.addAction(UIAction { [weak self] _ in self?.presentingViewController.dismiss(animated: true) }, for: .touchUpInside)
    }

    /// The close button's top constraint.
    func placeCloseButton(top: CGFloat) {
        guard let containerView else { return }
        closeButton.frame = CGRect(x: containerView.bounds.midX - 22, y: top, width: 44, height: 44)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard var frame = containerView?.frame else { return .zero }
        frame.origin.y = frame.size.height / 2
        frame.size.height = frame.size.height / 2
        return frame
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        workaroundView.frame = dimmingView.bounds
        workaroundView.isUserInteractionEnabled = false
        containerView.insertSubview(workaroundView, aboveSubview: dimmingView)
        containerView.addSubview(closeButton)
        placeCloseButton(top: -80)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            placeCloseButton(top: 60)
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            self.placeCloseButton(top: 60)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {}

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            presentingViewController.view.transform = .identity
            placeCloseButton(top: -80)
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.presentingViewController.view.transform = .identity
            self.placeCloseButton(top: -80)
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// The same presentation controller corrected: the tutorial's own rotation fix
/// (`containerViewWillLayoutSubviews` lays out the presented view and the blur;
/// `viewWillTransition(to:with:)` resets the presenting view's scale and reapplies it alongside —
/// except during a dismissal, which the tutorial's version gets wrong),
/// plus what the did-end handlers must do — remove the chrome when a presentation is cancelled or
/// a dismissal completes, and put back what the cancelled transition's animations left at their
/// end values (§3: a cancelled block animation keeps them).
@MainActor
final class CorrectedBlurPresentationController: PublishedBlurPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView!.bounds
        workaroundView.frame = dimmingView.bounds
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The tutorial's fix reapplies the scale unconditionally; during a dismissal that leaves the
        // presenting view scaled for good (the kit's mid-dismissal rotation finds it).
        guard !presentedViewController.isBeingDismissed else { return }
        presentingViewController.view.transform = .identity
        coordinator.animate(alongsideTransition: { _ in
            self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        for view in [dimmingView, workaroundView, closeButton] { view.removeFromSuperview() }
        presentingViewController.view.transform = .identity
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            for view in [dimmingView, workaroundView, closeButton] { view.removeFromSuperview() }
        } else {
            dimmingView.alpha = 1
            presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            placeCloseButton(top: 60)
        }
    }
}
