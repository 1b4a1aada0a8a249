#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the snapshot-card ensemble, or none (nil).
public enum SnapshotCardDefect: String, CaseIterable, Sendable {
    /// ``SnapshotCardPresentationController`` puts the backdrop with the presenter's snapshot in
    /// the window, below the container, instead of in the container (PRES-CHROME-IN-CONTAINER).
    case backdropInWindow
    /// ``SnapshotCardAnimator`` adds a shadow view to the window while it slides the card
    /// (ANIM-CONTAINER-ONLY).
    case animatorShadowInWindow
}

/// A card presented over a scaled snapshot of the presenter, as card libraries build it: vends
/// ``SnapshotCardPresentationController`` (the backdrop and the snapshot, scaled alongside) and a
/// ``SnapshotCardAnimator`` for each direction (the card only), and no interaction controller.
///
/// Correct with `defect: nil`; each ``SnapshotCardDefect`` breaks one piece, and only that piece
/// is to blame.
@MainActor
public final class SnapshotCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public let defect: SnapshotCardDefect?

    public init(defect: SnapshotCardDefect? = nil) {
        self.defect = defect
        super.init()
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SnapshotCardPresentationController(presentedViewController: presented, presenting: presenting, backdropInWindow: defect == .backdropInWindow)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SnapshotCardAnimator(isPresenting: true, shadowInWindow: defect == .animatorShadowInWindow)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SnapshotCardAnimator(isPresenting: false, shadowInWindow: defect == .animatorShadowInWindow)
    }
}

/// The card screen: sets `.custom` and its ``SnapshotCardTransitioningDelegate`` (kept strongly:
/// `transitioningDelegate` is weak) in its initializer, so any screen can present it.
@MainActor
public final class SnapshotCardViewController: UIViewController {
    public let transitioner: SnapshotCardTransitioningDelegate

    public init(defect: SnapshotCardDefect? = nil) {
        transitioner = SnapshotCardTransitioningDelegate(defect: defect)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioner
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
    }
}
