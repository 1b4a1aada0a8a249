#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance
import XCTest

/// Runs `verifyInteractiveTransition` and fails the current XCTest test at your line for each
/// violated `must` requirement and each configuration error.
///
/// The XCTest counterpart of `checkInteractiveTransition`. For each kind and gesture script the
/// factory makes a fresh `InteractionSubject`; the kit drives its gesture and runs the
/// transition with `MinimalAnimator` on a scene of its own. Failures are `XCTFail`s at `file` and
/// `line` with the violation's message; `should` violations are handled as `shouldViolations`
/// says (see ``ShouldViolationPolicy``).
///
/// ```swift
/// @MainActor func testSwipeDownInteractionConforms() async {
///     assertInteractiveTransitionConforms { _ in
///         let controller = SwipeDownInteractionController()
///         let pan = controller.panGesture
///         return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
///             pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
///         }
///     }
/// }
/// ```
///
/// - Parameters:
///   - subject: a name for the report; the controller's type name by default.
///   - kinds: the transition kinds to drive; `.dismissal` and `.pop` by default.
///   - scripts: how the gesture moves and ends; `GestureScript.standard` by default.
///   - knownDeviations: requirements known not to be met, with a reason; reported as suppressed.
///   - animator: the animator the interaction controller ships with, made for the scenario; the
///     kit's `MinimalAnimator` when nil. When given, the animator requirements apply to it too.
///   - viewControllers: your view controllers for each run (presenting and presented, or the
///     navigation stack's first and the one pushed), when the animator finds its views through
///     their types; plain ones by default.
///   - shouldViolations: whether `should` violations are printed (the default) or fail the test.
///   - file: the file failures are recorded in; your call site by default.
///   - line: the line failures are recorded at; your call site by default.
///   - factory: makes a fresh subject for the given scenario.
/// - Returns: the report, for further assertions.
@MainActor
@discardableResult
public func assertInteractiveTransitionConforms(
    _ subject: String? = nil, kinds: [TransitionScenario.Kind] = [.dismissal, .pop],
    scripts: [GestureScript] = GestureScript.standard, knownDeviations: [KnownDeviation] = [],
    animator: ((TransitionScenario) -> any UIViewControllerAnimatedTransitioning)? = nil,
    viewControllers: ((TransitionScenario) -> (first: UIViewController, second: UIViewController))? = nil,
    shouldViolations: ShouldViolationPolicy = .print, file: StaticString = #filePath, line: UInt = #line,
    factory: (TransitionScenario) -> InteractionSubject
) -> ConformanceReport {
    let report = verifyInteractiveTransition(
        subject, kinds: kinds, scripts: scripts, knownDeviations: knownDeviations, animator: animator, viewControllers: viewControllers,
        factory: factory)
    reportFailures(report, shouldViolations: shouldViolations, file: file, line: line)
    return report
}
