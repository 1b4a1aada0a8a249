import Foundation

/// A headless model of `UINavigationController`: a stack of view controllers whose pushes and
/// pops run through the delegate's animators and interaction controllers (contract §2.6).
///
/// ## The model
///
/// The view holds a transition container that fills it (the children's views go there) and a
/// ``navigationBar`` on top. The stack changes at once — `topViewController` is the pushed view
/// controller as soon as ``pushViewController(_:animated:)`` returns — and the transition runs on
/// the scene's clock: `navigationController(_:willShow:animated:)`, the delegate's animator for
/// the operation (UIKit's standard slide when it returns nil), the interaction controller only if
/// an animator came back, then the transition as for modal presentations. `didShow` follows the
/// animator's `animationEnded(_:)`. After a completed custom push or pop the new top view keeps
/// the frame the animator left it at — a pushed view the animator never framed stays at its
/// load-time size — unless the scene's
/// `HeadlessScene.Configuration.topViewFrameAfterNavigationTransition` says the navigation
/// controller lays it out (UIKit does not document which). A cancelled interactive pop leaves the stack unchanged. A
/// non-animated push or pop runs UIKit's standard transition without animation, never the
/// delegate's animator (contract F5; `HeadlessScene.Configuration.nonAnimatedNavigationUsesDelegateAnimator`).
/// Pushes and pops asked for while a transition runs are recorded as misuse and ignored (UIKit
/// logs "nested push animation can result in corrupted navigation bar").
///
/// Not modelled: navigation bar items and their animation, toolbars, bar hiding on swipe.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of navigation transition, UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// The navigation delegate; held weakly, as in UIKit.
    open weak var delegate: (any UINavigationControllerDelegate)?
    final var stack: [UIViewController] = []
    /// The view the children's views are in, and the container of push and pop transitions.
    let transitionView = UIView()
    /// The navigation bar at the top of the view.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden }
    }

    /// Shows or hides the navigation bar. The change is immediate even when `animated` (the bar's
    /// slide is not modelled).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The recognizer of the interactive pop: a screen-edge pan from the left edge, made by
    /// the controller on first read. Stored only: it is on no view, and driving it does not pop (the
    /// interactive pop is not modelled); set its `delegate` or `isEnabled` as UIKit code does.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()
    final var runningTransition: ContainerTransition? {
        get { runningTransitionLink?.transition as? ContainerTransition }
        set { runningTransitionLink = newValue?.inFlightLink }
    }
    private final var runningTransitionLink: TransitionInFlightLink?

    /// Makes a navigation controller with a root view controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Makes an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes an empty navigation controller; HeadlessUIKit has no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.headlessBounds)
        // UIKit's container view (UILayoutContainerView) resizes with its superview, as the default
        // root view does (contract F1; dumps print `autoresize = W+H`).
        root.autoresizingMask = .flexibleSize
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = .flexibleSize
        transitionView.headlessName = "navigation transition view"
        root.addSubview(transitionView)
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 44)
        navigationBar.autoresizingMask = [.flexibleWidth]
        root.addSubview(navigationBar)
        view = root
        if let top = stack.last { install(top) }
    }

    /// Pushes a view controller onto the stack.
    ///
    /// As in UIKit, pushing a view controller already on the stack or a navigation controller is
    /// refused (UIKit raises; see <doc:WhereUIKitRaises>).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.containsIdentical(viewController) {
            return refuseRaising(
                "pushViewController(_:animated:)",
                "\(type(of: self)) is pushing the same view controller instance (\(type(of: viewController))) more than once which is not supported and is most likely an error in the application — UIKit raises NSInvalidArgumentException. Nothing was pushed."
            )
        }
        if viewController is UINavigationController {
            return refuseRaising(
                "pushViewController(_:animated:)",
                "Pushing a navigation controller is not supported — UIKit raises NSInvalidArgumentException. Nothing was pushed. Push its top view controller, or present the navigation controller."
            )
        }
        navigate(to: stack + [viewController], operation: .push, animated: animated, api: "pushViewController(_:animated:)")
    }

    /// Pops the top view controller; returns it, or nil if only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        return navigate(to: Array(stack.dropLast()), operation: .pop, animated: animated, api: "popViewController(animated:)") ? top : nil
    }

    /// Pops to the root view controller; returns the popped ones.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        return navigate(to: [stack[0]], operation: .pop, animated: animated, api: "popToRootViewController(animated:)") ? popped : nil
    }

    /// Pops to `viewController`; returns the popped ones.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            refuseRaising(
                "popToViewController(_:animated:)",
                "Tried to pop to a view controller that doesn't exist. (\(type(of: viewController)) is not on the stack) — UIKit raises NSInternalInconsistencyException. Nothing was popped."
            )
            return nil
        }
        guard index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        return navigate(to: Array(stack[...index]), operation: .pop, animated: animated, api: "popToViewController(_:animated:)") ? popped : nil
    }

    /// Replaces the stack; animated as a push or pop of the new top if it changes.
    ///
    /// As in UIKit, a list with the same view controller twice is refused (UIKit raises).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, viewController) in viewControllers.enumerated() where viewControllers[..<index].containsIdentical(viewController) {
            return refuseRaising(
                "setViewControllers(_:animated:)",
                "All view controllers in a navigation controller must be distinct (\(type(of: viewController)) is in the list twice) — UIKit raises NSInternalInconsistencyException. The stack was left unchanged."
            )
        }
        let operation: Operation = stack.contains { $0 === viewControllers.last } ? .pop : .push
        navigate(to: viewControllers, operation: operation, animated: animated, api: "setViewControllers(_:animated:)")
    }
}

extension UINavigationController {
    /// Records a call UIKit raises on; the stack is left as it was.
    func refuseRaising(_ api: String, _ message: String) {
        HeadlessScene.recordMisuse(api: "UINavigationController.\(api)", message, near: viewIfLoaded, raises: true)
    }
}

/// The navigation controller's bar; a plain view here (items are not modelled).
@preconcurrency @MainActor
open class UINavigationBar: UIView {}

/// The delegate that vends a navigation controller's animators and interaction controllers.
/// Every member is optional and defaults to nil / nothing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
