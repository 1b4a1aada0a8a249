#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Views, each once, with a number per view, found by identity in constant time however many
/// there are.
///
/// A run's window holds a few dozen views, for which a search in order costs less than hashing
/// (the presentation suite's probes count the changes of every view twice per probe); past
/// ``searchedSize`` views an index takes over, so that a subject with thousands of views costs
/// time in proportion to them, not to their square.
@MainActor
struct ViewsByIdentity {
    /// The views, in the order they were first inserted.
    private(set) var views: [UIView] = []
    private var identities: [ObjectIdentifier] = []
    /// The numbers, once one is not 0 (most sets number nothing: no third array to grow).
    private var numbers: [Int]?
    /// Where each identity is in ``identities``, once there are more than ``searchedSize``.
    private var index: [ObjectIdentifier: Int]?

    /// The most views searched in order rather than through an index.
    static let searchedSize = 32

    /// Room for `capacity` views at once (growing three arrays step by step cost more than the
    /// searches).
    init(capacity: Int) {
        views.reserveCapacity(capacity)
        identities.reserveCapacity(capacity)
    }

    /// Every view under each of `roots`, the roots included.
    init(under roots: [UIView]) {
        self.init(capacity: 16)
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < roots.count {
            insert(subtreeOf: roots[index])
            index += 1
        }
    }

    /// How many views there are.
    var count: Int { identities.count }

    /// Where `view` is, if it was inserted.
    private func position(of view: UIView) -> Int? {
        let identity = ObjectIdentifier(view)
        if let index { return index[identity] }
        return identities.firstPosition(of: identity)
    }

    /// Adds `view` with `number` unless it is there already; true if it was added.
    @discardableResult
    mutating func insert(_ view: UIView, number: Int = 0) -> Bool {
        guard position(of: view) == nil else { return false }
        append(view, number: number)
        return true
    }

    /// Adds `view` with `number`, without searching for it: for a view the caller knows is not
    /// there yet (the views of one tree walk, or views already made unique).
    mutating func insertNew(_ view: UIView, number: Int = 0) {
        append(view, number: number)
    }

    /// Adds `view`, which is not there yet, with `number`.
    private mutating func append(_ view: UIView, number: Int) {
        let identity = ObjectIdentifier(view)
        views.append(view)
        identities.append(identity)
        if numbers != nil {
            numbers!.append(number)
        } else if number != 0 {
            numbers = Array(repeating: 0, count: identities.count - 1) + [number]
        }
        if index != nil {
            index![identity] = identities.count - 1
        } else if identities.count > Self.searchedSize {
            var built: [ObjectIdentifier: Int] = [:]
            built.reserveCapacity(identities.count * 2)
            for (offset, identity) in identities.enumerated() { built[identity] = offset }
            index = built
        }
    }

    /// Adds `root` and every view under it, depth-first (as ``ViewTreeSnapshot/views(under:)``
    /// lists them, without listing them first).
    mutating func insert(subtreeOf root: UIView) {
        // Into an empty set, a tree's views go without a search: a view has one superview, so the
        // walk meets each once.
        insert(subtreeOf: root, searching: !identities.isEmpty)
    }

    private mutating func insert(subtreeOf root: UIView, searching: Bool) {
        if searching {
            insert(root)
        } else {
            append(root, number: 0)
        }
        let subviews = root.subviews
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while index < subviews.count {
            insert(subtreeOf: subviews[index], searching: searching)
            index += 1
        }
    }

    /// Whether `view` was inserted.
    func contains(_ view: UIView) -> Bool {
        position(of: view) != nil
    }

    /// The number `view` was inserted with, or nil if it was not.
    func number(of view: UIView) -> Int? {
        guard let position = position(of: view) else { return nil }
        return numbers?[position] ?? 0
    }
}

extension [ObjectIdentifier] {
    /// Where `identity` first is, searched in order: an index loop, as `firstIndex(of:)` goes
    /// through generic iterators, a few times the cost of the comparisons in a debug build.
    func firstPosition(of identity: ObjectIdentifier) -> Int? {
        var position = 0
        while position < count {
            if self[position] == identity { return position }
            position += 1
        }
        return nil
    }
}
