import TransitionConformance

/// One deliberate defect, each breaking one requirement of the presentation-controller suite.
enum PresentationDefect: String, CaseIterable, Sendable, CustomStringConvertible {
    case dimsBehindTheContainer, setsPresentedFrameInWillBegin, undoesNothingOnCancelledPresentation
    case keepsChromeAfterDismissal, removesChromeOnCancelledDismissal, sizesFromScreen
    case setsPresentedFrameInGetter, wrapsWithoutEmbedding, ignoresResize, leavesPresenterScaled, retainsItself
    case embedsInZeroSizedHolder, dimsThroughColorLeftClearOnCancel, constrainsWithInfiniteConstant
    case tellsPresenterItDisappears

    var description: String { rawValue }

    /// The requirement the defect breaks.
    var requirementID: String {
        switch self {
        case .dimsBehindTheContainer: "PRES-CHROME-IN-CONTAINER"
        case .setsPresentedFrameInWillBegin, .embedsInZeroSizedHolder: "PRES-PRESENTED-VIEW-UNTOUCHED"
        case .undoesNothingOnCancelledPresentation: "PRES-CANCEL-REMOVES-CHROME"
        case .keepsChromeAfterDismissal: "PRES-DISMISS-REMOVES-CHROME"
        case .removesChromeOnCancelledDismissal, .dimsThroughColorLeftClearOnCancel: "PRES-DISMISS-CANCEL-KEEPS-CHROME"
        case .sizesFromScreen: "PRES-FRAME-IN-CONTAINER"
        case .setsPresentedFrameInGetter: "PRES-FRAME-STABLE"
        case .wrapsWithoutEmbedding: "PRES-PRESENTED-VIEW-CONTAINS-VC-VIEW"
        case .ignoresResize: "PRES-RESIZE"
        case .leavesPresenterScaled: "PRES-ROUND-TRIP"
        case .retainsItself: "PRES-RELEASES"
        case .constrainsWithInfiniteConstant: "PRES-NO-RAISING-MISUSE"
        case .tellsPresenterItDisappears: "ANIM-APPEARANCE-BALANCED"
        }
    }
}

/// MinimalPresentationController's dimming sheet — plus a presenting view scaled to 0.95 behind it,
/// restored on dismissal, on a cancel and around a rotation — with exactly one defect, or none.
@MainActor
final class MutantPresentationController: UIPresentationController {
    let defect: PresentationDefect?
    let dimmingView: UIView
    let wrapper = UIView()
    /// The defect `keepsChromeAfterDismissal`: one dimming view for the whole app, kept in a
    /// static and never removed, so it outlives every dismissal (and is moved, stale, into the next
    /// presentation's container).
    private static let sharedDimmingView = UIView()
    private var closeButton: UIButton?

    init(_ defect: PresentationDefect?, presented: UIViewController, presenting: UIViewController?) {
        self.defect = defect
        dimmingView = defect == .keepsChromeAfterDismissal ? Self.sharedDimmingView : UIView()
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.headlessName = "dimmingView"
        wrapper.headlessName = "wrapper"
    }

    override var presentedView: UIView? {
        defect == .wrapsWithoutEmbedding ? wrapper : presentedViewController.view
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = defect == .sizesFromScreen ? UIScreen.main.bounds : (containerView?.bounds ?? .zero)
        let frame = CGRect(x: bounds.minX, y: bounds.maxY - (bounds.height * 0.6).rounded(), width: bounds.width, height: (bounds.height * 0.6).rounded())
        if defect == .setsPresentedFrameInGetter { presentedViewController.view.frame = frame }
        return frame
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        if defect == .dimsBehindTheContainer, let window = containerView.superview {
            window.insertSubview(dimmingView, belowSubview: containerView)
        } else {
            containerView.insertSubview(dimmingView, at: 0)
        }
        if defect == .setsPresentedFrameInWillBegin { presentedViewController.view.frame = frameOfPresentedViewInContainerView }
        // The defect: "let the presenter know it is covered" — its disappearance callbacks sent by
        // hand although its view stays on screen (shouldRemovePresentersView is false), ended in the
        // did-end, and its appearance ones on the way back.
        if defect == .tellsPresenterItDisappears { presentingViewController.beginAppearanceTransition(false, animated: true) }
        if defect == .embedsInZeroSizedHolder {
            // A 0×0 holder in the container: the presented view shows (nothing clips it) but UIKit's
            // hit-testing never reaches it, and presentedView is not this holder.
            let holder = UIView(frame: .zero)
            containerView.addSubview(holder)
            holder.addSubview(presentedViewController.view)
        }
        if defect == .retainsItself {
            let button = UIButton(type: .custom)
            button.addAction(UIAction { _ in self.presentingViewController.dismiss(animated: true) }, for: .touchUpInside)
            containerView.addSubview(button)
            closeButton = button
        }
        if defect == .constrainsWithInfiniteConstant {
            // The defect: a minimum height shared among the sheet's rows, of which there are none —
            // a division by zero gives an infinite constant, and UIKit raises on the constraint.
            let rows = 0
            dimmingView.heightAnchor.constraint(greaterThanOrEqualToConstant: containerView.bounds.height / CGFloat(rows)).isActive = true
        }
        let dimmingView = dimmingView
        let presenter = presentingViewController.view
        // The defect dimsThroughColorLeftClearOnCancel dims through the colour, not the alpha.
        let byColor = defect == .dimsThroughColorLeftClearOnCancel
        if byColor {
            dimmingView.alpha = 1
            dimmingView.backgroundColor = .clear
        }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            if byColor { dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4) } else { dimmingView.alpha = 1 }
            presenter?.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if defect == .tellsPresenterItDisappears { presentingViewController.endAppearanceTransition() }
        // The defect: a did-end that only logs, as published tutorials' do, so the presenting view
        // stays scaled on screen after a cancelled presentation.
        guard !completed, defect != .undoesNothingOnCancelledPresentation else { return }
        presentingViewController.view.transform = .identity
        dimmingView.removeFromSuperview()
        closeButton?.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        if defect == .tellsPresenterItDisappears { presentingViewController.beginAppearanceTransition(true, animated: true) }
        let dimmingView = dimmingView
        let presenter = presentingViewController.view
        let restores = defect != .leavesPresenterScaled
        let byColor = defect == .dimsThroughColorLeftClearOnCancel
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            if byColor { dimmingView.backgroundColor = .clear } else { dimmingView.alpha = 0 }
            if restores { presenter?.transform = .identity }
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if defect == .tellsPresenterItDisappears { presentingViewController.endAppearanceTransition() }
        if completed || defect == .removesChromeOnCancelledDismissal {
            if defect != .keepsChromeAfterDismissal {
                dimmingView.removeFromSuperview()
                closeButton?.removeFromSuperview()
            }
        } else {
            // Written for a dimming view that dims through its alpha: with the defect
            // dimsThroughColorLeftClearOnCancel the colour animated to .clear stays clear, and the
            // sheet sits over an undimmed, tappable screen after the pull-down is let go.
            dimmingView.alpha = 1
            presentingViewController.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard defect != .ignoresResize, let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let presenter = presentingViewController.view!
        let scaled = presenter.transform != .identity
        presenter.transform = .identity
        if scaled { coordinator.animate(alongsideTransition: { _ in presenter.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) }) }
    }
}
