import Foundation

/// A headless model of `UIPresentationController`: the object that owns a presentation's
/// chrome (dimming views, …) and the presented view's frame. UIKit's members and defaults.
///
/// ## The model
///
/// UIKit makes one for every presentation. For `.custom` it comes from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)`; for the built-in
/// styles HeadlessUIKit makes one with UIKit's documented behaviour (full screen removes the
/// presenter's view, over-full-screen and sheets do not). The machinery sets ``containerView``
/// before calling ``presentationTransitionWillBegin()``, reads ``presentedView`` and
/// ``frameOfPresentedViewInContainerView``, calls the "did end" methods from the context's
/// `completeTransition(_:)`, and calls ``containerViewWillLayoutSubviews()`` /
/// ``containerViewDidLayoutSubviews()`` around each layout pass of the container.
///
/// Subclasses must call the designated ``init(presentedViewController:presenting:)``.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The view controller being presented.
    public let presentedViewController: UIViewController
    private weak final var storedPresenting: UIViewController?
    /// The view that contains the presentation; set by UIKit shortly after the presentation
    /// controller is made, before ``presentationTransitionWillBegin()``.
    public internal(set) var containerView: UIView?
    /// The delegate that adapts the presentation.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    final var headlessStyle: UIModalPresentationStyle = .custom

    /// Makes a presentation controller; the designated initialiser every subclass must call.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }

    /// The view controller that presents; UIKit fills it in when `presenting` was nil.
    public var presentingViewController: UIViewController {
        storedPresenting ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    func setPresenting(_ presenting: UIViewController) {
        if storedPresenting == nil { storedPresenting = presenting }
    }

    /// The presentation style; `.custom` for subclasses vended by a delegate.
    open var presentationStyle: UIModalPresentationStyle { headlessStyle }

    /// The style to adapt to in the current environment; the presentation style by default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// The style to adapt to for the given traits; the presentation style by default.
    @discardableResult
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }

    /// The view to animate; the presented view controller's view by default. An override must
    /// return that view or one of its ancestors.
    open var presentedView: UIView? { presentedViewController.view }

    /// The frame of the presented view at the end of the presentation, in the container's
    /// coordinates; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen; true by default. Overrides must not
    /// call `super`.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view is removed from the window when the presentation completes;
    /// false by default. Overrides must not call `super`.
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// Called when the presentation transition is about to start: add chrome to the container
    /// and animate it through the transition coordinator. Do not modify the presented view here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition ended; `completed` is false if it was cancelled,
    /// in which case remove what ``presentationTransitionWillBegin()`` added.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal transition is about to start; animate chrome out through the
    /// coordinator, but do not remove it yet.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition ended; remove the chrome if `completed` is true.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: UIContentContainer

    /// The presented view controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Called when a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size of a child's content container; the parent's size by default.
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called before the container's size changes (rotation); forwards to the presented view
    /// controller. Overrides should call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
    /// Called before the trait collection changes (a resize across a size class); forwards to the
    /// presented view controller. Overrides should call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The traits of the presentation: its container's scene's, else the presenting view controller's.
    open var traitCollection: UITraitCollection {
        containerView?.window?.headlessScene?.traitCollection ?? presentingViewController.traitCollection
    }
    /// Called after the scene's traits changed. Override to observe; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// The delegate that adapts a presentation to the environment, and hears of the user's swipe to
/// dismiss a sheet. Members are optional (UIKit's defaults below).
///
/// ## What it does not model
///
/// Adaptation, except a popover's: HeadlessUIKit changes no other presentation's style for the
/// environment. The adaptive-style members are asked only by a ``UIPopoverPresentationController``
/// in a horizontally compact container, where `.none` keeps the popover; the others are declared
/// for UIKit code to implement and are not asked. The dismissal
/// members (`presentationControllerShouldDismiss`, `WillDismiss`, `DidDismiss`,
/// `DidAttemptToDismiss`) are called when a test pulls a sheet down
/// (``UISheetPresentationController/headlessDrag(toHeight:)``), as UIKit calls them for the user's.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to; `.none` keeps the presentation's own style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`; `.none` keeps the presentation's own style.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The view controller to show in the adapted style; nil shows the presented one.
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Called before the presentation adapts to `style`.
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether an interactive (swipe) dismissal may happen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when an interactive dismissal begins.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called when an interactive dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when an interactive dismissal was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// Tells whether a delegate implements the adaptive-style members, as UIKit asks
/// `respondsToSelector:`: the protocol extension's default marks its call.
@MainActor
enum AdaptiveDelegateDefaults {
    /// Set by the default `adaptivePresentationStyle(for:)`; cleared by ``callIfImplemented(_:)``.
    static var defaultImplementationRan = false

    /// Runs `call` and says whether it reached a member the delegate implements.
    static func callIfImplemented(_ call: () -> Void) -> Bool {
        let saved = defaultImplementationRan
        defaultImplementationRan = false
        defer { defaultImplementationRan = saved }
        call()
        return !defaultImplementationRan
    }
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        AdaptiveDelegateDefaults.defaultImplementationRan = true
        return .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        nil
    }
    public func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
