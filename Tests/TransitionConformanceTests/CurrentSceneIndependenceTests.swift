import Testing

@testable import TransitionConformance

/// A run does not depend on which scene is current: UIKit's static calls that name no view
/// (`UIView.animate` touching no view, `CACurrentMediaTime()`) use the *current* scene, and a
/// scene another task or the subject's own factory made current must not move a run's work to
/// another clock.
@MainActor
@Suite("Runs and the current scene")
struct CurrentSceneIndependenceTests {
    /// A cross-fade that applies its changes at once and ends in the completion of an empty,
    /// zero-length animation block: one touching no view, whose completion UIKit runs on the next
    /// turn of the *current* scene's run loop.
    /// With `dimsPresenter` (for a dismissal) it leaves the presenter at alpha 0.5 when it
    /// completes — an ANIM-ROUND-TRIP violation only a completed dismissal shows.
    final class CurrentClockAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let dimsPresenter: Bool
        init(dimsPresenter: Bool = false) { self.dimsPresenter = dimsPresenter }

        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let fade = CrossFade(preparing: context)
            fade.animate()
            let presenter = dimsPresenter ? context.view(forKey: .to) : nil
            UIView.animate(withDuration: 0, animations: {}) { _ in
                fade.finish()
                presenter?.alpha = 0.5
            }
        }
    }

    static let modal: Set<AnimatorFeature> = [.presentation, .dismissal]

    @Test("an animator ending on the current scene's clock passes, with scenes made current by another task in between")
    func otherTasksScenes() async {
        let serial = verifyAnimator(features: Self.modal) { _ in CurrentClockAnimator() }
        #expect(serial.violations.isEmpty, "\(serial)")
        let interference = Task { @MainActor in
            for step in 0..<50 {
                HeadlessScene(size: CGSize(width: 50 + step, height: 50)).advance(by: 100)
                await Task.yield()
            }
        }
        for _ in 0..<5 {
            await Task.yield()
            #expect(verifyAnimator(features: Self.modal) { _ in CurrentClockAnimator() }.description == serial.description)
        }
        await interference.value
    }

    @Test("an animator factory that makes a scene of its own current changes no verdict, the round trip's included")
    func animatorFactoryMakingItsOwnScene() {
        let serial = verifyAnimator(features: Self.modal) { CurrentClockAnimator(dimsPresenter: $0.kind == .dismissal) }
        #expect(serial.violatedIDs == ["ANIM-ROUND-TRIP"], "\(serial)")
        let stray = verifyAnimator(features: Self.modal) {
            HeadlessScene(size: CGSize(width: 10, height: 10)).advance(by: 50)
            return CurrentClockAnimator(dimsPresenter: $0.kind == .dismissal)
        }
        #expect(stray.description == serial.description)
    }

    @Test("a presentation-controller factory that makes a scene of its own current changes no verdict")
    func presentationFactoryMakingItsOwnScene() {
        let serial = verifyPresentationController(animator: { _ in CurrentClockAnimator() }) {
            MinimalPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(serial.violations.isEmpty, "\(serial)")
        let stray = verifyPresentationController(animator: { _ in CurrentClockAnimator() }) {
            HeadlessScene(size: CGSize(width: 10, height: 10)).advance(by: 50)
            return MinimalPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(stray.description == serial.description)
    }
}
