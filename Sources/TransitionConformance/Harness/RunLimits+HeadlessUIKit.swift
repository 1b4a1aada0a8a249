#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

extension RunLimits {
    /// A scene configuration with HeadlessUIKit's defaults and these cut-offs.
    var sceneConfiguration: HeadlessScene.Configuration {
        var configuration = Self.defaultSceneConfiguration
        configuration.maximumWorkItemsPerInstant = maximumWorkItemsPerInstant
        configuration.maximumClockStepsPerCall = maximumClockStepsPerRun
        configuration.realRunLoopBudget = realRunLoopBudget
        return configuration
    }

    /// HeadlessUIKit's defaults, made once (a value: every run's host starts from a copy of it;
    /// making it anew cost more than the copy, for each host of a suite).
    private static let defaultSceneConfiguration = HeadlessScene.Configuration()
}
#endif
