#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A bottom card whose presentation controller darkens the screen with a clear view that draws —
/// a gradient scrim (a view whose layer class is `CAGradientLayer`) and, above it, a vignette
/// drawn in `draw(_:)` — as apps write a softer dimming than a tinted background colour. Both
/// cover the container on UIKit although their `backgroundColor` is clear.
///
/// ``Variant/correct`` pins both to the container's edges with Auto Layout, so they follow a
/// rotation. ``Variant/scrimSizedOnce`` sets the scrim's frame once from the container's bounds,
/// with no autoresizing and no `containerViewWillLayoutSubviews()`: after a rotation it no longer
/// covers the screen.
@MainActor
final class GradientScrimPresentationController: UIPresentationController {
    enum Variant: String, Sendable { case correct, scrimSizedOnce }

    let variant: Variant
    private let scrim = GradientScrimView()
    private let vignette = VignetteView()

    init(_ variant: Variant, presented: UIViewController, presenting: UIViewController?) {
        self.variant = variant
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.55).rounded()
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(scrim, at: 0)
        containerView.insertSubview(vignette, aboveSubview: scrim)
        switch variant {
        case .correct:
            for view in [scrim, vignette] {
                view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: containerView.topAnchor),
                    view.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                ])
            }
        case .scrimSizedOnce:
            scrim.frame = containerView.bounds
            vignette.frame = containerView.bounds
            vignette.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        scrim.alpha = 0
        vignette.alpha = 0
        let scrim = scrim
        let vignette = vignette
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            scrim.alpha = 1
            vignette.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        scrim.removeFromSuperview()
        vignette.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        let scrim = scrim
        let vignette = vignette
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            scrim.alpha = 0
            vignette.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            scrim.removeFromSuperview()
            vignette.removeFromSuperview()
        } else {
            scrim.alpha = 1
            vignette.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A clear view whose layer is a vertical gradient from clear to half-black.
@MainActor
final class GradientScrimView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        (layer as? CAGradientLayer)?.colors = [UIColor.clear.cgColor, UIColor(white: 0, alpha: 0.5).cgColor]
    }

    required init?(coder: NSCoder) { nil }
}

/// A clear view that draws a dark frame around its edges in `draw(_:)`.
@MainActor
final class VignetteView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor(white: 0, alpha: 0.3).cgColor)
        context.setLineWidth(24)
        context.stroke(bounds)
    }
}
