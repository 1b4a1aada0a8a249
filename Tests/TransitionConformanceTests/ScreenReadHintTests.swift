import Testing
import TransitionConformance

@testable import ConformanceCorpus

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An animator that never sets the to-view's frame: the view keeps the screen size UIKit loads it
/// with, though the code never reads `UIScreen.main`.
@MainActor
final class FrameNeverSetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// ANIM-FINAL-FRAME names `UIScreen.main` only for code that read it (HeadlessUIKit counts reads).
@MainActor
@Suite("A wrong frame blames the screen only when the code read it")
struct ScreenReadHintTests {
    @Test("an animator that read UIScreen.main.bounds is told so; the hint does not guess")
    func readTheScreen() throws {
        let report = verifyAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push, containerSize: TransitionScenario.compactSplit)]) { _ in
            MutantAnimator(.sizesFromScreen)
        }
        let violation = try #require(report.violations.first { $0.requirement.id == "ANIM-FINAL-FRAME" })
        // (followed by what a push shows if UINavigationController lays its top view out afterwards, an open point)
        #expect(violation.observed.contains("— the size of UIScreen.main.bounds (390×844), which the code read once during the run, not of the container;"))
        #expect(!violation.hint.contains("not `UIScreen.main.bounds`"))
    }

    @Test("an animator that never set the frame is not told it read the screen")
    func neverReadTheScreen() throws {
        let report = verifyAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push, containerSize: TransitionScenario.compactSplit)]) { _ in
            FrameNeverSetAnimator()
        }
        let violation = try #require(report.violations.first { $0.requirement.id == "ANIM-FINAL-FRAME" })
        #expect(
            violation.observed.contains("which a view controller's view has when it is loaded: was its frame never set? (the code did not read UIScreen.main)"))
    }

    @Test("HeadlessUIKit counts the code's reads of UIScreen.main.bounds on the current scene, not its own")
    func readsAreCounted() {
        let scene = HeadlessScene(size: CGSize(width: 844, height: 390))
        scene.makeCurrent()
        let controller = UIViewController()
        controller.loadViewIfNeeded()  // sized to the screen by the model itself: not counted
        #expect(scene.screenBoundsReads == 0)
        _ = UIScreen.main.bounds.width
        _ = UIScreen.main.nativeBounds
        #expect(scene.screenBoundsReads == 2)
    }
}
