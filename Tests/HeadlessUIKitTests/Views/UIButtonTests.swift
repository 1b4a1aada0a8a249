import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIButtonTests {
    @Test func titleForAStateWithoutOneFallsBackToTheNormalTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Play")
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: .highlighted) == "Play")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Play")
    }

    @Test func currentTitleAndImageFollowTheState() {
        let button = UIButton(type: .custom)
        let heart = UIImage(systemName: "heart")
        let filled = UIImage(systemName: "heart.fill")
        button.setTitle("Like", for: .normal)
        button.setTitle("Liked", for: .selected)
        button.setImage(heart, for: .normal)
        button.setImage(filled, for: .selected)
        #expect(button.currentTitle == "Like")
        #expect(button.currentImage === heart)
        button.isSelected = true
        #expect(button.currentTitle == "Liked")
        #expect(button.currentImage === filled)
        #expect(button.titleLabel?.text == "Liked")
        #expect(button.imageView?.image === filled)
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentTitle == "Like")
        #expect(button.imageView?.image === heart)
    }

    @Test func imageForAStateWithoutOneFallsBackToTheNormalImage() {
        let button = UIButton(type: .custom)
        #expect(button.image(for: .normal) == nil)
        let image = UIImage(named: "play")
        button.setImage(image, for: .normal)
        #expect(button.image(for: .disabled) === image)
        #expect(button.currentImage === image)
    }

    @Test func titleColoursFallBackToNormalThenToTheTypeDefault() {
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == UIColor.white)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .highlighted) == UIColor.systemBlue)
        system.setTitleColor(.red, for: .normal)
        #expect(system.titleColor(for: .highlighted) == UIColor.red)
        system.setTitle("Go", for: .normal)
        #expect(system.titleLabel?.textColor == UIColor.red)
    }

    @Test func buttonTypeIsKeptAndFrameButtonsAreCustom() {
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44)).buttonType == .custom)
        #expect(UIButton.ButtonType.close.rawValue == 7)
    }

    @Test func labelAndImageViewBecomeSubviewsOnceTheyHaveContent() {
        let button = UIButton(type: .custom)
        #expect(button.subviews.isEmpty)
        #expect(button.titleLabel != nil)
        #expect(button.imageView != nil)
        button.setTitle("Share", for: .normal)
        #expect(button.subviews.count == 1)
        #expect(button.subviews.first === button.titleLabel)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(button.subviews.count == 2)
        #expect(button.subviews.first === button.imageView)
        #expect(button.titleLabel?.font.pointSize == 15)
    }

    @Test func sizeToFitAndLayoutPlaceImageAndTitleSideBySideCentred() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(headlessName: "icon", size: CGSize(width: 20, height: 20)), for: .normal)
        button.setTitle("OK", for: .normal)  // 2 × 0.6 × 15 = 18 wide, 1.2 × 15 = 18 high
        #expect(button.sizeThatFits(.zero) == CGSize(width: 38, height: 20))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 31, y: 10, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 51, y: 11, width: 18, height: 18))
    }

    @Test func tappingAButtonRunsItsTouchUpInsideAction() {
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        button.sendActions(for: .touchDown)
        #expect(taps == 1)
    }

    @Test func primaryActionGivesTheButtonItsTitleAndImage() {
        var runs = 0
        let image = UIImage(systemName: "plus")
        let button = UIButton(primaryAction: UIAction(title: "Add", image: image) { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Add")
        #expect(button.currentImage === image)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }
}
