import Testing
@testable import HeadlessUIKit

/// A shared, ordered log of the calls UIKit's machinery makes.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    let scene: HeadlessScene?

    init(_ scene: HeadlessScene? = nil) { self.scene = scene }

    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

/// A view controller that logs its appearance callbacks as "<name>.viewWillAppear(true)".
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    /// Runs inside `viewWillTransition(to:with:)`, e.g. to register with the coordinator.
    var onViewWillTransition: ((CGSize, any UIViewControllerTransitionCoordinator) -> Void)?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        onViewWillTransition?(size, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// What a recording animator saw in the context when `animateTransition` ran.
struct ContextSnapshot: Equatable {
    var fromViewIsNil: Bool
    var toViewIsNil: Bool
    var initialFrameOfTo: CGRect
    var finalFrameOfTo: CGRect
    var finalFrameOfFrom: CGRect
    var style: UIModalPresentationStyle
    var isAnimated: Bool
    var isInteractive: Bool
}

/// An animator that fades: presenting, it adds the to-view at its final frame and fades it in;
/// dismissing, it fades the from-view out and removes it on success. It restores alpha on cancel
/// only if `restoresOnCancel` — the §3 difference the tests show.
@MainActor
final class RecordingFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    var restoresOnCancel = true
    var completes = true
    private(set) var snapshot: ContextSnapshot?

    init(log: CallLog, duration: TimeInterval = 0.3) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        let fromVC = context.viewController(forKey: .from)!
        let toVC = context.viewController(forKey: .to)!
        snapshot = ContextSnapshot(
            fromViewIsNil: context.view(forKey: .from) == nil, toViewIsNil: context.view(forKey: .to) == nil,
            initialFrameOfTo: context.initialFrame(for: toVC), finalFrameOfTo: context.finalFrame(for: toVC),
            finalFrameOfFrom: context.finalFrame(for: fromVC), style: context.presentationStyle,
            isAnimated: context.isAnimated, isInteractive: context.isInteractive)
        let presenting = toVC.presentingViewController === fromVC
        let duration = transitionDuration(using: context)
        if presenting, let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
            context.containerView.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                if self.completes { context.completeTransition(!cancelled) }
            }
        } else {
            let fromView = context.view(forKey: .from)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { fromView?.alpha = 0 }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled && self.restoresOnCancel { fromView?.alpha = 1 }
                if !cancelled { fromView?.removeFromSuperview() }
                if self.completes { context.completeTransition(!cancelled) }
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A presentation controller that logs its callbacks, puts a dimming view in the container,
/// presents in the right half, and keeps the presented view's frame on layout.
@MainActor
final class RecordingPresentationController: UIPresentationController {
    let log: CallLog
    let dimmingView = UIView()

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.headlessName = "dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        log.add("pc.presentationTransitionWillBegin")
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 },
            completion: { _ in self.log.add("coordinator.completion") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.add("pc.presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log.add("pc.dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 },
            completion: { _ in self.log.add("coordinator.completion") })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("pc.dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        log.add("pc.containerViewWillLayoutSubviews")
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("pc.viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A transitioning delegate that logs what UIKit asks and vends the configured objects.
@MainActor
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presentationAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissalAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    var vendsPresentationController = true
    var presentationController: RecordingPresentationController?

    init(log: CallLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        log.add("delegate.presentationController(forPresented:)")
        guard vendsPresentationController else { return nil }
        let controller = RecordingPresentationController(presented: presented, presenting: presenting, log: log)
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forPresented:)")
        return presentationAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forDismissed:)")
        return dismissalAnimator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForPresentation")
        return presentationInteractor
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("delegate.interactionControllerForDismissal")
        return dismissalInteractor
    }
}

/// A scene with a logging root view controller and a `.custom` view controller to present
/// through a recording delegate, animator and presentation controller.
@MainActor
struct ModalFixture {
    let scene: HeadlessScene
    let log: CallLog
    let root: RecordingViewController
    let presented: RecordingViewController
    let delegate: RecordingTransitioningDelegate
    let animator: RecordingFadeAnimator

    init(width: CGFloat = 390, height: CGFloat = 844, configuration: HeadlessScene.Configuration = .init()) {
        scene = HeadlessScene(size: CGSize(width: width, height: height), configuration: configuration)
        log = CallLog(scene)
        root = RecordingViewController("root", log: log)
        scene.window.rootViewController = root
        presented = RecordingViewController("presented", log: log)
        presented.modalPresentationStyle = .custom
        delegate = RecordingTransitioningDelegate(log: log)
        animator = RecordingFadeAnimator(log: log)
        delegate.presentationAnimator = animator
        delegate.dismissalAnimator = animator
        presented.transitioningDelegate = delegate
        log.clear()
    }
}

extension RecordingTransitioningDelegate {
    /// Lets go of the presentation controller the delegate made, so a test can see UIKit free it.
    func releasePresentationController() {
        presentationController = nil
    }
}

/// Wraps an animator that does not log (code written for UIKit, such as the Apple guide's
/// listings) and logs what UIKit's machinery asks of it: "animator.transitionDuration",
/// "animator.animateTransition(animated: true, interactive: false)", "animator.animationEnded(true)".
/// The wrapped animator's own calls to itself are not logged. Keeps the context it got, so a test
/// can read what the machinery recorded (`completionCalls`).
@MainActor
final class RecordingAnimatorProxy: NSObject, UIViewControllerAnimatedTransitioning {
    let wrapped: any UIViewControllerAnimatedTransitioning
    let log: CallLog
    private(set) var snapshot: ContextSnapshot?
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(_ wrapped: any UIViewControllerAnimatedTransitioning, log: CallLog) {
        self.wrapped = wrapped
        self.log = log
    }

    /// The `completeTransition(_:)` calls the machinery's context received, in order.
    var completionCalls: [Bool] { (context as? HeadlessTransitionContext)?.completionCalls ?? [] }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return wrapped.transitionDuration(using: transitionContext)
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition(animated: \(context.isAnimated), interactive: \(context.isInteractive))")
        self.context = context
        let fromVC = context.viewController(forKey: .from)!
        let toVC = context.viewController(forKey: .to)!
        snapshot = ContextSnapshot(
            fromViewIsNil: context.view(forKey: .from) == nil, toViewIsNil: context.view(forKey: .to) == nil,
            initialFrameOfTo: context.initialFrame(for: toVC), finalFrameOfTo: context.finalFrame(for: toVC),
            finalFrameOfFrom: context.finalFrame(for: fromVC), style: context.presentationStyle,
            isAnimated: context.isAnimated, isInteractive: context.isInteractive)
        wrapped.animateTransition(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animator.animationEnded(\(transitionCompleted))")
        wrapped.animationEnded(transitionCompleted)
    }
}

/// An animator for container transitions — push, pop, tab switch — that logs like
/// `RecordingFadeAnimator`. Forwards (`isPop == false`): adds the to-view at its final frame,
/// shifted right by the container's width, and slides it in. Backwards (`isPop`): inserts the
/// to-view below the from-view at its final frame and slides the from-view out to the right.
/// Linear, `duration` long. Its completion puts both transforms back, removes the to-view if the
/// transition was cancelled, and leaves removing the from-view to UIKit.
@MainActor
final class RecordingSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    var isPop = false
    private(set) var snapshot: ContextSnapshot?
    /// `initialFrame(for: fromVC)`, `view(forKey:)` identities and the container's subviews once
    /// the animator set up.
    private(set) var initialFrameOfFrom: CGRect?
    private(set) var viewsAreTheControllersViews: Bool?
    private(set) var containerSubviewsAtStart: [UIView] = []
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(log: CallLog, duration: TimeInterval = 0.3) {
        self.log = log
        self.duration = duration
    }

    var completionCalls: [Bool] { (context as? HeadlessTransitionContext)?.completionCalls ?? [] }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        self.context = context
        let container = context.containerView
        let fromVC = context.viewController(forKey: .from)!
        let toVC = context.viewController(forKey: .to)!
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        snapshot = ContextSnapshot(
            fromViewIsNil: fromView == nil, toViewIsNil: toView == nil,
            initialFrameOfTo: context.initialFrame(for: toVC), finalFrameOfTo: context.finalFrame(for: toVC),
            finalFrameOfFrom: context.finalFrame(for: fromVC), style: context.presentationStyle,
            isAnimated: context.isAnimated, isInteractive: context.isInteractive)
        initialFrameOfFrom = context.initialFrame(for: fromVC)
        viewsAreTheControllersViews = fromView === fromVC.view && toView === toVC.view
        guard let fromView, let toView else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let offscreen = CGAffineTransform(translationX: container.bounds.width, y: 0)
        toView.frame = context.finalFrame(for: toVC)
        if isPop {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
            toView.transform = offscreen
        }
        containerSubviewsAtStart = container.subviews
        let pop = isPop
        UIView.animate(
            withDuration: context.isAnimated ? duration : 0, delay: 0, options: .curveLinear,
            animations: {
                if pop { fromView.transform = offscreen } else { toView.transform = .identity }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                fromView.transform = .identity
                toView.transform = .identity
                if cancelled { toView.removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animator.animationEnded(\(transitionCompleted))")
    }
}
