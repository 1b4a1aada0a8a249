#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

extension RunLimits {
    /// A scene configuration with HeadlessUIKit's defaults and these cut-offs.
    var sceneConfiguration: HeadlessScene.Configuration {
        var configuration = HeadlessScene.Configuration()
        configuration.maximumWorkItemsPerInstant = maximumWorkItemsPerInstant
        configuration.maximumClockStepsPerCall = maximumClockStepsPerRun
        configuration.realRunLoopBudget = realRunLoopBudget
        return configuration
    }
}
#endif
