import Foundation

// Foundation has no `NSTextAlignment` on any platform: on Apple platforms it comes from UIKit or
// AppKit, which HeadlessUIKit does not import, and swift-corelibs-foundation does not define it.
// So HeadlessUIKit defines it everywhere it is built.

/// How text is aligned horizontally in a line, with UIKit's (iOS) raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Aligned along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned along the right edge.
    case right = 2
    /// Both edges aligned, except on the last line of a paragraph.
    case justified = 3
    /// The default alignment of the script: left for left-to-right languages.
    case natural = 4
}
