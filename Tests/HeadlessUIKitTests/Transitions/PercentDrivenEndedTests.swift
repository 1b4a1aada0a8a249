import Foundation
import HeadlessUIKit
import Testing

/// `headlessWasEnded` tells the controller's own `finish()`/`cancel()` from a direct call on the
/// context: only the controller's own calls run the driven animations on.
@MainActor
@Suite("Percent-driven controller: who ended the transition")
struct PercentDrivenEndedTests {
    @Test("a fresh controller was not ended; finish() or cancel() before the transition starts counts, as UIKit applies it then")
    func endedByTheControllersOwnCalls() {
        _ = HeadlessScene(size: CGSize(width: 390, height: 844))
        let fresh = UIPercentDrivenInteractiveTransition()
        #expect(!fresh.headlessWasEnded)
        let cancelledEarly = UIPercentDrivenInteractiveTransition()
        cancelledEarly.cancel()
        #expect(cancelledEarly.headlessWasEnded)
        let finishedEarly = UIPercentDrivenInteractiveTransition()
        finishedEarly.finish()
        #expect(finishedEarly.headlessWasEnded)
    }
}
