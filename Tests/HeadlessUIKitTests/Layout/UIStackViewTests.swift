import Testing

@testable import HeadlessUIKit

/// A view with a fixed intrinsic content size, as labels and image views have.
@MainActor
private final class SizedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// `UIStackView`: distributions, alignments, spacing, margins and hidden arranged subviews,
/// laid out by the constraints it generates.
@MainActor
@Suite("UIStackView arranges its subviews with generated constraints as UIKit does")
struct UIStackViewTests {
    /// A stack view with the given frame (it translates), in the window.
    private func makeStack(_ scene: HeadlessScene, _ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 100)) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        scene.window.addSubview(stack)
        return stack
    }

    @Test("fill: the arranged subview with the lower hugging priority takes the rest, 100 + 10 + 280 across 390")
    func fillStretchesLowerHugging() {
        let scene = makeScene()
        let (a, b) = (SizedView(100, 20), SizedView(50, 20))
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = makeStack(scene, [a, b])
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 280, height: 100))
        #expect(stack.arrangedSubviews == [a, b])
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("fillEqually: three views share 390 less two 15-point gaps, 120 each at x = 0, 135, 270")
    func fillEqually() {
        let scene = makeScene()
        let views = [SizedView(30, 20), SizedView(200, 20), SizedView(10, 20)]
        let stack = makeStack(scene, views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 135, 270])
        #expect(views.map(\.frame.width) == [120, 120, 120])
    }

    @Test("equalSpacing: intrinsic widths 50, 60, 70 in 390 leave two equal 105-point gaps")
    func equalSpacing() {
        let scene = makeScene()
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let stack = makeStack(scene, views)
        stack.distribution = .equalSpacing
        stack.spacing = 8
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 155, 320])
        #expect(views.map(\.frame.width) == [50, 60, 70])
    }

    @Test("equalCentering: centres 165 apart, at 25, 190 and 355")
    func equalCentering() {
        let scene = makeScene()
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        let stack = makeStack(scene, views)
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [25, 190, 355])
    }

    @Test("fillProportionally: intrinsic widths 100 and 200 share 390 less a 30-point gap as 120 and 240")
    func fillProportionally() {
        let scene = makeScene()
        let views = [SizedView(100, 20), SizedView(200, 20)]
        let stack = makeStack(scene, views)
        stack.distribution = .fillProportionally
        stack.spacing = 30
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 150])
        #expect(views.map(\.frame.width) == [120, 240])
    }

    @Test("alignment across a 100-tall row: top, center and bottom place 40- and 60-tall views; fill stretches them")
    func alignments() {
        let scene = makeScene()
        let (a, b) = (SizedView(50, 40), SizedView(50, 60))
        let stack = makeStack(scene, [a, b])
        stack.alignment = .top
        stack.layoutIfNeeded()
        #expect([a.frame.minY, b.frame.minY] == [0, 0])
        #expect([a.frame.height, b.frame.height] == [40, 60])
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect([a.frame.minY, b.frame.minY] == [30, 20])
        stack.alignment = .bottom
        stack.layoutIfNeeded()
        #expect([a.frame.minY, b.frame.minY] == [60, 40])
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect([a.frame.height, b.frame.height] == [100, 100])
    }

    @Test("a vertical stack pinned only at its top hugs its content: 44 + 8 + 44 + 20 (custom) + 44, leading-aligned")
    func verticalHugsWithCustomSpacing() {
        let scene = makeScene()
        let views = [SizedView(100, 44), SizedView(200, 44), SizedView(150, 44)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.setCustomSpacing(20, after: views[1])
        stack.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 16),
        ])
        scene.window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 100, width: 200, height: 160))
        #expect(views.map(\.frame.minY) == [0, 52, 116])
        #expect(views.map(\.frame.width) == [100, 200, 150])
        #expect(stack.customSpacing(after: views[1]) == 20)
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test("isLayoutMarginsRelativeArrangement insets the arrangement by the 8-point margins")
    func marginsRelative() {
        let scene = makeScene()
        let views = [SizedView(10, 10), SizedView(10, 10)]
        let stack = makeStack(scene, views)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 8, y: 8, width: 187, height: 84))
        #expect(views[1].frame == CGRect(x: 195, y: 8, width: 187, height: 84))
    }

    @Test("hiding an arranged subview inside UIView.animate with layoutIfNeeded() animates the collapse; it takes no spacing")
    func hidingAnimatesCollapse() {
        let scene = makeScene()
        let views = [SizedView(100, 44), SizedView(100, 44), SizedView(100, 44)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scene.window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 52, 104])
        #expect(stack.frame.height == 148)
        UIView.animate(withDuration: 0.3) {
            views[1].isHidden = true
            scene.window.layoutIfNeeded()
        }
        #expect(views[2].frame.minY == 52)
        #expect(views[1].frame.height == 0)
        #expect(stack.frame.height == 96)
        scene.advance(by: 0.15)
        #expect(views[2].layer.presentation()?.frame.minY == 78)
        scene.advance(by: 0.2)
        views[1].isHidden = false
        scene.advance(by: 0)
        #expect(views.map(\.frame.minY) == [0, 52, 104])
    }

    @Test("hiding an arranged subview with a required height conflicts with UISV-hiding, logged as UIKit logs it, never trapped")
    func hidingAgainstRequiredHeight() {
        let scene = makeScene()
        let row = UIView()
        row.heightAnchor.constraint(equalToConstant: 300).isActive = true
        let stack = makeStack(scene, [row, SizedView(10, 10)], frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.layoutIfNeeded()
        #expect(scene.diagnostics.isEmpty)
        row.isHidden = true
        stack.layoutIfNeeded()
        #expect(scene.diagnostics.count == 1)
        #expect(scene.diagnostics.first?.kind == .unsatisfiableConstraints)
        #expect(scene.diagnostics.first?.message.contains("'UISV-hiding'") == true)
    }

    @Test("insert, remove and removeFromSuperview change the arrangement as in UIKit")
    func arrangingCalls() {
        let scene = makeScene()
        let (a, b, c) = (SizedView(100, 20), SizedView(100, 20), SizedView(100, 20))
        let stack = makeStack(scene, [a, b])
        stack.distribution = .fillEqually
        stack.insertArrangedSubview(c, at: 0)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
        #expect([c.frame.minX, a.frame.minX, b.frame.minX] == [0, 130, 260])
        stack.removeArrangedSubview(a)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [c, b])
        #expect(a.superview === stack)
        #expect(b.frame == CGRect(x: 195, y: 0, width: 195, height: 100))
        b.removeFromSuperview()
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [c])
        #expect(c.frame.width == 390)
        stack.insertArrangedSubview(b, at: 5)
        #expect(scene.diagnostics.contains { $0.raisesInUIKit })
        #expect(stack.arrangedSubviews == [c])
    }
}
