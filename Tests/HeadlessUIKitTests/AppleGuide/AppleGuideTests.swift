import Testing
@testable import HeadlessUIKit
@testable import ConformanceCorpus

// Apple's View Controller Programming Guide, Listings 10-2 (diagonal animator), 10-3/10-4
// (percent-driven interaction with a pan) and 11-1…11-5 (dimming presentation controller), run
// through HeadlessUIKit's presentation machinery. The listings' Swift versions, written for UIKit,
// are corpus samples: Conformance/Sources/ConformanceCorpus/Samples/AppleGuide/.
//
// Scene: 390 × 844 points. The container fills the window, so Listing 11-1's frame is the right
// half, (195, 0, 195, 844), and Listing 10-2's corner is (390, 844). The animator's duration is
// 0.5 s with UIKit's default ease-in-out curve, which is exactly half-way at half the duration.

private let rightHalf = CGRect(x: 195, y: 0, width: 195, height: 844)
private let bottomRightCornerPoint = CGRect(x: 390, y: 844, width: 0, height: 0)
private let halfWayGrowth = CGRect(x: 292.5, y: 422, width: 97.5, height: 422)

@MainActor @Suite("Apple guide: Listing 10-2's diagonal animator with Listings 11-1…11-5's dimming presentation controller")
struct AppleGuideTests {
    @Test("An animated presentation grows the presented view out of the container's bottom-right corner into the right half while the dimming view fades in")
    func animatedPresentation() throws {
        let f = AppleGuideFixture()
        f.root.present(f.presented, animated: true) { f.log.add("present completion") }
        #expect(
            f.log.entries == [
                "delegate.presentationController(forPresented:)", "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
            ])
        #expect(f.presented.transitionCoordinator != nil)

        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "pc.presentationTransitionWillBegin", "presented.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition(animated: true, interactive: false)",
            ])
        // What Listing 10-2 read from the context: no from view (the presenter stays where it is),
        // initialFrame(for: toVC) == .zero, final frame = Listing 11-1's right half.
        let snapshot = try #require(f.delegate.presentationAnimator?.snapshot)
        #expect(
            snapshot
                == ContextSnapshot(
                    fromViewIsNil: true, toViewIsNil: false, initialFrameOfTo: .zero, finalFrameOfTo: rightHalf,
                    finalFrameOfFrom: CGRect(x: 0, y: 0, width: 390, height: 844), style: .custom,
                    isAnimated: true, isInteractive: false))
        let view = f.presented.view!
        let container = try #require(f.pc.containerView)
        let dimming = f.pc.dimmingView
        #expect(container.subviews.count == 2 && container.subviews[0] === dimming && container.subviews[1] === view)
        // Start: the model holds the end values; the display starts at the corner with the size of
        // initialFrame(for:) — zero — so the view grows rather than slides.
        #expect(view.frame == rightHalf)
        #expect(f.displayedFrame(view) == bottomRightCornerPoint)
        #expect(dimming.frame == container.bounds)
        #expect(dimming.backgroundColor == UIColor(white: 0.0, alpha: 0.4))
        #expect(dimming.alpha == 1.0)
        #expect(f.displayedOpacity(dimming) == 0)

        f.scene.advance(by: 0.25)
        #expect(f.displayedFrame(view) == halfWayGrowth)
        #expect(f.displayedOpacity(dimming) == 0.5)
        #expect(!f.log.entries.contains("present completion"))

        f.log.clear()
        f.scene.advance(by: 0.25)
        #expect(
            f.log.entries == [
                "pc.presentationTransitionDidEnd(true)", "presented.viewDidAppear(true)",
                "animator.animationEnded(true)", "present completion",
            ])
        #expect(f.delegate.presentationAnimator?.completionCalls == [true])
        #expect(f.displayedFrame(view) == rightHalf)
        #expect(f.displayedOpacity(dimming) == 1)
        #expect(f.root.presentedViewController === f.presented)
        #expect(container.superview === f.scene.window)
        #expect(f.presented.transitionCoordinator == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test(
        "An animated dismissal shrinks the presented view into the corner and, because Listing 10-2 removes the nil to-view, leaves it inside the container UIKit discards"
    )
    func animatedDismissal() throws {
        let f = AppleGuideFixture()
        f.presentAndSettle()
        let view = f.presented.view!
        let container = try #require(f.pc.containerView)
        let dimming = f.pc.dimmingView

        f.presented.dismiss(animated: true) { f.log.add("dismiss completion") }
        #expect(f.log.entries == ["delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal"])
        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "pc.dismissalTransitionWillBegin", "presented.viewWillDisappear(true)",
                "animator.transitionDuration", "animator.animateTransition(animated: true, interactive: false)",
            ])
        // The cause of the slip: on this dismissal view(forKey: .to) is nil — the presenter's view
        // never left — so the listing's "remove the to view" has nothing to remove, and its
        // end frame borrows that nil view's size: 0 × 0.
        let snapshot = try #require(f.delegate.dismissalAnimator?.snapshot)
        #expect(snapshot.fromViewIsNil == false)
        #expect(snapshot.toViewIsNil == true)
        #expect(snapshot.finalFrameOfFrom == .zero)
        #expect(view.frame == bottomRightCornerPoint)
        #expect(f.displayedFrame(view) == rightHalf)
        #expect(dimming.alpha == 0)

        f.scene.advance(by: 0.25)
        #expect(f.displayedFrame(view) == halfWayGrowth)
        #expect(f.displayedOpacity(dimming) == 0.5)

        f.log.clear()
        f.scene.advance(by: 0.25)
        #expect(
            f.log.entries == [
                "pc.dismissalTransitionDidEnd(true)", "presented.viewDidDisappear(true)",
                "animator.animationEnded(true)", "dismiss completion",
            ])
        #expect(f.delegate.dismissalAnimator?.completionCalls == [true])
        #expect(f.root.presentedViewController == nil)
        #expect(f.presented.presentingViewController == nil)
        #expect(f.presented.presentationController == nil)
        // Listing 11-5 removed the dimming view; UIKit removed the container.
        #expect(dimming.superview == nil)
        #expect(container.superview == nil)
        #expect(f.scene.window.subviews.count == 1 && f.scene.window.subviews[0] === f.root.view)
        // The slip, observable: the dismissed view was never removed. It is still a subview of the
        // discarded container — out of the window only because the container is — at 0 × 0.
        #expect(view.superview === container)
        #expect(view.window == nil)
        #expect(view.frame == bottomRightCornerPoint)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("The corrected animator slides the view in at its final size and removes the from view on dismissal, before the container goes")
    func correctedAnimator() throws {
        let f = AppleGuideFixture(fixed: true)
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 0)
        let view = f.presented.view!
        #expect(f.displayedFrame(view) == CGRect(x: 390, y: 844, width: 195, height: 844))
        f.scene.advance(by: 0.25)
        #expect(f.displayedFrame(view) == CGRect(x: 292.5, y: 422, width: 195, height: 844))
        f.scene.runUntilIdle(timeout: 5)
        #expect(view.frame == rightHalf)
        let container = try #require(f.pc.containerView)

        var superviewAtDidEnd: UIView?
        f.presented.dismiss(animated: true) { superviewAtDidEnd = view.superview }
        f.scene.advance(by: 0)
        #expect(view.frame == CGRect(x: 390, y: 844, width: 195, height: 844), "slides out at its own size")
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.delegate.dismissalAnimator?.completionCalls == [true])
        #expect(superviewAtDidEnd == nil)
        #expect(view.superview == nil, "removed by the animator")
        #expect(container.superview == nil)
        #expect(f.root.presentedViewController == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("A non-animated presentation still calls animateTransition with isAnimated false; the listing ignores it and animates for its full 0.5 s")
    func nonAnimatedPresentation() throws {
        let f = AppleGuideFixture()
        f.root.present(f.presented, animated: false) { f.log.add("present completion") }
        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "pc.presentationTransitionWillBegin", "presented.viewWillAppear(false)",
                "animator.transitionDuration", "animator.animateTransition(animated: false, interactive: false)",
            ])
        #expect(f.delegate.presentationAnimator?.snapshot?.isAnimated == false)
        let view = f.presented.view!
        let dimming = f.pc.dimmingView
        // The coordinator runs Listing 11-3's alongside block without animation...
        #expect(dimming.alpha == 1)
        #expect(f.displayedOpacity(dimming) == 1)
        // ...but Listing 10-2's own UIView.animate runs for transitionDuration: 0.5 s.
        #expect(f.displayedFrame(view) == bottomRightCornerPoint)
        f.scene.advance(by: 0.25)
        #expect(f.displayedFrame(view) == halfWayGrowth)
        #expect(!f.log.entries.contains("present completion"))

        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(
            f.log.entries.suffix(4) == [
                "pc.presentationTransitionDidEnd(true)", "presented.viewDidAppear(false)",
                "animator.animationEnded(true)", "present completion",
            ])
        #expect(view.frame == rightHalf)
        #expect(f.displayedFrame(view) == rightHalf)
        #expect(view.superview === f.pc.containerView)
        #expect(f.root.presentedViewController === f.presented)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("The corrected animator reads isAnimated: a non-animated presentation and dismissal each complete on the next tick, everything in place")
    func nonAnimatedWithCorrectedAnimator() throws {
        let f = AppleGuideFixture(fixed: true)
        f.root.present(f.presented, animated: false) { f.log.add("present completion") }
        f.scene.advance(by: 0)
        #expect(f.scene.now == 0)
        #expect(
            f.log.entries.suffix(6) == [
                "animator.transitionDuration", "animator.animateTransition(animated: false, interactive: false)",
                "pc.presentationTransitionDidEnd(true)", "presented.viewDidAppear(false)",
                "animator.animationEnded(true)", "present completion",
            ])
        let view = f.presented.view!
        let container = try #require(f.pc.containerView)
        #expect(view.frame == rightHalf)
        #expect(f.displayedFrame(view) == rightHalf)
        #expect(f.pc.dimmingView.alpha == 1)
        #expect(f.scene.isIdle)

        f.log.clear()
        f.presented.dismiss(animated: false) { f.log.add("dismiss completion") }
        f.scene.advance(by: 0)
        #expect(f.scene.now == 0)
        #expect(
            f.log.entries.suffix(4) == [
                "pc.dismissalTransitionDidEnd(true)", "presented.viewDidDisappear(false)",
                "animator.animationEnded(true)", "dismiss completion",
            ])
        #expect(view.superview == nil)
        #expect(container.superview == nil)
        #expect(f.root.presentedViewController == nil)
    }

    @Test(
        "A percent-driven dismissal cancelled at 40 % keeps the presentation, but the listing leaves the presented view's model frame at the animated 0 × 0 corner"
    )
    func cancelledInteractiveDismissal() throws {
        let f = AppleGuideFixture()
        f.presentAndSettle()
        let view = f.presented.view!
        let container = try #require(f.pc.containerView)
        let dimming = f.pc.dimmingView
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.dismissalInteractor = interactor

        f.presented.dismiss(animated: true) { f.log.add("dismiss completion") }
        f.scene.advance(by: 0)
        #expect(
            f.log.entries.suffix(4) == [
                "pc.dismissalTransitionWillBegin", "presented.viewWillDisappear(true)",
                "animator.transitionDuration", "animator.animateTransition(animated: true, interactive: true)",
            ])
        #expect(interactor.duration == 0.5)
        let coordinator = try #require(f.presented.transitionCoordinator)
        #expect(coordinator.initiallyInteractive && coordinator.isInteractive)

        interactor.update(0.4)
        #expect(coordinator.percentComplete == 0.4)
        // Frame and dimming are scrubbed to the same point of the same curve.
        let frameProgress = (f.displayedFrame(view).minX - 195) / 195
        #expect(frameProgress > 0 && frameProgress < 1)
        #expect(close(Double(1 - f.displayedOpacity(dimming)), Double(frameProgress), tolerance: 1e-6))

        f.log.clear()
        interactor.cancel()
        #expect(f.log.entries == ["presented.viewWillAppear(true)"])
        // The animations run back for 0.4 × 0.5 s = 0.2 s.
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.7))
        #expect(
            f.log.entries == [
                "presented.viewWillAppear(true)", "pc.dismissalTransitionDidEnd(false)",
                "presented.viewDidAppear(true)", "animator.animationEnded(false)",
            ])
        #expect(f.delegate.dismissalAnimator?.completionCalls == [false])
        #expect(f.delegate.dismissalAnimator?.context?.transitionWasCancelled == true)

        // Still presented, in the window, container and dimming view in place.
        #expect(f.root.presentedViewController === f.presented)
        #expect(f.presented.presentingViewController === f.root)
        #expect(!f.presented.isBeingDismissed)
        #expect(container.superview === f.scene.window)
        #expect(view.superview === container)
        #expect(dimming.superview === container)
        // §3: the cancelled animations are gone and the model values are the ones the animation
        // blocks wrote. Listing 10-2 does not put the frame back, so the presented view sits at
        // the corner, 0 × 0 — presented, but invisible.
        #expect(view.frame == bottomRightCornerPoint)
        #expect(f.displayedFrame(view) == bottomRightCornerPoint)
        // Listing 11-5's alongside block wrote alpha 0 and nothing puts it back either: the dimming
        // view Listing 11-5 keeps (dismissalTransitionDidEnd(false)) is transparent. Keeping it
        // visible as before takes restoring alpha when `context.isCancelled` (next test).
        #expect(dimming.alpha == 0)
        #expect(f.displayedOpacity(dimming) == 0)
        #expect(misuses(f.scene).isEmpty)

        // The presentation still works: a plain dismissal now completes.
        f.delegate.dismissalInteractor = nil
        f.presented.dismiss(animated: true)
        f.scene.runUntilIdle(timeout: 5)
        #expect(f.root.presentedViewController == nil)
        #expect(container.superview == nil)
    }

    @Test(
        "After a cancelled dismissal the corrected animator puts the frame back, and restoring alpha in the coordinator's completion keeps the dimming visible")
    func cancelledInteractiveDismissalCorrected() throws {
        let f = AppleGuideFixture(fixed: true)
        f.delegate.restoresDimmingOnCancel = true
        f.presentAndSettle()
        let view = f.presented.view!
        let dimming = f.pc.dimmingView
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.dismissalInteractor = interactor

        f.presented.dismiss(animated: true)
        f.scene.advance(by: 0)
        interactor.update(0.4)
        interactor.cancel()
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.7))
        #expect(f.delegate.dismissalAnimator?.completionCalls == [false])
        #expect(view.frame == rightHalf)
        #expect(f.displayedFrame(view) == rightHalf)
        #expect(dimming.superview === f.pc.containerView)
        #expect(dimming.alpha == 1)
        #expect(f.displayedOpacity(dimming) == 1)
    }

    @Test("Listing 10-4's pan handler finishes the dismissal even when the gesture is cancelled, since .cancelled counts as 'ended or later'")
    func listingSwipeInteractor() throws {
        let f = AppleGuideFixture()
        f.presentAndSettle()
        let container = try #require(f.pc.containerView)
        let interactor = ListingSwipeInteractor()
        f.delegate.dismissalInteractor = interactor

        f.presented.dismiss(animated: true) { f.log.add("dismiss completion") }
        f.scene.advance(by: 0)
        let pan = try #require(interactor.panGesture)
        #expect(pan.view === container)
        pan.headlessBegin()
        // The pan begins 10 pt in (panBeginDistance), where the listing resets the translation,
        // so 221 pt down reads 211 pt: a quarter of the 844 pt container.
        pan.headlessChange(translation: CGPoint(x: 0, y: 221))
        #expect(interactor.percentComplete == 0.25)
        #expect(f.presented.transitionCoordinator?.percentComplete == 0.25)

        f.log.clear()
        pan.headlessCancel()
        #expect(container.gestureRecognizers?.isEmpty ?? true)
        // Finishing runs the remaining 0.75 × 0.5 s = 0.375 s forwards.
        #expect(f.scene.runUntilIdle(timeout: 5) == .idle(at: 0.875))
        #expect(
            f.log.entries == [
                "pc.dismissalTransitionDidEnd(true)", "presented.viewDidDisappear(true)",
                "animator.animationEnded(true)", "dismiss completion",
            ])
        #expect(f.delegate.dismissalAnimator?.completionCalls == [true])
        #expect(f.root.presentedViewController == nil)
        #expect(container.superview == nil)
        #expect(misuses(f.scene).isEmpty)
    }

    @Test("The guide's own delegate, written for UIKit, presents into the right half and dismisses, with only the import swapped")
    func guideDelegateAsWritten() throws {
        let scene = makeScene()
        let root = UIViewController()
        scene.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let delegate = DiagonalTransitioningDelegate()
        presented.transitioningDelegate = delegate
        var presentedAt: TimeInterval?
        root.present(presented, animated: true) { presentedAt = scene.now }
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 0.5))
        #expect(presentedAt == 0.5)
        let pc = try #require(presented.presentationController as? DimmingPresentationController)
        #expect(presented.view.frame == rightHalf)
        #expect(pc.dimmingView.superview === pc.containerView)
        #expect(pc.dimmingView.alpha == 1)
        var dismissedAt: TimeInterval?
        presented.dismiss(animated: true) { dismissedAt = scene.now }
        #expect(scene.runUntilIdle(timeout: 5) == .idle(at: 1.0))
        #expect(dismissedAt == 1.0)
        #expect(root.presentedViewController == nil)
        #expect(pc.dimmingView.superview == nil)
        #expect(scene.window.subviews.count == 1)
        #expect(misuses(scene).isEmpty)
    }
}
