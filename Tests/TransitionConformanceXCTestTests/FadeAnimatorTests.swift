// TransitionConformanceXCTest.docc's example, compiled and run: if this file changes, update the
// landing page (TransitionConformanceXCTest.md).
import TransitionConformanceXCTest
import XCTest

/// The landing page's `FadeAnimator` (the README's cross-fade, in TransitionConformanceTests): the
/// kit's `MinimalAnimator`, a cross-fade for every kind of transition, stands in.
typealias FadeAnimator = MinimalAnimator
extension MinimalAnimator {
    convenience init(isPresenting: Bool) { self.init() }
}

final class FadeAnimatorTests: XCTestCase {
    @MainActor func testFadeAnimatorConforms() async {
        assertAnimatorConforms(features: [.presentation, .dismissal, .interactive]) { scenario in
            FadeAnimator(isPresenting: scenario.kind == .presentation)
        }
    }
}
