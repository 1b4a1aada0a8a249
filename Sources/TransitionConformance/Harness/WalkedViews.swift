#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The views under some roots at one moment, in the order a depth-first walk meets them: what an
/// animator call began with, to tell the views its code added (``ViewAdders/added(under:since:)``).
///
/// A later walk of the same trees meets the views that were there in the same order, so each is
/// found where the list expects it next, without a search; a view that is not there is searched
/// for, through an index made at the first such search once the list is longer than
/// ``ViewsByIdentity/searchedSize`` (so that thousands of views cost in proportion to them, not
/// to their square). A set of the window's views (``ViewsByIdentity``) cost a search or a hash for
/// every view, at every animator call.
@MainActor
struct WalkedViews {
    /// The views' identities, depth-first from each root in turn.
    private var identities: [ObjectIdentifier] = []
    /// Where each identity is in ``identities``: made at the first search of a long list.
    private var index: [ObjectIdentifier: Int]?

    /// Walks each of `roots` and everything below it.
    init(under roots: [UIView]) {
        identities.reserveCapacity(32)
        var position = 0  // index loops: `for in` makes a generic iterator, costly in a debug build
        while position < roots.count {
            Self.walk(roots[position], into: &identities)
            position += 1
        }
    }

    /// Adds `view` and every view below it, depth-first.
    private static func walk(_ view: UIView, into identities: inout [ObjectIdentifier]) {
        identities.append(ObjectIdentifier(view))
        let subviews = view.subviews
        var index = 0
        while index < subviews.count {
            walk(subviews[index], into: &identities)
            index += 1
        }
    }

    /// The views under `roots` now, depth-first, that were not walked: in the order
    /// ``ViewTreeSnapshot/views(under:)`` lists them.
    mutating func notWalked(under roots: [UIView]) -> [UIView] {
        var added: [UIView] = []
        var next = 0
        var position = 0
        while position < roots.count {
            collect(roots[position], notWalkedInto: &added, expectedAt: &next)
            position += 1
        }
        return added
    }

    /// Adds `view`, then the views below it, to `added` when they were not walked; `next` is where
    /// the list holds the view the walk expects next.
    private mutating func collect(_ view: UIView, notWalkedInto added: inout [UIView], expectedAt next: inout Int) {
        let identity = ObjectIdentifier(view)
        if next < identities.count && identities[next] == identity {
            next += 1
        } else if let offset = offset(of: identity) {
            next = offset + 1
        } else {
            added.append(view)
        }
        let subviews = view.subviews
        var index = 0
        while index < subviews.count {
            collect(subviews[index], notWalkedInto: &added, expectedAt: &next)
            index += 1
        }
    }

    /// Where `identity` is in the list, searched in order or, for a long list, through the index.
    private mutating func offset(of identity: ObjectIdentifier) -> Int? {
        if identities.count > ViewsByIdentity.searchedSize {
            if index == nil {
                var built: [ObjectIdentifier: Int] = [:]
                built.reserveCapacity(identities.count)
                var offset = identities.count
                // Backwards, so that a view walked twice maps to its first place, as a search in order finds it.
                while offset > 0 {
                    offset -= 1
                    built[identities[offset]] = offset
                }
                index = built
            }
            return index?[identity]
        }
        return identities.firstPosition(of: identity)
    }
}
