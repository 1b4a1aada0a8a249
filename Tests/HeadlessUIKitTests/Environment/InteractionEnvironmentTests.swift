import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
private final class InsetHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

@MainActor
private final class FittingView: UIView {
    var fits = 0
    override func sizeToFit() {
        fits += 1
        super.sizeToFit()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
}

@MainActor
private final class StatusBarController: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

@MainActor
@Suite struct InteractionEnvironmentTests {
    @Test("hitTest finds the frontmost subview that contains the point, skipping hidden, transparent and non-interactive views")
    func hitTestOrder() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.window.addSubview(back)
        scene.window.addSubview(front)
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 0.01
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: UIEvent()) === back)
        #expect(scene.window.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    }

    @Test("an overridden point(inside:with:) widens the hit area, in the view's own coordinates")
    func pointInsideOverride() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let button = InsetHitView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        scene.window.addSubview(button)
        #expect(scene.window.hitTest(CGPoint(x: 85, y: 100), with: nil) === button)
        #expect(scene.window.hitTest(CGPoint(x: 75, y: 100), with: nil) === scene.window)
    }

    @Test("sizeToFit() is overridable and resizes to sizeThatFits(_:)")
    func sizeToFitOverride() {
        let view = FittingView()
        view.sizeToFit()
        #expect(view.fits == 1)
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
    }

    @Test("reduce motion and VoiceOver are per scene and post UIKit's status notifications on change")
    func accessibilitySettings() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
        let posts = PostCounter()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.isReduceMotionEnabled = true
        scene.isVoiceOverRunning = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(posts.count == 1)
        _ = HeadlessScene(size: CGSize(width: 390, height: 844))
        #expect(!UIAccessibility.isReduceMotionEnabled, "a new scene starts with the defaults")
    }

    @Test("posted accessibility notifications and feedback are recorded on the scene at their virtual time")
    func recordedRequests() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let view = UIView()
        view.accessibilityIdentifier = "card"
        scene.advance(by: 0.5)
        UIAccessibility.post(notification: .screenChanged, argument: "Photo")
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(scene.accessibilityNotifications == [.init(time: 0.5, notification: .screenChanged, argument: "Photo")])
        #expect(
            scene.feedback.map(\.event) == [
                .prepare("impact"), .impact(.rigid, intensity: 1), .selectionChanged, .notification(.success),
            ])
        #expect(scene.feedback.allSatisfy { $0.time == 0.5 })
    }

    @Test("accessibility properties are stored with UIKit's defaults")
    func accessibilityProperties() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close"
        view.accessibilityTraits = [.button]
        view.accessibilityViewIsModal = true
        #expect(view.isAccessibilityElement && view.accessibilityViewIsModal)
        #expect(view.accessibilityLabel == "Close")
        #expect(view.accessibilityTraits.contains(.button))
    }

    @Test("setNeedsStatusBarAppearanceUpdate reads the root, or a presented controller that captures the appearance")
    func statusBarAppearance() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = StatusBarController()
        root.style = .darkContent
        scene.window.rootViewController = root
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager.statusBarStyle == .darkContent)
        #expect(scene.statusBarManager.statusBarFrame.height == 54)
        let sheet = StatusBarController()
        sheet.modalPresentationStyle = .custom
        sheet.style = .lightContent
        sheet.hidden = true
        root.present(sheet, animated: false)
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager.statusBarStyle == .darkContent, "a custom presentation does not capture by default")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(scene.statusBarManager.statusBarStyle == .lightContent)
        #expect(scene.statusBarManager.isStatusBarHidden)
        #expect(scene.statusBarManager.statusBarFrame == .zero)
    }

    @Test("isModalInPresentation is false by default and stored")
    func modalInPresentation() {
        let controller = UIViewController()
        #expect(!controller.isModalInPresentation)
        controller.isModalInPresentation = true
        #expect(controller.isModalInPresentation)
    }
}
