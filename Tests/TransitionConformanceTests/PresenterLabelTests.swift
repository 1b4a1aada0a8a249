import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A full-screen dimming presentation: the presenter's view leaves the window.
@MainActor
final class FullScreenFixedDimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    override var shouldRemovePresentersView: Bool { true }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }
}

/// A scenario with the subject's own animator is labelled with what its presentation controller
/// chose for the presenter's view.
@MainActor
@Suite("Scenario labels follow the presentation controller's choice")
struct PresenterLabelTests {
    @Test("a presentation controller that removes the presenter's view: its own-animator scenarios say 'presenter removed'")
    func presenterRemovedLabel() throws {
        let report = verifyPresentationController(animator: { scenario in MinimalAnimator() }) {
            FullScreenFixedDimmingPresentationController(presentedViewController: $0, presenting: $1)
        }
        let own = report.violations.filter { $0.scenario.referenceAnimator == nil }
        #expect(!own.isEmpty, "\(report)")
        #expect(own.allSatisfy { $0.scenario.testDescription.contains("presenter removed") }, "\(own.map(\.scenario.testDescription))")
    }
}
