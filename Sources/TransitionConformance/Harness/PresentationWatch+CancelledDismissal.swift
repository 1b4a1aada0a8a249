#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a cancelled dismissal did to the presentation controller's chrome
/// (PRES-DISMISS-CANCEL-KEEPS-CHROME), recorded the same way in a flow and in an ensemble's
/// animator run: the window and each piece's look as the dismissal was about to be asked for
/// (``noteDismissalStarting()``), compared with the window once the dismissal ended cancelled
/// (``chromeChangedSinceDismissalStarted()``).
///
/// A cancelled dismissal leaves the model values its animations set (a block animation keeps its
/// end values; UIKit only runs them back on screen), so a presentation controller that faded its
/// dimming view out alongside must set it back in `dismissalTransitionDidEnd(false)`.
@MainActor
extension PresentationWatch {
    /// The window and the chrome's looks as the dismissal is about to be asked for; kept until
    /// ``forgetDismissalStart()`` (a flow notes its first judged dismissal only).
    func noteDismissalStarting() {
        guard dismissalStart == nil else { return }
        var looks: [ObjectIdentifier: ChromeAppearance] = [:]
        for view in chrome { looks[ObjectIdentifier(view)] = ChromeAppearance(of: view) }
        dismissalStart = (ViewTreeSnapshot(of: host.window), looks)
    }

    /// How the chrome differs from when the dismissal was about to be asked for: removed, moved,
    /// faded, hidden, resized, or looking different (colour, transform, layer opacity, corner
    /// radius, shadow, blur effect); nil when no dismissal start was noted.
    func chromeChangedSinceDismissalStarted() -> [String]? {
        guard let (before, looks) = dismissalStart else { return nil }
        var found = chromeChanges(since: before, now: ViewTreeSnapshot(of: host.window))
        for view in chrome where view.window != nil {
            guard let was = looks[ObjectIdentifier(view)] else { continue }
            found += was.differences(ChromeAppearance(of: view), name: view.reportName)
        }
        return found
    }

    /// Lets go of what ``noteDismissalStarting()`` kept.
    func forgetDismissalStart() {
        dismissalStart = nil
    }
}
