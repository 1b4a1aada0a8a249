#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import TransitionConformance

/// A correct cross-fade whose to-view holds `views` tiles, for measuring how the kit's cost grows
/// with the number of views (the bench's scale figures, `ScaleTests`): a grid of tiles side by
/// side, or a chain of tiles each inside the last (the deepest tree for its size). The tiles fade
/// in from half alpha beside the to-view.
///
/// With `leavingTiles`, the tiles go into the container instead and stay there after the
/// transition: a defect (ANIM-TEMP-VIEWS-REMOVED) with as many leftovers as tiles.
///
/// ```swift
/// verifyAnimator(scenarios: [TransitionScenario(kind: .presentation)]) { _ in ManyViewsAnimator(views: 4_000, nested: true) }
/// ```
@MainActor
public final class ManyViewsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public let views: Int
    public let nested: Bool
    public let leavingTiles: Bool
    private let fade = MinimalAnimator()

    public init(views: Int, nested: Bool = false, leavingTiles: Bool = false) {
        self.views = views
        self.nested = nested
        self.leavingTiles = leavingTiles
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        fade.transitionDuration(using: transitionContext)
    }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        var tiles: [UIView] = []
        if let toView = context.view(forKey: .to) {
            let tileParent = leavingTiles ? context.containerView : toView
            var parent = tileParent
            tiles.reserveCapacity(views)
            for index in 0..<views {
                let tile = UIView(frame: CGRect(x: Double(index % 40) * 10, y: Double(index / 40 % 80) * 10, width: 8, height: 8))
                tile.alpha = 0.5
                parent.addSubview(tile)
                tiles.append(tile)
                if nested { parent = tile }
            }
        }
        fade.animateTransition(using: context)
        UIView.animate(withDuration: transitionDuration(using: context)) {
            for tile in tiles { tile.alpha = 1 }
        }
    }
}
