import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UILabelTests {
    @Test func labelsHaveUIKitDefaults() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.headlessMutations.isEmpty)
    }

    @Test func settingNilFontOrColourRestoresTheDefault() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == UIColor.label)
    }

    @Test func sizeThatFitsIsSixTenthsOfThePointSizePerCharacterAndOnePointTwoPerLine() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.sizeThatFits(.zero) == CGSize(width: 51, height: 20.4))
        label.font = .systemFont(ofSize: 10)
        #expect(label.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 12))
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 12))
    }

    @Test func sizeThatFitsIsTheSameEveryTime() {
        let label = UILabel()
        label.text = "Deterministic measurement"
        label.numberOfLines = 0
        let proposal = CGSize(width: 100, height: 1000)
        let first = label.sizeThatFits(proposal)
        for _ in 0..<10 { #expect(label.sizeThatFits(proposal) == first) }
    }

    @Test func multiLineLabelsWrapAtTheProposedWidthAndStopAtNumberOfLines() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)  // 6 points per character, 12 per line
        label.text = String(repeating: "a", count: 25)
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 150, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 36))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 150, height: 12))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 24))
    }

    @Test func newlinesStartLinesAndSingleLineLabelsShowTheFirst() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "ab\nabcd\n"
        #expect(label.sizeThatFits(.zero) == CGSize(width: 12, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(.zero) == CGSize(width: 24, height: 36))
    }

    @Test func emptyTextMeasuresZero() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(label.sizeThatFits(.zero) == .zero)
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func textChangesAreRecorded() {
        let label = UILabel()
        label.text = "One"
        label.text = nil
        #expect(label.headlessMutations.map(\.property) == ["text", "text"])
        #expect(label.headlessMutations.first?.newValue == .text("\"One\""))
        #expect(label.headlessMutations.last?.newValue == .text("nil"))
    }

    @Test func attributedTextKeepsOnlyTheString() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        #expect(label.attributedText?.string == "Styled")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func textAlignmentHasUIKitRawValues() {
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }
}

@MainActor
@Suite struct UIFontTests {
    @Test func systemFontsAreNamedByWeight() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".AppleSystemUIFont")
    }

    @Test func preferredFontsUseTheDefaultContentSizeCategorySizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func withSizeKeepsTheNameAndWeight() {
        let font = UIFont.boldSystemFont(ofSize: 10).withSize(24)
        #expect(font.pointSize == 24)
        #expect(font.fontName == ".SFUI-Bold")
        #expect(font.headlessWeight == .bold)
        #expect(font.lineHeight == 28.8)
    }

    @Test func namedFontsAlwaysExist() throws {
        let font = try #require(UIFont(name: "Avenir-Heavy", size: 20))
        #expect(font.fontName == "Avenir-Heavy")
        #expect(font.familyName == "Avenir")
        #expect(font == UIFont(name: "Avenir-Heavy", size: 20))
        #expect(font != UIFont(name: "Avenir-Heavy", size: 21))
    }
}
