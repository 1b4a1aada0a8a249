// This file's `SheetHeaderView` is written exactly as it would be for UIKit, in the Auto Layout
// idioms of popular libraries: only the import differs.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// A sheet header as a UIKit library would build it: a grabber centred at the top, a title and a
/// close button in the margins, its constraints made once in `updateConstraints()`, its height
/// measured with `systemLayoutSizeFitting`.
private final class SheetHeaderView: UIView {
    let grabber = UIView()
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)
    private var didSetUpConstraints = false
    private var grabberTop: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
        for view in [grabber, titleLabel, closeButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        titleLabel.text = "Filters"
        closeButton.setTitle("Done", for: .normal)
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        closeButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { nil }

    override class var requiresConstraintBasedLayout: Bool { true }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 64) }

    override func updateConstraints() {
        if !didSetUpConstraints {
            didSetUpConstraints = true
            let top = grabber.topAnchor.constraint(equalTo: topAnchor, constant: 6)
            top.identifier = "grabber.top"
            grabberTop = top
            let titleTrailing = titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: closeButton.leadingAnchor, constant: -8)
            titleTrailing.priority = UILayoutPriority(rawValue: 999)
            NSLayoutConstraint.activate([
                top,
                grabber.centerXAnchor.constraint(equalTo: centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalTo: grabber.widthAnchor, multiplier: 5.0 / 36.0),
                titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: grabber.bottomAnchor, multiplier: 1),
                titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                titleTrailing,
                closeButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                closeButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            ])
            addConstraint(
                NSLayoutConstraint(
                    item: self, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44))
        }
        super.updateConstraints()
    }

    func hideGrabber() {
        grabberTop?.constant = -20
    }
}

/// A self-sizing card, as collection-view cells are written: it measures its content at the
/// width it is given and rounds the height up to whole points.
private final class SelfSizingCard: UIView {
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.text = "Hello"
        body.translatesAutoresizingMaskIntoConstraints = false
        addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: topAnchor, constant: 10), body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: leadingAnchor), body.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: size.width, height: size.height.rounded(.up))
    }
}

@MainActor
@Suite("Auto Layout code written for UIKit compiles and lays out")
struct UIKitStyleAutoLayoutCompilesTests {
    @Test("a sheet header built with anchors, margins and updateConstraints() lays out in a 390-wide window")
    func sheetHeader() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = SheetHeaderView()
        window.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        header.translatesAutoresizingMaskIntoConstraints = false
        window.layoutIfNeeded()
        #expect(header.frame.width == 390)
        #expect(header.grabber.frame == CGRect(x: 177, y: 6, width: 36, height: 5))
        #expect(header.titleLabel.frame.minX == 16 && header.closeButton.frame.maxX == 374)
        #expect(header.constraints.contains { $0.identifier == "grabber.top" })
        let fitting = header.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting.width == 390 && fitting.height >= 44)
        header.hideGrabber()
        UIView.animate(withDuration: 0.25) { header.layoutIfNeeded() }
        #expect(header.grabber.frame.minY == -20)
    }

    @Test("an override of systemLayoutSizeFitting, as self-sizing cells write it, is called and can call super")
    func selfSizingOverride() {
        let card = SelfSizingCard()
        let size = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0))
        // 10 + the label's 20.4 (on the 3× grid: 20⅓) + 10, rounded up; the width is required.
        #expect(size == CGSize(width: 200, height: 41))
    }
}
