import Testing

@testable import HeadlessUIKit

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide`: the content guide's constrained size
/// is the content size, views pinned to it scroll, views pinned to the frame guide do not.
@MainActor
@Suite("A scroll view's content and frame layout guides lay out as in UIKit")
struct ScrollViewLayoutGuideTests {
    /// A 390 × 600 scroll view at the window's origin, in the window.
    private func makeScrollView(_ scene: HeadlessScene) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scene.window.addSubview(scrollView)
        return scrollView
    }

    @Test("a content view pinned to the content guide's edges, as wide as the frame guide and 1500 tall, makes the content size 390 × 1500")
    func contentViewSetsContentSize() {
        let scene = makeScene()
        let scrollView = makeScrollView(scene)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(!scrollView.contentLayoutGuide.hasAmbiguousLayout)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("subviews stacked in the content guide decide its height, and a height constant animated later changes the content size")
    func stackedSubviewsDecideHeight() {
        let scene = makeScene()
        let scrollView = makeScrollView(scene)
        let header = UIView()
        let body = UIView()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let guide = scrollView.contentLayoutGuide
        let bodyHeight = body.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            header.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 400),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            body.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyHeight,
            body.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])
        scene.advance(by: 0)
        // 16 + 400 + 20 + 300 + 16
        #expect(scrollView.contentSize == CGSize(width: 390, height: 752))
        #expect(body.frame == CGRect(x: 0, y: 436, width: 390, height: 300))
        UIView.animate(withDuration: 0.3) {
            bodyHeight.constant = 500
            scrollView.layoutIfNeeded()
        }
        #expect(scrollView.contentSize == CGSize(width: 390, height: 952))
        #expect(body.frame.height == 500)
    }

    @Test("views pinned to the content guide scroll with the offset; a button pinned to the frame guide stays put on screen")
    func contentScrollsFrameGuideDoesNot() {
        let scene = makeScene()
        let scrollView = makeScrollView(scene)
        let content = UIView()
        let button = UIView()
        for view in [content, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            button.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: frameGuide.bottomAnchor, constant: -16),
            button.widthAnchor.constraint(equalToConstant: 56),
            button.heightAnchor.constraint(equalToConstant: 56),
        ])
        scene.advance(by: 0)
        #expect(button.frame == CGRect(x: 318, y: 528, width: 56, height: 56))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scene.advance(by: 0)
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 200, width: 390, height: 600))
        // Frames are in content coordinates: the content keeps its frame and moves on screen.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(content.convert(CGPoint.zero, to: scene.window) == CGPoint(x: 0, y: -200))
        #expect(button.frame == CGRect(x: 318, y: 728, width: 56, height: 56))
        #expect(button.convert(CGPoint.zero, to: scene.window) == CGPoint(x: 318, y: 528))
    }

    @Test("a sheet's vertical stack pinned to the content guide sets the content size; hiding a row shrinks it by the row and its spacing")
    func stackInContentGuide() {
        let scene = makeScene()
        let scrollView = makeScrollView(scene)
        let rows = (0..<3).map { _ in UIView() }
        for row in rows {
            // Below required, as in UIKit, so that the stack's UISV-hiding constraint can win.
            let height = row.heightAnchor.constraint(equalToConstant: 300)
            height.priority = UILayoutPriority(999)
            height.isActive = true
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scene.advance(by: 0)
        #expect(scrollView.contentSize == CGSize(width: 390, height: 920))
        #expect(rows[2].frame == CGRect(x: 0, y: 620, width: 390, height: 300))
        rows[1].isHidden = true
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 610))
        #expect(rows[2].frame.minY == 310)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a content guide whose size no constraint decides keeps the content size set by hand")
    func unconstrainedGuideKeepsContentSize() {
        let scene = makeScene()
        let scrollView = makeScrollView(scene)
        scrollView.contentSize = CGSize(width: 1000, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -40),
            badge.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        scene.advance(by: 0)
        #expect(scrollView.contentSize == CGSize(width: 1000, height: 2000))
        #expect(badge.frame == CGRect(x: 10, y: 1960, width: 30, height: 30))
        scrollView.contentSize = CGSize(width: 1000, height: 3000)
        scene.advance(by: 0)
        #expect(badge.frame.minY == 2960)
    }
}
