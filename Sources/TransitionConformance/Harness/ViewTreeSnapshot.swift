#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The state of every view under a root at one moment: where it is in the tree and the
/// properties an animator must restore after a cancelled transition.
@MainActor
public struct ViewTreeSnapshot {
    /// One view's recorded state.
    public struct Entry {
        public let view: UIView
        public let name: String
        public let superview: ObjectIdentifier?
        public let frame: CGRect
        public let transform: CGAffineTransform
        public let alpha: CGFloat
        public let isHidden: Bool
        public let isUserInteractionEnabled: Bool
    }

    /// The views, depth-first from the root.
    public let entries: [Entry]
    private let index: [ObjectIdentifier: Int]

    /// Records `root` and everything below it.
    public init(of root: UIView) {
        var entries: [Entry] = []
        func visit(_ view: UIView) {
            entries.append(Entry(view: view, name: view.headlessDisplayName, superview: view.superview.map(ObjectIdentifier.init),
                                 frame: view.frame, transform: view.transform, alpha: view.alpha, isHidden: view.isHidden,
                                 isUserInteractionEnabled: view.isUserInteractionEnabled))
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        self.entries = entries
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { (ObjectIdentifier($0.element.view), $0.offset) })
    }

    /// The recorded entry of `view`, if it was under the root.
    public func entry(for view: UIView) -> Entry? {
        index[ObjectIdentifier(view)].map { entries[$0] }
    }

    /// Whether `view` was under the root.
    public func contains(_ view: UIView) -> Bool {
        index[ObjectIdentifier(view)] != nil
    }
}
