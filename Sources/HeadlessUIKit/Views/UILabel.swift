import Foundation

/// A headless model of `UILabel`: a view that shows read-only text.
///
/// ## The model
///
/// The label keeps its text and text attributes with UIKit's defaults (17-point system font,
/// `.label` colour, `.natural` alignment, one line, truncating the tail), takes no touches
/// (`isUserInteractionEnabled` is false, as in UIKit), and records every change of ``text`` in
/// `headlessMutations` (as `text`).
///
/// Text is measured with a deterministic approximation, since there are no glyphs: every
/// character (grapheme) is 0.6 × `font.pointSize` wide and every line 1.2 × `font.pointSize`
/// high. ``sizeThatFits(_:)`` splits the text into lines at newlines; when ``numberOfLines`` is
/// not 1 and the proposed width is positive and finite, a line wraps after as many characters as
/// fit the width (at least one); only the first ``numberOfLines`` lines count (all when it is 0).
/// The size is the widest line's width by the number of lines; empty or nil text measures
/// `.zero`. A 17-point "Hello" measures 51 × 20.4.
///
/// ## What it does not model
///
/// Drawing, real font metrics, word wrapping (lines wrap at any character), truncation,
/// shrinking text to fit (``adjustsFontSizeToFitWidth`` is stored only), text attributes of
/// ``attributedText`` (only its string is kept), and Dynamic Type.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown, or nil.
    open var text: String? {
        didSet {
            recordMutation("text", .text(Self.quoted(oldValue)), .text(Self.quoted(text)), animation: nil)
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The text as an attributed string. Headlessly only the string is kept: setting it sets
    /// ``text``, and reading it gives ``text`` without attributes.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    private final var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    /// The font of the text; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            invalidateIntrinsicContentSize()
        }
    }

    private final var storedTextColor = UIColor.label
    /// The colour of the text; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? UIColor.label }
    }

    /// The horizontal alignment of the text; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text may use; 0 for as many as needed. 1 by default.
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How text that does not fit is wrapped or truncated; stored only.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks so the text fits the width; stored only (not applied).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to when ``adjustsFontSizeToFitWidth`` is true; stored only.
    open var minimumScaleFactor: CGFloat = 0
    /// The colour of the text when highlighted; stored only.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted; stored only.
    open var isHighlighted = false
    /// Whether the label is enabled (drawn normally rather than dimmed); stored only.
    open var isEnabled = true
    /// The width at which a multi-line label's ``intrinsicContentSize`` wraps; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Makes a label with the given frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        takeNoTouches()
    }

    /// Makes a label from an archive; HeadlessUIKit has no archives, so this makes an empty
    /// zero-frame label.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeNoTouches()
    }

    /// The size of the text by HeadlessUIKit's deterministic measurement (see ``UILabel``):
    /// 0.6 × point size per character, 1.2 × point size per line, wrapped at `size.width` when
    /// the label may use more than one line.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let pointSize = storedFont.pointSize
        let wraps = numberOfLines != 1 && size.width > 0 && size.width < .greatestFiniteMagnitude
        let perLine = wraps ? max(1, Int((size.width / (pointSize * 6 / 10)).rounded(.down))) : Int.max
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var remaining = paragraph.count
            repeat {
                lines.append(min(remaining, perLine))
                remaining -= min(remaining, perLine)
            } while remaining > 0 && (numberOfLines <= 0 || lines.count < numberOfLines)
            if numberOfLines > 0 && lines.count >= numberOfLines { break }
        }
        let widest = CGFloat(lines.max() ?? 0)
        return CGSize(width: widest * pointSize * 6 / 10, height: CGFloat(lines.count) * pointSize * 12 / 10)
    }

    /// The size of the text unwrapped, or wrapped at ``preferredMaxLayoutWidth`` when it is set.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: .greatestFiniteMagnitude))
    }

    /// Labels do not take touches by default, as in UIKit; set without being recorded.
    private func takeNoTouches() {
        let wasRecording = isRecording
        isRecording = false
        isUserInteractionEnabled = false
        isRecording = wasRecording
    }

    private static func quoted(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "nil"
    }
}
