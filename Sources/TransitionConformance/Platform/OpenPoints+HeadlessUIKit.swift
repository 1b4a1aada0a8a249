#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// Runs under the other answer to one of UIKit's open points (contract §5), where HeadlessUIKit
/// makes the answer a named configuration default.
///
/// A check reruns a scenario this way only to tell whether a fault hides behind the model's
/// default answer: the scene of every host made inside `body` takes the other answer.
enum OpenPoints {
    /// The other answer to an open point: a change to a scene configuration.
    typealias Answer = @Sendable (inout HeadlessScene.Configuration) -> Void

    /// The other answer's change to a scene configuration, for the hosts made in the current check
    /// (``CheckContext/Settings/openPointAnswer``).
    @MainActor
    static var adjustment: Answer? { CheckContext.current?.settings.openPointAnswer }  // one setting, not a copy of all

    /// Runs `body` with the other answer to §5.2: the `finished` flag of a `UIView.animate`
    /// completion after a percent-driven cancel is `false` (HeadlessUIKit's default,
    /// `finishedFlagAfterPercentDrivenCancel`, is `true`). Nil where the host is real UIKit, which
    /// gives its own answer.
    @MainActor
    static func withFinishedFlagFalseAfterPercentDrivenCancel<T>(_ body: () -> T) -> T? {
        CheckContext.with({ $0.openPointAnswer = { $0.finishedFlagAfterPercentDrivenCancel = false } }, body)
    }

    /// Runs `body` with the other answer to whether `UINavigationController` lays its new top
    /// view out once a custom push or pop completes: it does, to the frame `finalFrame(for:)` gave
    /// (HeadlessUIKit's default, `topViewFrameAfterNavigationTransition`, keeps the frame the
    /// animator left). Nil where the host is real UIKit, which gives its own answer.
    @MainActor
    static func withNavigationControllerLayingOutTopView<T>(_ body: () -> T) -> T? {
        CheckContext.with({ $0.openPointAnswer = { $0.topViewFrameAfterNavigationTransition = .contentFrame } }, body)
    }

    /// Runs `body` with the other answer to open point F11, on top of the current check's answers:
    /// UIKit lays a modal presentation's container out at the start of every dismissal
    /// (HeadlessUIKit's default, `dismissalStartLaysOutContainer`, is that it lays it out only when
    /// the view tree asks). Nil where the host is real UIKit, which gives its own answer.
    @MainActor
    static func withContainerLaidOutAtDismissalStart<T>(_ body: () -> T) -> T? {
        let outer = adjustment
        return CheckContext.with(
            {
                $0.openPointAnswer = { configuration in
                    outer?(&configuration)
                    configuration.dismissalStartLaysOutContainer = true
                }
            }, body)
    }

    /// Whether a run can take either answer to the open points the scenarios name (F10): yes,
    /// HeadlessUIKit's scene takes the answer it is configured with.
    static let configurable = true

    /// Runs `makeHost` so that the scene it makes answers open point F10 as `scenario` says, on top
    /// of the current check's answers.
    @MainActor
    static func answering(_ scenario: TransitionScenario, _ makeHost: () -> TransitionHost) -> TransitionHost {
        guard scenario.dismissedFinalFrame == .currentFrame else { return makeHost() }
        let outer = adjustment
        return CheckContext.with(
            {
                $0.openPointAnswer = { configuration in
                    outer?(&configuration)
                    configuration.dismissedViewControllerFinalFrame = .currentFrame
                }
            }, makeHost)
    }

    /// `configuration` with the current check's answers applied.
    @MainActor
    static func applied(to configuration: HeadlessScene.Configuration) -> HeadlessScene.Configuration {
        guard let adjustment else { return configuration }
        var adjusted = configuration
        adjustment(&adjusted)
        return adjusted
    }
}
#endif
