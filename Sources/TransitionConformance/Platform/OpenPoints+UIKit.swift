#if canImport(UIKit) || UIKIT_TYPECHECK

/// Runs under the other answer to one of UIKit's open points (contract §5): not here, where the
/// host is real UIKit and gives its own answer.
enum OpenPoints {
    /// The other answer to an open point: none can be given to UIKit.
    typealias Answer = @Sendable () -> Void

    /// Whether a run can take either answer to the open points the scenarios name (F10): no,
    /// UIKit gives its own; only the kit's context can answer otherwise.
    static let configurable = false

    /// Runs `makeHost`: UIKit answers the open points `scenario` names itself.
    @MainActor
    static func answering(_ scenario: TransitionScenario, _ makeHost: () -> TransitionHost) -> TransitionHost {
        makeHost()
    }

    /// Nil: UIKit's own answer to F11 (when it lays a dismissal's container out) is the only one
    /// it gives.
    @MainActor
    static func withContainerLaidOutAtDismissalStart<T>(_ body: () -> T) -> T? { nil }

    /// Nil: UIKit's own answer to §5.2 is the only one it gives.
    @MainActor
    static func withFinishedFlagFalseAfterPercentDrivenCancel<T>(_ body: () -> T) -> T? { nil }

    /// Nil: UIKit lays a pushed view out after the push, or not, as it does.
    @MainActor
    static func withNavigationControllerLayingOutTopView<T>(_ body: () -> T) -> T? { nil }
}
#endif
