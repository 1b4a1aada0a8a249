import Foundation

/// One transition between two children of a container view controller — a navigation push or
/// pop, a tab switch — run as UIKit runs them (contract §2.6).
///
/// The container's stack changes at once (so `topViewController` is the new one as soon as
/// `pushViewController` returns); the transition starts on the next run-loop turn: appearance
/// "will" callbacks, `transitionDuration(using:)`, `animateTransition(using:)` or
/// `startInteractiveTransition(_:)`, alongside animations. The context reports
/// `presentationStyle == .none`, both views non-nil, the from-view in the container, and
/// `finalFrame(for: from) == .zero` because the from-view leaves at the end. The first
/// `completeTransition(_:)` ends it: on success the from-view is removed; on a cancel the
/// container's `onEnd` puts the stack back. Then `animationEnded`, then the container's callback
/// (`didShow`).
@MainActor
final class ContainerTransition: SceneTimeline, TransitionInFlight {
    let kindDescription: String
    let container: UIViewController
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    private(set) var context: HeadlessTransitionContext!
    private(set) var coordinator: HeadlessTransitionCoordinator!
    private(set) var isComplete = false
    private weak let scene: HeadlessScene?  // a `let`: no exclusivity check at each read
    private let createdAt: TimeInterval
    private let onEnd: (Bool) -> Void
    let inFlightLink = TransitionInFlightLink()

    init(
        kind: String, container: UIViewController, transitionView: UIView, from: UIViewController, to: UIViewController,
        animated: Bool, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, scene: HeadlessScene, onEnd: @escaping (Bool) -> Void
    ) {
        kindDescription = kind
        self.container = container
        self.from = from
        self.to = to
        self.animated = animated
        self.animator = animator
        self.interactor = animated ? interactor : nil
        self.scene = scene
        self.onEnd = onEnd
        createdAt = scene.now
        inFlightLink.attach(self)
        let bounds = transitionView.bounds
        let participants = TransitionParticipants(
            fromViewController: from, toViewController: to, fromView: from.view, toView: to.view,
            initialFrames: ViewControllerFrames(from, bounds, to, .zero), finalFrames: ViewControllerFrames(from, .zero, to, bounds))
        let context = HeadlessTransitionContext(
            containerView: transitionView, isAnimated: animated, presentationStyle: .none, participants: participants,
            animator: animator, label: .container(kind, from: from, to: to),
            transition: inFlightLink)
        self.context = context
        coordinator = HeadlessTransitionCoordinator(
            context: context, initiallyInteractive: self.interactor != nil, isInterruptible: false,
            transitionDuration: 0, reverseCompletions: scene.configuration.coordinatorCompletionsInReverse)
        context.headlessCoordinator = coordinator
        for vc in [container, from, to] { vc.presentationState.activeTransition = self }
        scene.register(self)
        scene.scheduleOnNextTurn(label: "start of \(kind)") { [self] in start() }
    }

    isolated deinit {
        inFlightLink.sever()
    }

    private func start() {
        guard let scene else { return }
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        let duration = animator.transitionDuration(using: context)
        context.headlessTransitionDuration = duration.isFinite ? max(duration, 0) : 0
        coordinator.callingAnimateTransition(duration: context.headlessTransitionDuration, at: scene.now) {
            if let interactor {
                // wantsInteractiveStart == false: the transition starts running on its own and becomes
                // interactive only when the interaction controller pauses it (contract §1.4).
                if interactor.wantsInteractiveStart { context.beginInteraction() }
                interactor.startInteractiveTransition(context)
            } else {
                animator.animateTransition(using: context)
            }
        }
        if !isComplete { coordinator.beginAnimations(duration: context.headlessTransitionDuration, at: scene.now) }
    }

    func transitionContextInteractionChanged(cancelled: Bool) { interactionChanged(cancelled: cancelled) }

    func transitionContextCompleted(_ completed: Bool) { end(completed: completed) }

    private func interactionChanged(cancelled: Bool) {
        coordinator.interactionDidChange()
        if cancelled { reverseAppearance() }
    }

    /// Whether the appearance callbacks were reversed (a cancel), so they are reversed once.
    private var appearanceReversed = false

    /// On cancel, the appearing view controller gets viewWillDisappear and the disappearing one
    /// viewWillAppear (contract §1.7) — once.
    private func reverseAppearance() {
        guard !appearanceReversed else { return }
        appearanceReversed = true
        to.beginAppearanceTransition(false, animated: animated)
        from.beginAppearanceTransition(true, animated: animated)
    }

    private func end(completed: Bool) {
        guard !isComplete, let scene else { return }
        isComplete = true
        if !completed && !context.transitionWasCancelled {
            interactionChanged(cancelled: true)
        } else if !completed {
            // Cancelled while it was not interactive: reversed now (see ModalTransition.end).
            reverseAppearance()
        }
        if completed, let view = from.viewIfLoaded, view.superview === context.containerView {
            view.removeFromSuperview()
        }
        from.endAppearanceTransition()
        to.endAppearanceTransition()
        if interactor != nil { coordinator.resumeNormalSpeedOfDrivenLayers(at: scene.now) }
        coordinator.runCompletions()
        animator.animationEnded(completed)
        onEnd(completed)
        // Three calls, not a loop over a new array of the three.
        container.presentationState.clearActiveTransition(ifLinkedBy: inFlightLink)
        from.presentationState.clearActiveTransition(ifLinkedBy: inFlightLink)
        to.presentationState.clearActiveTransition(ifLinkedBy: inFlightLink)
    }

    func nextEventTime(in scene: HeadlessScene) -> TimeInterval? { nil }
    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene) {}
    var isFinished: Bool { isComplete }
    var pendingDescription: String {
        "\(kindDescription) from \(type(of: from)) to \(type(of: to)) (animator \(type(of: animator))) pending since t=\(HeadlessFormat.time(createdAt)): completeTransition(_:) not called yet"
    }
}

/// UIKit's standard push and pop: the new view slides in from the right over the old one (push),
/// or the old one slides out to the right (pop). Duration `Configuration.standardTransitionDuration`.
@MainActor
final class StandardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool
    let duration: TimeInterval

    init(isPush: Bool, duration: TimeInterval) {
        self.isPush = isPush
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let toVC = context.viewController(forKey: .to)
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let width = container.bounds.width
        toView.frame = context.finalFrame(for: toVC)
        if isPush {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: {
                if self.isPush { toView.transform = .identity } else { fromView.transform = CGAffineTransform(translationX: width, y: 0) }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                toView.transform = .identity
                fromView.transform = .identity
                if cancelled { toView.removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
    }
}
