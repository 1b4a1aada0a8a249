import TransitionConformance

/// Seed 000's `CustomTransitionViewController`: a grid of images, embedded in a navigation
/// controller, that presents the selected image and is its transitioning delegate — the one
/// ``ZoomAnimationController`` for both directions (setting `presenting`), and its
/// ``PinchTransitionController`` from `interactionControllerForDismissal(using:)`, unconditionally.
///
/// With `corrected`, it vends the (corrected) pinch controller only while a pinch is in progress,
/// and presents the detail screen full screen.
///
/// Stand-ins for app code: the collection view is a plain view holding one image view per cell,
/// laid out as the tutorial's flow layout (two columns, 4:3); `prepare(for:sender:)` is
/// ``prepare(_:item:)``, called with the destination and the selected item.
@MainActor
final class ZoomListViewController: UIViewController, ZoomListScreen, UIViewControllerTransitioningDelegate {
    let listCollectionView = UIView()
    private(set) var cells: [UIImageView] = []
    let list = (1...10).map { UIImage(named: "\($0)")! }
    let animator: ZoomAnimationController
    let corrected: Bool
    var interactiveAnimator: PinchTransitionController?

    init(animator: ZoomAnimationController, corrected: Bool) {
        self.animator = animator
        self.corrected = corrected
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        listCollectionView.frame = view.bounds
        listCollectionView.headlessName = "listCollectionView"
        view.addSubview(listCollectionView)
        cells = list.indices.map { index in
            let cell = UIImageView(frame: zoomGridCellFrame(at: index, width: listCollectionView.bounds.width))
            cell.image = list[index]
            cell.headlessName = "cell \(index)"
            listCollectionView.addSubview(cell)
            return cell
        }
    }

    /// `prepare(for:sender:)` for the segue from cell `item`.
    func prepare(_ destination: ZoomImageViewController, item: Int) {
        destination.image = list[item]
        animator.targetIndex = item
        animator.targetImage = list[item]
        interactiveAnimator =
            corrected
            ? CorrectedPinchTransitionController(viewController: destination)
            : PinchTransitionController(viewController: destination)
        destination.transitioningDelegate = self
        // Corrected: the style said at the call site. The animator puts the list's navigation view
        // into the container for the dismissal, which only a full-screen presentation hands over;
        // with no style UIKit presents a sheet (.automatic), keeps that view in the window, and
        // takes it away with the container when the dismissal ends.
        if corrected { destination.modalPresentationStyle = .fullScreen }
    }

    var rootView: UIView { navigationController!.view }

    func cellFrame(at index: Int, in view: UIView) -> CGRect {
        listCollectionView.convert(cells[index].frame, to: view)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.presenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        if corrected, let pinch = interactiveAnimator as? CorrectedPinchTransitionController, !pinch.isInteracting { return nil }
        return interactiveAnimator
    }
}

/// The seed-000 app for the delegate suite: the list in its navigation controller, and the detail
/// screen prepared for the first cell.
@MainActor
final class ZoomApp {
    let list: ZoomListViewController
    let navigation: UINavigationController
    let detail = ZoomImageViewController()

    init(_ revision: ZoomAnimationController.Revision, correctedDelegate: Bool) {
        list = ZoomListViewController(animator: ZoomAnimationController(revision), corrected: correctedDelegate)
        navigation = UINavigationController(rootViewController: list)
        navigation.loadViewIfNeeded()
        list.loadViewIfNeeded()
        list.prepare(detail, item: 0)
    }

    /// The list as the delegate, for the delegate checker: the delegate from the factory, the view
    /// controllers after it.
    nonisolated static func delegate(_ subject: String, _ revision: ZoomAnimationController.Revision, correctedDelegate: Bool) -> CorpusEnsemble {
        CorpusEnsemble(subject) {
            // Handed over, not kept: what the run holds is all that keeps the app's screens alive.
            let apps = Handover<ZoomApp>()
            return .transitioningDelegate(
                { _ in apps.put(ZoomApp(revision, correctedDelegate: correctedDelegate)).list },
                screens: { _ in
                    let app = apps.take()
                    return (app.navigation, app.detail)
                })
        }
    }
}
