import TransitionConformance

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A presented screen that is a custom container — a header strip over one content child — and
/// forwards the appearance callbacks to its child by hand: it returns false from
/// `shouldAutomaticallyForwardAppearanceMethods` and calls the child's
/// `beginAppearanceTransition(_:animated:)` from its own "will" callbacks and
/// `endAppearanceTransition()` from its "did" ones, as containers that control when their children
/// hear about appearance are written (Apple: `shouldAutomaticallyForwardAppearanceMethods`).
///
/// Legal: the child gets exactly the callbacks UIKit would forward — a will/did pair on every
/// presentation and dismissal, the reversed sequence after a cancelled one. With
/// `forgetsEndOnDisappear`, its `viewDidDisappear(_:)` forgets the child's
/// `endAppearanceTransition()`: the child is left between `viewWillDisappear` and a
/// `viewDidDisappear` that never comes.
@MainActor
final class ManualForwardingContainerViewController: UIViewController {
    let content = UIViewController()
    private let forgetsEndOnDisappear: Bool

    init(forgetsEndOnDisappear: Bool = false) {
        self.forgetsEndOnDisappear = forgetsEndOnDisappear
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        addChild(content)
        content.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        content.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        content.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !forgetsEndOnDisappear { content.endAppearanceTransition() }
    }
}

/// Vends the kit's cross-fade for both directions: the transition itself is plain; what the
/// samples test is the presented container's forwarding.
@MainActor
final class CrossFadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        MinimalAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        MinimalAnimator()
    }
}
