import Foundation

extension HeadlessScene {
    /// Changes the window's size the way a rotation does.
    ///
    /// As UIKit does on rotation: the root view controller and the presentation controller of
    /// every presentation get `viewWillTransition(to:with:)` with a transition coordinator (a
    /// presentation controller forwards it to its presented view controller) — and, when the size
    /// classes change, `willTransition(to:with:)` with the new trait collection first (the
    /// order is `Configuration.traitTransitionPrecedesSizeTransition`); then the window
    /// takes the new size inside an animation of `Configuration.resizeDuration`, together with the
    /// alongside animations they registered — views with an `autoresizingMask` follow, and
    /// presentation containers lay out (`containerViewWillLayoutSubviews`); when the size classes
    /// change, `traitCollectionDidChange(_:)` is called inside that animation (see
    /// ``traitCollection``). The coordinator's
    /// completions run when that animation ends. Works mid-transition too.
    ///
    /// A size a window cannot have (see ``isUsable(_:)``) is recorded as an `invalidArgument`
    /// diagnostic and nothing changes; it never traps.
    public func resize(to size: CGSize) {
        guard Self.isUsable(size) else {
            return record(
                .invalidArgument, api: "HeadlessScene.resize(to:)",
                "needs a finite size of at least 1×1 point; got \(Self.describe(size)). Nothing was resized.")
        }
        guard size != window.bounds.size else { return }
        let root = window.rootViewController
        let placeholder = UIViewController()
        let participants = TransitionParticipants(
            fromViewController: root ?? placeholder, toViewController: root ?? placeholder,
            fromView: nil, toView: nil, initialFrames: ViewControllerFrames(), finalFrames: ViewControllerFrames())
        let context = HeadlessTransitionContext(
            containerView: window, isAnimated: true, presentationStyle: .none,
            participants: participants, animator: nil, label: .resize(to: size), transition: nil)
        let duration = configuration.resizeDuration
        let coordinator = HeadlessTransitionCoordinator(
            context: context, initiallyInteractive: false, isInterruptible: false,
            transitionDuration: duration, reverseCompletions: configuration.coordinatorCompletionsInReverse)
        context.headlessCoordinator = coordinator
        let newTraits = traitCollection(forWindowSize: size)
        let traitsChange = newTraits != traitCollection
        if traitsChange && configuration.traitTransitionPrecedesSizeTransition {
            tellContentContainers { $0.willTransition(to: newTraits, with: coordinator) }
        }
        tellContentContainers { $0.viewWillTransition(to: size, with: coordinator) }
        if traitsChange && !configuration.traitTransitionPrecedesSizeTransition {
            tellContentContainers { $0.willTransition(to: newTraits, with: coordinator) }
        }
        let window = self.window
        let previousTraits = traitCollection
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                window.frame = CGRect(origin: window.frame.origin, size: size)
                self.notifyTraitChange(from: previousTraits)
                window.layoutIfNeeded()
            },
            completion: { _ in
                coordinator.runCompletions()
                _ = context  // the coordinator holds its context weakly: keep it for the completions
            })
        coordinator.beginAnimations(duration: duration, at: now)
    }

    /// Calls `message` on the root view controller (which forwards to its children), then on the
    /// presentation controller of each presentation from the root up (which forwards to its
    /// presented view controller).
    private func tellContentContainers(_ message: (any UIContentContainer) -> Void) {
        guard let root = window.rootViewController else { return }
        message(root)
        var presenter = root
        while let presented = presenter.presentedViewController {
            if let controller = presented.presentationController { message(controller) }
            presenter = presented
        }
    }
}
