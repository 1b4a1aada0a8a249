import Foundation

/// HeadlessUIKit's model of UIKit's transition coordinator: it runs animations alongside a
/// transition, calls interaction handlers, and runs completions after the transition ends.
///
/// ## The model
///
/// Alongside animations registered before the transition's animations begin are stored until
/// they do, and then run "in the same animation context as the transition" (contract §1.7, the
/// coordinator's alongside-animation rules; §2.1 step 6):
///
/// - While the animator's `animateTransition(using:)` runs (or the interaction controller's
///   `startInteractiveTransition(_:)`, which calls it), the first animation block it starts
///   (`UIView.animate…`, its spring variants, `animateKeyframes`, `UIView.transition…`) is where
///   the transition's animations begin: the stored blocks run inside it, after its own
///   `animations` block, with its duration, delay and curve, and their animations join its
///   animation group — so that block's completion comes only after them, as on UIKit, even when
///   its own block changes nothing. Only a block that animates counts (duration above 0,
///   animations enabled); of nested blocks, the outermost. Which of several blocks counts and the
///   order inside it are HeadlessUIKit's reading: UIKit documents neither.
/// - If the animator starts no such block before `animateTransition(using:)` returns (it uses
///   Core Animation, a property animator, a timer, or completes at once), the stored blocks run
///   then, in one `UIView.animate` block with the transition's duration (contract §1.7: "if the
///   animator does not use UIView animations, the alongside blocks run just after
///   animateTransition returns").
///
/// Blocks registered after that run at once, over the time left. For a non-animated transition
/// they run without animation. Views inside the container are frozen and scrubbed with the
/// transition when it is percent-driven; for views outside it, use
/// `animateAlongsideTransition(in:…)`, whose view is paused and scrubbed too. When an
/// interruptible animator drives the transition, alongside animations are added to it
/// (`addAnimations`), so they scrub and reverse with it (HeadlessUIKit's reading of UIKit's
/// interruptible transitions; undocumented).
///
/// Interaction handlers (`notifyWhenInteractionChanges`) run each time the transition switches
/// between interactive and not, before the appearance callbacks of a cancellation. Completions
/// run after the transition completed, in registration order (a named default; Airbnb's stub
/// reverses it, see `HeadlessScene.Configuration.coordinatorCompletionsInReverse`).
@preconcurrency @MainActor
public final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private struct Alongside {
        let view: UIView?
        let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    /// The context, not retained (it holds this coordinator's owner's transition): a
    /// ``LifetimeLink`` rather than `weak`, so that the context has no side table.
    private let contextLink: LifetimeLink<HeadlessTransitionContext>
    /// This coordinator, for its context (see ``LifetimeLink``).
    let link = LifetimeLink<HeadlessTransitionCoordinator>()
    private var context: HeadlessTransitionContext? { contextLink.object }
    private let fallbackContainer: UIView
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public let initiallyInteractive: Bool
    public var isInterruptible: Bool
    public private(set) var transitionDuration: TimeInterval
    public var completionCurve: UIView.AnimationCurve = .easeInOut
    public var completionVelocity: CGFloat = 1
    private var pending: [Alongside] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var endHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var animationsBegan = false
    private var beganAt: TimeInterval = 0
    private(set) var isComplete = false
    /// Views outside the container that alongside animations were registered for; the
    /// percent-driven machinery pauses and scrubs their layers too.
    private(set) var alongsideViews: [UIView] = []
    private let reverseCompletions: Bool
    /// The interruptible animator driving the transition, if any: alongside animations join it
    /// (with `addAnimations`), so they scrub, finish and reverse with the transition.
    weak var interruptibleAnimator: (any UIViewImplicitlyAnimating)?

    init(
        context: HeadlessTransitionContext, initiallyInteractive: Bool, isInterruptible: Bool,
        transitionDuration: TimeInterval, reverseCompletions: Bool
    ) {
        contextLink = context.link
        fallbackContainer = context.containerView
        isAnimated = context.isAnimated
        presentationStyle = context.presentationStyle
        self.initiallyInteractive = initiallyInteractive
        self.isInterruptible = isInterruptible
        self.transitionDuration = transitionDuration
        self.reverseCompletions = reverseCompletions
        super.init()
        link.attach(self)
    }

    isolated deinit {
        link.sever()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    public var percentComplete: CGFloat { context?.percentComplete ?? (isComplete ? 1 : 0) }
    public var containerView: UIView { context?.containerView ?? fallbackContainer }
    public var targetTransform: CGAffineTransform { context?.targetTransform ?? .identity }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context?.viewController(forKey: key)
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context?.view(forKey: key)
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        register(Alongside(view: nil, animation: animation, completion: completion))
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let view, !alongsideViews.containsIdentical(view) { alongsideViews.append(view) }
        return register(Alongside(view: view, animation: animation, completion: completion))
    }

    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        endHandlers.append(handler)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Machinery

    private func register(_ entry: Alongside) -> Bool {
        guard !isComplete else {
            // After the transition: nothing to animate alongside; the completion still runs (R26).
            entry.completion?(self)
            return false
        }
        if let completion = entry.completion { completions.append(completion) }
        if animationsBegan {
            run([entry], duration: max(transitionDuration - (containerView.window?.headlessScene?.now ?? beganAt) + beganAt, 0))
        } else {
            pending.append(entry)
        }
        return true
    }

    /// Calls `animateTransition` (the machinery's `body`): an animation block the animator starts
    /// meanwhile is where the transition's animations begin (see the type's model). Then, if no
    /// block took them, runs the stored alongside animations in a block of their own.
    func callingAnimateTransition(duration: TimeInterval, at time: TimeInterval, _ body: () -> Void) {
        transitionDuration = duration
        beganAt = time
        let armed = isAnimated && !animationsBegan
        if armed { Self.awaitingAnimationBlock.append(self) }
        body()
        // A loop, no closure (IdentitySearch.swift); asked only when the list is not empty (the
        // animator's first animation block usually took this coordinator off it already).
        if armed, Self.awaitingAnimationBlock.count != 0 { Self.awaitingAnimationBlock.removeAll(identicalTo: self) }
    }

    /// Runs the stored alongside animations, unless an animation block of the animator already
    /// ran them: the transition's animations have begun.
    func beginAnimations(duration: TimeInterval, at time: TimeInterval) {
        guard !animationsBegan else { return }
        transitionDuration = duration
        animationsBegan = true
        beganAt = time
        let entries = pending
        pending = []
        run(entries, duration: duration)
    }

    /// Coordinators whose animator is inside `animateTransition(using:)` and has started no
    /// animation block yet.
    private static var awaitingAnimationBlock: [HeadlessTransitionCoordinator] = []

    /// An animation block that animates is starting: if it is the first one of an animator inside
    /// `animateTransition(using:)`, the transition's animations begin in it. Returns what runs the
    /// stored alongside animations in `context` (its group, duration, delay, curve), to be called
    /// after the block's own `animations`.
    static func claimAlongsideAnimations() -> ((AnimationContext) -> Void)? {
        // Array's own `remove(at:)`, not the protocols' generic `last` and `removeLast()`: every
        // animation block an animator starts asks.
        let count = awaitingAnimationBlock.count
        guard count != 0 else { return nil }
        let coordinator = awaitingAnimationBlock.remove(at: count - 1)
        // An interruptible animator takes the alongside animations with `addAnimations`.
        guard coordinator.interruptibleAnimator == nil else { return nil }
        coordinator.animationsBegan = true
        if let now = coordinator.containerView.window?.headlessScene?.now { coordinator.beganAt = now }
        let entries = coordinator.pending
        guard entries.count != 0 else { return nil }  // most transitions have none
        coordinator.pending = []
        let blocks = animations(of: entries)
        guard blocks.count != 0 else { return nil }
        return { context in
            headlessAlongsideAnimationsObserver?(true)
            defer { headlessAlongsideAnimationsObserver?(false) }
            AnimationContext(group: context.group, duration: context.duration, delay: context.delay, curve: context.curve, options: context.options)
                .run { for block in blocks { block(coordinator) } }
        }
    }

    /// The animation blocks of `entries`, in order: an index loop, not `compactMap` over a key
    /// path, which costs several times as much in a debug build.
    private static func animations(of entries: [Alongside]) -> [(any UIViewControllerTransitionCoordinatorContext) -> Void] {
        var blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        var index = 0
        while index < entries.count {
            if let animation = entries[index].animation { blocks.append(animation) }
            index += 1
        }
        return blocks
    }

    /// Called with `true` as a coordinator starts running its stored alongside animations inside
    /// an animation block of the animator (so inside its `animateTransition(using:)`), and with
    /// `false` when they return: a tool can tell the animator's own changes from theirs.
    /// HeadlessUIKit only.
    public static var headlessAlongsideAnimationsObserver: ((_ running: Bool) -> Void)?

    private func run(_ entries: [Alongside], duration: TimeInterval) {
        guard entries.count != 0 else { return }  // most transitions have none
        let blocks = Self.animations(of: entries)
        guard blocks.count != 0 else { return }
        let body = { for block in blocks { block(self) } }
        if let interruptibleAnimator, isAnimated {
            interruptibleAnimator.addAnimations(body)
        } else if isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: .init(rawValue: 0), animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    /// The layers a percent-driven interaction freezes and scrubs: the container's, and those of
    /// views registered with `animateAlongsideTransition(in:…)`.
    var interactivelyDrivenLayers: [CALayer] {
        // Index loops here and below, not `+` and `map(\.layer)`: a key path and an array more
        // for each interactive transition in a debug build; `for in` makes a generic iterator.
        var layers = [containerView.layer]
        let views = alongsideViews
        var index = 0
        while index < views.count {
            layers.append(views[index].layer)
            index += 1
        }
        return layers
    }

    /// Gives the interactively driven layers speed 1 again once the transition is over, without
    /// moving their local time: the container's, then those of the alongside views, as
    /// ``interactivelyDrivenLayers`` lists them (without making the list).
    func resumeNormalSpeedOfDrivenLayers(at now: TimeInterval) {
        UIPercentDrivenInteractiveTransition.resumeNormalSpeed(containerView.layer, at: now)
        let views = alongsideViews
        var index = 0
        while index < views.count {
            UIPercentDrivenInteractiveTransition.resumeNormalSpeed(views[index].layer, at: now)
            index += 1
        }
    }

    /// The transition switched between interactive and not: run the interaction handlers.
    func interactionDidChange() {
        // Index loops: `for in` makes a generic iterator, costly in a debug build.
        let interactionHandlers = interactionHandlers
        var index = 0
        while index < interactionHandlers.count {
            interactionHandlers[index](self)
            index += 1
        }
        if !isInteractive {
            let handlers = endHandlers
            endHandlers = []
            index = 0
            while index < handlers.count {
                handlers[index](self)
                index += 1
            }
        }
    }

    /// The transition completed: run the completions once.
    func runCompletions() {
        guard !isComplete else { return }
        isComplete = true
        let list = reverseCompletions ? completions.reversed() : completions
        // Emptied only when they hold something (most transitions register nothing): `[]` builds
        // an empty list in a debug build, and each write is an access check.
        if list.count != 0 { completions = [] }
        if interactionHandlers.count != 0 { interactionHandlers = [] }
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < list.count {
            list[index](self)
            index += 1
        }
    }
}
