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

/// 55. A stack of rows in a sheet; a row collapses with an animation.
@MainActor
func usageStackView(in sheet: UIView) -> UIStackView {
    let title = UILabel()
    let detail = UILabel()
    let button = UIButton(type: .system)
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.axis = .vertical
    stack.alignment = .fill
    stack.distribution = .fill
    stack.spacing = 8
    stack.setCustomSpacing(16, after: detail)
    stack.addArrangedSubview(button)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    stack.translatesAutoresizingMaskIntoConstraints = false
    sheet.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: sheet.topAnchor),
        stack.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
    ])
    UIView.animate(withDuration: 0.25) {
        detail.isHidden = true
        stack.layoutIfNeeded()
    }
    return stack
}

/// 56. Scrolling content pinned to the content layout guide, a header to the frame guide.
@MainActor
func usageScrollLayoutGuides(_ scrollView: UIScrollView, content: UIView, header: UIView) {
    for view in [content, header] {
        view.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(view)
    }
    NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 1200),
        header.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 44),
    ])
}

/// 57. Constraints in the visual format language, as older libraries write them.
@MainActor
func usageVisualFormat(_ container: UIView, _ dimmingView: UIView) {
    dimmingView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(dimmingView)
    let views = ["dimmingView": dimmingView]
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[dimmingView]|", options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[dimmingView]|", options: [], metrics: ["top": 0], views: views))
}

/// 58. A slide-in that enters from the leading edge, in either writing direction.
@MainActor
func usageLeadingEdgeOffset(_ view: UIView, in container: UIView) -> CGFloat {
    let rightToLeft =
        UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft
        || container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return rightToLeft ? container.bounds.width : -view.bounds.width
}
