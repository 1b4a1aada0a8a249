#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// ANIM-REDUCE-MOTION: what an animator moved while Reduce Motion was on.
///
/// ## The model
///
/// Every view in the window before the transition, right after the animator started (its
/// snapshots and overlays too) and at the end is looked at; each *animated* change of its
/// `frame`, `center`, `bounds` or `transform` after the start is measured from its old value to
/// its new one: how far the view's centre moved, how much its size or transform scale changed (as
/// a fraction of the larger size), how far its transform turned. A change beyond
/// ``RunLimits/reducedMotion`` is reported. Changes made without animation (a view placed at its
/// final frame) and `alpha` (a cross-fade) are not motion. The views of the app's presentation
/// controller are its own, and so is the presenter's view when it takes part; of a view UIKit
/// hands the animator that the presentation controller had in the container (the presented view
/// in a dismissal), what the animator's own code did is the animator's.
/// Not measured: 3-D transforms (`layer.transform` with perspective) and Core Animation
/// animations added to layers directly.
@MainActor
enum ReducedMotionCheck {
    static func observe(_ run: AnimatorTranscript) -> String? {
        let limits = run.limits.reducedMotion
        var views = ViewsByIdentity(capacity: 64)
        for view in run.viewsAtStart ?? [] { _ = views.insert(view) }
        for entry in run.before.entries { _ = views.insert(entry.view) }
        for entry in run.after?.entries ?? [] { _ = views.insert(entry.view) }
        var found: [String] = []
        for view in views.views {
            let identity = ObjectIdentifier(view)
            var changes = run.changes[identity] ?? []
            if run.presentationControllerViews.contains(identity) {
                // The presentation controller's view — but what the animator's own code did to a
                // view UIKit handed it (the presented view, in the container before a dismissal's
                // animator starts) is the animator's.
                guard let byAnimator = run.handedViewChangesByAnimator[identity] else { continue }
                changes = byAnimator
            }
            if run.withholdsPresenterChanges && run.scenario.kind.isModal && run.withheldView.is(view) { continue }
            for change in changes where change.isAnimated && change.time >= run.startTime {
                guard let motion = largeMotion(change, limits: limits) else { continue }
                found.append("\(view.reportName) \(motion) (\(change.property) \(change.oldValue) → \(change.newValue) at t=\(run.format(change.time)))")
            }
        }
        guard !found.isEmpty else { return nil }
        return "with Reduce Motion on (UIAccessibility.isReduceMotionEnabled), the animator still moved views far: "
            + found.joinedBounded(separator: ", ", limit: 5)
            + " — beyond RunLimits.reducedMotion (\(limits)); cross-fade instead, or keep the motion that small"
    }

    /// What `change` does beyond `limits` — "moved 390 pt", "scaled by 90 %", "turned 45°" — or nil.
    static func largeMotion(_ change: RecordedChange, limits: RunLimits.ReducedMotion) -> String? {
        var move: CGFloat = 0
        var scale: CGFloat = 0
        var turn: CGFloat = 0
        switch (change.property, change.oldValue, change.newValue) {
        case ("frame", .rect(let old), .rect(let new)):
            move = hypot(new.midX - old.midX, new.midY - old.midY)
            scale = max(sizeChange(old.width, new.width), sizeChange(old.height, new.height))
        case ("bounds", .rect(let old), .rect(let new)):
            scale = max(sizeChange(old.width, new.width), sizeChange(old.height, new.height))
        case ("center", .point(let old), .point(let new)):
            move = hypot(new.x - old.x, new.y - old.y)
        case ("transform", .transform(let old), .transform(let new)):
            move = hypot(new.tx - old.tx, new.ty - old.ty)
            scale = max(sizeChange(hypot(old.a, old.b), hypot(new.a, new.b)), sizeChange(hypot(old.c, old.d), hypot(new.c, new.d)))
            var degrees = (atan2(new.b, new.a) - atan2(old.b, old.a)) * 180 / .pi
            if degrees > 180 { degrees -= 360 }
            if degrees < -180 { degrees += 360 }
            turn = abs(degrees)
        default:
            return nil
        }
        var parts: [String] = []
        if move.isFinite && move > limits.translation { parts.append("moved \(number(move)) pt") }
        if scale > limits.scale { parts.append("scaled by \(number(scale * 100)) %") }
        if turn > limits.rotationDegrees { parts.append("turned \(number(turn))°") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// A measure for messages, to a whole number when it is close to one: `860`, `12.5`.
    nonisolated static func number(_ value: CGFloat) -> String {
        String(format: "%g", (Double(value) * 10).rounded() / 10)
    }

    /// How much a length changed from `old` to `new`, as a fraction of the larger: 0.9 for 0.1 → 1.
    private static func sizeChange(_ old: CGFloat, _ new: CGFloat) -> CGFloat {
        let larger = max(abs(old), abs(new))
        guard larger > 0, larger.isFinite else { return 0 }
        return abs(new - old) / larger
    }
}
