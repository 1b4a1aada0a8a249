#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

extension TransitionRun {
    /// The HeadlessUIKit scene the run happens on (its ``TransitionHost``'s).
    public var scene: HeadlessScene { host.scene }
}

extension PresentationRun {
    /// The HeadlessUIKit scene the run happens on (its ``TransitionHost``'s).
    public var scene: HeadlessScene { host.scene }
}

extension ContainerSwitchRun {
    /// The HeadlessUIKit scene the run happens on.
    var scene: HeadlessScene { host.scene }
}
#endif
