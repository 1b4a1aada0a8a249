import TransitionConformance

/// One deliberate defect of a custom container or its context, each breaking one `CTX-*` requirement.
enum ContextDefect: String, CaseIterable, Sendable, CustomStringConvertible {
    case runsCompletionTwice, endsWithOppositeValue, forgetsAnimationEnded
    case swapsViewControllerKeys
    case offscreenInitialFrameForNewChild, nonZeroFinalFrameForOldChild
    case keepsOldChild, neverAddsNewChild
    case forwardsAppearanceWithoutEndingNewChild

    var description: String { rawValue }

    /// The requirement the defect breaks.
    var requirementID: String {
        switch self {
        case .runsCompletionTwice, .endsWithOppositeValue, .forgetsAnimationEnded: "CTX-COMPLETE-ONCE"
        case .swapsViewControllerKeys: "CTX-KEYS"
        case .offscreenInitialFrameForNewChild, .nonZeroFinalFrameForOldChild: "CTX-FRAMES"
        case .keepsOldChild, .neverAddsNewChild: "CTX-REFERENCE-ANIMATORS"
        case .forwardsAppearanceWithoutEndingNewChild: "ANIM-APPEARANCE-BALANCED"
        }
    }
}

/// How ``SampleContainerViewController`` and its context behave.
enum ContainerFlavor: Equatable, Sendable {
    /// Correct: UIKit's frame rules, containment calls in order, completion once.
    case correct
    /// The objc.io issue 12 container and `PrivateTransitionContext` as published.
    case objcIOAsPublished
    /// A context whose `completeTransition(_:)` does nothing at all.
    case neverRunsCompletion
    /// Correct in an unusual way UIKit allows: the new child is added only in the completion, and
    /// `view(forKey: .from)` is nil ("do not touch it"; the container removes it itself).
    case unusualButLegal
    /// Correct but for one defect.
    case defect(ContextDefect)

    func has(_ defect: ContextDefect) -> Bool { self == .defect(defect) }
}

/// A custom container in the objc.io style: a private container view holding the selected
/// child's view, children switched by an animator through the container's own context.
@MainActor
final class SampleContainerViewController: UIViewController {
    let flavor: ContainerFlavor
    let animator: any UIViewControllerAnimatedTransitioning
    let pages: [UIViewController]
    let privateContainerView = UIView()
    private(set) var selected: UIViewController?

    init(flavor: ContainerFlavor, animator: any UIViewControllerAnimatedTransitioning) {
        self.flavor = flavor
        self.animator = animator
        pages = ["Red", "Blue"].map { name in
            let page = UIViewController()
            page.title = name
            page.view.headlessName = "\(name).view"
            return page
        }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// With the defect forwardsAppearanceWithoutEndingNewChild, the container forwards the
    /// appearance callbacks to its children by hand (Apple: `shouldAutomaticallyForwardAppearanceMethods`).
    private var forwardsByHand: Bool { flavor.has(.forwardsAppearanceWithoutEndingNewChild) }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { !forwardsByHand }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if forwardsByHand { selected?.beginAppearanceTransition(true, animated: animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if forwardsByHand { selected?.endAppearanceTransition() }
    }

    override func viewDidLoad() {
        privateContainerView.headlessName = "privateContainerView"
        privateContainerView.frame = view.bounds
        privateContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(privateContainerView)
        // The first child, without animation.
        let first = pages[0]
        addChild(first)
        first.view.frame = privateContainerView.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        privateContainerView.addSubview(first.view)
        first.didMove(toParent: self)
        selected = first
    }

    /// Switches to the child at `index` with the animator, through the container's own context.
    func select(_ index: Int) {
        let to = pages[index]
        guard let from = selected, to !== from, isViewLoaded else { return }
        let toView = to.view!
        toView.frame = privateContainerView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        from.willMove(toParent: nil)
        if !flavor.has(.neverAddsNewChild) && flavor != .unusualButLegal { addChild(to) }
        let goingRight = index > (pages.firstIndex { $0 === from } ?? 0)
        let context: any ContainerContext =
            flavor == .objcIOAsPublished
            ? ObjcIOTransitionContext(from: from, to: to, goingRight: goingRight)
            : SwitchTransitionContext(from: from, to: to, flavor: flavor)
        let animator = self.animator
        let flavor = self.flavor
        // The defect: the switch's appearance callbacks sent by hand, both begun here, but only
        // the old child's ended in the completion — the new child never gets viewDidAppear.
        if forwardsByHand {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        context.completionBlock = { [unowned self] didComplete in
            if flavor.has(.forwardsAppearanceWithoutEndingNewChild) { from.endAppearanceTransition() }
            if didComplete || flavor == .objcIOAsPublished {  // objc.io ignores the flag
                from.view.removeFromSuperview()
                if !flavor.has(.keepsOldChild) { from.removeFromParent() }
                if flavor == .unusualButLegal { addChild(to) }
                to.didMove(toParent: self)
                selected = to
            } else {
                to.view.removeFromSuperview()
                to.removeFromParent()
                from.didMove(toParent: self)
            }
            if !flavor.has(.forgetsAnimationEnded) {
                animator.animationEnded(flavor.has(.endsWithOppositeValue) ? !didComplete : didComplete)
            }
        }
        animator.animateTransition(using: context)
    }

    static func subject(_ flavor: ContainerFlavor, animator: any UIViewControllerAnimatedTransitioning) -> ContainerTransitionSubject {
        let container = SampleContainerViewController(flavor: flavor, animator: animator)
        return ContainerTransitionSubject(container: container) { container.select(1) }
    }
}

/// A container's own context with a completion block, as in the objc.io article.
@MainActor
protocol ContainerContext: UIViewControllerContextTransitioning {
    var completionBlock: ((Bool) -> Void)? { get set }
}

/// A correct context for a child switch: `.from` is the old child and `.to` the new one, their
/// own views, the old child's superview as the container; the old child's initial frame is its
/// frame and its final frame `.zero` (it leaves), the new child's initial frame `.zero` and its
/// final frame the container's bounds; the completion runs once.
@MainActor
final class SwitchTransitionContext: NSObject, ContainerContext {
    let from: UIViewController
    let to: UIViewController
    let flavor: ContainerFlavor
    let containerView: UIView
    var completionBlock: ((Bool) -> Void)?
    private var completed = false

    init(from: UIViewController, to: UIViewController, flavor: ContainerFlavor) {
        self.from = from
        self.to = to
        self.flavor = flavor
        containerView = from.view.superview!
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        if flavor == .neverRunsCompletion { return }
        guard !completed else { return }
        completed = true
        completionBlock?(didComplete)
        if flavor.has(.runsCompletionTwice) { completionBlock?(didComplete) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let swapped = flavor.has(.swapsViewControllerKeys)
        switch key {
        case .from: return swapped ? to : from
        case .to: return swapped ? from : to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return flavor == .unusualButLegal ? nil : from.view
        case .to: return to.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from { return from.view.frame }
        if vc === to, flavor.has(.offscreenInitialFrameForNewChild) { return containerView.bounds.offsetBy(dx: containerView.bounds.width, dy: 0) }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to { return containerView.bounds }
        if vc === from, flavor.has(.nonZeroFinalFrameForOldChild) { return containerView.bounds.offsetBy(dx: -containerView.bounds.width, dy: 0) }
        return .zero
    }
}

/// The behaviour of objc.io's `PrivateTransitionContext` (issue 12, "Custom Container View
/// Controller Transitions"), reproduced: the from-view's superview as the container, style
/// `.custom`, and frames that record the direction — the new child appears from one side and the
/// old one disappears to the other, as off-screen rectangles, never `.zero`. The published
/// class predates `view(forKey:)` (iOS 8); here it returns each view controller's view. Its
/// `completeTransition(_:)` runs the completion block on every call.
@MainActor
final class ObjcIOTransitionContext: NSObject, ContainerContext {
    let containerView: UIView
    var completionBlock: ((Bool) -> Void)?
    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let disappearingFromRect: CGRect
    private let appearingFromRect: CGRect
    private let disappearingToRect: CGRect
    private let appearingToRect: CGRect

    init(from: UIViewController, to: UIViewController, goingRight: Bool) {
        containerView = from.view.superview!
        viewControllers = [.from: from, .to: to]
        let bounds = containerView.bounds
        let travel = goingRight ? -bounds.width : bounds.width
        disappearingFromRect = bounds
        appearingToRect = bounds
        disappearingToRect = bounds.offsetBy(dx: travel, dy: 0)
        appearingFromRect = bounds.offsetBy(dx: -travel, dy: 0)
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        completionBlock?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { viewControllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        viewControllers[key == .from ? .from : .to]?.view
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === viewControllers[.from] ? disappearingFromRect : appearingFromRect
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === viewControllers[.from] ? disappearingToRect : appearingToRect
    }
}
