import Foundation
import Testing
@testable import HeadlessUIKit

/// One row of the documentation's "Where UIKit raises" table: a call UIKit raises on, made in a
/// scene at t = 0.25, and what the scene must record for it.
struct RaisingCall: Sendable {
    let name: String
    /// The diagnostic's API.
    let api: String
    /// What the diagnostic's message must say: UIKit's exception name or its words.
    let says: String
    let make: @MainActor @Sendable (HeadlessScene) -> Void

    /// Two views in the scene's window, sized, and a third in no window.
    @MainActor static func views(_ scene: HeadlessScene) -> (UIView, UIView, UIView) {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.window.addSubview(a)
        a.addSubview(b)
        return (a, b, UIView())
    }

    /// A navigation controller on screen with `root` and `second` pushed.
    @MainActor static func navigation(_ scene: HeadlessScene) -> (UINavigationController, UIViewController, UIViewController) {
        let root = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        return (navigation, root, second)
    }

    @MainActor static func runningAnimator(_ scene: HeadlessScene) -> UIViewPropertyAnimator {
        let (a, _, _) = views(scene)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0 }
        animator.startAnimation()
        return animator
    }

    static let all: [RaisingCall] = [
        RaisingCall(name: "a NaN constant", api: "NSLayoutConstraint.constant", says: "constant is not finite!  That's illegal.  constant:nan") {
            let (a, _, _) = views($0)
            a.widthAnchor.constraint(equalToConstant: .nan).isActive = true
        },
        RaisingCall(name: "an infinite constant set later", api: "NSLayoutConstraint.constant", says: "constant:inf") {
            let (a, b, _) = views($0)
            b.heightAnchor.constraint(equalTo: a.heightAnchor).isActive = true
            a.constraints.first?.constant = .infinity
        },
        RaisingCall(name: "a NaN multiplier", api: "NSLayoutConstraint.multiplier", says: "Multiplier is not finite!  That's illegal.  multiplier:nan") {
            let (a, b, _) = views($0)
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: .nan).isActive = true
        },
        RaisingCall(
            name: "a location equal to a constant", api: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
            says: "Location attributes must be specified in pairs"
        ) {
            let (a, _, _) = views($0)
            _ = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        },
        RaisingCall(name: "leading related to left", api: "NSLayoutAnchor.constraint", says: "leading/trailing attribute and a right/left attribute") {
            let (a, b, _) = views($0)
            _ = b.leadingAnchor.constraint(equalTo: a.leftAnchor)
        },
        RaisingCall(name: "no common ancestor", api: "NSLayoutConstraint.isActive", says: "because they have no common ancestor") {
            let (a, _, alone) = views($0)
            alone.topAnchor.constraint(equalTo: a.topAnchor).isActive = true
        },
        RaisingCall(name: "a required priority made optional", api: "NSLayoutConstraint.priority", says: "Mutating a priority from required to not") {
            let (a, b, _) = views($0)
            let constraint = b.widthAnchor.constraint(equalTo: a.widthAnchor)
            constraint.isActive = true
            constraint.priority = .defaultHigh
        },
        RaisingCall(name: "a constraint added above its items", api: "UIView.addConstraint(_:)", says: "The view hierarchy is not prepared for the constraint")
        {
            let (a, b, alone) = views($0)
            alone.addConstraint(b.widthAnchor.constraint(equalTo: a.widthAnchor))
        },
        RaisingCall(
            name: "a visual format that does not parse", api: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)",
            says: "Unable to parse constraint format"
        ) {
            _ = views($0)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", metrics: nil, views: [:])
        },
        RaisingCall(
            name: "an arranged subview inserted out of bounds", api: "UIStackView.insertArrangedSubview(_:at:)", says: "NSInternalInconsistencyException"
        ) {
            let stack = UIStackView()
            $0.window.addSubview(stack)
            stack.insertArrangedSubview(UIView(), at: 3)
        },
        RaisingCall(name: "a view added to itself", api: "UIView.addSubview(_:)", says: "the view itself or one of its ancestors") {
            let (a, _, _) = views($0)
            a.addSubview(a)
        },
        RaisingCall(name: "a view added to its descendant", api: "UIView.addSubview(_:)", says: "the view itself or one of its ancestors") {
            let (a, b, _) = views($0)
            b.addSubview(a)
        },
        RaisingCall(
            name: "a layer position with NaN", api: "UIView.center", says: "CALayer position contains NaN: [nan 10.0]; UIKit raises CALayerInvalidGeometry"
        ) {
            let (a, _, _) = views($0)
            a.center = CGPoint(x: CGFloat.nan, y: 10)
        },
        RaisingCall(name: "a frame with a NaN width", api: "UIView.frame", says: "CALayer position contains NaN") {
            let (a, _, _) = views($0)
            a.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        },
        RaisingCall(name: "layer bounds with NaN", api: "CALayer.bounds", says: "CALayer bounds contains NaN: [0.0 0.0; nan 10.0]") {
            let (a, _, _) = views($0)
            a.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        },
        RaisingCall(name: "a view controller presenting itself", api: "UIViewController.present(_:animated:completion:)", says: "cannot present itself") {
            let root = UIViewController()
            $0.window.rootViewController = root
            root.present(root, animated: false)
        },
        RaisingCall(
            name: "presenting a child view controller", api: "UIViewController.present(_:animated:completion:)", says: "already presented or is a child"
        ) {
            let root = UIViewController()
            $0.window.rootViewController = root
            let child = UIViewController()
            root.addChild(child)
            root.present(child, animated: false)
        },
        RaisingCall(
            name: "the same view controller pushed twice", api: "UINavigationController.pushViewController(_:animated:)",
            says: "pushing the same view controller instance"
        ) {
            let (navigation, _, second) = navigation($0)
            navigation.pushViewController(second, animated: false)
        },
        RaisingCall(
            name: "a navigation controller pushed", api: "UINavigationController.pushViewController(_:animated:)",
            says: "Pushing a navigation controller is not supported"
        ) {
            let (navigation, _, _) = navigation($0)
            navigation.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: false)
        },
        RaisingCall(
            name: "a stack with a duplicate", api: "UINavigationController.setViewControllers(_:animated:)",
            says: "All view controllers in a navigation controller must be distinct"
        ) {
            let (navigation, root, second) = navigation($0)
            navigation.setViewControllers([root, second, root], animated: false)
        },
        RaisingCall(
            name: "a pop to a view controller not on the stack", api: "UINavigationController.popToViewController(_:animated:)",
            says: "Tried to pop to a view controller that doesn't exist."
        ) {
            let (navigation, _, _) = navigation($0)
            navigation.popToViewController(UIViewController(), animated: false)
        },
        RaisingCall(
            name: "a table cell dequeued unregistered", api: "UITableView.dequeueReusableCell(withIdentifier:for:)", says: "no cell class is registered"
        ) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            $0.window.addSubview(table)
            table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        },
        RaisingCall(
            name: "a collection cell dequeued unregistered", api: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)",
            says: "no cell class is registered"
        ) {
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            $0.window.addSubview(collection)
            collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        },
        RaisingCall(name: "an animator finished without stopping", api: "UIViewPropertyAnimator.finishAnimation(at:)", says: "stopAnimation(false)") {
            runningAnimator($0).finishAnimation(at: .end)
        },
        RaisingCall(name: "a stopped animator started", api: "UIViewPropertyAnimator.startAnimation()", says: "stopped animator") {
            let animator = runningAnimator($0)
            animator.stopAnimation(false)
            animator.startAnimation()
        },
        RaisingCall(name: "a stopped animator paused", api: "UIViewPropertyAnimator.pauseAnimation()", says: "stopped animator") {
            let animator = runningAnimator($0)
            animator.stopAnimation(false)
            animator.pauseAnimation()
        },
        RaisingCall(
            name: "a paused animator released", api: "UIViewPropertyAnimator.deinit", says: "It is an error to release a paused or stopped property animator"
        ) {
            let (a, _, _) = views($0)
            UIViewPropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0 }.pauseAnimation()
        },
        RaisingCall(name: "a running animator made uninterruptible", api: "UIViewPropertyAnimator.isInterruptible", says: "not inactive") {
            runningAnimator($0).isInterruptible = false
        },
    ]

    static func named(_ name: String) -> RaisingCall { all.first { $0.name == name }! }
}

@MainActor
@Suite("Where UIKit raises: each call is refused with a raising diagnostic, at its time")
struct WhereUIKitRaisesTests {
    @Test("the call is recorded as raising in UIKit, with its API, UIKit's words and the virtual time", arguments: RaisingCall.all.map(\.name))
    func recorded(_ name: String) {
        let call = RaisingCall.named(name)
        let scene = makeScene()
        scene.makeCurrent()
        scene.advance(by: 0.25)
        call.make(scene)
        let raised = scene.diagnostics.filter(\.raisesInUIKit)
        #expect(raised.count == 1, "\(scene.diagnostics)")
        let diagnostic = raised.first
        #expect(diagnostic?.kind == .uikitMisuse)
        #expect(diagnostic?.api == call.api)
        #expect(diagnostic?.time == 0.25)
        #expect(diagnostic?.message.contains(call.says) == true, "\(diagnostic?.message ?? "none")")
    }

    @Test("every call of the tests is a row of the WhereUIKitRaises article, by its API")
    func documented() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/HeadlessUIKit/HeadlessUIKit.docc/WhereUIKitRaises.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        for call in RaisingCall.all {
            let member = call.api.split(separator: ".").last.map(String.init) ?? call.api
            #expect(text.contains(member), "\(call.api) is not in the table")
        }
    }
}
