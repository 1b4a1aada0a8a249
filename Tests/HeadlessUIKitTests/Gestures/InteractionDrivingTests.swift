import Testing
@testable import HeadlessUIKit

/// The shape of an interaction controller from the pinch-to-dismiss tutorials: its action
/// method turns the pinch's scale into progress and updates, finishes or cancels a transition.
@MainActor
private final class PinchInteraction {
    private(set) var calls: [String] = []
    private var startScale: CGFloat = 1
    private var progress: CGFloat = 0

    /// The body of the tutorial's `@objc func handlePinch(_:)`.
    func handlePinch(_ g: UIPinchGestureRecognizer) {
        switch g.state {
        case .began:
            startScale = g.scale
            calls.append("start")
        case .changed:
            progress = 1 - g.scale / startScale
            calls.append("update(\(progress))")
        case .ended:
            calls.append(progress > 0.5 ? "finish" : "cancel")
        case .cancelled:
            calls.append("cancel")
        default:
            break
        }
    }
}

@MainActor
@Suite("Driving an interaction controller's gesture handler")
struct InteractionDrivingTests {
    private func makePinch(for interaction: PinchInteraction) -> (HeadlessScene, UIPinchGestureRecognizer) {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        pinch.addHeadlessHandler(interaction.handlePinch)
        view.addGestureRecognizer(pinch)
        return (scene, pinch)
    }

    @Test("began → changed (scale 0.25) → ended starts, updates to 0.75 and finishes")
    func finishes() {
        let interaction = PinchInteraction()
        let (scene, pinch) = makePinch(for: interaction)

        pinch.headlessBegin()
        pinch.headlessChange(scale: 0.5)
        pinch.headlessChange(scale: 0.25)
        pinch.headlessEnd()

        #expect(interaction.calls == ["start", "update(0.5)", "update(0.75)", "finish"])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("began → changed (scale 0.75) → cancelled starts, updates to 0.25 and cancels")
    func cancels() {
        let interaction = PinchInteraction()
        let (scene, pinch) = makePinch(for: interaction)

        pinch.headlessBegin()
        pinch.headlessChange(scale: 0.75)
        pinch.headlessCancel()

        #expect(interaction.calls == ["start", "update(0.25)", "cancel"])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a test can ask whether the gesture is over the way UIKit code does, by comparing raw values")
    func rawValueComparison() {
        let interaction = PinchInteraction()
        let (scene, pinch) = makePinch(for: interaction)
        pinch.headlessBegin()
        #expect(pinch.state.rawValue < UIGestureRecognizer.State.ended.rawValue)
        pinch.headlessEnd()
        #expect(pinch.state.rawValue >= UIGestureRecognizer.State.ended.rawValue)
        #expect(scene.diagnostics.isEmpty)
    }

    /// The commonest drag-to-dismiss handler: it decides at `.began`, from the pan's velocity,
    /// whether the drag dismisses (downwards) or not, and only then starts the dismissal.
    private func dragToDismiss(_ f: ModalFixture, interactor: UIPercentDrivenInteractiveTransition) -> UIPanGestureRecognizer {
        let presented = f.presented
        let delegate = f.delegate
        var dismissing = false
        let pan = UIPanGestureRecognizer(headlessHandler: { (g: UIPanGestureRecognizer) in
            let view = presented.view!
            switch g.state {
            case .began:
                guard g.velocity(in: view).y > 0 else { return }  // an upward drag scrolls instead
                dismissing = true
                delegate.dismissalInteractor = interactor
                presented.dismiss(animated: true)
            case .changed:
                if dismissing { interactor.update(g.translation(in: view).y / view.bounds.height) }
            case .ended:
                if dismissing { g.velocity(in: view).y >= 0 ? interactor.finish() : interactor.cancel() }
            default:
                if dismissing { interactor.cancel() }
            }
        })
        presented.view.addGestureRecognizer(pan)
        return pan
    }

    @Test("a handler that picks its direction from the velocity at .began starts the dismissal for a drag down, and the drag dismisses")
    func handlerChoosingItsDirectionAtBegan() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        let interactor = UIPercentDrivenInteractiveTransition()
        let pan = dragToDismiss(f, interactor: interactor)

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: 100))
        #expect(f.presented.isBeingDismissed)
        f.scene.advance(by: 0.05)
        pan.headlessChange(translation: CGPoint(x: 0, y: 422))
        #expect(interactor.percentComplete == 0.5)
        pan.headlessEnd()
        f.scene.runUntilIdle(timeout: 5)

        #expect(f.root.presentedViewController == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("the same handler starts nothing for a drag up")
    func handlerIgnoringTheOtherDirection() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.runUntilIdle(timeout: 5)
        let pan = dragToDismiss(f, interactor: UIPercentDrivenInteractiveTransition())

        pan.headlessBegin()
        pan.headlessChange(translation: CGPoint(x: 0, y: -200))
        pan.headlessEnd()
        f.scene.runUntilIdle(timeout: 5)

        #expect(!f.presented.isBeingDismissed)
        #expect(f.root.presentedViewController === f.presented)
    }
}
