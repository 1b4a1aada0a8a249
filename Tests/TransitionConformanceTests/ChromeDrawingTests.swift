import Testing
@testable import TransitionConformance
@testable import ConformanceCorpus

/// What counts as chrome that shows: decided from what a view draws, not only from its
/// background colour.
@MainActor
@Suite("Chrome that draws")
struct ChromeDrawingTests {
    private let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test("a clear view draws nothing; a tinted one does")
    func background() {
        let clear = UIView(frame: frame)
        clear.backgroundColor = .clear
        #expect(!clear.drawsSomething)
        clear.backgroundColor = UIColor(white: 0, alpha: 0.4)
        #expect(clear.drawsSomething)
    }

    @Test("a clear view draws when its layer is a gradient, when it overrides draw(_:), or with a gradient or shape sublayer of its own")
    func clearViewsThatDraw() {
        #expect(GradientScrimView(frame: frame).drawsSomething)
        #expect(VignetteView(frame: frame).drawsSomething)
        let withGradient = UIView(frame: frame)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        withGradient.layer.addSublayer(gradient)
        #expect(withGradient.drawsSomething)
        let withShape = UIView(frame: frame)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: frame, transform: nil)
        withShape.layer.addSublayer(shape)
        #expect(withShape.drawsSomething)
        shape.fillColor = nil
        #expect(!withShape.drawsSomething)
    }

    @Test("a clear view hosting a full-size blur or image draws; one hosting a small tinted badge does not cover")
    func hostedContent() {
        let blurHost = UIView(frame: frame)
        blurHost.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))
        blurHost.subviews[0].frame = blurHost.bounds
        #expect(blurHost.drawsSomething)
        let badgeHost = UIView(frame: frame)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        badgeHost.addSubview(badge)
        #expect(!badgeHost.drawsSomething)
    }

    @Test("a clear gradient scrim sized once is chrome that no longer covers the container after a rotation: PRES-RESIZE")
    func gradientScrimSizedOnce() {
        let report = verifyPresentationController { GradientScrimPresentationController(.scrimSizedOnce, presented: $0, presenting: $1) }
        #expect(report.violatedIDs == ["PRES-RESIZE"], "\(report)")
        #expect(report.violations.allSatisfy { $0.observed.hasPrefix("GradientScrimPresentationController.scrim covers") })
    }
}
