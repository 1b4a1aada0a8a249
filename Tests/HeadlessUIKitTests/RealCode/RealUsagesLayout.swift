import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 38–41. A sheet laid out with constraints: a handle and a content view pinned with anchors and
/// the safe area, a height constraint kept to animate, and `layoutIfNeeded()` in an animation.
@MainActor
final class UsageSheetView: UIView {
    let handle = UIView()
    let contentView = UIView()
    private var heightConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [handle, contentView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let height = heightAnchor.constraint(equalToConstant: 300)
        height.priority = .defaultHigh
        heightConstraint = height
        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
            contentView.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 8),
            contentView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualTo: heightAnchor, multiplier: 0.5),
            height,
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func expand(to height: CGFloat) {
        heightConstraint?.constant = height
        setNeedsLayout()
        UIView.animate(withDuration: 0.3) { self.superview?.layoutIfNeeded() }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 300) }
}

/// 42. Fitting a presented view to its content, as self-sizing sheets do.
@MainActor
func usageFittingHeight(_ view: UIView, width: CGFloat) -> CGFloat {
    view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
}

/// 43. Content hugging and compression resistance on a title beside a button.
@MainActor
func usageHuggingAndCompression(_ title: UILabel, _ button: UIButton) {
    title.setContentHuggingPriority(.defaultLow, for: .horizontal)
    title.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
    button.setContentHuggingPriority(.required, for: .horizontal)
    let guide = UILayoutGuide()
    title.superview?.addLayoutGuide(guide)
}
