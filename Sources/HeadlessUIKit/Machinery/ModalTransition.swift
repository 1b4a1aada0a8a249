import Foundation

/// One modal presentation or dismissal in flight: UIKit's documented sequence (contract §2.1–§2.5,
/// §2.7, §2.8), run on the scene's clock.
///
/// `present` and `dismiss` set up the transition at once — relationships, presentation
/// controller, animator, interaction controller, context and coordinator, so
/// `transitionCoordinator` is available as soon as they return — and start it on the next
/// run-loop turn, as UIKit does: `…TransitionWillBegin`, appearance "will" callbacks, frames,
/// `transitionDuration(using:)`, then `animateTransition(using:)` or
/// `startInteractiveTransition(_:)`, with the coordinator's alongside animations in the first
/// animation block the animator starts there, or after it returns if it starts none. The context's
/// first `completeTransition(_:)` ends it, in the order of
/// `HeadlessScene.Configuration.transitionEndOrder`. Until then the transition is pending on the
/// scene, and `runUntilIdle` names it.
@MainActor
final class ModalTransition: SceneTimeline, TransitionInFlight {
    enum Kind: String { case presentation, dismissal }

    let kind: Kind
    let presenter: UIViewController
    let presented: UIViewController
    let animated: Bool
    let presentationController: UIPresentationController
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    // `let`s, made with the transition: reading a class's `var` is an exclusivity check in a
    // debug build, and the steps of a transition read these dozens of times.
    let context: HeadlessTransitionContext
    let coordinator: HeadlessTransitionCoordinator!
    private weak let scene: HeadlessScene?
    private let completion: (() -> Void)?
    private let createdAt: TimeInterval
    private(set) var isComplete = false
    private var presenterBegan = false
    /// Whether the appearance callbacks were reversed (a cancel), so they are reversed once.
    private var appearanceReversed = false
    private let label: TransitionLabel
    let inFlightLink: TransitionInFlightLink

    /// Sets up the transition in `container`: its context and coordinator, the view controllers'
    /// link to it and its place on the scene's clock.
    private init(
        kind: Kind, presenter: UIViewController, presented: UIViewController, animated: Bool,
        presentationController: UIPresentationController, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, scene: HeadlessScene, completion: (() -> Void)?,
        container: UIView, style: UIModalPresentationStyle
    ) {
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        self.animated = animated
        self.presentationController = presentationController
        self.animator = animator
        let interactor = animated ? interactor : nil
        self.interactor = interactor
        self.scene = scene
        self.completion = completion
        createdAt = scene.now
        let label = TransitionLabel.modal(kind, presented: presented, presenter: presenter, animator: animator)
        self.label = label
        let inFlightLink = TransitionInFlightLink()
        self.inFlightLink = inFlightLink
        // The participants made in the argument, not in a local first: the context takes them
        // over without a copy (and the retains and releases of its four references).
        let context = HeadlessTransitionContext(
            containerView: container, isAnimated: animated, presentationStyle: style,
            participants: TransitionParticipants(
                fromViewController: kind == .presentation ? presenter : presented,
                toViewController: kind == .presentation ? presented : presenter,
                fromView: nil, toView: nil, initialFrames: ViewControllerFrames(), finalFrames: ViewControllerFrames()),
            animator: animator, label: label,
            transition: inFlightLink)
        self.context = context
        let coordinator = HeadlessTransitionCoordinator(
            context: context, initiallyInteractive: interactor != nil, isInterruptible: false,
            transitionDuration: 0,
            reverseCompletions: scene.configuration.coordinatorCompletionsInReverse)
        self.coordinator = coordinator
        context.headlessCoordinator = coordinator
        inFlightLink.attach(self)
        presenter.presentationState.setActiveTransition(linkedBy: inFlightLink)
        presented.presentationState.setActiveTransition(linkedBy: inFlightLink)
        scene.register(self)
    }

    isolated deinit {
        inFlightLink.sever()
    }

    // MARK: Starting

    static func present(
        _ presented: UIViewController, from presenter: UIViewController, animated: Bool,
        scene: HeadlessScene, completion: (() -> Void)?
    ) {
        let style = resolvedStyle(presented.modalPresentationStyle)
        let delegate = presented.transitioningDelegate
        // §2.1 step 2: the presentation controller first (only for .custom).
        var controller: UIPresentationController?
        if style == .custom {
            controller = delegate?.presentationController(forPresented: presented, presenting: presenter, source: presenter)
            if delegate != nil { scene.transitionObserver?.machineryAsked(forPresentationControllerOf: presented, got: controller) }
        }
        let presentationController = controller ?? builtInPresentationController(style: style, presented: presented, presenting: presenter)
        presentationController.setPresenting(presenter)
        presenter.presentationState.presented = presented
        presented.presentationState.beginPresentation(by: presenter, through: presentationController)
        // §2.1 step 3: the animator, then the interaction controller only if an animator came back.
        let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
        // `if let`, not `Optional.flatMap` with a closure: generic code, costly in a debug build.
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let custom { interactor = delegate?.interactionControllerForPresentation(using: custom) }
        var animator = usableAnimator(custom, style: style, animated: animated, presenting: true, presented: presented, scene: scene)
        if let custom, animator === custom {
            (animator, interactor) = scene.observedParticipants(
                .presentation, from: presenter, to: presented, animated: animated, animator: custom, interactionController: interactor)
        }
        // The container UIKit makes for the presentation, on top of the window.
        let window = scene.window
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = .flexibleSize
        container.deferredName = .transitionContainer(presenting: type(of: presented))
        container.presentationController = presentationController
        window.addSubview(container)
        presentationController.containerView = container
        let transition = ModalTransition(
            kind: .presentation, presenter: presenter, presented: presented, animated: animated,
            presentationController: presentationController, animator: animator,
            interactor: interactor, scene: scene, completion: completion, container: container, style: style)
        scene.scheduleOnNextTurn(label: "start of \(transition.label)") { transition.start() }
    }

    /// `systemInteraction` drives a dismissal UIKit makes interactive itself (the user's pull
    /// down on a sheet), when no animator is vended.
    static func dismiss(
        _ presented: UIViewController, by presenter: UIViewController, animated: Bool,
        scene: HeadlessScene, systemInteraction: UIPercentDrivenInteractiveTransition? = nil, completion: (() -> Void)?
    ) {
        guard let presentationController = presented.presentationState.presentationController,
            let container = presentationController.containerView
        else { return }
        let style = presentationController.presentationStyle
        let delegate = presented.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: presented)
        var interactor: (any UIViewControllerInteractiveTransitioning)? = systemInteraction
        if let custom, let vended = delegate?.interactionControllerForDismissal(using: custom) { interactor = vended }
        var animator = usableAnimator(custom, style: style, animated: animated, presenting: false, presented: presented, scene: scene)
        if let custom, animator === custom {
            (animator, interactor) = scene.observedParticipants(
                .dismissal, from: presented, to: presenter, animated: animated, animator: custom, interactionController: interactor)
        }
        presented.presentationState.isBeingDismissed = true
        let transition = ModalTransition(
            kind: .dismissal, presenter: presenter, presented: presented, animated: animated,
            presentationController: presentationController, animator: animator,
            interactor: interactor, scene: scene, completion: completion, container: container, style: style)
        scene.scheduleOnNextTurn(label: "start of \(transition.label)") { transition.start() }
    }

    /// The controller UIKit makes for a built-in style: the one `presentationController` made
    /// beforehand when it has this style, else a new ``UISheetPresentationController`` for the
    /// sheet styles, a ``UIPopoverPresentationController`` for `.popover` and a
    /// `BuiltInPresentationController` for the others.
    static func builtInPresentationController(
        style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController {
        let pending = presented.presentationState.takePendingController()
        if let pending, pending.headlessStyle == style { return pending }
        if style == .popover { return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting) }
        guard style == .pageSheet || style == .formSheet else {
            return BuiltInPresentationController(style: style, presented: presented, presenting: presenting)
        }
        return UISheetPresentationController(style: style, presented: presented, presenting: presenting)
    }

    /// `.automatic` is a page sheet, as on iOS 13 and later.
    static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .automatic ? .pageSheet : style
    }

    /// The delegate's animator, or UIKit's standard one; for non-animated, non-`.custom`
    /// presentations, per `Configuration.nonAnimatedBuiltInStylesUseDelegateAnimator`.
    private static func usableAnimator(
        _ custom: (any UIViewControllerAnimatedTransitioning)?, style: UIModalPresentationStyle,
        animated: Bool, presenting: Bool, presented: UIViewController,
        scene: HeadlessScene
    ) -> any UIViewControllerAnimatedTransitioning {
        if let custom, animated || style == .custom || scene.configuration.nonAnimatedBuiltInStylesUseDelegateAnimator {
            return custom
        }
        return StandardAnimator(
            isPresenting: presenting, style: presented.modalTransitionStyle,
            duration: scene.configuration.standardTransitionDuration)
    }

    private func start() {
        guard let scene else { return }
        // The stored references read once each: every read of one is a retain and a release, and
        // a view controller's take the runtime's slow path (it has a side table).
        let presenter = self.presenter
        let presented = self.presented
        let context = self.context
        let coordinator = self.coordinator!
        let animator = self.animator
        let interactor = self.interactor
        let container = context.containerView
        let pc = presentationController
        let removesPresenter = pc.shouldRemovePresentersView
        let presenterID = ObjectIdentifier(presenter)
        let presentedID = ObjectIdentifier(presented)
        switch kind {
        case .presentation:
            pc.presentationTransitionWillBegin()
            presented.presentationState.lastAppearanceAnimated = animated
            presented.beginAppearanceTransition(true, animated: animated)
            if removesPresenter {
                presenter.beginAppearanceTransition(false, animated: animated)
                presenterBegan = true
            }
            let presenterView = presenter.view!
            let presenterFrame = presenterView.superview != nil ? presenterView.convert(presenterView.bounds, to: container) : presenterView.frame
            if removesPresenter {
                presented.presentationState.presenterHome = PresenterHome(
                    superview: presenterView.superview,
                    index: presenterView.superview?.subviews.firstIndex(ofIdentical: presenterView) ?? 0,
                    frame: presenterView.frame, superviewSize: presenterView.superview?.bounds.size ?? .zero)
                container.insertSubview(presenterView, at: 0)
                presenterView.frame = presenterFrame
            }
            context.participants.fromView = removesPresenter ? presenterView : nil
            context.participants.toView = pc.presentedView
            context.participants.initialFrames = ViewControllerFrames(presenterID, presenterFrame, presentedID, .zero)
            context.participants.finalFrames = ViewControllerFrames(
                presenterID, removesPresenter ? .zero : presenterFrame, presentedID, pc.frameOfPresentedViewInContainerView)
        case .dismissal:
            pc.dismissalTransitionWillBegin()
            presented.presentationState.lastAppearanceAnimated = animated
            presented.beginAppearanceTransition(false, animated: animated)
            let home = presented.presentationState.presenterHome
            if home != nil {
                presenter.beginAppearanceTransition(true, animated: animated)
                presenterBegan = true
            }
            let presentedView = pc.presentedView
            var presentedFrame = CGRect.zero
            if let presentedView {
                presentedFrame = presentedView.superview === container ? presentedView.frame : presentedView.convert(presentedView.bounds, to: container)
            }
            let presenterView = presenter.view!
            // The presenter's frame in the container as it is now, not as it was when the
            // presentation began: the window may have been resized since (contract F9).
            let presenterFrame: CGRect
            if let home {
                let frame = home.currentFrame(of: presenterView)
                presenterFrame = home.superview.map { $0.window != nil ? $0.convert(frame, to: container) : frame } ?? frame
            } else {
                presenterFrame = presenterView.convert(presenterView.bounds, to: container)
            }
            context.participants.fromView = presentedView
            context.participants.toView = home != nil ? presenterView : nil
            context.participants.initialFrames = ViewControllerFrames(presentedID, presentedFrame, presenterID, home != nil ? .zero : presenterFrame)
            // Open point F10: `.zero`, or its current frame when the presenter stays.
            let dismissedFinal = home == nil && scene.configuration.dismissedViewControllerFinalFrame == .currentFrame ? presentedFrame : .zero
            context.participants.finalFrames = ViewControllerFrames(presentedID, dismissedFinal, presenterID, presenterFrame)
        }
        let duration = animator.transitionDuration(using: context)
        let transitionDuration = duration.isFinite ? max(duration, 0) : 0
        context.headlessTransitionDuration = transitionDuration
        coordinator.callingAnimateTransition(duration: transitionDuration, at: scene.now) {
            if let interactor {
                // wantsInteractiveStart == false: the transition starts running on its own and becomes
                // interactive only when the interaction controller pauses it (contract §1.4).
                if interactor.wantsInteractiveStart { context.beginInteraction() }
                interactor.startInteractiveTransition(context)
            } else {
                animator.animateTransition(using: context)
            }
        }
        if !isComplete { coordinator.beginAnimations(duration: transitionDuration, at: scene.now) }
        // Open point F11: a dismissal lays the container out only when the view tree asks, unless
        // the scene is configured to force a pass (`dismissalStartLaysOutContainer`).
        if kind == .presentation || scene.configuration.dismissalStartLaysOutContainer { container.setNeedsLayout() }
    }

    // MARK: Interaction

    func transitionContextInteractionChanged(cancelled: Bool) { interactionChanged(cancelled: cancelled) }

    func transitionContextCompleted(_ completed: Bool) { end(completed: completed) }

    private func interactionChanged(cancelled: Bool) {
        coordinator.interactionDidChange()
        guard cancelled else { return }
        reverseAppearance()
    }

    /// On cancel, the view controller that was appearing gets viewWillDisappear and the one that
    /// was disappearing gets viewWillAppear, after the interaction handlers (contract §1.7) — once.
    private func reverseAppearance() {
        guard !appearanceReversed else { return }
        appearanceReversed = true
        let presenter = self.presenter  // read once each (see `start()`)
        let presented = self.presented
        switch kind {
        case .presentation:
            presented.beginAppearanceTransition(false, animated: animated)
            if presenterBegan { presenter.beginAppearanceTransition(true, animated: animated) }
        case .dismissal:
            presented.beginAppearanceTransition(true, animated: animated)
            if presenterBegan { presenter.beginAppearanceTransition(false, animated: animated) }
        }
    }

    // MARK: Ending

    private func end(completed: Bool) {
        guard !isComplete, let scene else { return }
        isComplete = true
        // Read once each (see `start()`).
        let presenter = self.presenter
        let presented = self.presented
        let presentationController = self.presentationController
        if !completed && !context.transitionWasCancelled {
            // completeTransition(false) without a cancellation: reverse the appearance all the same.
            interactionChanged(cancelled: true)
        } else if !completed {
            // Cancelled while it was not interactive (an interruptible transition cancelled as it
            // ran): no interaction change reversed the appearance, so it is reversed now — the
            // view controllers end where they started, their callbacks paired.
            reverseAppearance()
        }
        // The container is torn down once both the hierarchy step and the presentation
        // controller's "did end" have run: `containerView` is still set in `…TransitionDidEnd(_:)`
        // whatever the order (contract F2).
        var containerSteps = 0
        // An index loop: `for in` makes a generic iterator, costly in a debug build, per transition.
        let order = scene.configuration.transitionEndOrder
        var index = 0
        while index < order.count {
            let step = order[index]
            index += 1
            switch step {
            case .viewHierarchy:
                finishHierarchy(completed: completed)
                containerSteps += 1
                if containerSteps == 2 { tearDownContainer(completed: completed) }
            case .presentationControllerDidEnd:
                if kind == .presentation {
                    presentationController.presentationTransitionDidEnd(completed)
                } else {
                    presentationController.dismissalTransitionDidEnd(completed)
                }
                containerSteps += 1
                if containerSteps == 2 { tearDownContainer(completed: completed) }
            case .appearance:
                presented.endAppearanceTransition()
                if presenterBegan { presenter.endAppearanceTransition() }
            case .coordinatorCompletions: coordinator.runCompletions()
            case .animationEnded: animator.animationEnded(completed)
            case .callerCompletion:
                if completed || (kind == .dismissal && scene.configuration.dismissCompletionRunsAfterCancelledDismissal) {
                    completion?()
                }
            }
        }
        if containerSteps < 2 { tearDownContainer(completed: completed) }  // an order without one of the two steps
        if interactor != nil { coordinator.resumeNormalSpeedOfDrivenLayers(at: scene.now) }
        presented.presentationState.endTransition(linkedBy: inFlightLink)
        presenter.presentationState.clearActiveTransition(ifLinkedBy: inFlightLink)
        if let sheet = presentationController as? UISheetPresentationController {
            if kind == .presentation {
                sheet.presentationEnded(completed: completed)
            } else {
                sheet.dismissalEnded(completed: completed)
            }
        }
    }

    private func finishHierarchy(completed: Bool) {
        let container = context.containerView
        let presenter = self.presenter  // read once each (see `start()`)
        let presented = self.presented
        switch (kind, completed) {
        case (.presentation, true):
            if presentationController.shouldRemovePresentersView, let view = presenter.viewIfLoaded, view.superview === container {
                view.removeFromSuperview()
            }
        case (.presentation, false), (.dismissal, true):
            restorePresenterView()
            presenter.presentationState.presented = nil
            presented.presentationState.presenting = nil
            presented.presentationState.presentationController = nil
        case (.dismissal, false):
            break
        }
    }

    /// After a dismissal or a cancelled presentation, UIKit removes the container (and what is
    /// left in it) from the window — after the presentation controller's "did end", which still
    /// needs `containerView` to remove its views (contract F2, §2.8).
    private func tearDownContainer(completed: Bool) {
        switch (kind, completed) {
        case (.presentation, false):
            context.containerView.removeFromSuperview()
        case (.dismissal, true):
            presentationController.containerView = nil
            context.containerView.removeFromSuperview()
        case (.presentation, true), (.dismissal, false):
            break
        }
    }

    /// Puts the presenter's view back where it was before a presentation removed it.
    private func restorePresenterView() {
        let presented = self.presented  // read once (see `start()`)
        guard let home = presented.presentationState.presenterHome, let view = presenter.viewIfLoaded else { return }
        presented.presentationState.presenterHome = nil
        guard let superview = home.superview, view.superview !== superview else { return }
        let frame = home.currentFrame(of: view)
        superview.insertSubview(view, at: min(home.index, superview.subviews.count))
        view.frame = frame
    }

    var kindDescription: String { kind.rawValue }

    // MARK: SceneTimeline

    func nextEventTime(in scene: HeadlessScene) -> TimeInterval? { nil }
    func fireEvents(upTo time: TimeInterval, in scene: HeadlessScene) {}
    var isFinished: Bool { isComplete }
    var pendingDescription: String {
        "\(label) pending since t=\(HeadlessFormat.time(createdAt)): completeTransition(_:) not called yet"
    }
}
