import Testing
import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A fade that adds a shadow view (with two subviews) it keeps in a property and never removes.
@MainActor
final class ShadowLeavingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let identifier: String?
    init(identifier: String? = nil) { self.identifier = identifier }

    private lazy var shadowView: UIView = {
        let view = UIView()
        view.accessibilityIdentifier = identifier
        view.addSubview(UIView())
        view.addSubview(UIView())
        return view
    }()

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        shadowView.frame = container.bounds
        container.addSubview(shadowView)
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toVC)
            container.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3, animations: { self.shadowView.alpha = 0.5 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// A presentation controller whose dimming view covers the container and is never sized again.
@MainActor
final class FixedDimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Reports name the app's anonymous views by their owner and property, and a leftover with its
/// subviews as one entry.
@MainActor
@Suite("Views in reports are named as the app knows them")
struct ViewNamingTests {
    @Test("a leftover held by the animator is named by its property, its subviews counted in one entry")
    func leftoverWithSubviews() throws {
        let report = verifyAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in ShadowLeavingAnimator() }
        let violation = try #require(report.violations.first { $0.requirement.id == "ANIM-TEMP-VIEWS-REMOVED" })
        #expect(violation.observed == "ShadowLeavingAnimator.shadowView (with 2 subviews) left in containerView after completeTransition(true) at t=0.30")
    }

    @Test("chrome a presentation controller keeps in a property is named by it")
    func chromeNamedByOwner() throws {
        let report = verifyPresentationController { FixedDimmingPresentationController(presentedViewController: $0, presenting: $1) }
        let violation = try #require(report.violations.first { $0.requirement.id == "PRES-RESIZE" })
        #expect(violation.observed.contains("FixedDimmingPresentationController.dimmingView covers"), "\(violation.observed)")
    }

    @Test("a view with an accessibility identifier is named by it, not by its owner")
    func identifierWins() throws {
        let report = verifyAnimator(features: [.push], scenarios: [TransitionScenario(kind: .push)]) { _ in ShadowLeavingAnimator(identifier: "shadow") }
        let violation = try #require(report.violations.first { $0.requirement.id == "ANIM-TEMP-VIEWS-REMOVED" })
        #expect(violation.observed.hasPrefix("shadow (with 2 subviews) left in containerView"))
    }
}
