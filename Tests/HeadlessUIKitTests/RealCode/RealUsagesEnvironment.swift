import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 51. The key window, from the connected scenes (the iOS 13+ way), and its orientation.
@MainActor
func usageKeyWindow() -> UIWindow? {
    let window = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap(\.windows)
        .first(where: \.isKeyWindow)
    _ = window?.windowScene?.interfaceOrientation.isLandscape
    return window
}

/// 52. Durations and styles that follow the user's settings and the device.
@MainActor
func usageEnvironment(_ viewController: UIViewController) -> TimeInterval {
    let isPad = UIDevice.current.userInterfaceIdiom == .pad
    let dark = viewController.traitCollection.userInterfaceStyle == .dark
    viewController.overrideUserInterfaceStyle = dark ? .dark : .light
    _ = viewController.view.window?.screen.bounds ?? UIScreen.main.bounds
    if UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning { return 0 }
    return isPad ? 0.4 : 0.3
}

/// 53. Lifting a sheet above the keyboard.
@MainActor
func usageKeyboardFrame(from notification: Notification, in view: UIView) -> CGFloat {
    guard notification.name == UIResponder.keyboardWillShowNotification,
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return 0 }
    let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    UIView.animate(withDuration: duration) { view.transform = CGAffineTransform(translationX: 0, y: -frame.height) }
    return frame.height
}

/// 54. A snapshot image of a view, for a blur-behind or a hand-made snapshot view.
@MainActor
func usageRenderedImage(_ view: UIView) -> UIImageView {
    let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
    let image = renderer.image { context in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        view.layer.render(in: context.cgContext)
    }
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.frame = view.frame
    return imageView
}
