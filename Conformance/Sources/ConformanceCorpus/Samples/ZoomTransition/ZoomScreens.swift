import TransitionConformance

/// What the zoom animator of seed 000 reads from the list screen (`CustomTransitionViewController`,
/// embedded in a navigation controller): the view a dismissal puts back in the container, the
/// list's own view, and where the selected cell is.
@MainActor
protocol ZoomListScreen: AnyObject {
    /// `navigationController!.view`: what the dismissal adds back to the container.
    var rootView: UIView { get }
    /// The list view controller's own view.
    var view: UIView! { get }
    /// `listCollectionView.convert(listCollectionView.cellForItem(at: index)!.frame, to: view)`.
    func cellFrame(at index: Int, in view: UIView) -> CGRect
}

/// What the zoom animator reads from the detail screen (`ImageViewController`).
@MainActor
protocol ZoomImageScreen: AnyObject {
    var view: UIView! { get }
    /// `imageView.frame`.
    var imageFrame: CGRect { get }
    /// Slides the close button in (0.3 s).
    func showCloseButton()
}

/// How the zoom animator finds the two screens in a transition context.
///
/// The tutorial downcasts: `viewController(forKey: .from)?.children.last as? CustomTransitionViewController`
/// and `viewController(forKey: .to) as? ImageViewController`, with `fatalError()` otherwise —
/// that is ``app``. The animator suite runs the kit's plain view controllers, which no downcast
/// accepts; ``kit`` sees them as the two screens instead (a grid cell in the top-left corner of
/// the list, an image view filling the detail screen, a close button that slides in), so the
/// transition code runs unchanged on the kit's views.
@MainActor
struct ZoomScreens {
    let list: (UIViewController?) -> (any ZoomListScreen)?
    let image: (UIViewController?) -> (any ZoomImageScreen)?

    /// The app's downcasts.
    static var app: ZoomScreens {
        ZoomScreens(list: { $0?.children.last as? ZoomListViewController }, image: { $0 as? ZoomImageViewController })
    }

    /// The kit's plain view controllers, seen as the app's screens.
    static var kit: ZoomScreens {
        ZoomScreens(list: { $0.map(KitListScreen.init) }, image: { $0.map(KitImageScreen.init) })
    }
}

/// The cell layout of the tutorial's flow layout: two columns, 4:3 cells.
@MainActor
func zoomGridCellFrame(at index: Int, width: CGFloat) -> CGRect {
    let size = CGSize(width: width / 2, height: width / 2 * (768.0 / 1024.0))
    return CGRect(x: CGFloat(index % 2) * size.width, y: CGFloat(index / 2) * size.height, width: size.width, height: size.height)
}

/// A kit view controller as the list screen: its view is both the root and the list.
@MainActor
final class KitListScreen: ZoomListScreen {
    let viewController: UIViewController
    init(_ viewController: UIViewController) { self.viewController = viewController }
    var rootView: UIView { viewController.view }
    var view: UIView! { viewController.view }
    func cellFrame(at index: Int, in view: UIView) -> CGRect {
        viewController.view.convert(zoomGridCellFrame(at: index, width: viewController.view.bounds.width), to: view)
    }
}

/// A kit view controller as the detail screen: the image fills its view; the close button is
/// added to its view (off the top) when it is first shown.
@MainActor
final class KitImageScreen: ZoomImageScreen {
    let viewController: UIViewController
    init(_ viewController: UIViewController) { self.viewController = viewController }
    var view: UIView! { viewController.view }
    var imageFrame: CGRect { viewController.view.bounds }
    func showCloseButton() {
        let button = UIButton(type: .system)
        button.headlessName = "closeButton"
        button.frame = CGRect(x: viewController.view.bounds.midX - 22, y: -100, width: 44, height: 44)
        viewController.view.addSubview(button)
        UIView.animate(withDuration: 0.3) { button.frame.origin.y = 40 }
    }
}
