import Testing

@testable import HeadlessUIKit

/// Right-to-left layout: the scene's layout direction, `semanticContentAttribute`, and leading
/// and trailing constraints (and stack views) mirrored as in UIKit.
@MainActor
@Suite("Leading and trailing follow the layout direction as in UIKit")
struct RightToLeftLayoutTests {
    /// A view placed by constraints in the window.
    private func addView(_ scene: HeadlessScene) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(view)
        return view
    }

    @Test("right to left, leading + 16 puts a 100-wide view's right edge at 374, and the next view 8 points to its left")
    func leadingIsRightEdge() {
        let scene = makeScene()
        scene.layoutDirection = .rightToLeft
        let window = scene.window
        let (first, second, trailingView) = (addView(scene), addView(scene), addView(scene))
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.widthAnchor.constraint(equalToConstant: 50),
            trailingView.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            trailingView.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [first, second, trailingView] {
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)])
        }
        window.layoutIfNeeded()
        #expect(first.frame.minX == 274)
        #expect(second.frame.minX == 216)
        #expect(trailingView.frame.minX == 20)
        #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("switching the scene to right to left calls traitCollectionDidChange and flips the layout at the next pass")
    func switchingDirectionFlips() {
        final class Observer: UIView {
            var previous: [UITraitEnvironmentLayoutDirection] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection?.layoutDirection ?? .unspecified)
            }
        }
        let scene = makeScene()
        let observer = Observer(frame: .zero)
        scene.window.addSubview(observer)
        let view = addView(scene)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: scene.window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 60),
            view.heightAnchor.constraint(equalToConstant: 60),
        ])
        scene.advance(by: 0)
        #expect(view.frame.minX == 10)
        #expect(scene.traitCollection.layoutDirection == .leftToRight)
        scene.layoutDirection = .rightToLeft
        scene.advance(by: 0)
        #expect(view.frame.minX == 320)
        #expect(observer.previous == [.leftToRight])
    }

    @Test("forceRightToLeft on a stack view reverses its arrangement in a left-to-right scene")
    func forcedStackView() {
        let scene = makeScene()
        let (a, b) = (UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 390, height: 50)
        stack.distribution = .fillEqually
        stack.spacing = 10
        scene.window.addSubview(stack)
        stack.layoutIfNeeded()
        #expect([a.frame.minX, b.frame.minX] == [0, 200])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect([a.frame.minX, b.frame.minX] == [200, 0])
        #expect(stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The attribute does not propagate: an arranged subview still follows the scene.
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("semantic content attributes: playback, spatial and forced left to right stay left to right in a right-to-left scene")
    func semanticAttributes() {
        let scene = makeScene()
        scene.layoutDirection = .rightToLeft
        let view = UIView()
        scene.window.addSubview(view)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            view.semanticContentAttribute = attribute
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .leftToRight)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection().layoutDirection == .unspecified)
    }

    @Test("right to left, directional margins put leading on the right: leadingMargin + 0 is 20 from the right edge")
    func directionalMargins() {
        let scene = makeScene()
        scene.layoutDirection = .rightToLeft
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        scene.window.addSubview(container)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(container.layoutMargins.right == 20)
        #expect(container.layoutMargins.left == 4)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 0, width: 366, height: 10))
    }

    @Test("right to left, leading = 0.5 × trailing of the container mirrors the left-to-right result: right edge at 195")
    func mirroredMultiplier() {
        let scene = makeScene()
        scene.layoutDirection = .rightToLeft
        let view = addView(scene)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: scene.window, attribute: .trailing, multiplier: 0.5, constant: 0),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: scene.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.window.layoutIfNeeded()
        #expect(view.frame.minX == 145)
    }
}
