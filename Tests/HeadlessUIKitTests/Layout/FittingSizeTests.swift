import Testing

@testable import HeadlessUIKit

/// `systemLayoutSizeFitting`: the smallest and largest sizes a view's constraints allow, from
/// the intrinsic sizes of its content.
@MainActor
@Suite("systemLayoutSizeFitting measures a view by its constraints")
struct FittingSizeTests {
    /// A card with a 40 × 40 image and a label beside it, 12 points of padding all round.
    private func makeCard() -> (UIView, UIImageView, UILabel) {
        let card = UIView()
        let icon = UIImageView(image: UIImage(headlessName: "icon", size: CGSize(width: 40, height: 40)))
        let label = UILabel()
        label.text = "Ten chars!"  // 10 × 0.6 × 17 = 102 wide, 20.4 high
        for view in [icon, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            label.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        return (card, icon, label)
    }

    @Test("compressed: padding + image + spacing + label = 12 + 40 + 8 + 102 + 12 wide, 12 + 40 + 12 high")
    func compressed() {
        let (card, _, _) = makeCard()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(close(size.width, 174) && close(size.height, 64))
        #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test("expanded: the trailing and bottom inequalities let the card grow to the 10,000 × 10,000 asked for")
    func expanded() {
        let (card, _, _) = makeCard()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(size == CGSize(width: 10_000, height: 10_000))
    }

    @Test("a required width fixes that dimension; the height is still the compressed one")
    func requiredWidth() {
        let (card, _, _) = makeCard()
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 320 && close(size.height, 64))
    }

    @Test("measuring lays nothing out and ignores the view's own frame")
    func measuresOnly() {
        let (card, icon, _) = makeCard()
        card.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
        _ = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(card.frame == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("a label measures as its intrinsic size")
    func label() {
        let label = UILabel()
        label.text = "Hello"
        let size = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(close(size.width, 51) && close(size.height, 20.4, tolerance: 0.34))
    }
}
