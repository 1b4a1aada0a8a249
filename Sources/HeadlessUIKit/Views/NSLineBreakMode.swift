import Foundation

// Like `NSTextAlignment`, `NSLineBreakMode` is not in Foundation on any platform (UIKit and
// AppKit define it), so HeadlessUIKit defines it everywhere it is built.

/// What happens to text that does not fit a line, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines wrap at word boundaries.
    case byWordWrapping = 0
    /// Lines wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Text that does not fit is cut off.
    case byClipping = 2
    /// The start of the line is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The end of the line is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The middle of the line is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}
