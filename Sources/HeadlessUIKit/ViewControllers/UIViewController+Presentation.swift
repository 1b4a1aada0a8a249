import Foundation

/// A view controller's place in modal presentations and transitions.
struct PresentationState {
    /// The view controller this one presents (held strongly, as UIKit does).
    var presented: UIViewController?
    /// The view controller that presents this one.
    weak var presenting: UIViewController?
    /// The presentation controller of this view controller's presentation.
    var presentationController: UIPresentationController?
    /// The modal transition in flight that involves this view controller (not retained).
    @MainActor var activeTransition: (any TransitionInFlight)? {
        get { activeTransitionLink?.transition }
        set { activeTransitionLink = newValue?.inFlightLink }
    }
    private var activeTransitionLink: TransitionInFlightLink?

    /// Makes the transition `link` points at the active one: what setting `activeTransition` to
    /// it does, without passing the transition as an existential to read its link.
    mutating func setActiveTransition(linkedBy link: TransitionInFlightLink) {
        activeTransitionLink = link
    }

    /// Forgets the active transition if it is the one `link` points at: a comparison of the links,
    /// without loading the transition (an `unowned` read and retain) as `activeTransition` does.
    mutating func clearActiveTransition(ifLinkedBy link: TransitionInFlightLink) {
        if activeTransitionLink === link { activeTransitionLink = nil }
    }
    /// Notes that `presenter` is presenting this view controller through `controller`: one write
    /// of the state (each write of a view controller's `presentationState` is an access check).
    mutating func beginPresentation(by presenter: UIViewController, through controller: UIPresentationController) {
        presenting = presenter
        presentationController = controller
        isBeingPresented = true
    }

    /// The presentation controller made beforehand (``pendingController``), cleared.
    mutating func takePendingController() -> UIPresentationController? {
        let pending = pendingController
        pendingController = nil
        return pending
    }
    /// Clears what the transition `link` points at set: the view controller is no longer being
    /// presented or dismissed, and that transition is no longer its active one. One write of the
    /// state, where three were three access checks.
    mutating func endTransition(linkedBy link: TransitionInFlightLink) {
        isBeingPresented = false
        isBeingDismissed = false
        clearActiveTransition(ifLinkedBy: link)
    }
    var isBeingPresented = false
    var isBeingDismissed = false
    var movingToParent = false
    var movingFromParent = false
    var lastAppearanceAnimated = false
    /// Where the presenter's view was, when this presentation removed it from the window.
    var presenterHome: PresenterHome?
    /// The presentation controller `presentationController` made before a presentation; the
    /// next presentation in that style uses it.
    var pendingController: UIPresentationController?
}

extension UIViewController {
    /// The view controller this one presents, if any.
    public var presentedViewController: UIViewController? { presentationState.presented }

    /// The view controller that presented this one (or an ancestor of it), if any.
    public var presentingViewController: UIViewController? {
        presentationState.presenting ?? storedParent?.presentingViewController
    }

    /// The presentation controller of the current presentation of this view controller (its
    /// parent's, for a child).
    ///
    /// Before the view controller is presented, reading it makes the presentation controller
    /// of its `modalPresentationStyle`, which the next presentation in that style uses — as UIKit
    /// documents — so code can set its delegate, or a sheet's detents, before presenting. For
    /// `.custom`, whose controller the transitioning delegate vends when the presentation starts,
    /// it is nil until then (UIKit does not document that case).
    public var presentationController: UIPresentationController? {
        if let current = presentationState.presentationController { return current }
        if let parent = storedParent { return parent.presentationController }
        let style = ModalTransition.resolvedStyle(modalPresentationStyle)
        guard style != .custom else { return nil }
        if let pending = presentationState.pendingController, pending.headlessStyle == style { return pending }
        let made = ModalTransition.builtInPresentationController(style: style, presented: self, presenting: nil)
        presentationState.pendingController = made
        return made
    }

    /// The sheet presentation controller of the view controller: its ``presentationController``
    /// if that is a sheet — the controller of a `.pageSheet` or `.formSheet` presentation (or
    /// `.automatic`, a page sheet), made before presenting so the sheet can be configured first,
    /// as in UIKit. Nil for the other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The coordinator of the transition in flight that involves this view controller, or its
    /// parent's; nil when no transition is in flight.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = presentationState.activeTransition, !transition.isComplete { return transition.coordinator }
        return storedParent?.transitionCoordinator
    }

    /// Whether the view controller is being presented right now.
    public var isBeingPresented: Bool { presentationState.isBeingPresented }

    /// Whether the view controller is being dismissed right now.
    public var isBeingDismissed: Bool { presentationState.isBeingDismissed }

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let api = "UIViewController.present(_:animated:completion:)"
        func refuse(_ message: String, raises: Bool = false) {
            (storedView?.window?.headlessScene ?? HeadlessScene.current).record(.uikitMisuse, api: api, message, raises: raises)
        }
        if presented === self {
            return refuse("\(type(of: self)) cannot present itself; UIKit raises. Nothing was presented.", raises: true)
        }
        if let transition = modalTransitionInProgress {
            // UIKit refuses it with a console warning and presents nothing (contract F14).
            return refuse(
                "\(type(of: self)) is taking part in a \(transition.kindDescription) that is still in progress; UIKit logs \"Attempt to present \(type(of: presented)) on \(type(of: self)) … while a presentation is in progress\", presents nothing and never calls the completion. Present after the transition completed (in its completion)."
            )
        }
        if let already = presentationState.presented {
            return refuse(
                "\(type(of: self)) is already presenting \(type(of: already)); UIKit logs \"Attempt to present … which is already presenting\" and ignores the call. Dismiss it first, or present from \(type(of: already))."
            )
        }
        if presented.presentationState.presenting != nil || presented.storedParent != nil {
            return refuse(
                "\(type(of: presented)) is already presented or is a child view controller; UIKit raises. Present a view controller that is not in the hierarchy.",
                raises: true
            )
        }
        guard let scene = storedView?.window?.headlessScene else {
            return refuse(
                "\(type(of: self))'s view is not in a window; UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" and ignores the call. Put it in a scene first, e.g. scene.window.rootViewController = \(type(of: self))()."
            )
        }
        ModalTransition.present(presented, from: self, animated: animated, scene: scene, completion: completion)
    }

    /// The modal presentation or dismissal in progress that this view controller or one of its
    /// ancestors takes part in, as presenter or presented; nil if none.
    var modalTransitionInProgress: (any TransitionInFlight)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller.presentationState.activeTransition as? ModalTransition, !transition.isComplete {
                return transition
            }
            current = controller.storedParent
        }
        return nil
    }

    func performDismiss(animated: Bool, systemInteraction: UIPercentDrivenInteractiveTransition? = nil, completion: (() -> Void)?) {
        // UIKit: a view controller that presents nothing asks its presenter to dismiss it.
        let presenter: UIViewController
        if presentationState.presented != nil {
            presenter = self
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return  // nothing to dismiss; UIKit does nothing
        }
        guard let presented = presenter.presentationState.presented else { return }
        let scene = presented.storedView?.window?.headlessScene ?? presenter.storedView?.window?.headlessScene ?? HeadlessScene.current
        if let transition = presented.presentationState.activeTransition, !transition.isComplete {
            scene.record(
                .uikitMisuse, api: "UIViewController.dismiss(animated:completion:)",
                "\(type(of: presented)) is still in a \(transition.kindDescription) transition; UIKit ignores a dismissal while a transition is in progress. Dismiss after the transition completed (in the present completion)."
            )
            return
        }
        ModalTransition.dismiss(
            presented, by: presenter, animated: animated, scene: scene, systemInteraction: systemInteraction, completion: completion)
    }

    func forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    func forwardWillTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.willTransition(to: newCollection, with: coordinator) }
    }
}
