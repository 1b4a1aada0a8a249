import Testing

@testable import HeadlessUIKit

/// Constraints through the life of a hierarchy: activation and deactivation re-solve, views
/// leave with the constraints that refer to them, subtrees bring theirs, `updateConstraints()`
/// runs where UIKit runs it.
@MainActor
@Suite("Constraints follow the view hierarchy and its layout callbacks")
struct ConstraintLifecycleTests {
    @Test("removeFromSuperview() deactivates the constraints that refer to the view from outside it, and keeps its own")
    func removalDeactivates() {
        let scene = makeScene()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(card)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        let outer = [
            card.topAnchor.constraint(equalTo: scene.window.topAnchor), card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
        ]
        let own = [card.widthAnchor.constraint(equalToConstant: 100), inner.topAnchor.constraint(equalTo: card.topAnchor)]
        NSLayoutConstraint.activate(outer + own)
        card.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(own.allSatisfy { $0.isActive })
        #expect(scene.window.constraints.isEmpty && scene.window.autoLayoutCount == 0)
    }

    @Test("a subtree built with constraints outside the window is laid out once added to it")
    func subtreeJoinsWindow() {
        let scene = makeScene()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: panel.centerXAnchor), label.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 20), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.window.addSubview(panel)
        scene.advance(by: 0)
        #expect(label.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
        #expect(scene.window.autoLayoutCount == panel.autoLayoutCount && panel.autoLayoutCount > 0)
    }

    @Test("a tree without constraints never builds an engine nor calls updateConstraints()")
    func noConstraintsNoEngine() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let scene = makeScene()
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(view)
        scene.window.layoutIfNeeded()
        #expect(view.updates == 0 && scene.window.layoutState?.engine == nil)
        #expect(view.layoutState == nil)
    }

    @Test("constraints made in updateConstraints() after setNeedsUpdateConstraints() take effect in the same pass; it runs once")
    func updateConstraintsBootstrap() {
        final class Header: UIView {
            var updates = 0
            let title = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                setNeedsUpdateConstraints()
            }
            required init?(coder: NSCoder) { nil }
            override func updateConstraints() {
                if updates == 0 {
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16), title.topAnchor.constraint(equalTo: topAnchor),
                        title.widthAnchor.constraint(equalToConstant: 100), title.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                updates += 1
                super.updateConstraints()
            }
        }
        let scene = makeScene()
        let header = Header(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        scene.window.addSubview(header)
        scene.advance(by: 0)
        #expect(header.title.frame == CGRect(x: 16, y: 0, width: 100, height: 24))
        #expect(header.updates == 1 && !header.needsUpdateConstraints())
        header.setNeedsUpdateConstraints()
        scene.advance(by: 0)
        #expect(header.updates == 2)
    }

    @Test("a view controller sees the old frames in viewWillLayoutSubviews() and the solved ones in viewDidLayoutSubviews()")
    func viewControllerCallbacks() {
        final class Controller: UIViewController {
            let box = UIView()
            var seen: [CGRect] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.centerXAnchor.constraint(equalTo: view.centerXAnchor), box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            override func viewWillLayoutSubviews() { seen.append(box.frame) }
            override func viewDidLayoutSubviews() { seen.append(box.frame) }
        }
        let scene = makeScene()
        let controller = Controller()
        scene.window.rootViewController = controller
        scene.advance(by: 0)
        #expect(controller.seen.prefix(2) == [.zero, CGRect(x: 170, y: 10, width: 50, height: 50)])
    }

    @Test("constraintsAffectingLayout(for:) lists the active constraints on the axis asked for")
    func constraintsAffectingLayout() {
        let scene = makeScene()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor)
        let top = view.topAnchor.constraint(equalTo: scene.window.topAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([leading, top, width])
        #expect(view.constraintsAffectingLayout(for: .horizontal) == [leading, width])
        #expect(view.constraintsAffectingLayout(for: .vertical) == [top])
        #expect(view.topAnchor.constraintsAffectingLayout == [top])
        #expect(top.description == "<NSLayoutConstraint UIView.top == UIWindow.top   (active)>")
        width.isActive = false
        #expect(width.description == "<NSLayoutConstraint UIView.width == 5   (inactive)>")
    }
}
