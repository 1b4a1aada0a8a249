#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ContainerTranscript {
    /// The view controllers a child switch involves, and their views when the run ended, as
    /// values: what the container rules compare a context's answers with, and how a report names
    /// a view controller or a view by its part in the switch.
    @MainActor
    struct Cast {
        /// The container view controller under test.
        let container: ViewController
        /// The child whose view was in the window before the switch.
        let oldChild: ViewController?
        /// The child switched to: the one added during the run, else the context's `.to`.
        let newChild: ViewController?
        /// The container's children once its view had loaded, before the switch.
        let childrenBefore: [ObjectIdentifier]
        /// The views of the old child, the new child and the container view controller when the
        /// run ended (nil when not loaded).
        let oldChildView: ObjectIdentifier?
        let newChildView: ObjectIdentifier?
        let containerView: ObjectIdentifier?

        /// A view controller named by its part in the switch, e.g. "the old child (RedViewController)".
        func describe(_ vc: ViewController?) -> String {
            guard let vc else { return "nil" }
            let type = vc.typeAndTitle
            if vc == oldChild { return "the old child (\(type))" }
            if vc == newChild { return "the new child (\(type))" }
            if vc == container { return "the container view controller (\(type))" }
            if childrenBefore.contains(vc.identity) { return "another child (\(type))" }
            return "\(type), not a child of the container"
        }

        /// A view named by whose view it is, e.g. "the new child's view", else by its report name.
        func describe(_ view: ReportedView?) -> String {
            guard let view else { return "nil" }
            if let oldChildView, view.identity == oldChildView { return "the old child's view" }
            if let newChildView, view.identity == newChildView { return "the new child's view" }
            if view.identity == containerView { return "the container view controller's view" }
            return view.name
        }
    }
}
