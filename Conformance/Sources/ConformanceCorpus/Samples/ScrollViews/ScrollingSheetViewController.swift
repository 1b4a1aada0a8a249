#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A bottom sheet whose content scrolls, in the style of popular sheet libraries (PanModal,
/// FloatingPanel-like "scroll-aware" sheets): the sheet's screen is a `UIScrollView` pinned with
/// Auto Layout below a grabber, and the pull-down that dismisses the sheet is the scroll view's
/// own pan — it takes over only when the content is at the top.
///
/// It presents with the bottom sheet's ``BottomSheetTransitioningDelegate`` (dimming presentation
/// controller, slide animators), which it owns and installs on itself. The scroll view's
/// `panGestureRecognizer` gets a second target here; its handler
/// - `.began`: if the content is at the top (`scrollView.contentOffset.y <= 0`) and the drag goes
///   down, stores a new `UIPercentDrivenInteractiveTransition` on the delegate, holds the content
///   at the top and calls `dismiss(animated: true)`; otherwise the scroll view just scrolls;
/// - `.changed`: `update(translation.y / sheet height)`, clamped to 0…1, while dismissing;
/// - `.ended`: `finish()` past half the sheet or flicked down faster than 1,200 pt/s, else `cancel()`;
/// - `.cancelled`, `.failed`: `cancel()`;
/// and sets the delegate's `interactionController` back to nil after any end. While the sheet is
/// being pulled down, `scrollViewDidScroll(_:)` keeps the content at the top (no rubber-banding
/// inside a moving sheet), as these libraries "halt scrolling".
@MainActor
public final class ScrollingSheetViewController: UIViewController, UIScrollViewDelegate {
    /// The delegate the sheet presents and dismisses with.
    public let sheetTransitioner = BottomSheetTransitioningDelegate()
    /// The sheet's scrolling content; its pan is the pull-down.
    public let scrollView = UIScrollView()
    private let grabber = UIView()
    private var rows: [UIView] = []
    private var isPullingDown = false
    private let rowHeight: CGFloat = 56

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioner
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "ScrollingSheet.view"
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        grabber.backgroundColor = .systemGray
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)

        scrollView.accessibilityIdentifier = "ScrollingSheet.scrollView"
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        rows = (0..<24).map { index in
            let row = UILabel()
            row.text = "Row \(index + 1)"
            scrollView.addSubview(row)
            return row
        }
        #if canImport(UIKit)
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollPanChanged(_:)))
        #else
        scrollView.panGestureRecognizer.addHeadlessHandler { [weak self] pan in self?.handlePullDown(pan) }
        #endif
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        grabber.frame = CGRect(x: (view.bounds.width - 36) / 2, y: 6, width: 36, height: 5)
        let width = scrollView.bounds.width
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: CGFloat(index) * rowHeight, width: max(width - 32, 0), height: rowHeight)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * rowHeight)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if isPullingDown && scrollView.contentOffset.y != 0 { scrollView.contentOffset.y = 0 }
    }

    #if canImport(UIKit)
    @objc private func scrollPanChanged(_ pan: UIPanGestureRecognizer) {
        handlePullDown(pan)
    }
    #endif

    private func handlePullDown(_ pan: UIPanGestureRecognizer) {
        let height = max(view.bounds.height, 1)
        let progress = min(max(pan.translation(in: view).y / height, 0), 1)
        switch pan.state {
        case .began:
            guard scrollView.contentOffset.y <= 0, pan.velocity(in: view).y > 0 else { return }
            isPullingDown = true
            scrollView.contentOffset.y = 0
            sheetTransitioner.interactionController = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            guard isPullingDown else { return }
            sheetTransitioner.interactionController?.update(progress)
        case .ended:
            guard isPullingDown else { return }
            if progress > 0.5 || pan.velocity(in: view).y > 1200 {
                sheetTransitioner.interactionController?.finish()
            } else {
                sheetTransitioner.interactionController?.cancel()
            }
            endPullDown()
        case .cancelled, .failed:
            guard isPullingDown else { return }
            sheetTransitioner.interactionController?.cancel()
            endPullDown()
        default:
            break
        }
    }

    private func endPullDown() {
        isPullingDown = false
        sheetTransitioner.interactionController = nil
    }
}
