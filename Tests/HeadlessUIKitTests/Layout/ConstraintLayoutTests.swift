import Testing

@testable import HeadlessUIKit

/// Layouts solved by hand: pins with constants, centering, aspect ratios, chains across levels
/// of the hierarchy and layout guides, checked after `layoutIfNeeded()`.
@MainActor
@Suite("Constraints place views where the hand-solved layout says")
struct ConstraintLayoutTests {
    /// A 390 × 844 scene with a container view filling its window.
    private func makeContainer() -> (HeadlessScene, UIView) {
        let scene = makeScene()
        let container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        return (scene, container)
    }

    private func constrainedSubview(of container: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test("pinned to the container's edges with constants: (16, 20, 358 × 774)")
    func pinsWithConstants() {
        let (_, container) = makeContainer()
        let card = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -50),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 358, height: 774))
        #expect(!card.hasAmbiguousLayout)
    }

    @Test("centred with a fixed size: a 100 × 60 view in 390 × 844 sits at (145, 392)")
    func centering() {
        let (_, container) = makeContainer()
        let badge = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 60),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 145, y: 392, width: 100, height: 60))
    }

    @Test("an aspect ratio: full width, height = width × 9/16 ⇒ 390 × 219.375, rounded to the 3× pixel grid")
    func aspectRatio() {
        let (_, container) = makeContainer()
        let video = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            video.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            video.topAnchor.constraint(equalTo: container.topAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        container.layoutIfNeeded()
        #expect(video.frame.width == 390)
        #expect(close(video.frame.height, 219 + 1.0 / 3.0))
    }

    @Test("width = half the container's width − 10, and ≤ / ≥ forms of dimensions")
    func dimensionMultiplierAndConstant() {
        let (_, container) = makeContainer()
        let panel = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            panel.topAnchor.constraint(equalTo: container.topAnchor),
            panel.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -10),
            panel.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            panel.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor, multiplier: 0.1),
        ])
        container.layoutIfNeeded()
        #expect(panel.frame.width == 185)
        #expect(panel.frame.height >= 120 && panel.frame.height <= 84.4 + 120)
    }

    @Test("a constraint between a view and its grandparent's sibling is solved in their common ancestor's coordinates")
    func acrossLevels() {
        let (_, container) = makeContainer()
        let header = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 80))
        container.addSubview(header)
        let title = constrainedSubview(of: header)
        let footer = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: header.topAnchor, constant: 10),
            title.widthAnchor.constraint(equalToConstant: 200),
            title.heightAnchor.constraint(equalToConstant: 30),
            footer.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            footer.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 20, y: 10, width: 200, height: 30))
        // The title's bottom is at 100 + 10 + 30 = 140 in the container.
        #expect(footer.frame == CGRect(x: 20, y: 148, width: 200, height: 44))
    }

    @Test("the layout margins guide is the bounds inset by layoutMargins, and follows a change of them")
    func marginsGuide() {
        let (scene, container) = makeContainer()
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let content = constrainedSubview(of: container)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 10, width: 330, height: 804))
        #expect(margins.layoutFrame == CGRect(x: 20, y: 10, width: 330, height: 804))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        scene.advance(by: 0)
        #expect(content.frame == container.bounds)
    }

    @Test("the safe area guide is the whole bounds headlessly; a custom layout guide positions like a view, on the pixel grid")
    func safeAreaAndCustomGuide() {
        let (_, container) = makeContainer()
        let spacer = UILayoutGuide()
        container.addLayoutGuide(spacer)
        let button = constrainedSubview(of: container)
        let safeArea = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: safeArea.widthAnchor, multiplier: 0.25),
            spacer.topAnchor.constraint(equalTo: safeArea.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            button.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            button.widthAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(spacer.owningView === container && container.layoutGuides.count == 1)
        // A quarter of 390 is 97.5, which falls between pixels of the 3× screen: UIKit rounds
        // edges to pixels, to 97⅔.
        #expect(close(spacer.layoutFrame, CGRect(x: 0, y: 0, width: 97 + 2.0 / 3, height: 1)))
        #expect(close(button.frame, CGRect(x: 97 + 2.0 / 3, y: 800, width: 44, height: 44)))
        #expect(button.frame.width == 44)
    }

    @Test("the classic initializer relates the same attributes as the anchors: left = 10, right = superview.right − 10")
    func classicInitializer() {
        let (_, container) = makeContainer()
        let bar = constrainedSubview(of: container)
        container.addConstraints([
            NSLayoutConstraint(item: bar, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: bar, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right, multiplier: 1, constant: -10),
            NSLayoutConstraint(item: bar, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: bar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3),
        ])
        container.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 370, height: 3))
        #expect(container.constraints.count == 4 && container.constraints.allSatisfy(\.isActive))
    }

    @Test("a view whose frame is set by constraints is placed by the scene's layout pass at the end of the run-loop turn")
    func layoutPassOfTheTurn() {
        let (scene, container) = makeContainer()
        let card = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 50),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(card.frame == .zero)
        scene.advance(by: 0)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("a view constrained only horizontally has an ambiguous layout, and the same frame each run")
    func ambiguity() {
        func run() -> (CGRect, Bool) {
            let (_, container) = makeContainer()
            let loose = constrainedSubview(of: container)
            NSLayoutConstraint.activate([
                loose.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                loose.widthAnchor.constraint(equalToConstant: 30),
            ])
            container.layoutIfNeeded()
            return (loose.frame, loose.hasAmbiguousLayout)
        }
        let (first, ambiguous) = run()
        #expect(ambiguous)
        #expect(first.minX == 5 && first.width == 30)
        #expect(run().0 == first)
    }
}
