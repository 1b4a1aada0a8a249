import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A delegate that refuses every gesture, as a sheet's does while its scroll view is not at the top.
@MainActor
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A report says when the subject's gesture never began, and why, from what HeadlessUIKit recorded.
@MainActor
@Suite("A gesture that never began is named as such")
struct GestureNeverBeganTests {
    @Test("a recognizer whose delegate refuses to begin: the skip says the delegate refused")
    func delegateRefuses() throws {
        let delegate = RefusingGestureDelegate()
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.7)]) { _ in
            let subject = MinimalInteractionController.subject()
            subject.gesture.delegate = delegate
            return subject
        }
        let reason = try #require(report.scenariosSkipped.first?.reason)
        #expect(reason.hasPrefix("gesture ended at 70 %: the gesture never began (UIPanGestureRecognizer did not begin at t="))
        #expect(reason.contains("gestureRecognizerShouldBegin(_:) returned false"), "\(reason)")
        withExtendedLifetime(delegate) {}
    }

    @Test("a disabled recognizer: the skip says it is disabled, and the kit's own driving is not noted as the app's misuse")
    func disabled() throws {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.7)]) { _ in
            let subject = MinimalInteractionController.subject()
            subject.gesture.isEnabled = false
            return subject
        }
        let reason = try #require(report.scenariosSkipped.first?.reason)
        #expect(reason.contains("disabled"), "\(reason)")
        #expect(report.uikitMisuse.isEmpty, "\(report.uikitMisuse)")
    }
}
