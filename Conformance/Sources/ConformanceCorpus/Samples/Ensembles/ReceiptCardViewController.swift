#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the receipt-card ensemble, or none (nil).
public enum ReceiptCardDefect: String, CaseIterable, Sendable {
    /// ``ReceiptCardAnimator`` puts the card at a frame written down from the design (right for a
    /// 390 × 844 phone in portrait) instead of `finalFrame(for:)`.
    case animatorHardCodesCardFrame
}

/// A receipt shown as a centred card, the screen being its own transitioning delegate: its
/// initializer sets `modalPresentationStyle = .custom` and `transitioningDelegate = self`, so any
/// screen can `present(ReceiptCardViewController(), animated: true)`. As delegate it vends
///
/// - ``ReceiptCardPresentationController`` — a 320 × 360 card (the screen's
///   `preferredContentSize`) centred over a dimming view;
/// - one ``ReceiptCardAnimator`` it keeps, for both directions: the vending methods set its
///   `isPresenting` flag before returning it;
///
/// and no interaction controller. The card keeps its size when the container changes
/// (`autoresizingMask`: flexible margins), and its Done button dismisses it from code.
///
/// Correct with `defect: nil`. Broken with ``ReceiptCardDefect/animatorHardCodesCardFrame``: see
/// ``ReceiptCardAnimator`` (ANIM-FINAL-FRAME, attributed to the presentation animator).
@MainActor
public final class ReceiptCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The card's size (its `preferredContentSize`); the presentation controller clamps it to
    /// the container.
    public static let cardSize = CGSize(width: 320, height: 360)
    /// The defect this ensemble carries; nil for the correct one.
    public let defect: ReceiptCardDefect?
    private let cardAnimator: ReceiptCardAnimator
    private let totalLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    public init(defect: ReceiptCardDefect? = nil) {
        self.defect = defect
        // Measured on the design's 390 × 844 phone: the card centred there.
        let designedFrame = CGRect(x: 35, y: 242, width: Self.cardSize.width, height: Self.cardSize.height)
        cardAnimator = ReceiptCardAnimator(hardCodedCardFrame: defect == .animatorHardCodesCardFrame ? designedFrame : nil)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
        preferredContentSize = Self.cardSize
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "ReceiptCard.view"
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 20
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        totalLabel.text = "Total  €42.00"
        totalLabel.textAlignment = .center
        view.addSubview(totalLabel)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        totalLabel.frame = CGRect(x: 16, y: 24, width: bounds.width - 32, height: 32)
        doneButton.frame = CGRect(x: 16, y: bounds.height - 60, width: bounds.width - 32, height: 44)
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ReceiptCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        cardAnimator.isPresenting = true
        return cardAnimator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        cardAnimator.isPresenting = false
        return cardAnimator
    }
}
