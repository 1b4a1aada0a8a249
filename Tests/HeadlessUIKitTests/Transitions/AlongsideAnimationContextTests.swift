import Foundation
import Testing
@testable import HeadlessUIKit

// Alongside animations "run in the same animation context as the transition and are stored until
// the transition animations begin"; "if the animator does not use UIView animations, the
// alongside blocks run just after animateTransition returns" (contract §1.7, coordinator rules;
// UIViewControllerTransitionCoordinator.h).

/// Slides the card up from below the container alongside the presentation.
@MainActor
private final class AlongsideSlideController: UIPresentationController {
    static let shown = CGRect(x: 0, y: 400, width: 390, height: 444)
    static let hidden = CGRect(x: 0, y: 844, width: 390, height: 444)

    override var frameOfPresentedViewInContainerView: CGRect { Self.shown }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentedView?.frame = Self.hidden
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.presentedView?.frame = Self.shown
        })
    }
}

/// How the animator runs: an empty animation block of the given duration, or no UIView animation
/// at all (it completes from the main queue after the transition's duration).
private enum Driving: Sendable {
    case emptyBlock(TimeInterval)
    case mainQueue
}

/// Adds the card and completes as `driving` says, noting when and where the card was then.
@MainActor
private final class EmptyBlockAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let driving: Driving
    weak var scene: HeadlessScene?
    private(set) var startedAt: TimeInterval?
    private(set) var completedAt: TimeInterval?
    private(set) var cardAtCompletion: CGRect?

    init(_ driving: Driving) {
        self.driving = driving
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let card = transitionContext.view(forKey: .to)
        if let card { transitionContext.containerView.addSubview(card) }
        startedAt = scene?.now
        nonisolated(unsafe) let context = transitionContext
        let finish = { [self] in
            completedAt = scene?.now
            cardAtCompletion = card?.layer.presentation()?.frame ?? card?.frame
            context.completeTransition(!context.transitionWasCancelled)
        }
        switch driving {
        case .emptyBlock(let duration):
            UIView.animate(withDuration: duration, animations: {}) { _ in finish() }
        case .mainQueue:
            nonisolated(unsafe) let finishing = finish
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { MainActor.assumeIsolated { finishing() } }
        }
    }
}

@MainActor
private final class AlongsideSlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: EmptyBlockAnimator

    init(_ animator: EmptyBlockAnimator) {
        self.animator = animator
        super.init()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    { AlongsideSlideController(presentedViewController: presented, presenting: presenting) }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite("Alongside animations run in the animator's animation block (contract §1.7)")
struct AlongsideAnimationContextTests {
    @MainActor private struct Presenting {
        let scene: HeadlessScene
        let card: UIViewController
        let animator: EmptyBlockAnimator
        let delegate: AlongsideSlideDelegate
    }

    /// Presents the card with `driving`, and runs the clock to the transition's start.
    private func presenting(_ driving: Driving) -> Presenting {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        scene.window.rootViewController = root
        let animator = EmptyBlockAnimator(driving)
        animator.scene = scene
        let delegate = AlongsideSlideDelegate(animator)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        scene.advance(by: 0)
        return Presenting(scene: scene, card: card, animator: animator, delegate: delegate)
    }

    private func presentedFrame(_ f: Presenting) -> CGRect { f.card.view.layer.presentation()?.frame ?? f.card.view.frame }

    @Test("an empty animation block completes after the alongside slide, with the card at its end value")
    func emptyBlockWaitsForAlongside() throws {
        let f = presenting(.emptyBlock(0.35))
        let started = try #require(f.animator.startedAt)
        f.scene.runUntilIdle(timeout: 5)
        let completed = try #require(f.animator.completedAt, "the animator completed")
        #expect(completed - started >= 0.35 - 1e-9, "the block's completion waits for the alongside animation: \(completed - started) s")
        #expect(f.animator.cardAtCompletion == AlongsideSlideController.shown)
        #expect(f.card.presentingViewController != nil, "the presentation completed")
    }

    @Test("the alongside animation takes the duration of the animator's block, not the reported one")
    func alongsideUsesTheBlocksDuration() throws {
        let f = presenting(.emptyBlock(0.6))
        let started = try #require(f.animator.startedAt)
        f.scene.advance(by: 0.45)
        let midway = presentedFrame(f)
        #expect(midway.minY > AlongsideSlideController.shown.minY, "still sliding at 0.45 s of 0.6 s: \(midway)")
        #expect(midway.minY < AlongsideSlideController.hidden.minY)
        f.scene.runUntilIdle(timeout: 5)
        let completed = try #require(f.animator.completedAt)
        #expect(abs(completed - started - 0.6) < 0.02, "completed after \(completed - started) s")
        #expect(f.animator.cardAtCompletion == AlongsideSlideController.shown)
    }

    @Test("an animator that uses no UIView animation gets the alongside blocks right after animateTransition, over the transition's duration")
    func noAnimationBlockRunsThemAfterAnimateTransition() throws {
        let f = presenting(.mainQueue)
        #expect(f.card.view.frame == AlongsideSlideController.shown, "the alongside block ran: the model value is the end value")
        f.scene.advance(by: 0.1)
        let early = presentedFrame(f)
        #expect(early.minY > AlongsideSlideController.shown.minY && early.minY < AlongsideSlideController.hidden.minY, "sliding: \(early)")
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.animator.completedAt != nil)
        #expect(f.animator.cardAtCompletion == AlongsideSlideController.shown)
    }
}
