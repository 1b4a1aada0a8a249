#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// The whole presentation machinery on a scene of its own: present, dismiss, push, pop and
/// resize (rotation) with your transitioning and navigation delegates, in UIKit's call order.
///
/// ## The model
///
/// The stage makes a `HeadlessScene` and puts a root view controller (inside a navigation
/// controller if you ask) in its window. ``present(_:animated:completion:)`` and the other calls go
/// through HeadlessUIKit's own UIKit machinery — delegate, presentation controller, animator,
/// interaction controller, context, coordinator — exactly as an app's calls would; nothing runs
/// until the stage's clock is advanced (``advance(by:)``, ``runUntilIdle(timeout:)``). Use it to test
/// a transitioning delegate end to end, or your own transition code in situ.
///
/// It is available where HeadlessUIKit is used (Linux, macOS); on iOS use a real window.
///
/// ```swift
/// let stage = TransitionStage()
/// let detail = DetailViewController()
/// detail.modalPresentationStyle = .custom
/// detail.transitioningDelegate = zoomDelegate
/// stage.present(detail)
/// #expect(stage.runUntilIdle().isIdle)
/// ```
@MainActor
public final class TransitionStage {
    /// The scene the stage runs on.
    public let scene: HeadlessScene
    /// The window's root view controller.
    public let rootViewController: UIViewController
    /// The navigation controller the root is embedded in, if one was asked for.
    public let navigationController: UINavigationController?

    /// Makes a stage of the given size with `root` (a plain view controller by default) as the
    /// window's root, embedded in a navigation controller if `embedInNavigationController`.
    ///
    /// A size a window cannot have (zero, negative, NaN, below 1×1 point) is recorded in
    /// ``misuses``, saying what to pass, and the stage is `HeadlessScene.fallbackSize` instead.
    public init(
        size: CGSize = TransitionScenario.phoneLandscape, root: UIViewController = UIViewController(),
        embedInNavigationController: Bool = false
    ) {
        scene = HeadlessScene(size: size)
        rootViewController = root
        navigationController = embedInNavigationController ? UINavigationController(rootViewController: root) : nil
        scene.window.rootViewController = navigationController ?? root
        scene.advance(by: 0)
        if !HeadlessScene.isUsable(size) {
            misuse(
                "TransitionStage(size:) got \(TransitionScenario.size(size)); give a finite size of at least 1×1 point, e.g. TransitionScenario.phoneLandscape (844×390). The stage is \(TransitionScenario.size(HeadlessScene.fallbackSize)) instead."
            )
        }
    }

    /// The view controller on top: the last presented one, else the navigation stack's top, else the root.
    public var topViewController: UIViewController {
        var top: UIViewController = navigationController?.topViewController ?? rootViewController
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    /// Presents `viewController` from the top view controller.
    public func present(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        scene.makeCurrent()
        topViewController.present(viewController, animated: animated, completion: completion)
    }

    /// Dismisses the top presented view controller.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        scene.makeCurrent()
        topViewController.dismiss(animated: animated, completion: completion)
    }

    /// Pushes onto the navigation controller; recorded as kit misuse if the stage has none.
    public func push(_ viewController: UIViewController, animated: Bool = true) {
        scene.makeCurrent()
        guard let navigationController else {
            return misuse("push(_:animated:) needs a navigation controller; make the stage with TransitionStage(embedInNavigationController: true).")
        }
        navigationController.pushViewController(viewController, animated: animated)
    }

    /// Pops the navigation controller; recorded as kit misuse if the stage has none.
    public func pop(animated: Bool = true) {
        scene.makeCurrent()
        guard let navigationController else {
            return misuse("pop(animated:) needs a navigation controller; make the stage with TransitionStage(embedInNavigationController: true).")
        }
        navigationController.popViewController(animated: animated)
    }

    /// Resizes the window as a rotation does (see `HeadlessScene.resize(to:)`); a size a window
    /// cannot have is recorded in ``misuses`` and nothing changes.
    public func resize(to size: CGSize) {
        guard HeadlessScene.isUsable(size) else {
            return misuse(
                "resize(to:) got \(TransitionScenario.size(size)); give a finite size of at least 1×1 point, e.g. TransitionScenario.phonePortrait (390×844). Nothing was resized."
            )
        }
        scene.makeCurrent()
        scene.resize(to: size)
    }

    /// Moves the stage's clock forward.
    public func advance(by interval: TimeInterval) {
        scene.advance(by: interval)
    }

    /// Runs the stage's clock until nothing is pending or `timeout` virtual seconds pass (by
    /// default the ``RunLimits/settleTimeout`` of the limits in force).
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = RunLimits.current.settleTimeout) -> IdleResult {
        scene.runUntilIdle(timeout: timeout)
    }

    /// Problems with how the stage was used, each saying what to fix.
    public private(set) var misuses: [String] = []

    private func misuse(_ message: String) {
        misuses.append(message)
    }
}
#endif
