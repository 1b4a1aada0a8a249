import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

@MainActor
@Suite("checkAnimator takes the app's view controllers, for animators that cast to them")
struct AnimatorViewControllersTests {
    /// The photo zoom animator, as its delegate vends it, checked with or without the app's screens.
    private func check(_ defect: PhotoZoomDefect?, appScreens: Bool) -> ConformanceReport {
        let delegate = PhotoZoomTransitioningDelegate(defect: defect)
        let placeholder = UIViewController()
        return verifyAnimator(
            features: [.presentation, .dismissal, .presenterKept],
            viewControllers: appScreens ? { _ in (PhotoListViewController(zoomTransition: delegate), PhotoDetailViewController()) } : nil
        ) { scenario in
            scenario.kind == .presentation
                ? delegate.animationController(forPresented: placeholder, presenting: placeholder, source: placeholder)!
                : delegate.animationController(forDismissed: placeholder)!
        }
    }

    @Test("an animator that finds its views through the app's types passes with the app's view controllers")
    func castingAnimatorPassesWithTheAppsScreens() {
        let report = check(nil, appScreens: true)
        // The zoom runs whatever Reduce Motion says (a should); nothing else.
        #expect(report.violatedIDs == ["ANIM-REDUCE-MOTION"], "\(report)")
        #expect(!report.scenariosRun.isEmpty)
    }

    @Test("the early return on a failed cast hangs every transition with plain view controllers, and is never taken with the app's")
    func earlyReturnDependsOnTheScreens() {
        #expect(check(.returnsEarlyWhenCastFails, appScreens: true).violatedIDs == ["ANIM-REDUCE-MOTION"])
        #expect(check(.returnsEarlyWhenCastFails, appScreens: false).violatedIDs.contains("ANIM-COMPLETE-ONCE"))
    }

    @Test("a snapshot left after an interrupted zoom is caught only where the zoom runs: with the app's view controllers")
    func snapshotLeftIsCaughtWithTheAppsScreens() {
        #expect(check(.keepsSnapshotWhenInterrupted, appScreens: true).violatedIDs == ["ANIM-TEMP-VIEWS-REMOVED", "ANIM-REDUCE-MOTION"])
        #expect(check(.keepsSnapshotWhenInterrupted, appScreens: false).violations.isEmpty, "the cross-fade fallback runs instead")
    }

    @Test("the interaction suite takes the app's view controllers too: its animator's early return is never taken with them")
    func interactionSuiteTakesTheAppsScreens() {
        func check(appScreens: Bool) -> ConformanceReport {
            let delegate = PhotoZoomTransitioningDelegate(defect: .returnsEarlyWhenCastFails)
            return verifyInteractiveTransition(
                kinds: [.dismissal], animator: { _ in delegate.animationController(forDismissed: UIViewController())! },
                viewControllers: appScreens ? { _ in (PhotoListViewController(zoomTransition: delegate), PhotoDetailViewController()) } : nil
            ) { _ in
                let controller = SwipeDownInteractionController()
                let pan = controller.panGesture
                return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
                    pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
                }
            }
        }
        let withScreens = check(appScreens: true)
        #expect(withScreens.violations.isEmpty, "\(withScreens)")
        #expect(!withScreens.scenariosRun.isEmpty)
        #expect(check(appScreens: false).violatedIDs.contains("ANIM-COMPLETE-ONCE"), "plain view controllers: the cast fails and nothing completes")
    }

    @Test("a navigation controller given as the presenting view controller presents: the kit's delegate vends the animator for the modal run")
    func navigationControllerAsThePresenterPresents() {
        // A modal run whose presenting screen is the app's navigation controller (an app presents
        // from it): the run sets the presented view controller's delegate and style, and presents
        // from it; it is not a navigation run.
        let report = verifyAnimator(
            features: [.presentation, .dismissal, .presenterKept],
            viewControllers: { _ in (UINavigationController(rootViewController: UIViewController()), UIViewController()) }
        ) { _ in MinimalAnimator() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.contains { $0.kind == .dismissal && !$0.presenterRemoved })
    }

    @Test("a flow that never ends is blamed on the animator the delegate vended, by the name its animator runs use")
    func flowHangIsOnTheVendedAnimator() {
        let report = Corpus.verifyPhotoZoom(.returnsEarlyWhenCastFails, appScreens: false)
        let hangs = report.violations.filter { $0.requirement == .animCompleteOnce }
        #expect(!hangs.isEmpty)
        #expect(Set(hangs.map(\.object)) == ["your presentation animator PhotoZoomAnimator"], "\(hangs.map(\.object))")
    }
}
