import HeadlessUIKit
import Testing
import TransitionConformance

/// The drag-to-dismiss controller most apps copy: its handler decides at `.began`, from the pan's
/// velocity, whether the drag is a dismissal (downwards) at all, and its gesture delegate lets the
/// pan begin only for a drag that is more vertical than horizontal. It then updates by the
/// vertical translation and finishes past half-way. (In the app, `.began` also calls
/// `dismiss(animated: true)`; the kit starts the transition itself.)
@MainActor
private final class DirectionalDismissInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    private(set) var isInteracting = false
    private(set) var seenAtBegan: [(translation: CGPoint, velocity: CGPoint)] = []
    private(set) var shouldBeginAsked = 0

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            seenAtBegan.append((pan.translation(in: view), pan.velocity(in: view)))
            guard pan.velocity(in: view).y > 0 else { return }  // a drag up scrolls; it does not dismiss
            isInteracting = true
        case .changed:
            guard isInteracting else { return }
            update(progress)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.y) > abs(velocity.x)
    }

    /// The subject: the pan drags down by `progress` × the height of the view it is on.
    static func subject(_ controller: DirectionalDismissInteraction = DirectionalDismissInteraction(), begin: ((UIPanGestureRecognizer) -> Void)? = nil)
        -> InteractionSubject
    {
        let pan = UIPanGestureRecognizer(headlessHandler: { (pan: UIPanGestureRecognizer) in controller.handle(pan) })
        pan.delegate = controller
        return InteractionSubject(
            interactionController: controller, gesture: pan, isVended: { controller.isInteracting }, begin: begin.map { begin in { begin(pan) } }
        ) { progress in
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}

/// The swipe-from-the-left-edge-to-go-back controller: a screen-edge pan whose handler starts only
/// for a translation to the right at `.began` (`guard translation.x > 0`).
@MainActor
private final class EdgeSwipeBackInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false

    func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = min(max(translation.x / max(view.bounds.width, 1), 0), 1)
        switch pan.state {
        case .began:
            guard translation.x > 0 else { return }
            isInteracting = true
        case .changed:
            if isInteracting { update(progress) }
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    static func subject() -> InteractionSubject {
        let controller = EdgeSwipeBackInteraction()
        let edgePan = UIScreenEdgePanGestureRecognizer(headlessHandler: { (pan: UIScreenEdgePanGestureRecognizer) in controller.handle(pan) })
        edgePan.edges = .left
        return InteractionSubject(interactionController: controller, gesture: edgePan, isVended: { controller.isInteracting }) { progress in
            edgePan.headlessChange(translation: CGPoint(x: progress * (edgePan.view?.bounds.width ?? 0), y: 0))
        }
    }
}

@MainActor
@Suite("The interaction suite begins pans with movement, as UIKit does (contract §7 F7)")
struct GestureBeginsWithMovementTests {
    @Test("a drag-to-dismiss controller whose handler picks its direction at .began, with a delegate checking the direction, passes every gesture script")
    func directionAtBeganPasses() {
        let report = checkInteractiveTransition { _ in DirectionalDismissInteraction.subject() }
        #expect(report.violations.isEmpty)
        #expect(report.scenariosRun.count == 2 * (GestureScript.standard.count + 1))
        #expect(report.configurationErrors.isEmpty)
    }

    @Test("its handler sees at .began the 10 pt the pan moved before it began, and a downward velocity, and its delegate is asked once per gesture")
    func handlerSeesTheMovementAtBegan() throws {
        let controller = DirectionalDismissInteraction()
        _ = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.8)]) { _ in DirectionalDismissInteraction.subject(controller) }
        let began = try #require(controller.seenAtBegan.first)
        // The script, then INT-REUSABLE's gestures that begin: 3 on fresh subjects and 4 on the
        // reused one (its 1 % drag never begins, and its delegate is never asked).
        #expect(controller.seenAtBegan.count == 8)
        #expect(began.translation == CGPoint(x: 0, y: 10))
        #expect(began.velocity == CGPoint(x: 0, y: 300))
        #expect(controller.shouldBeginAsked == controller.seenAtBegan.count)
    }

    @Test("a screen-edge swipe-back controller that starts only for a translation to the right at .began passes every gesture script")
    func edgeSwipePasses() {
        let report = verifyInteractiveTransition { _ in EdgeSwipeBackInteraction.subject() }
        #expect(report.passed && report.violations.isEmpty, "\(report)")
        #expect(report.scenariosSkipped.allSatisfy { !$0.reason.contains("never began") }, "\(report)")
    }

    @Test("InteractionSubject's begin: sets the translation and velocity the handler sees at .began")
    func explicitBegin() throws {
        let controller = DirectionalDismissInteraction()
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.8)]) { _ in
            DirectionalDismissInteraction.subject(controller) { pan in
                pan.headlessBegin(translation: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 2000))
            }
        }
        #expect(report.violations.isEmpty, "\(report)")
        let began = try #require(controller.seenAtBegan.first)
        #expect(began.translation == CGPoint(x: 0, y: 30))
        #expect(began.velocity == CGPoint(x: 0, y: 2000))
    }

    @Test("a gesture whose delegate refuses every drag never begins: each script is skipped and the kind is a configuration error")
    func refusedEverywhere() {
        let report = verifyInteractiveTransition(kinds: [.dismissal]) { _ in
            // A horizontal begin: the delegate wants a vertical drag.
            DirectionalDismissInteraction.subject { pan in pan.headlessBegin(translation: CGPoint(x: 20, y: 0)) }
        }
        #expect(report.violations.isEmpty)
        #expect(report.scenariosSkipped.filter { $0.reason.contains("the gesture never began") }.count == GestureScript.standard.count)
        #expect(report.configurationErrors.count == 1)
        #expect(report.configurationErrors.first?.contains("no gesture script's gesture began for the dismissal") == true)
        #expect(!report.passed)
    }
}
