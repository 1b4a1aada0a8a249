#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the run reads from the live views at its end for its transcript
/// (``PresentationRun/transcript()``): how the presenting screen differs from the baseline.
@MainActor
extension PresentationRun {
    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// How the presenting screen differs from the baseline (``PresentationWatch/presenterDifferences(resized:animatorsChangesAreTheirs:)``):
    /// a difference whose last change a vended animator's own code made is the animator's when
    /// ``presenterChangesByAnimatorAreTheAnimators``.
    var presenterDifferences: PresenterDifferences {
        watch.presenterDifferences(resized: scenario.resize != nil, animatorsChangesAreTheirs: presenterChangesByAnimatorAreTheAnimators)
    }
}
