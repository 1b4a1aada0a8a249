#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension TransitionRun {
    /// The run's immutable record, read once it has ended (after ``runToEnd()``, and after the
    /// interaction suite has set the mode it judges the run as): what the animator rules judge.
    /// The one place that turns the run — its host, its stage, its context, its live views — into
    /// values (``AnimatorTranscript/init(_:)``).
    func transcript() -> AnimatorTranscript { AnimatorTranscript(self) }
}
