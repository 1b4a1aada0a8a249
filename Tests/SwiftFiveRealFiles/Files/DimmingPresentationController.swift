#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A bottom card presentation controller as sheet libraries write it: a dimming view made in a
/// stored property's default value, a tap on it dismissing the card, the coordinator's alongside
/// animations, an extension for the adaptive delegate, and a `deinit` that removes the dimming view.
final class DimmingPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.alpha = 0
        return view
    }()
    var cardHeightFraction: CGFloat = 0.55
    var dismissesOnTap = true

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = UITapGestureRecognizer()
        #if canImport(UIKit)
        tap.addTarget(self, action: #selector(dimmingViewTapped(_:)))
        #else
        tap.addHeadlessHandler { [weak self] in self?.dimmingViewTapped($0) }
        #endif
        dimmingView.addGestureRecognizer(tap)
        delegate = self
    }

    deinit {
        dimmingView.removeFromSuperview()
    }

    #if canImport(UIKit)
    @objc private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) { handleTap(recognizer) }
    #else
    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) { handleTap(recognizer) }
    #endif

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard dismissesOnTap, recognizer.state == .ended else { return }
        presentedViewController.dismiss(animated: true)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = (container.bounds.height * cardHeightFraction).rounded()
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 16
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

extension DimmingPresentationController: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        dismissesOnTap
    }
}
