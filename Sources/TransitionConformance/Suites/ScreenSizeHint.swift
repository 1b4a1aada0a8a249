#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a wrong frame's observation says about the screen: that the code read
/// `UIScreen.main.bounds` when HeadlessUIKit saw it do so, and nothing about the screen when it did
/// not — so a report blames the screen only for code that used it.
@MainActor
enum ScreenSizeHint {
    /// The text appended to a wrong frame's observation (empty when the screen has nothing to do
    /// with it), for a screen of size `screen` whose bounds the code read `screenBoundsReads` times,
    /// as a transcript records them: on HeadlessUIKit from the reads it counted; on UIKit, which
    /// counts none (nil), only when the frame has the screen's size and the container does not.
    static func text(frame: CGSize, container: CGSize, screen: CGSize, screenBoundsReads: Int?) -> String {
        guard screen != container else { return "" }
        switch screenBoundsReads {
        case let reads? where reads > 0:
            let times = reads == 1 ? "once" : "\(reads) times"
            return frame == screen
                ? " — the size of UIScreen.main.bounds (\(TransitionScenario.size(screen))), which the code read \(times) during the run, not of the container"
                : " — the code read UIScreen.main.bounds (\(TransitionScenario.size(screen))) \(times) during the run; a frame derived from the screen is wrong whenever the container is not the screen"
        case .some:
            return frame == screen
                ? " — the size of the screen (\(TransitionScenario.size(screen))), which a view controller's view has when it is loaded: was its frame never set? (the code did not read UIScreen.main)"
                : ""
        case nil:
            return frame == screen ? " — the size of UIScreen.main, not of the container" : ""
        }
    }
}
