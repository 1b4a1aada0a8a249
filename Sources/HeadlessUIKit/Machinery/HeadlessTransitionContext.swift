import Foundation

/// A transition context that can hand its animator to an interaction controller.
///
/// `UIPercentDrivenInteractiveTransition` needs the animator of the transition it drives; UIKit's
/// private context gives it. Contexts made by HeadlessUIKit's machinery, and the conformance
/// kit's `TestTransitionContext`, adopt this protocol.
@preconcurrency @MainActor
public protocol HeadlessAnimatorProvidingContext: UIViewControllerContextTransitioning {
    /// The animator of the transition.
    var headlessAnimator: (any UIViewControllerAnimatedTransitioning)? { get }
    /// The full duration the animator reported.
    var headlessTransitionDuration: TimeInterval { get }
    /// The coordinator of the transition, whose interaction handlers fire on interaction changes.
    var headlessCoordinator: HeadlessTransitionCoordinator? { get }
}

/// The views, view controllers and frames a transition context reports.
struct TransitionParticipants {
    var fromViewController: UIViewController
    var toViewController: UIViewController
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: ViewControllerFrames
    var finalFrames: ViewControllerFrames
}

/// The frames a context reports for the view controllers of a transition — one each for the two
/// of them, `.zero` for any other view controller. Two fields, not a dictionary: every transition
/// sets four of them, and hashing cost more than the rest of setting up the context.
struct ViewControllerFrames {
    // The view controllers by the bits of their identifiers (0 for none: no object is at address
    // 0), compared as integers: an optional tuple bound and compared with `ObjectIdentifier`'s
    // `==` cost several times as much in a debug build, and animators ask for frames often.
    private var firstKey: UInt = 0
    private var firstFrame = CGRect.zero
    private var secondKey: UInt = 0
    private var secondFrame = CGRect.zero

    /// No frames: `.zero` for every view controller.
    init() {}

    /// `firstFrame` for `first` and `secondFrame` for `second`, two different view controllers.
    init(_ first: UIViewController, _ firstFrame: CGRect, _ second: UIViewController, _ secondFrame: CGRect) {
        self.init(ObjectIdentifier(first), firstFrame, ObjectIdentifier(second), secondFrame)
    }

    /// `firstFrame` for the view controller `first` identifies and `secondFrame` for `second`'s:
    /// for a caller that sets several frames of the same two view controllers.
    init(_ first: ObjectIdentifier, _ firstFrame: CGRect, _ second: ObjectIdentifier, _ secondFrame: CGRect) {
        precondition(first != second, "a transition's two view controllers are different objects")
        firstKey = UInt(bitPattern: first)
        self.firstFrame = firstFrame
        secondKey = UInt(bitPattern: second)
        self.secondFrame = secondFrame
    }

    /// The frame of `viewController`, `.zero` if it has none.
    subscript(viewController: UIViewController) -> CGRect {
        let key = UInt(bitPattern: ObjectIdentifier(viewController))
        if key == firstKey { return firstFrame }
        if key == secondKey { return secondFrame }
        return .zero
    }
}

/// The context UIKit's machinery hands to an animator: HeadlessUIKit's model of UIKit's private
/// transition context.
///
/// It reports the participants as contract §2.7 documents (`view(forKey:)` is nil for a view the
/// animator must not touch; `finalFrame(for:)` is `.zero` for a view that leaves the window),
/// tracks interactivity and cancellation, and turns the first `completeTransition(_:)` into the
/// end of the transition. A second call is recorded as UIKit misuse and ignored.
@MainActor
final class HeadlessTransitionContext: NSObject, HeadlessAnimatorProvidingContext {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform = .identity
    var participants: TransitionParticipants
    let headlessAnimator: (any UIViewControllerAnimatedTransitioning)?
    var headlessTransitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    /// How many times `completeTransition(_:)` was called.
    private(set) var completionCallCount = 0
    /// The argument of the first `completeTransition(_:)`, and those of the calls after it (UIKit
    /// misuse): kept apart so that the usual single call allocates no array.
    private var firstCompletion = false
    private var laterCompletions: [Bool] = []
    /// The arguments of every `completeTransition(_:)` call, in order.
    var completionCalls: [Bool] {
        completionCallCount == 0 ? [] : [firstCompletion] + laterCompletions
    }
    /// The coordinator (its transition holds both): a ``LifetimeLink`` rather than `weak`, so
    /// that the coordinator has no side table.
    var headlessCoordinator: HeadlessTransitionCoordinator? {
        get { coordinatorLink?.object }
        set { coordinatorLink = newValue?.link }
    }
    private var coordinatorLink: LifetimeLink<HeadlessTransitionCoordinator>?
    /// This context, for its coordinator (see ``LifetimeLink``).
    let link = LifetimeLink<HeadlessTransitionContext>()
    private let label: TransitionLabel
    /// The transition this context reports its interaction changes and its completion to (see
    /// ``TransitionInFlight``), through its link: nil for a context no transition runs (a resize).
    /// A link, not two closures capturing it: each closure was an allocation per transition.
    private let transitionLink: TransitionInFlightLink?

    init(
        containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle, participants: TransitionParticipants,
        animator: (any UIViewControllerAnimatedTransitioning)?, label: TransitionLabel, transition: TransitionInFlightLink?
    ) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.participants = participants
        self.headlessAnimator = animator
        self.label = label
        self.transitionLink = transition
        super.init()
        link.attach(self)
    }

    isolated deinit {
        link.sever()
    }

    func beginInteraction() {
        isInteractive = true
    }

    /// The scene the transition runs in.
    private var scene: HeadlessScene { containerView.window?.headlessScene ?? HeadlessScene.current }

    /// Whether `api` comes after the completion and is ignored
    /// (`Configuration.completedContextIgnoresInteractiveCalls`); records it if so.
    private func ignoredAfterCompletion(_ api: String) -> Bool {
        guard completionCallCount != 0, scene.configuration.completedContextIgnoresInteractiveCalls else { return false }
        scene.record(
            .ignoredCall, api: "UIViewControllerContextTransitioning.\(api)",
            "called after completeTransition(_:) ended \(label); ignored. Stop driving a transition once its animator has completed it.")
        return true
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !ignoredAfterCompletion("updateInteractiveTransition(_:)") else { return }
        self.percentComplete = percentComplete
    }

    func finishInteractiveTransition() {
        guard !ignoredAfterCompletion("finishInteractiveTransition()") else { return }
        guard isInteractive else { return }
        isInteractive = false
        transitionLink?.transition?.transitionContextInteractionChanged(cancelled: false)
    }

    func cancelInteractiveTransition() {
        guard !ignoredAfterCompletion("cancelInteractiveTransition()") else { return }
        guard !transitionWasCancelled else { return }
        transitionWasCancelled = true
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive { transitionLink?.transition?.transitionContextInteractionChanged(cancelled: true) }
    }

    func pauseInteractiveTransition() {
        guard !ignoredAfterCompletion("pauseInteractiveTransition()") else { return }
        guard !isInteractive else { return }
        isInteractive = true
        headlessCoordinator?.interactionDidChange()
    }

    func completeTransition(_ didComplete: Bool) {
        let call = completionCallCount + 1
        completionCallCount = call
        guard call == 1 else {
            laterCompletions.append(didComplete)
            scene.record(
                .uikitMisuse, api: "UIViewControllerContextTransitioning.completeTransition(_:)",
                "called again (call \(call), with \(didComplete)) for \(label); the transition had already ended. Call completeTransition exactly once, from the completion of your animations."
            )
            return
        }
        firstCompletion = didComplete
        transitionLink?.transition?.transitionContextCompleted(didComplete)
    }

    // The keys compared by their raw strings, not by `switch`: a `case` pattern goes through the
    // generic `~=` and the `Equatable` witness, several times the cost of the comparison in a
    // debug build, and animators ask for the keys many times per transition.

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let raw = key.rawValue
        if raw == UITransitionContextViewControllerKey.from.rawValue { return participants.fromViewController }
        if raw == UITransitionContextViewControllerKey.to.rawValue { return participants.toViewController }
        return nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let raw = key.rawValue
        if raw == UITransitionContextViewKey.from.rawValue { return participants.fromView }
        if raw == UITransitionContextViewKey.to.rawValue { return participants.toView }
        return nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        participants.initialFrames[vc]
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        participants.finalFrames[vc]
    }
}
