import Testing
@testable import HeadlessUIKit

/// The deprecated layout guides, read through a protocol so the tests compile without
/// deprecation warnings.
@MainActor
private protocol LegacyLayoutGuides {
    var topLayoutGuide: any UILayoutSupport { get }
    var bottomLayoutGuide: any UILayoutSupport { get }
}
extension UIViewController: LegacyLayoutGuides {}

/// A root view with a notch and a home indicator's safe-area insets.
@MainActor
private final class NotchedView: UIView {
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
}

@MainActor
private final class NotchedController: UIViewController {
    override func loadView() { view = NotchedView() }
}

@MainActor
@Suite("UIViewController.topLayoutGuide and bottomLayoutGuide follow the safe area")
struct LayoutSupportTests {
    @Test("the guides' lengths are the safe-area insets (0: the safe area is the bounds) and their anchors bound the strips outside it")
    func lengthsAndAnchors() {
        let scene = makeScene()
        let controller = UIViewController()
        scene.window.rootViewController = controller
        let legacy: any LegacyLayoutGuides = controller
        #expect(legacy.topLayoutGuide.length == controller.view.safeAreaInsets.top)
        #expect(legacy.bottomLayoutGuide.length == controller.view.safeAreaInsets.bottom)

        let header = UIView()
        let footer = UIView()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: legacy.topLayoutGuide.bottomAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 40),
            footer.bottomAnchor.constraint(equalTo: legacy.bottomLayoutGuide.topAnchor, constant: -8),
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalTo: legacy.bottomLayoutGuide.heightAnchor, constant: 30),
        ])
        controller.view.layoutIfNeeded()
        // topLayoutGuide.bottomAnchor is the safe area's top; bottomLayoutGuide.topAnchor its bottom.
        #expect(header.frame == CGRect(x: 0, y: 8, width: 100, height: 40))
        #expect(footer.frame == CGRect(x: 0, y: 844 - 8 - 30, width: 100, height: 30))
        #expect(controller.view.layoutGuides.map(\.identifier) == ["UIViewControllerBottomLayoutGuide"])
        #expect(legacy.topLayoutGuide === legacy.topLayoutGuide, "the same guide each time")
    }

    @Test("with a 47-point top and 34-point bottom safe-area inset, the guides are 47 and 34 long and bound the safe area")
    func followInsets() {
        let scene = makeScene()
        let controller = NotchedController()
        scene.window.rootViewController = controller
        let legacy: any LegacyLayoutGuides = controller
        #expect(legacy.topLayoutGuide.length == 47)
        #expect(legacy.bottomLayoutGuide.length == 34)
        let header = UIView()
        let footer = UIView()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: legacy.topLayoutGuide.bottomAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalTo: legacy.topLayoutGuide.heightAnchor),
            footer.topAnchor.constraint(equalTo: legacy.bottomLayoutGuide.topAnchor),
            footer.bottomAnchor.constraint(equalTo: legacy.bottomLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
        ])
        controller.view.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 55, width: 100, height: 47))
        #expect(footer.frame == CGRect(x: 0, y: 810, width: 100, height: 34))
    }
}
