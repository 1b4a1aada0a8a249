#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The first line of a staged run's trace.
extension UIKitStage {
    /// How UIKit staged the run, the first line of its trace.
    var summary: String {
        let animated = scenario.mode != .notAnimated
        var text: String
        if let ensemble {
            text = "UIKit staged the transition with your objects: \(ensemble.describe(scenario))"
            if let vended {
                text += "; your \(ensemble.vendingMethod(scenario.kind)) vended \(type(of: vended.animator))"
                if let controller = vended.interactionController { text += " and the interaction controller \(type(of: controller))" }
            }
            if let setupProblem { text += "; \(setupProblem)" }
            return text
        }
        switch scenario.kind {
        case .presentation, .dismissal:
            let call = scenario.kind == .presentation ? "present(_:animated: \(animated))" : "dismiss(animated: \(animated))"
            text = "UIKit staged the transition: \(call), \(scenario.presenterRemoved ? ".fullScreen (presenter removed)" : ".custom (presenter kept)")"
        case .push, .pop:
            let call = scenario.kind == .push ? "pushViewController(_:animated: \(animated))" : "popViewController(animated: \(animated))"
            text = "UIKit staged the transition: \(call) in a UINavigationController"
        }
        if interactor != nil { text += ", with the kit's UIPercentDrivenInteractiveTransition" }
        if let setupProblem { text += "; \(setupProblem)" }
        if context.inner == nil { text += "; UIKit never handed the animator its context" }
        return text
    }
}
