import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIImageTests {
    @Test func namedImagesAlwaysExistWithThePlaceholderSize() throws {
        let image = try #require(UIImage(named: "no-such-asset"))
        #expect(image.headlessName == "no-such-asset")
        #expect(image.size == CGSize(width: 100, height: 100))
        #expect(image.size == UIImage.headlessNamedImageSize)
        #expect(image.scale == 3)
        #expect(image.renderingMode == .automatic)
        #expect(!image.isSymbolImage)
    }

    @Test func systemImagesAlwaysExistAsTemplateSymbols() throws {
        let image = try #require(UIImage(systemName: "heart"))
        #expect(image.headlessName == "heart")
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.isSymbolImage)
    }

    @Test func headlessImagesHaveTheChosenSizeAndScale() {
        let image = UIImage(headlessName: "photo", size: CGSize(width: 300, height: 200))
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.scale == 1)
        #expect(UIImage(headlessName: "photo", size: CGSize(width: 3, height: 2), scale: 2).scale == 2)
    }

    @Test func renderingModeCopiesKeepNameSizeAndEquality() {
        let image = UIImage(headlessName: "icon", size: CGSize(width: 24, height: 24))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.size == image.size)
        #expect(template.headlessName == "icon")
        #expect(template == image)
        #expect(image.withTintColor(.red).renderingMode == .alwaysOriginal)
    }

    @Test func imagesAreEqualByNameAndSize() {
        let a = UIImage(headlessName: "a", size: CGSize(width: 10, height: 10))
        #expect(a == UIImage(headlessName: "a", size: CGSize(width: 10, height: 10), scale: 2))
        #expect(a.hash == UIImage(headlessName: "a", size: CGSize(width: 10, height: 10)).hash)
        #expect(a != UIImage(headlessName: "a", size: CGSize(width: 10, height: 11)))
        #expect(a != UIImage(headlessName: "b", size: CGSize(width: 10, height: 10)))
        #expect(UIImage(named: "x") == UIImage(named: "x"))
    }

    @Test func descriptionNamesTheImageAndItsSize() {
        #expect(UIImage(named: "x")!.description == "UIImage \"x\" 100.0×100.0 @3x")
    }
}

@MainActor
@Suite struct UIImageViewTests {
    @Test func initWithImageSizesTheFrameToTheImageAtTheOrigin() {
        let image = UIImage(headlessName: "photo", size: CGSize(width: 120, height: 80))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(view.image === image)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test func initWithHighlightedImageSizesToTheNormalImage() {
        let normal = UIImage(headlessName: "n", size: CGSize(width: 10, height: 20))
        let highlighted = UIImage(headlessName: "h", size: CGSize(width: 50, height: 50))
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.frame.size == CGSize(width: 10, height: 20))
        #expect(view.highlightedImage === highlighted)
        #expect(!view.isHighlighted)
    }

    @Test func settingTheImageRecordsTheNamesAndDoesNotResize() {
        let view = UIImageView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        view.image = UIImage(headlessName: "big", size: CGSize(width: 400, height: 400))
        #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
        let mutation = view.headlessMutations.last
        #expect(mutation?.property == "image")
        #expect(mutation?.oldValue == .text("nil"))
        #expect(mutation?.newValue == .text("\"big\""))
        #expect(mutation?.isAnimated == false)
    }

    @Test func sizeToFitUsesTheImageSize() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.image = UIImage(headlessName: "p", size: CGSize(width: 64, height: 32))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 64, height: 32))
        #expect(view.intrinsicContentSize == CGSize(width: 64, height: 32))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 64, height: 32))
        #expect(UIImageView().sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
    }

    @Test func imageViewsTakeNoTouchesAndStartWithoutRecordedChanges() {
        let view = UIImageView(image: UIImage(named: "x"))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.headlessMutations.isEmpty)
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .scaleAspectFill
        #expect(view.contentMode == .scaleAspectFill)
    }
}
