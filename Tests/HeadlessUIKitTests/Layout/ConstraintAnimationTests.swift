import Testing

@testable import HeadlessUIKit

/// The Auto Layout transition idiom — change a constant, then `layoutIfNeeded()` inside an
/// animation — animates the solved frames on the virtual clock; without `layoutIfNeeded()` the
/// change lands unanimated at the next layout pass, as in UIKit.
@MainActor
@Suite("Animating constraint changes with layoutIfNeeded()")
struct ConstraintAnimationTests {
    /// A 390-wide sheet pinned to the bottom of a container, 300 high.
    private func makeSheet() -> (HeadlessScene, UIView, UIView, NSLayoutConstraint) {
        let scene = makeScene()
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sheet)
        let height = sheet.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            height,
        ])
        container.layoutIfNeeded()
        sheet.headlessClearMutations()
        return (scene, container, sheet, height)
    }

    @Test("UIView.animate { constant = 600; layoutIfNeeded() }: the model frame at once, the presentation half-way at t = 0.15, the end at 0.30")
    func animateLayoutIfNeeded() {
        let (scene, container, sheet, height) = makeSheet()
        #expect(sheet.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        var finished: Bool?
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .curveLinear,
            animations: {
                height.constant = 600
                container.layoutIfNeeded()
            }, completion: { finished = $0 })
        #expect(sheet.frame == CGRect(x: 0, y: 244, width: 390, height: 600))
        #expect(sheet.headlessMutations.map(\.isAnimated) == [true])
        scene.advance(by: 0.15)
        let halfway = sheet.layer.presentation()!
        #expect(close(halfway.frame, CGRect(x: 0, y: 394, width: 390, height: 450)))
        scene.advance(by: 0.15)
        #expect(finished == true)
        #expect(sheet.layer.presentation()!.frame == CGRect(x: 0, y: 244, width: 390, height: 600))
    }

    @Test("the constant changed before the block, layoutIfNeeded() inside it: animated too")
    func constantBeforeBlock() {
        let (scene, container, sheet, height) = makeSheet()
        height.constant = 100
        UIView.animate(withDuration: 0.4) { container.layoutIfNeeded() }
        #expect(sheet.frame.height == 100)
        #expect(sheet.headlessMutations.first?.animationDuration == 0.4)
        scene.advance(by: 0.2)
        #expect(sheet.layer.presentation()!.frame.height > 100 && sheet.layer.presentation()!.frame.height < 300)
    }

    @Test("the constant changed inside the block without layoutIfNeeded(): nothing animates, the frame jumps at the turn's layout pass")
    func withoutLayoutIfNeeded() {
        let (scene, _, sheet, height) = makeSheet()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { height.constant = 500 }, completion: { finished = $0 })
        #expect(sheet.frame.height == 300)
        scene.advance(by: 0)
        #expect(sheet.frame.height == 500)
        #expect(sheet.headlessMutations.map(\.isAnimated) == [false])
        scene.advance(by: 0.3)
        #expect(finished == true)
    }

    @Test("layoutIfNeeded() on the animated view itself does not move it: its superview places it, as in UIKit")
    func layoutIfNeededOnTheViewItself() {
        let (scene, _, sheet, height) = makeSheet()
        UIView.animate(withDuration: 0.3) {
            height.constant = 400
            sheet.layoutIfNeeded()
        }
        #expect(sheet.frame.height == 300)
        scene.advance(by: 0)
        #expect(sheet.frame.height == 400 && sheet.headlessMutations.map(\.isAnimated) == [false])
    }

    @Test("a property animator whose block calls layoutIfNeeded() animates the solved frame, and can be scrubbed")
    func propertyAnimator() {
        let (scene, container, sheet, height) = makeSheet()
        height.constant = 800
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { container.layoutIfNeeded() }
        animator.startAnimation()
        scene.advance(by: 0.5)
        #expect(close(sheet.layer.presentation()!.frame.height, 550))
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(close(sheet.layer.presentation()!.frame.height, 425))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.advance(by: 1)
        #expect(sheet.layer.presentation()!.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    }

    @Test("deactivating one constraint and activating another in the block animates the switch")
    func swapConstraints() {
        let (scene, container, sheet, height) = makeSheet()
        let full = sheet.topAnchor.constraint(equalTo: container.topAnchor)
        UIView.animate(withDuration: 0.2) {
            height.isActive = false
            full.isActive = true
            container.layoutIfNeeded()
        }
        #expect(sheet.frame == container.bounds)
        scene.advance(by: 0.1)
        #expect(sheet.layer.presentation()!.frame.minY > 0 && sheet.layer.presentation()!.frame.minY < 544)
        scene.advance(by: 0.1)
        #expect(sheet.layer.presentation()!.frame == container.bounds)
    }
}
