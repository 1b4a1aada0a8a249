import Testing

@testable import HeadlessUIKit

/// Priorities and inequalities, solved by hand: the weaker constraint yields, an inequality
/// binds only when it must, content hugging and compression resistance decide between labels.
@MainActor
@Suite("Priorities and inequalities decide as in UIKit")
struct PriorityAndInequalityTests {
    private func setUp() -> (HeadlessScene, UIView, UIView) {
        let scene = makeScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scene.window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (scene, container, view)
    }

    @Test("of width = 200 @750 and width = 100 @250, the weaker yields: 200; lowering the first to 200 @249 gives 100")
    func weakerYields() {
        let (_, container, view) = setUp()
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow])
        container.layoutIfNeeded()
        #expect(view.frame.width == 200)
        wide.priority = .defaultLow - 1
        container.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test("a required maximum caps an optional wish: width = 400 @999, width ≤ container − 40 ⇒ 260")
    func requiredInequalityCaps() {
        let (_, container, view) = setUp()
        let wish = view.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([wish, view.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -40)])
        container.layoutIfNeeded()
        #expect(view.frame.width == 260)
    }

    @Test("an inequality that already holds changes nothing; deactivated, it no longer binds")
    func inequalityActiveAndInactive() {
        let (_, container, view) = setUp()
        let preferred = view.widthAnchor.constraint(equalToConstant: 120)
        preferred.priority = .defaultHigh
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([preferred, minimum])
        container.layoutIfNeeded()
        #expect(view.frame.width == 150)
        minimum.constant = 100
        container.layoutIfNeeded()
        #expect(view.frame.width == 120)
        minimum.constant = 180
        container.layoutIfNeeded()
        #expect(view.frame.width == 180)
        minimum.isActive = false
        container.layoutIfNeeded()
        #expect(view.frame.width == 120)
        // Installed on the items' closest common ancestor: the view's own size constraints on
        // the view, the edges on the container.
        #expect(!minimum.isActive && view.constraints.count == 2 && container.constraints.count == 2)
    }

    @Test("two labels in a row: the one with lower hugging stretches, the one with lower compression resistance is squeezed")
    func huggingAndCompression() {
        let scene = makeScene()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        scene.window.addSubview(row)
        let title = UILabel()
        title.text = "Title"  // 5 × 0.6 × 17 = 51 wide
        let value = UILabel()
        value.text = "Value"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            title.topAnchor.constraint(equalTo: row.topAnchor),
            value.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(close(value.frame.width, 51) && close(title.frame.width, 249))
        #expect(close(title.frame.height, 20.4, tolerance: 0.34))

        row.frame.size.width = 80  // narrower than both labels (102)
        title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(close(title.frame.width, 51) && close(value.frame.width, 29))
        #expect(title.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(751))
        #expect(title.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test("a label's new text is laid out with its new intrinsic size")
    func intrinsicSizeInvalidation() {
        let scene = makeScene()
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(close(label.frame.width, 2 * 0.6 * 17, tolerance: 0.34))
        label.text = "Hello, world"
        scene.advance(by: 0)
        #expect(close(label.frame.width, 12 * 0.6 * 17, tolerance: 0.34))
    }

    @Test("UILayoutPriority has UIKit's levels, arithmetic and order")
    func priorityValues() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(rawValue: 999))
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }
}
