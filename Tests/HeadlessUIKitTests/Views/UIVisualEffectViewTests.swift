import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIVisualEffectViewTests {
    @Test func animatingTheEffectDelaysTheCompletionToTheEndOfTheDuration() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIVisualEffectView(effect: nil)
        view.frame = scene.window.bounds
        scene.window.addSubview(view)
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 0.3,
            animations: {
                view.effect = UIBlurEffect(style: .dark)
            }, completion: { completions.append($0) })
        #expect(view.effect == UIBlurEffect(style: .dark))
        scene.advance(by: 0.29)
        #expect(completions.isEmpty)
        #expect(view.layer.animationKeys() == ["effect"])
        scene.advance(by: 0.01)
        #expect(completions == [true])
    }

    @Test func theEffectChangeIsRecordedAsAnimated() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIVisualEffectView(effect: nil)
        scene.window.addSubview(view)
        UIView.animate(withDuration: 0.3) { view.effect = UIBlurEffect(style: .systemMaterial) }
        let mutation = view.headlessMutations.last
        #expect(mutation?.property == "effect")
        #expect(mutation?.oldValue == .text("nil"))
        #expect(mutation?.newValue == .text("UIBlurEffect(.systemMaterial)"))
        #expect(mutation?.animationDuration == 0.3)
    }

    @Test func settingTheEffectOutsideAnAnimationAppliesAtOnce() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        scene.window.addSubview(view)
        view.effect = nil
        #expect(view.effect == nil)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.headlessMutations.last?.isAnimated == false)
        #expect(view.headlessMutations.last?.newValue == .text("nil"))
    }

    @Test func settingAnEqualEffectInsideAnAnimationFollowsTheEqualValueWritesSetting() {
        for equalValueWritesAnimate in [true, false] {
            var configuration = HeadlessScene.Configuration()
            configuration.equalValueWritesAnimate = equalValueWritesAnimate
            let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            scene.window.addSubview(view)
            var completions: [Bool] = []
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    view.effect = UIBlurEffect(style: .dark)
                }, completion: { completions.append($0) })
            scene.advance(by: 0)
            #expect(completions.count == (equalValueWritesAnimate ? 0 : 1))
            scene.advance(by: 0.3)
            #expect(completions == [true])
        }
    }

    @Test func theContentViewFillsTheEffectViewAndFollowsAResize() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect(view.subviews.count == 1)
        #expect(view.subviews.first === view.contentView)
        #expect(view.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
        #expect(view.contentView.frame.size == CGSize(width: 50, height: 60))
        #expect(view.contentView.headlessMutations.allSatisfy { $0.property == "frame" })
    }

    @Test func blurStylesHaveUIKitRawValuesAndNoGetterButHeadlessStyle() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
        #expect(UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect(style: .prominent).headlessStyle == .prominent)
    }

    @Test func effectsAreEqualByKindAndStyle() {
        let blur = UIBlurEffect(style: .dark)
        #expect(blur == UIBlurEffect(style: .dark))
        #expect(blur != UIBlurEffect(style: .light))
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        #expect(vibrancy == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
        #expect(vibrancy != UIVibrancyEffect(blurEffect: blur, style: .fill))
        #expect(vibrancy.description == "UIVibrancyEffect(.label, UIBlurEffect(.dark))")
        #expect(UIVisualEffect() != blur)
    }
}
