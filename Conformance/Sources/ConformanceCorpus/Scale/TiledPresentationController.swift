#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A correct presentation controller that lays `views` tiles of chrome in the container while
/// presented, for measuring how the presentation suite's cost grows with the number of views (the
/// bench's scale figures, `ScaleTests`). ``presentedViewController(views:)`` makes a presented
/// view controller whose view holds as many.
///
/// ```swift
/// verifyPresentationController(viewControllers: { _ in (UIViewController(), TiledPresentationController.presentedViewController(views: 4_000)) }) {
///     TiledPresentationController(views: 4_000, presentedViewController: $0, presenting: $1)
/// }
/// ```
@MainActor
public final class TiledPresentationController: UIPresentationController {
    public let views: Int
    private var tiles: [UIView] = []

    public init(views: Int, presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.views = views
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// A view controller whose view holds `views` tiles.
    public static func presentedViewController(views: Int) -> UIViewController {
        let presented = UIViewController()
        for index in 0..<views {
            presented.view.addSubview(UIView(frame: CGRect(x: Double(index % 40) * 10, y: Double(index / 40 % 80) * 10, width: 8, height: 8)))
        }
        return presented
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView, tiles.isEmpty else { return }
        for index in 0..<views {
            let tile = UIView(frame: CGRect(x: Double(index % 40) * 10, y: Double(index / 40 % 80) * 10, width: 8, height: 8))
            containerView.addSubview(tile)
            tiles.append(tile)
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeTiles() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeTiles() }
    }

    private func removeTiles() {
        for tile in tiles { tile.removeFromSuperview() }
        tiles = []
    }
}
