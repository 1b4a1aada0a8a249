#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The custom-container suite's rules, one per `CTX-*` requirement, and ANIM-APPEARANCE-BALANCED on
/// the children the container switches (``AppearanceChecks``) (see ``Rule``). Each reads the
/// ``ContainerTranscript`` of a finished switch and returns nil when the requirement holds, else
/// what was observed, in the form "expected … → observed …".
@MainActor
enum TransitionContextRules {
    /// Every rule, in catalogue order.
    static let all: [Rule<ContainerTranscript>] = [
        Rule(requirement: .ctxCompleteOnce, observe: completeOnce),
        Rule(requirement: .ctxKeys, observe: keys),
        Rule(requirement: .ctxFrames, observe: frames),
        Rule(requirement: .ctxReferenceAnimators, observe: referenceAnimators),
        Rule(requirement: .animAppearanceBalanced, observe: AppearanceChecks.observe),
    ]

    /// CTX-COMPLETE-ONCE: after the reference animator's `completeTransition(x)`, the container
    /// calls `animationEnded(x)` exactly once, with the same `x`, not before the completion.
    ///
    /// The context's completion block itself is not visible to the kit; it is seen through
    /// `animationEnded(_:)` (which UIKit's context calls from `completeTransition(_:)`) and, for
    /// its containment work, through CTX-REFERENCE-ANIMATORS. Not checked when the container never
    /// called `animateTransition(using:)` (CTX-REFERENCE-ANIMATORS reports that).
    static func completeOnce(_ t: ContainerTranscript) -> String? {
        guard t.snapshot != nil else { return nil }
        let endings = t.animationEndings
        let listed = endings.map { "animationEnded(\($0.completed)) at t=\(t.format($0.call.time))" }.joined(separator: ", ")
        guard let completion = t.completions.first else {
            return
                "expected completeTransition(_:) from the reference animator, then animationEnded(_:) → completeTransition(_:) never called by the deadline t=\(t.format(t.deadline))"
                + (endings.isEmpty ? "" : " but \(listed)") + "; " + stillRunning(t)
        }
        let value = completion.didComplete
        let completed = "completeTransition(\(value)) at t=\(t.format(completion.call.time))"
        guard let ending = endings.first else {
            return "expected animationEnded(\(value)) once after the animator's \(completed) → never called by the deadline t=\(t.format(t.deadline)); "
                + stillRunning(t, otherwise: "the context's completeTransition(_:) did not reach animationEnded(_:)")
        }
        if endings.count > 1 {
            return "expected animationEnded(\(value)) once after the animator's \(completed) → called \(endings.count) times: \(listed)"
        }
        if ending.completed != value {
            return
                "expected animationEnded(\(value)), the value of the animator's \(completed) → animationEnded(\(ending.completed)) at t=\(t.format(ending.call.time))"
        }
        if ending.call.order < completion.call.order {
            return
                "expected animationEnded(\(value)) after the animator's \(completed) → animationEnded(\(ending.completed)) at t=\(t.format(ending.call.time)), before it"
        }
        return nil
    }

    /// CTX-KEYS, read when `animateTransition(using:)` was called: `.from` is the old child (the
    /// one on screen before the switch), still a child of the container; `.to` is the new child
    /// (added before the animation, or during the run) and not `.from`; `view(forKey:)` is nil, the
    /// view controller's own view or a wrapper holding it; `containerView` is the container view
    /// controller's view or inside it, and holds the from-view.
    static func keys(_ t: ContainerTranscript) -> String? {
        guard let s = t.snapshot else { return nil }
        var problems: [String] = []
        let from = s.fromViewController
        let to = s.toViewController
        if from != t.oldChild {
            problems.append("viewController(forKey: .from): expected \(t.describe(t.oldChild)) → \(t.describe(from))")
        } else if let from, !s.children.contains(from.identity) {
            problems.append(
                "viewController(forKey: .from): expected a child of the container until the transition completes → \(t.describe(from)) was already removed")
        }
        if let to, to == from {
            problems.append("viewController(forKey: .to): expected a view controller other than .from → the same, \(t.describe(to))")
        } else if to == nil || (t.newChild != nil && to != t.newChild) || to == t.container {
            problems.append("viewController(forKey: .to): expected \(t.describe(t.newChild)) → \(t.describe(to))")
        }
        if !s.fromViewIsOwn {
            problems.append("view(forKey: .from): expected nil or the view of \(t.describe(from)) → \(t.describe(s.fromView))")
        }
        if !s.toViewIsOwn {
            problems.append("view(forKey: .to): expected nil or the view of \(t.describe(to)) → \(t.describe(s.toView))")
        }
        if !s.containerViewInsideContainer {
            problems.append("containerView: expected the container view controller's view or a view inside it → \(t.describe(s.containerView)), outside it")
        } else if !s.fromViewInContainerView {
            problems.append(
                "containerView: expected to hold the from-view → \(t.describe(s.fromView ?? t.fromViewControllerView)) is in \(t.describe(s.fromViewSuperview))"
            )
        }
        guard !problems.isEmpty else { return nil }
        return problems.joinedBounded() + " at animateTransition(using:) at t=\(t.format(s.time))"
    }

    /// CTX-FRAMES, read when `animateTransition(using:)` was called: the old child's initial frame
    /// is non-zero (it is on screen) and its final frame `.zero` (its view leaves the window); the
    /// new child's initial frame is `.zero` and its final frame non-zero, finite and inside
    /// `containerView.bounds` (±0.5 pt).
    static func frames(_ t: ContainerTranscript) -> String? {
        guard let s = t.snapshot else { return nil }
        var problems: [String] = []
        if let old = t.oldChild ?? s.fromViewController {
            let name = t.describe(old)
            if let initial = s.initialFrame(for: old), initial == .zero {
                problems.append("initialFrame(for: \(name)): expected its frame on screen, not .zero → .zero")
            }
            if let final = s.finalFrame(for: old), final != .zero {
                problems.append("finalFrame(for: \(name)): expected .zero (its view leaves the window) → \(rect(final))")
            }
        }
        if let new = t.newChild ?? s.toViewController {
            let name = t.describe(new)
            if let initial = s.initialFrame(for: new), initial != .zero {
                problems.append("initialFrame(for: \(name)): expected .zero (not visible at the start) → \(rect(initial))")
            }
            if let final = s.finalFrame(for: new), final == .zero || !isInside(final, s.containerBounds) {
                problems.append(
                    "finalFrame(for: \(name)): expected a frame inside the container view's bounds \(rect(s.containerBounds)) → \(final == .zero ? ".zero" : rect(final))"
                )
            }
        }
        guard !problems.isEmpty else { return nil }
        return problems.joinedBounded() + " at animateTransition(using:) at t=\(t.format(s.time))"
    }

    /// CTX-REFERENCE-ANIMATORS, read at the end of the run: the container called
    /// `animateTransition(using:)`; the new child's view is in the container view controller's view
    /// hierarchy with alpha 1, not hidden, identity transform, at `finalFrame(for:)` (±0.5 pt, in
    /// `containerView`'s coordinates, when that frame is not `.zero`); the old child's view is out of
    /// that hierarchy; `children` holds the new child and not the old one.
    static func referenceAnimators(_ t: ContainerTranscript) -> String? {
        let end = " at the end (t=\(t.format(t.endTime)))"
        guard let s = t.snapshot else {
            return
                "expected switchChild() to call animateTransition(using:) on the animator the factory was given → not called by the deadline t=\(t.format(t.deadline))"
        }
        var problems: [String] = []
        if let new = t.newChild, let view = t.newChildView, view.inContainer {
            // `!(… <= …)`: a NaN alpha is off, never equal to 1.
            if !(abs(view.alpha - 1) <= 1e-6) { problems.append("the new child's view alpha: expected 1 → \(view.alpha)") }
            if view.isHidden { problems.append("the new child's view isHidden: expected false → true") }
            if !view.transform.isIdentity { problems.append("the new child's view transform: expected identity → \(ReportValue.transform(view.transform))") }
            if let expected = s.finalFrame(for: new), expected != .zero, let frame = view.frameInContainerView {
                let off = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
                if off.contains(where: { !(abs($0) <= 0.5) }) {
                    problems.append("the new child's view frame: expected finalFrame(for:) \(rect(expected)) → \(rect(frame))")
                }
            }
        } else if t.newChild != nil {
            let superview = t.newChildView?.superview
            problems.append(
                "the new child's view: expected in the container view controller's view → \(superview.map { "in \(t.describe($0)), outside it" } ?? "in no superview")"
            )
        } else {
            problems.append("the new child: expected a child added by the switch or named by viewController(forKey: .to) → none")
        }
        if let superview = t.oldChildViewLeftIn {
            problems.append("the old child's view: expected removed from the container view controller's view → still in \(t.describe(superview))")
        }
        let hasNew = t.newChild.map { t.childrenAfter.contains($0) } ?? false
        let hasOld = t.oldChild.map { t.childrenAfter.contains($0) } ?? false
        if !hasNew || hasOld {
            let expected = t.newChild.map { "[\(t.describe($0))]" } ?? "the new child"
            problems.append("children: expected \(expected), without the old child → [\(t.childrenAfter.map { t.describe($0) }.joined(separator: ", "))]")
        }
        guard !problems.isEmpty else { return nil }
        return problems.joinedBounded() + end
    }

    private static func stillRunning(_ t: ContainerTranscript, otherwise: String = "nothing was left running") -> String {
        t.stillRunning.isEmpty ? otherwise : "still running: " + t.stillRunning.joinedBounded()
    }

    private static func rect(_ rect: CGRect) -> String { "\(ReportValue.rect(rect))" }

    private static func isInside(_ frame: CGRect, _ bounds: CGRect) -> Bool {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0 else { return false }
        return frame.minX >= bounds.minX - 0.5 && frame.minY >= bounds.minY - 0.5
            && frame.maxX <= bounds.maxX + 0.5 && frame.maxY <= bounds.maxY + 0.5
    }
}
