#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension InteractionSubject {
    /// A subject whose app makes a fresh interaction controller for each gesture: its handler
    /// makes one when the gesture begins (`interactor = PanInteractor()` at `.began`) and its
    /// delegate vends that one.
    ///
    /// The kit asks `vending` when the transition starts — right after your handler saw `.began`,
    /// as your delegate's `interactionControllerForDismissal(using:)` would be asked — and drives
    /// whatever it returns; every other gesture of the same screen asks again. INT-REUSABLE
    /// then judges what the app really reuses (the recognizer, the screen), not one controller
    /// your app never drives twice.
    ///
    /// ```swift
    /// let screen = PhotoViewController()
    /// InteractionSubject(gesture: screen.pan, vending: { screen.interactor }) { progress in
    ///     screen.pan.headlessChange(translation: CGPoint(x: 0, y: progress * 844))
    /// }
    /// ```
    public init(
        gesture: UIGestureRecognizer, isVended: (() -> Bool)? = nil, begin: (() -> Void)? = nil,
        vending: @escaping () -> (any UIViewControllerInteractiveTransitioning)?, move: @escaping (CGFloat) -> Void
    ) {
        self.init(
            interactionController: PerGestureInteractionController(vending), gesture: gesture, isVended: isVended, begin: begin, move: move)
    }

    /// The controller that drives (or last drove) the subject's transition: the one the app
    /// vended for the current gesture when it makes one per gesture, else ``interactionController``.
    var drivenController: any UIViewControllerInteractiveTransitioning {
        (interactionController as? PerGestureInteractionController)?.current ?? interactionController
    }
}

/// Stands for an app's fresh-per-gesture interaction controller: asks the app for its controller
/// each time a transition starts and forwards the transition, and UIKit's questions, to it.
@MainActor
final class PerGestureInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    private let vending: () -> (any UIViewControllerInteractiveTransitioning)?
    /// The controller the app vended when the last transition started; nil before the first.
    private(set) var current: (any UIViewControllerInteractiveTransitioning)?

    init(_ vending: @escaping () -> (any UIViewControllerInteractiveTransitioning)?) {
        self.vending = vending
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        current = vending()
        current?.startInteractiveTransition(transitionContext)
    }

    var completionSpeed: CGFloat { current.map { OptionalMembers.completionSpeed(of: $0) } ?? 1 }
    var completionCurve: UIView.AnimationCurve { current.map { OptionalMembers.completionCurve(of: $0) } ?? .easeInOut }
    var wantsInteractiveStart: Bool { current.map { OptionalMembers.wantsInteractiveStart(of: $0) } ?? true }
}
