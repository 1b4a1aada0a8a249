import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 59. A side menu that starts below the status bar, with the deprecated application members
/// older libraries still read.
@MainActor
final class UsageSideMenu {
    @available(*, deprecated, message: "reads the deprecated status bar, as real side menus do")
    func menuFrame(in container: UIView) -> CGRect {
        let statusBarHeight = UIApplication.shared.statusBarFrame.height
        let isLandscape = UIApplication.shared.statusBarOrientation.isLandscape
        let width = container.bounds.width * (isLandscape ? 0.4 : 0.8)
        return CGRect(x: 0, y: statusBarHeight, width: width, height: container.bounds.height - statusBarHeight)
    }
}

/// 60. An interactive transition's animator paused when the app leaves the foreground and resumed
/// when it comes back.
@MainActor
final class UsageBackgroundPausing {
    let animator: UIViewPropertyAnimator
    private var observers: [NSObjectProtocol] = []

    init(animator: UIViewPropertyAnimator) {
        self.animator = animator
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.animator.pauseAnimation() }
            })
        observers.append(
            center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard UIApplication.shared.applicationState == .active else { return }
                    self?.animator.startAnimation()
                }
            })
    }

    func stopObserving() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }
}

/// 61. A header pinned below the top layout guide, as pre-iOS 11 code wrote it.
@MainActor
final class UsageLegacyHeaderController: UIViewController {
    let header = UIView()

    @available(*, deprecated, message: "uses topLayoutGuide, as pre-iOS 11 code does")
    func pinHeader() {
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.bottomAnchor.constraint(lessThanOrEqualTo: bottomLayoutGuide.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 64 + topLayoutGuide.length),
        ])
    }
}

/// 62. A menu shown as a popover from a button, kept a popover on iPhone.
@MainActor
final class UsagePopoverMenu: NSObject, UIPopoverPresentationControllerDelegate {
    func show(_ menu: UIViewController, from button: UIView, in presenter: UIViewController) {
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 240, height: 180)
        if let popover = menu.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        presenter.present(menu, animated: true, completion: nil)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}

/// 63. A segue-based transition library: a segue subclass that presents with its own
/// transitioning delegate, and the source handing data over in `prepare(for:sender:)`.
@MainActor
final class UsageZoomSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        source.present(destination, animated: true, completion: nil)
    }
}

@MainActor
final class UsageGalleryController: UIViewController {
    var selectedIndex: Int?

    func open(index: Int) {
        performSegue(withIdentifier: "zoom", sender: index)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "zoom", let index = sender as? Int else { return }
        selectedIndex = index
        segue.destination.title = "Photo \(index)"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "zoom" || presentedViewController == nil
    }
}

/// 64. A progress ring driven frame by frame by a display link (the wiring is the part that
/// needs the Objective-C runtime on UIKit).
@MainActor
final class UsageProgressDriver {
    private(set) var progress: CGFloat = 0
    private var link: CADisplayLink?
    private var start: CFTimeInterval = 0
    let duration: CFTimeInterval = 0.5

    func begin() {
        start = CACurrentMediaTime()
        #if canImport(UIKit)
        let link = CADisplayLink(target: self, selector: #selector(UsageProgressDriver.step(_:)))
        #else
        let link = CADisplayLink(target: self, headlessSelector: UsageProgressDriver.step)
        #endif
        link.preferredFramesPerSecond = 60
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    #if canImport(UIKit)
    @objc func step(_ link: CADisplayLink) { advance(link) }
    #else
    func step(_ link: CADisplayLink) { advance(link) }
    #endif

    private func advance(_ link: CADisplayLink) {
        progress = min(1, CGFloat((link.timestamp - start) / duration))
        if progress >= 1 {
            link.invalidate()
            self.link = nil
        }
    }
}

/// 65. A parallax background behind a card presentation.
@MainActor
func usageParallax(_ view: UIView, amount: CGFloat = 20) {
    let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -amount
    horizontal.maximumRelativeValue = amount
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = -amount
    vertical.maximumRelativeValue = amount
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    view.motionEffects.forEach(view.removeMotionEffect)
    view.addMotionEffect(group)
}

/// 66. The accessibility frame of a custom element, in screen coordinates.
@MainActor
func usageAccessibilityFrame(of view: UIView, rect: CGRect) -> CGRect {
    UIAccessibility.convertToScreenCoordinates(rect, in: view)
}
