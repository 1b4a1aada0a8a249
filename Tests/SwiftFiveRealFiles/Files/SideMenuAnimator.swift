#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A side-menu animator as drawer libraries write it: configuration in a struct, a plain class
/// conforming in an extension, the presenting view pushed aside with a shadow while the menu slides
/// in on a spring over a dimming view made in a stored property's default value, and closures
/// that capture the views. In the Swift 6 language mode a main-actor initializer cannot be a
/// nonisolated class's stored property's default value — on UIKit as on HeadlessUIKit — so that
/// mode makes the dimming view in `init`.
struct SideMenuConfiguration {
    var menuWidthFraction: CGFloat = 0.8
    var presentingScale: CGFloat = 0.95
    var shadowOpacity: Float = 0.3
    var duration: TimeInterval = 0.45
    var damping: CGFloat = 0.9
}

final class SideMenuAnimator: NSObject {
    let configuration: SideMenuConfiguration
    let presenting: Bool
    var onDidFinish: ((Bool) -> Void)?
    #if swift(>=6)
    private let dimmingView: UIView
    #else
    private let dimmingView = UIView()
    #endif

    init(configuration: SideMenuConfiguration = SideMenuConfiguration(), presenting: Bool) {
        self.configuration = configuration
        self.presenting = presenting
        #if swift(>=6)
        dimmingView = UIView()
        #endif
        super.init()
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
    }

    func menuFrame(in container: UIView) -> CGRect {
        let width = (container.bounds.width * configuration.menuWidthFraction).rounded()
        return CGRect(x: 0, y: 0, width: width, height: container.bounds.height)
    }

    func applyShadow(to view: UIView) {
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = configuration.shadowOpacity
        view.layer.shadowRadius = 10
        view.layer.shadowOffset = CGSize(width: -2, height: 0)
    }
}

extension SideMenuAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        configuration.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let menuKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        let mainKey: UITransitionContextViewControllerKey = presenting ? .from : .to
        guard let menu = transitionContext.viewController(forKey: menuKey),
            let main = transitionContext.viewController(forKey: mainKey)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let shown = menuFrame(in: container)
        let hidden = shown.offsetBy(dx: -shown.width, dy: 0)
        if presenting {
            dimmingView.frame = container.bounds
            dimmingView.alpha = 0
            container.addSubview(dimmingView)
            menu.view.frame = hidden
            container.addSubview(menu.view)
            applyShadow(to: menu.view)
        }
        let scale = configuration.presentingScale
        let slideMenu = { menu.view.frame = self.presenting ? shown : hidden }
        let moveMain = {
            main.view.transform =
                self.presenting
                ? CGAffineTransform(translationX: shown.width * 0.3, y: 0).scaledBy(x: scale, y: scale)
                : .identity
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: configuration.damping, initialSpringVelocity: 0,
            options: [.beginFromCurrentState],
            animations: {
                slideMenu()
                moveMain()
                self.dimmingView.alpha = self.presenting ? 1 : 0
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed && !self.presenting {
                    menu.view.removeFromSuperview()
                    self.dimmingView.removeFromSuperview()
                }
                if !completed { main.view.transform = .identity }
                transitionContext.completeTransition(completed)
                self.onDidFinish?(completed)
            })
    }
}
