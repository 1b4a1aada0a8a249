import Testing

@testable import HeadlessUIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the common forms
/// make the constraints UIKit makes; malformed formats are recorded, never trapped.
@MainActor
@Suite("The visual format language makes UIKit's constraints")
struct VisualFormatTests {
    private func addViews(_ scene: HeadlessScene, _ count: Int) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.window.addSubview(view)
            return view
        }
    }

    @Test("H:|-[a]-| and V:|-8-[a(==44)]-(>=0)-| put a at (20, 8), 350 × 44, with UIKit's constraint forms")
    func standardForms() {
        let scene = makeScene()
        let a = addViews(scene, 1)[0]
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", metrics: nil, views: ["a": a])
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[a(==44)]-(>=0)-|", metrics: nil, views: ["a": a])
        #expect(horizontal.count == 2)
        #expect(vertical.count == 3)
        #expect(horizontal.allSatisfy { !$0.isActive })
        #expect(horizontal[0].firstItem === a && horizontal[0].firstAttribute == .leading && horizontal[0].secondItem === scene.window)
        #expect(horizontal[1].firstItem === scene.window && horizontal[1].firstAttribute == .trailing && horizontal[1].constant == 20)
        #expect(vertical[2].relation == .greaterThanOrEqual && vertical[2].firstAttribute == .bottom)
        NSLayoutConstraint.activate(horizontal + vertical)
        scene.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 8, width: 350, height: 44))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("[a]-[b] is 8 points apart; metrics and @priorities: |-16-[a(==width)]-[b(>=10,==500@750)]-margin-| in 390")
    func metricsAndPriorities() {
        let scene = makeScene()
        let views = addViews(scene, 2)
        let (a, b) = (views[0], views[1])
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|-16-[a(==width)]-[b(>=10,==500@750)]-margin-|", options: .alignAllTop, metrics: ["width": 100, "margin": 16.0],
            views: ["a": a, "b": b])
        #expect(constraints.contains { $0.firstItem === b && $0.firstAttribute == .width && $0.constant == 500 && $0.priority.rawValue == 750 })
        #expect(constraints.contains { $0.firstItem === a && $0.firstAttribute == .top && $0.secondItem === b && $0.secondAttribute == .top })
        NSLayoutConstraint.activate(constraints)
        NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 50), a.heightAnchor.constraint(equalToConstant: 10)])
        NSLayoutConstraint.activate([b.heightAnchor.constraint(equalToConstant: 10)])
        scene.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 50, width: 100, height: 10))
        // 16 + 100 + 8 = 124; b ends 16 before 390: 250 wide (the 500 @750 gives way).
        #expect(b.frame == CGRect(x: 124, y: 50, width: 250, height: 10))
    }

    @Test("[a][b] abut, and [a(==b)] makes equal widths")
    func zeroSpacingAndEqualWidths() {
        let scene = makeScene()
        let views = addViews(scene, 2)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(==b)][b]|", metrics: nil, views: ["a": views[0], "b": views[1]])
        NSLayoutConstraint.activate(constraints)
        for view in views {
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: scene.window.topAnchor), view.heightAnchor.constraint(equalToConstant: 1)])
        }
        scene.window.layoutIfNeeded()
        #expect(views[0].frame.minX == 0 && views[0].frame.width == 195)
        #expect(views[1].frame.minX == 195 && views[1].frame.width == 195)
    }

    @Test(
        "malformed formats are recorded as misuse UIKit raises for, and make no constraints",
        arguments: [
            ("H:|-[a]-", "Expected a view or '|'"),
            ("H:|-[a]-8-", "Expected '['"),
            ("H:[missing]", "missing is not a key in the views dictionary"),
            ("H:[a]-gap-[a]", "gap is not a key in the metrics dictionary"),
            ("H:[a(==44]", "Expected ')'"),
            ("X:[a]", "Expected an orientation"),
            ("|-[orphan]", "doesn't have a superview"),
        ])
    func malformed(format: String, message: String) {
        let scene = makeScene()
        let a = addViews(scene, 1)[0]
        let orphan = UIView()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a, "orphan": orphan])
        #expect(constraints.isEmpty)
        #expect(scene.diagnostics.count == 1)
        #expect(scene.diagnostics.first?.raisesInUIKit == true)
        #expect(scene.diagnostics.first?.message.contains(message) == true)
        #expect(scene.diagnostics.first?.message.contains("Unable to parse constraint format") == true)
    }

    @Test("an alignment along the format's own axis is refused, as UIKit raises")
    func alignmentAlongAxis() {
        let scene = makeScene()
        let views = addViews(scene, 2)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-[b]", options: .alignAllLeading, metrics: nil, views: ["a": views[0], "b": views[1]])
        #expect(constraints.isEmpty)
        #expect(scene.diagnostics.first?.raisesInUIKit == true)
    }
}
