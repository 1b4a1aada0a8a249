#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A custom container view controller under test, and how to make it switch to another child.
///
/// Your factory builds the container configured to run the animator the kit passes in (for
/// example by returning it from your container's delegate, or as its default animator), showing
/// its first child. The kit makes the container the root of a fresh window, calls
/// ``switchChild`` once, and watches the switch through that animator.
///
/// ```swift
/// ContainerTransitionSubject(container: tabs) { tabs.select(index: 1) }
/// ```
@MainActor
public struct ContainerTransitionSubject {
    /// The container view controller; it must show one child (in its view) once its view has loaded.
    public let container: UIViewController
    /// Starts a switch from the child on screen to another one, as tapping a tab would.
    public let switchChild: () -> Void

    public init(container: UIViewController, switchChild: @escaping () -> Void) {
        self.container = container
        self.switchChild = switchChild
    }
}
