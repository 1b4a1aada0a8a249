import Testing
@testable import HeadlessUIKit

/// A provider that promises a spring it does not have.
@MainActor
private final class BrokenProvider: NSObject, UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { .spring }
    var cubicTimingParameters: UICubicTimingParameters? { nil }
    var springTimingParameters: UISpringTimingParameters? { nil }
}

/// An animator that implements only the required members of UIViewImplicitlyAnimating.
@MainActor
private final class MinimalAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState = .inactive
    var isRunning = false
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

@MainActor
@Suite struct UITimingParameters {
    @Test func defaultCubicParametersAreTheBuiltInEaseInOutCurve() {
        let timing = UICubicTimingParameters()
        #expect(timing.timingCurveType == .builtin)
        #expect(timing.animationCurve == .easeInOut)
        #expect(timing.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(timing.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(timing.cubicTimingParameters === timing)
        #expect(timing.springTimingParameters == nil)
    }

    @Test func cubicParametersFromControlPointsAreACustomCubicCurve() {
        let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(timing.timingCurveType == .cubic)
        #expect(timing.controlPoint1 == CGPoint(x: 0.2, y: 0))
        #expect(UICubicTimingParameters(animationCurve: .linear).controlPoint2 == CGPoint(x: 1, y: 1))
    }

    @Test func springParametersKeepTheirInitialVelocity() {
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 3))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.initialVelocity == CGVector(dx: 2, dy: 3))
        #expect(spring.springTimingParameters === spring)
        #expect(spring.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters(dampingRatio: 0.7).initialVelocity == .zero)
    }

    @Test func aSpringFromMassStiffnessAndDampingSetsTheAnimatorsDurationToItsSettlingTime() {
        _ = makeAnimatorScene()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        // ζ = 10 / (2 √100) = 0.5, ω₀ = 10: ln(1000) / (ζ ω₀) ≈ 1.3816 s
        #expect(close(animator.duration, log(1000) / 5, tolerance: 1e-9))
    }

    @Test func aProviderWithoutThePromisedParametersIsRecordedAndAnimatesEaseInOut() {
        let (scene, view) = makeAnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: BrokenProvider())
        #expect(misuses(scene).map(\.api) == ["UIViewPropertyAnimator.init(duration:timingParameters:)"])
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        scene.advance(by: 0.25)
        #expect(close(displayedAlpha(view), 1 - 0.129162, tolerance: 1e-5))
        scene.advance(by: 0.75)
    }

    @Test func optionalMembersOfImplicitlyAnimatingDefaultToDoingNothingAndCanBeDetected() {
        let (scene, view) = makeAnimatorScene()
        let minimal = MinimalAnimator()
        var ran = false
        #expect(!UIViewImplicitlyAnimatingDefaults.callIfImplemented { minimal.addAnimations { ran = true } })
        #expect(!ran)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let implicit: any UIViewImplicitlyAnimating = animator
        #expect(UIViewImplicitlyAnimatingDefaults.callIfImplemented { implicit.addAnimations { view.alpha = 0 } })
        implicit.startAnimation()
        #expect(view.alpha == 0)
        implicit.stopAnimation(true)
        #expect(scene.diagnostics.isEmpty)
    }
}
