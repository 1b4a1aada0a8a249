import TransitionConformance

/// A slide-in presentation controller in the style of the widely copied `UIPresentationController`
/// tutorials (Kodeco's "Slide In" menu among them): a dimming view pinned to the container with Auto
/// Layout constraints, the presented view two thirds of the container on one side, its frame from
/// `frameOfPresentedViewInContainerView` and set again in `containerViewWillLayoutSubviews()`.
///
/// Stand-ins for app code: the tutorial's visual-format constraints (`"V:|[dimmingView]|"`) are the
/// same pins written with anchors. The tutorial's tap on the dimming view dismisses, as there.
@MainActor
final class SlideInPresentationController: UIPresentationController {
    /// The side the presented view slides in from.
    enum Direction {
        case left, top, right, bottom
    }

    private let direction: Direction
    private let dimmingView = UIView()

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, direction: Direction) {
        self.direction = direction
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "slideIn.dimming"
        // A tap on the dimming view dismisses, as in the tutorial. UIKit has no closure form of
        // gesture target–action and `#selector` needs the Objective-C runtime, which Linux does
        // not have, so only the wiring is gated: the target–action pair under UIKit, HeadlessUIKit's
        // handler (its stand-in for `addTarget(_:action:)`) elsewhere; both call the same method.
        // `canImport(UIKit)`, not `os(iOS)`, so the file is compiled everywhere.
        let tap = UITapGestureRecognizer()
        #if canImport(UIKit)
        tap.addTarget(self, action: #selector(dimmingViewTapped(_:)))
        #else
        tap.addHeadlessHandler { [weak self] in self?.dimmingViewTapped($0) }
        #endif
        dimmingView.addGestureRecognizer(tap)
    }

    #if canImport(UIKit)
    @objc private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) { dismissForTap() }
    #else
    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) { dismissForTap() }
    #endif

    private func dismissForTap() {
        presentingViewController.dismiss(animated: true)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        var frame = CGRect.zero
        frame.size = size(forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
        switch direction {
        case .right: frame.origin.x = containerView.frame.width * (1.0 / 3.0)
        case .bottom: frame.origin.y = containerView.frame.height * (1.0 / 3.0)
        default: frame.origin = .zero
        }
        return frame
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        switch direction {
        case .left, .right: return CGSize(width: parentSize.width * (2.0 / 3.0), height: parentSize.height)
        case .bottom, .top: return CGSize(width: parentSize.width, height: parentSize.height * (2.0 / 3.0))
        }
    }
}

/// The same presentation controller with the dimming view sized by constants taken from the screen
/// when it was made — `widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width)` and the
/// same for the height, pinned at the top left — a pattern met in apps that size chrome for the
/// screen: it covers the container until the first rotation, and never after.
@MainActor
final class ScreenSizedDimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.accessibilityIdentifier = "screenSized.dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.widthAnchor.constraint(equalToConstant: containerView.bounds.width),
            dimmingView.heightAnchor.constraint(equalToConstant: containerView.bounds.height),
        ])
        dimmingView.alpha = 0
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
