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
        /// The name reports give the view, as they name it when read: a snapshot records every
        /// view of the window twice a run, and naming a view costs more than recording its values.
        @MainActor public var name: String { view.reportName }
        public let superview: ObjectIdentifier?
        public let frame: CGRect
        public let transform: CGAffineTransform
        public let alpha: CGFloat
        public let isHidden: Bool
        public let isUserInteractionEnabled: Bool

        /// Which of the properties an animator must restore (frame, transform, alpha, isHidden,
        /// isUserInteractionEnabled) `view` now has at other values than recorded; the frame's
        /// edges may differ by up to `frameTolerance` points and alpha by up to `alphaTolerance`.
        @MainActor
        func differences(from view: UIView, frameTolerance: Double, alphaTolerance: Double) -> [Difference] {
            let now = Entry(
                view: view, superview: nil, frame: view.frame, transform: view.transform, alpha: view.alpha, isHidden: view.isHidden,
                isUserInteractionEnabled: view.isUserInteractionEnabled)
            return differences(from: now, changes: view.recordedChanges, frameTolerance: frameTolerance, alphaTolerance: alphaTolerance)
        }

        /// Which of the properties an animator must restore the view has in `now` (a later entry
        /// of the same view) at other values than recorded here, `changes` being the changes
        /// recorded on it (a same-size move reads as a frame when the code last set the frame).
        @MainActor
        func differences(from now: Entry, changes: @autoclosure () -> [RecordedChange], frameTolerance: Double, alphaTolerance: Double) -> [Difference] {
            var found: [Difference] = []
            let frame = now.frame
            // `!(… <= …)`: a NaN is off by any tolerance (NaN never equals NaN). A local function,
            // not an array and `contains(where:)`, and `magnitude`, not the generic `abs`: this runs
            // for every view of every run.
            func isOff(_ difference: CGFloat) -> Bool { !(Double(difference).magnitude <= frameTolerance) }
            if isOff(frame.minX - self.frame.minX) || isOff(frame.minY - self.frame.minY)
                || isOff(frame.width - self.frame.width) || isOff(frame.height - self.frame.height)
            {
                // Moved only (same size): the property that changed is the center, as code moves
                // views — unless the code last set the view's frame: then it reads as a frame.
                if !isOff(frame.width - self.frame.width) && !isOff(frame.height - self.frame.height)
                    && changes().last(where: { ["frame", "center", "bounds"].contains($0.property) })?.property != "frame"
                {
                    found.append(
                        Difference(
                            property: "center", recordedAs: ["frame", "center", "bounds"], recorded: .point(CGPoint(x: self.frame.midX, y: self.frame.midY)),
                            current: .point(CGPoint(x: frame.midX, y: frame.midY))))
                } else {
                    found.append(
                        Difference(property: "frame", recordedAs: ["frame", "center", "bounds"], recorded: .rect(self.frame), current: .rect(frame)))
                }
            }
            if now.transform != transform {
                found.append(
                    Difference(
                        property: "transform", recordedAs: ["transform", "transform3D"], recorded: .transform(transform), current: .transform(now.transform)))
            }
            if !(Double(now.alpha - alpha).magnitude <= alphaTolerance) {
                found.append(Difference(property: "alpha", recordedAs: ["alpha"], recorded: .number(Double(alpha)), current: .number(Double(now.alpha))))
            }
            if now.isHidden != isHidden {
                found.append(Difference(property: "isHidden", recordedAs: ["isHidden"], recorded: .bool(isHidden), current: .bool(now.isHidden)))
            }
            if now.isUserInteractionEnabled != isUserInteractionEnabled {
                found.append(
                    Difference(
                        property: "isUserInteractionEnabled", recordedAs: ["isUserInteractionEnabled"],
                        recorded: .bool(isUserInteractionEnabled), current: .bool(now.isUserInteractionEnabled)))
            }
            return found
        }

        /// Whether `other` records the same values (exactly: any difference, however small, is
        /// one a tolerance may then judge).
        func hasValues(of other: Entry) -> Bool {
            frame == other.frame && transform == other.transform && alpha == other.alpha && isHidden == other.isHidden
                && isUserInteractionEnabled == other.isUserInteractionEnabled
        }

        /// `view` as it is now.
        @MainActor
        init(_ view: UIView) {
            // Each field set here, not through the memberwise initializer, and the superview
            // unwrapped, not mapped: this runs for every view of every snapshot.
            self.view = view
            if let superview = view.superview { self.superview = ObjectIdentifier(superview) } else { superview = nil }
            frame = view.frame
            transform = view.transform
            alpha = view.alpha
            isHidden = view.isHidden
            isUserInteractionEnabled = view.isUserInteractionEnabled
        }

        init(
            view: UIView, superview: ObjectIdentifier?, frame: CGRect, transform: CGAffineTransform, alpha: CGFloat, isHidden: Bool,
            isUserInteractionEnabled: Bool
        ) {
            self.view = view
            self.superview = superview
            self.frame = frame
            self.transform = transform
            self.alpha = alpha
            self.isHidden = isHidden
            self.isUserInteractionEnabled = isUserInteractionEnabled
        }
    }

    /// A property an animator must restore whose current value differs from the recorded one.
    struct Difference: CustomStringConvertible {
        /// The property, e.g. `frame`.
        let property: String
        /// The names the mutation record uses for changes that affect it (`frame` moves with
        /// `center` and `bounds`).
        let recordedAs: [String]
        let recorded: ReportValue
        let current: ReportValue

        /// For reports: "alpha 1.0 → 0.6".
        var description: String { "\(property) \(recorded) → \(current)" }
    }

    /// The views, depth-first from the root.
    public let entries: [Entry]
    /// The views' identities, in the order of ``entries``.
    private let identities: [ObjectIdentifier]
    /// An index of ``identities`` for a large tree; nil for a typical one, searched in order:
    /// checks ask whether a snapshot holds a view once per view, and for a window of a dozen
    /// views a search costs less than hashing once.
    private let index: [ObjectIdentifier: Int]?

    /// Records `root` and everything below it, then each of `otherRoots` not under `root` and
    /// everything below it.
    public init(of root: UIView, alsoUnder otherRoots: [UIView] = []) {
        self.init(of: root, alsoUnder: otherRoots, clearingRecordedChanges: false)
    }

    /// Records `root` and everything below it, then each of `otherRoots` not under `root`; with
    /// `clearingRecordedChanges`, each view's recorded changes are forgotten once its values are
    /// recorded (in the same walk: a second pass over the entries copied each of them).
    init(of root: UIView, alsoUnder otherRoots: [UIView] = [], clearingRecordedChanges: Bool) {
        var entries: [Entry] = []
        entries.reserveCapacity(Self.typicalTreeSize)
        var identities: [ObjectIdentifier] = []
        identities.reserveCapacity(Self.typicalTreeSize)
        // Index loops, here and in `views(under:)`: `for in` makes a generic iterator, whose cost in
        // a debug build is many times that of a view's visit (most views have no subviews).
        Self.record(root, into: &entries, &identities, clearing: clearingRecordedChanges)
        var position = 0
        while position < otherRoots.count {
            let other = otherRoots[position]
            position += 1
            if !other.isDescendant(of: root) { Self.record(other, into: &entries, &identities, clearing: clearingRecordedChanges) }
        }
        self.entries = entries
        self.identities = identities
        if identities.count > Self.searchedSize {
            var index: [ObjectIdentifier: Int] = [:]
            index.reserveCapacity(identities.count)  // no rehashing as it fills
            for (offset, identity) in identities.enumerated() { index[identity] = offset }
            self.index = index
        } else {
            index = nil
        }
    }

    /// Records `view` and every view below it, depth-first, with their identities, forgetting each
    /// one's recorded changes once recorded when `clearing`. (A function with `inout` arrays, not a
    /// nested function capturing them: their box was allocated and each access checked at run time.)
    private static func record(_ view: UIView, into entries: inout [Entry], _ identities: inout [ObjectIdentifier], clearing: Bool) {
        entries.append(Entry(view))
        identities.append(ObjectIdentifier(view))
        if clearing { view.clearRecordedChanges() }
        let subviews = view.subviews
        var index = 0
        while index < subviews.count {
            record(subviews[index], into: &entries, &identities, clearing: clearing)
            index += 1
        }
    }

    /// `root` and every view below it, depth-first, as ``entries`` lists them — without recording
    /// anything, for when only the views are needed.
    public static func views(under root: UIView) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(typicalTreeSize)
        collect(root, into: &views)
        return views
    }

    /// Adds `view` and every view below it to `views`, depth-first (inout, not captured: see ``record(_:into:_:)``).
    private static func collect(_ view: UIView, into views: inout [UIView]) {
        views.append(view)
        let subviews = view.subviews
        var index = 0
        while index < subviews.count {
            collect(subviews[index], into: &views)
            index += 1
        }
    }

    /// Room made at once for the views of a window in a run (a few containers, two view
    /// controllers' views and what an animator adds), so that collecting them does not grow the
    /// storage step by step.
    private static let typicalTreeSize = 16

    /// The most views a snapshot searches in order rather than through an index.
    private static let searchedSize = 32

    /// Where `view` is in ``entries`` (its last place, should a view have been recorded twice).
    private func offset(of view: UIView) -> Int? { offset(of: ObjectIdentifier(view)) }

    /// Where the view `identity` is in ``entries``.
    private func offset(of identity: ObjectIdentifier) -> Int? {
        if let index { return index[identity] }
        let identities = identities  // once: each read of the property retained the array
        var offset = identities.count
        while offset > 0 {
            offset -= 1
            if identities[offset] == identity { return offset }
        }
        return nil
    }

    /// The recorded entry of `view`, if it was under the root.
    public func entry(for view: UIView) -> Entry? {
        guard let offset = offset(of: view) else { return nil }
        return entries[offset]
    }

    /// The recorded entry of the view `identity` (a ``ReportedView``'s), if it was under the root.
    func entry(for identity: ObjectIdentifier) -> Entry? {
        guard let offset = offset(of: identity) else { return nil }
        return entries[offset]
    }

    /// Whether `view` was under the root.
    public func contains(_ view: UIView) -> Bool {
        offset(of: view) != nil
    }

    /// Whether `view` was under the root, looked for first at `next`, the place a walk in the
    /// snapshot's order expects it, then searched for; `next` becomes the place after it. (A tree
    /// walked as it was recorded finds each view at once.)
    func contains(_ view: UIView, expectedAt next: inout Int) -> Bool {
        contains(ObjectIdentifier(view), expectedAt: &next)
    }

    /// Whether the view `identity` was under the root, looked for first at `next` (see
    /// ``contains(_:expectedAt:)``).
    private func contains(_ identity: ObjectIdentifier, expectedAt next: inout Int) -> Bool {
        let identities = identities  // once: each read of the property retained the array
        if next < identities.count && identities[next] == identity {
            next += 1
            return true
        }
        guard let offset = offset(of: identity) else { return false }
        next = offset + 1
        return true
    }

    /// The views of ``entries``, in order.
    var views: [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(entries.count)
        var position = 0  // an index loop: `map` with a key path costs many times more in a debug build
        while position < entries.count {
            views.append(entries[position].view)
            position += 1
        }
        return views
    }

    /// Where the views of ``entries`` that `other` does not hold are, in order: read from the
    /// identities, without copying an entry. Each view is looked for first where `other` would
    /// hold it had the tree kept its order (the window after a run is mostly the window before):
    /// a search from the end found the first views of the window last.
    func offsets(notIn other: ViewTreeSnapshot) -> [Int] {
        var offsets: [Int] = []
        let identities = identities  // once: each read of the property retained the array
        var next = 0
        var position = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build
        while position < identities.count {
            if !other.contains(identities[position], expectedAt: &next) { offsets.append(position) }
            position += 1
        }
        return offsets
    }
}
