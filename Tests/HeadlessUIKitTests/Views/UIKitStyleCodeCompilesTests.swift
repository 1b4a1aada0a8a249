// This file's `CardView` is written exactly as it would be for UIKit: only the import differs.
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing

/// A card as a UIKit app would build it: a photo, a dimmed blurred caption bar with a title and
/// a like button.
private final class CardView: UIView {
    let photoView = UIImageView(image: UIImage(named: "mountains"))
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    let dimmingView = UIView()
    let titleLabel = UILabel()
    let likeButton = UIButton(type: .custom)
    private(set) var likes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        clipsToBounds = true
        backgroundColor = .secondarySystemBackground

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        addSubview(photoView)

        addSubview(blurView)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        blurView.contentView.addSubview(dimmingView)

        titleLabel.text = "Mountains"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 1
        blurView.contentView.addSubview(titleLabel)

        likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        likeButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        likeButton.tintColor = .white
        likeButton.addAction(
            UIAction { [unowned self] _ in
                self.likes += 1
                self.likeButton.isSelected.toggle()
            }, for: .touchUpInside)
        blurView.contentView.addSubview(likeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photoView.frame = bounds
        blurView.frame = CGRect(x: 0, y: bounds.height - 56, width: bounds.width, height: 56)
        dimmingView.frame = blurView.contentView.bounds
        likeButton.frame = CGRect(x: bounds.width - 52, y: 6, width: 44, height: 44)
        titleLabel.frame = CGRect(x: 16, y: 0, width: likeButton.frame.minX - 24, height: 56)
    }
}

@MainActor
@Suite struct UIKitStyleCodeCompilesTests {
    @Test func aCardBuiltAsForUIKitHasTheExpectedHierarchy() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        card.layoutIfNeeded()

        #expect(card.subviews.count == 2)
        #expect(card.subviews[0] === card.photoView)
        #expect(card.subviews[1] === card.blurView)
        #expect(card.blurView.contentView.subviews.count == 3)
        #expect(card.blurView.contentView.subviews[0] === card.dimmingView)
        #expect(card.blurView.contentView.subviews[1] === card.titleLabel)
        #expect(card.blurView.contentView.subviews[2] === card.likeButton)
        #expect(card.likeButton.superview === card.blurView.contentView)

        #expect(card.layer.cornerRadius == 16)
        #expect(card.clipsToBounds)
        #expect(card.photoView.contentMode == .scaleAspectFill)
        #expect(card.photoView.frame == card.bounds)
        #expect(card.blurView.frame == CGRect(x: 0, y: 184, width: 320, height: 56))
        #expect(card.blurView.contentView.frame == card.blurView.bounds)
        #expect(card.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.4))
        #expect(card.titleLabel.text == "Mountains")
        #expect(card.likeButton.currentImage == UIImage(systemName: "heart"))

        card.likeButton.sendActions(for: .touchUpInside)
        #expect(card.likes == 1)
        #expect(card.likeButton.isSelected)
        #expect(card.likeButton.currentImage == UIImage(systemName: "heart.fill"))
    }
}
