#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A property value as reports print it, e.g. `(0.0, 0.0, 390.0×844.0)` — the same text as
/// HeadlessUIKit's `HeadlessValue`, which stands in for it there.
public enum ReportValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case text(String)

    public var description: String {
        func v(_ x: CGFloat) -> String { ReportValue.format(Double(x)) }
        switch self {
        case .number(let x): return ReportValue.format(x)
        case .bool(let b): return b ? "true" : "false"
        case .point(let p): return "(\(v(p.x)), \(v(p.y)))"
        case .size(let s): return "\(v(s.width))×\(v(s.height))"
        case .rect(let r): return "(\(v(r.origin.x)), \(v(r.origin.y)), \(v(r.size.width))×\(v(r.size.height)))"
        case .transform(let t): return ReportValue.transformText(t)
        case .text(let s): return s
        }
    }

    /// `identity`, or the parts in the order they apply — `scale(0.001)`, `rotation(45°)`,
    /// `translation(390, 0)` — or, with a shear, the matrix (`.ci/uikit-side` checks it prints as
    /// HeadlessUIKit does).
    static func transformText(_ t: CGAffineTransform) -> String {
        let (a, b, c, d, tx, ty) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        let matrix = "[\([a, b, c, d, tx, ty].map { compact($0, decimals: 4) }.joined(separator: ", "))]"
        guard [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else { return matrix }
        if t.isIdentity { return "identity" }
        let close = { (x: Double, y: Double) in abs(x - y) < 1e-9 }
        var (scaleX, scaleY, angle) = (a, d, 0.0)
        if !(close(b, 0) && close(c, 0)) {
            scaleX = (a * a + b * b).squareRoot()
            angle = atan2(b, a)
            scaleY = scaleX == 0 ? 0 : (a * d - b * c) / scaleX
            if scaleX == 0 || !close(c, -scaleY * sin(angle)) || !close(d, scaleY * cos(angle)) { return matrix }
        }
        var parts: [String] = []
        if !(close(scaleX, 1) && close(scaleY, 1)) {
            parts.append(
                close(scaleX, scaleY)
                    ? "scale(\(compact(scaleX, decimals: 4)))" : "scale(\(compact(scaleX, decimals: 4)), \(compact(scaleY, decimals: 4)))")
        }
        if !close(angle, 0) { parts.append("rotation(\(compact(angle * 180 / .pi, decimals: 2))°)") }
        if !(close(tx, 0) && close(ty, 0)) { parts.append("translation(\(compact(tx, decimals: 2)), \(compact(ty, decimals: 2)))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }

    /// Rounded to `decimals` decimals, without trailing zeros: `390`, `0.5`, `0.001`.
    private static func compact(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        var s = String(format: "%.\(decimals)f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// Rounded to two decimals, e.g. `12.5`, `390.0` (`.ci/uikit-side` checks it prints as
    /// HeadlessUIKit does).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var rounded = (value * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        return "\(rounded)"  // Swift's shortest form: "390.0", "12.5", "0.13"
    }
}

/// A change to a view the kit saw — on UIKit, by sampling (``TransitionHost``): the property, the
/// values before and after, when it was seen and whether the layer was animating then.
public struct RecordedChange: Sendable, Equatable, CustomStringConvertible {
    /// `frame`, `transform`, `alpha`, `isHidden`, `isUserInteractionEnabled` or `superview`.
    public let property: String
    public let oldValue: ReportValue
    public let newValue: ReportValue
    /// When the sample saw it (host time).
    public let time: TimeInterval
    /// Whether the view's layer had animations when the change was seen.
    public let isAnimated: Bool

    public var description: String {
        "\(property) \(oldValue) → \(newValue) at t=\(ReportValue.format(time))\(isAnimated ? " (animated)" : "")"
    }
}

/// The change record on UIKit: the current host samples every view of its window at each
/// run-loop turn it drives and keeps what changed, per view.
@MainActor
final class ViewChangeSampler {
    /// The sampler of the current host.
    static var current: ViewChangeSampler? {
        didSet { if let current { all = all.filter { $0.object != nil && $0.object !== current } + [Weak(current)] } }
    }
    /// Every live sampler, the latest last: a view reads its changes from the latest one that
    /// sampled it (several runs may be alive at once, e.g. in the reuse check).
    private static var all: [Weak<ViewChangeSampler>] = []

    /// The latest sampler that has sampled `view`.
    static func sampler(of view: UIView) -> ViewChangeSampler? {
        all.reversed().lazy.compactMap(\.object).first { $0.known[ObjectIdentifier(view)]?.object === view }
    }

    private struct State: Equatable {
        var frame: CGRect
        var transform: CGAffineTransform
        var alpha: CGFloat
        var isHidden: Bool
        var isUserInteractionEnabled: Bool
        var superview: ObjectIdentifier?
        var superviewName: String
    }

    private var states: [ObjectIdentifier: State] = [:]
    /// Every view sampled so far, weakly: a view taken out of the tree is read again where it is
    /// now, so its removal is recorded too.
    private(set) var known: [ObjectIdentifier: Weak<UIView>] = [:]
    /// Each view's superview at the last sample, weakly: to tell a removal from a superview that
    /// was freed (UIKit discards a transition's container with whatever is still in it).
    private var superviews: [ObjectIdentifier: Weak<UIView>] = [:]
    /// Whether the first sample (the baseline: no view in it counts as added) was taken.
    private var hasSampled = false
    private(set) var changes: [ObjectIdentifier: [RecordedChange]] = [:]

    /// Compares every view under `root`, and every view sampled before that is no longer there,
    /// with its last sample and records the differences.
    func sample(_ root: UIView, at time: TimeInterval) {
        defer { hasSampled = true }
        var visited: Set<ObjectIdentifier> = []
        for view in ViewTreeSnapshot.views(under: root) {
            visited.insert(ObjectIdentifier(view))
            record(view, at: time)
        }
        for (id, reference) in known where !visited.contains(id) {
            guard let view = reference.object else {
                forget(id)
                continue
            }
            if view.superview == nil || view.window == nil { record(view, at: time) }
        }
    }

    /// Drops everything kept for the view that had identifier `id`.
    private func forget(_ id: ObjectIdentifier) {
        known[id] = nil
        states[id] = nil
        superviews[id] = nil
        changes[id] = nil
    }

    private func record(_ view: UIView, at time: TimeInterval) {
        let id = ObjectIdentifier(view)
        // A freed view's identifier can be reused by a new view: nothing recorded for the old one
        // may be read as the new one's.
        if let reference = known[id], reference.object !== view { forget(id) }
        let state = State(
            frame: view.frame, transform: view.transform, alpha: view.alpha, isHidden: view.isHidden,
            isUserInteractionEnabled: view.isUserInteractionEnabled, superview: view.superview.map(ObjectIdentifier.init),
            superviewName: view.superview?.reportName ?? "nil")
        let oldSuperview = superviews[id]
        defer {
            states[id] = state
            superviews[id] = view.superview.map { Weak($0) }
        }
        guard let old = states[id] else {
            known[id] = Weak(view)
            // A view first seen after the first sample was added since: record where it appeared.
            if hasSampled, let superview = view.superview {
                changes[id, default: []].append(
                    RecordedChange(
                        property: "superview", oldValue: .text("nil"), newValue: .text(superview.reportName), time: time,
                        isAnimated: false))
            }
            return
        }
        guard old != state else { return }
        let animated = !(view.layer.animationKeys() ?? []).isEmpty
        var found: [RecordedChange] = []
        func note(_ property: String, _ before: ReportValue, _ after: ReportValue) {
            found.append(RecordedChange(property: property, oldValue: before, newValue: after, time: time, isAnimated: animated))
        }
        if old.frame != state.frame { note("frame", .rect(old.frame), .rect(state.frame)) }
        if old.transform != state.transform { note("transform", .transform(old.transform), .transform(state.transform)) }
        if old.alpha != state.alpha { note("alpha", .number(Double(old.alpha)), .number(Double(state.alpha))) }
        if old.isHidden != state.isHidden { note("isHidden", .bool(old.isHidden), .bool(state.isHidden)) }
        if old.isUserInteractionEnabled != state.isUserInteractionEnabled {
            note("isUserInteractionEnabled", .bool(old.isUserInteractionEnabled), .bool(state.isUserInteractionEnabled))
        }
        // A view whose superview was freed was not removed: it is still where it was left, in a
        // tree nobody holds (HeadlessUIKit's record has no change for it either).
        let superviewFreed = old.superview != nil && state.superview == nil && oldSuperview?.object == nil
        if old.superview != state.superview && !superviewFreed {
            note("superview", .text(old.superviewName), .text(state.superviewName))
        }
        changes[id, default: []] += found
    }

    /// Forgets what was recorded for `view` (its state stays the baseline of the next sample).
    func clear(_ view: UIView) {
        changes[ObjectIdentifier(view)] = nil
    }
}

/// A view's recorded changes as they were at one moment (``UIView/recordedChangeLog``), for a
/// record that reads them only if a check asks: on UIKit, the changes its host's samples saw.
struct RecordedChangeLog {
    /// The changes, as ``UIView/recordedChanges`` gave them then.
    let changes: [RecordedChange]
}

extension UIView {
    /// The name reports give the view: its `accessibilityIdentifier` (the kit sets it on the views
    /// it makes), else its type.
    var reportName: String { accessibilityIdentifier ?? "\(type(of: self))" }

    /// Names a view the kit made, for reports (its `accessibilityIdentifier`).
    func nameForReports(_ name: String) {
        accessibilityIdentifier = name
    }

    /// Never names an app's view on UIKit: the only place for a name is its
    /// `accessibilityIdentifier`, which is the app's. Returns false.
    @discardableResult
    func nameForReportsIfUnnamed(_ name: @autoclosure () -> String) -> Bool { false }

    /// Unknown on UIKit.
    var snapshotSourceForReports: UIView? { nil }

    /// The changes its host's samples saw since the last ``clearRecordedChanges()``.
    var recordedChanges: [RecordedChange] { ViewChangeSampler.sampler(of: self)?.changes[ObjectIdentifier(self)] ?? [] }

    /// The changes recorded so far, kept to be read later (``RecordedChangeLog``).
    var recordedChangeLog: RecordedChangeLog { RecordedChangeLog(changes: recordedChanges) }

    /// How many records there are so far, to pass to ``recordedChanges(after:)`` later.
    var recordedChangeCount: Int { recordedChanges.count }

    /// The changes recorded after the first `count` records (a ``recordedChangeCount`` read earlier).
    func recordedChanges(after count: Int) -> ArraySlice<RecordedChange> { recordedChanges.dropFirst(count) }

    /// Forgets the recorded changes.
    func clearRecordedChanges() {
        ViewChangeSampler.sampler(of: self)?.clear(self)
    }
}
#endif
