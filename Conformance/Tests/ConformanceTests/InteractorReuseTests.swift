import Testing
import TransitionConformance

@testable import ConformanceCorpus

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// INT-REUSABLE judges the controller the app really reuses: the same object across gestures
/// when the subject hands one over, a fresh one per gesture when it says so with `vending:`.
@MainActor
@Suite("Interaction controllers reused for the next gesture")
struct InteractorReuseTests {
    @Test("a one-shot controller vended fresh for each pull passes; the same controller kept for every pull finishes a pull lifted at 5 %")
    func freshPerGestureVersusKept() throws {
        let fresh = verifyInteractiveTransition(kinds: [.dismissal]) { _ in Corpus.freshPerPullSubject() }
        #expect(fresh.violations.isEmpty, "\(fresh)")
        let kept = verifyInteractiveTransition(kinds: [.dismissal]) { _ in
            let controller = OneShotPullInteractor()
            let pan = UIPanGestureRecognizer(headlessHandler: { (pan: UIPanGestureRecognizer) in
                let progress = min(max(pan.translation(in: pan.view).y / max(pan.view?.bounds.height ?? 0, 1), 0), 1)
                switch pan.state {
                case .changed: controller.pulled(to: progress)
                case .ended: controller.released()
                case .cancelled, .failed: controller.cancel()
                default: break
                }
            })
            return InteractionSubject(interactionController: controller, gesture: pan) { progress in
                pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
            }
        }
        #expect(kept.violatedIDs == ["INT-REUSABLE"])
        let observed = try #require(kept.violations.first?.observed)
        #expect(observed.hasPrefix("the same controller, after gesture ended at 80 % (finish(), then completeTransition(true)): gesture ended at 5 %"))
        #expect(observed.contains("expected cancel(), then completeTransition(false), as a fresh controller does → finish(), then completeTransition(true)"))
    }
}
