#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The bottom sheet's content: an app screen that owns its ``BottomSheetTransitioningDelegate``
/// (`transitioningDelegate` is weak, so the screen keeps it), sets `.custom` and the delegate on
/// itself in its initializer — callers just `present(SheetContentViewController(), animated: true)`
/// — and dismisses itself with a pull-down.
///
/// The pull-down: ``dismissPan``, a pan on the sheet's own view, installed in `viewDidLoad()`. Its
/// handler
/// - `.began`: stores a new `UIPercentDrivenInteractiveTransition` on the delegate
///   (`interactionController`) and calls `dismiss(animated: true)`, which the delegate then
///   answers with that controller;
/// - `.changed`: `update(translation.y / sheet height)`, clamped to 0…1;
/// - `.ended`: `finish()` if past half the sheet's height or flicked down faster than 1,200 pt/s,
///   else `cancel()`;
/// - `.cancelled`, `.failed`: `cancel()`;
/// and after any end sets the delegate's `interactionController` back to nil, so that a dismissal
/// from code (``closeTapped()``) is not interactive. A full drag is the sheet's height — 60 % of
/// the container — downwards.
///
/// Broken variants, by the delegate's ``BottomSheetTransitioningDelegate/defect``:
/// - ``BottomSheetDefect/handlerKeepsInteractionController`` — Defect: the handler never resets
///   `interactionController`. Expected: INT-NOT-VENDED-WITHOUT-GESTURE, attributed to the
///   transitioning delegate (it vends the stale controller), in a dismissal from code after an
///   interactive one: after a cancelled pull-down, `dismiss(animated: true)` (the close button)
///   gets the used controller and waits for a gesture that never comes; likewise a programmatic
///   dismissal of a second presentation after a finished pull-down. A checker that asks the
///   delegate before any gesture sees nil, as in the correct ensemble.
/// - ``BottomSheetDefect/interactionCancelsThroughStoredContext`` — the handler makes a
///   ``ContextKeepingSheetInteraction`` instead; the defect and its expectation are described
///   there (INT-COMPLETES, attributed to the interaction controller).
@MainActor
public final class SheetContentViewController: UIViewController {
    /// The delegate the sheet presents and dismisses with; its `defect` selects the variant.
    public let sheetTransitioner: BottomSheetTransitioningDelegate
    /// The pull-down that dismisses the sheet interactively, on the sheet's view once loaded.
    public let dismissPan = UIPanGestureRecognizer()
    private let grabber = UIView()
    private let closeButton = UIButton(type: .system)

    public init(transitioner: BottomSheetTransitioningDelegate = BottomSheetTransitioningDelegate()) {
        sheetTransitioner = transitioner
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioner
    }

    public convenience init(defect: BottomSheetDefect?) {
        self.init(transitioner: BottomSheetTransitioningDelegate(defect: defect))
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "SheetContent.view"
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabber.backgroundColor = .systemGray
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        view.addSubview(closeButton)
        #if canImport(UIKit)
        dismissPan.addTarget(self, action: #selector(dismissPanChanged(_:)))
        #else
        dismissPan.addHeadlessHandler { [weak self] pan in self?.handleDismissPan(pan) }
        #endif
        view.addGestureRecognizer(dismissPan)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        grabber.frame = CGRect(x: (view.bounds.width - 36) / 2, y: 6, width: 36, height: 5)
        closeButton.frame = CGRect(x: view.bounds.width - 76, y: 12, width: 60, height: 32)
    }

    /// The close button's action: a dismissal from code, which must not be interactive.
    public func closeTapped() {
        dismiss(animated: true)
    }

    #if canImport(UIKit)
    @objc private func dismissPanChanged(_ pan: UIPanGestureRecognizer) {
        handleDismissPan(pan)
    }
    #endif

    private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let height = max(view.bounds.height, 1)
        let progress = min(max(pan.translation(in: view).y / height, 0), 1)
        switch pan.state {
        case .began:
            sheetTransitioner.interactionController =
                sheetTransitioner.defect == .interactionCancelsThroughStoredContext
                ? ContextKeepingSheetInteraction() : UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            sheetTransitioner.interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || pan.velocity(in: view).y > 1200 {
                sheetTransitioner.interactionController?.finish()
            } else {
                sheetTransitioner.interactionController?.cancel()
            }
            endInteraction()
        case .cancelled, .failed:
            sheetTransitioner.interactionController?.cancel()
            endInteraction()
        default:
            break
        }
    }

    private func endInteraction() {
        guard sheetTransitioner.defect != .handlerKeepsInteractionController else { return }
        sheetTransitioner.interactionController = nil
    }
}
