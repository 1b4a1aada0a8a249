import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The stack of current graphics contexts: what `UIGraphicsGetCurrentContext()` returns, pushed
/// by image contexts, renderers and rendering. HeadlessUIKit's machinery.
@MainActor
enum GraphicsContextStack {
    struct Entry {
        let context: CGContext
        let size: CGSize
        let scale: CGFloat
    }

    static var entries: [Entry] = []

    /// Makes a context for drawing an image of `size` points at `scale`: a recording context where
    /// CoreGraphics is missing, a real bitmap context where it exists.
    static func makeContext(size: CGSize, scale: CGFloat) -> CGContext {
        #if canImport(CoreGraphics)
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        return CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #else
        return CGContext()
        #endif
    }

    /// Runs `body` with `context` current.
    static func withCurrent<Result>(_ entry: Entry, _ body: () throws -> Result) rethrows -> Result {
        entries.append(entry)
        defer { entries.removeLast() }
        return try body()
    }

    /// Records a renderer's note in a recording context; nothing where CoreGraphics exists.
    static func note(_ operation: String, in context: CGContext) {
        #if !canImport(CoreGraphics)
        context.headlessNote(operation)
        #endif
    }

    /// The image a context of this size and scale stands for: blank, of the right size.
    static func image(size: CGSize, scale: CGFloat) -> UIImage {
        UIImage(headlessName: "UIGraphicsImageRenderer", size: size, scale: scale)
    }

    /// A scale of 0 means the main screen's, as in UIKit.
    static func resolved(_ scale: CGFloat) -> CGFloat { scale > 0 ? scale : UIScreen.main.scale }
}

/// The current graphics context: the innermost image context, renderer or rendering in
/// progress; nil outside them.
@preconcurrency @MainActor
@discardableResult
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.entries.last?.context }

/// Pushes a new image context of `size` points; `scale` 0 means the main screen's (3).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = GraphicsContextStack.resolved(scale)
    GraphicsContextStack.entries.append(
        .init(context: GraphicsContextStack.makeContext(size: size, scale: scale), size: size, scale: scale))
}

/// Pushes a new image context of `size` points at scale 1, as UIKit does.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image of the current image context: blank, of its size and scale; nil outside one.
@preconcurrency @MainActor
@discardableResult
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.entries.last.map { GraphicsContextStack.image(size: $0.size, scale: $0.scale) }
}

/// Pops the current image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    _ = GraphicsContextStack.entries.popLast()
}
