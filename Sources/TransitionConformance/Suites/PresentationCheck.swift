#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One check of the presentation-controller suite: the requirement it verifies and how it reads
/// a finished ``PresentationRun`` — nil when the requirement holds (or the run does not reach the
/// moment it needs), else what was observed.
///
/// A class: the suite goes through every check for every run, and copying a check (a value)
/// copied its requirement's seven strings.
@MainActor
final class PresentationCheck {
    let requirement: Requirement
    let observe: (PresentationRun) -> String?

    init(requirement: Requirement, observe: @escaping (PresentationRun) -> String?) {
        self.requirement = requirement
        self.observe = observe
    }

    /// Which transition of a presentation scenario's flow (present, then dismiss) a requirement
    /// is judged in, when it is not the presentation the scenario names: its dismissal, or the
    /// two together; nil for a requirement judged on the presentation or for any other scenario.
    nonisolated static func moment(of requirement: Requirement, in scenario: TransitionScenario) -> String? {
        guard scenario.kind == .presentation else { return nil }
        switch requirement.id {
        case Requirement.presDismissRemovesChrome.id, Requirement.presDismissCancelKeepsChrome.id: return followingDismissal
        case Requirement.presReleases.id: return "after the dismissal that follows the presentation"
        case Requirement.presRoundTrip.id: return "after the presentation and the dismissal that follows"
        default: return nil
        }
    }

    nonisolated static let followingDismissal = "in the dismissal that follows the presentation"

    /// Which transition of the flow `run` a finding showed in, read from what happened: a transition
    /// that never completed is the one still pending; an animator that ran the wrong way, the
    /// direction it was vended for; a controller vended for nothing, the direction it was vended
    /// for. Otherwise the requirement's own moment (``moment(of:in:)``).
    static func moment(of requirement: Requirement, in scenario: TransitionScenario, run: PresentationRun, causes: Set<FindingCause>) -> String? {
        switch requirement.id {
        case Requirement.animCompleteOnce.id:
            if case .pending? = run.presentationOutcome {
                return scenario.kind == .presentation ? nil : "in the presentation that sets up the dismissal"
            }
            return scenario.kind == .presentation ? followingDismissal : nil
        case Requirement.delegateAnimatorDirection.id where scenario.kind == .presentation:
            if causes == [.dismissalAnimatorRanPresentation] { return followingDismissal }
            if causes.count > 1 { return "in the presentation and the dismissal that follows" }
            return nil
        case Requirement.animFromViewRemoved.id where scenario.kind == .presentation:
            return followingDismissal
        case Requirement.intNotVendedWithoutGesture.id where scenario.kind == .presentation:
            return run.delegate.vendedInteractionControllers.first?.direction == .dismissal ? followingDismissal : nil
        default:
            return moment(of: requirement, in: scenario)
        }
    }
}

@MainActor
extension PresentationRun {
    func format(_ time: TimeInterval) -> String { String(format: "%.2f", time) }

    /// Whether the last dismissal completed.
    var dismissed: Bool { dismissalOutcomes.last == .completed }

    /// How the presenting view controller's view and its subviews differ from the baseline: the
    /// properties a presentation may change and must restore, their place in the hierarchy, and
    /// subviews added to them. The root view's frame is expected to fill the window, which a
    /// resize may have changed; after a resize its subviews' frames are not compared (the screen
    /// lays them out again at the new size).
    var presenterDifferences: [String] {
        let root = presentingViewController.view!
        var problems: [String] = []
        let underRoot = ViewsByIdentity(under: [root])  // once: asking each view walks up its superviews
        for entry in baseline.entries where underRoot.contains(entry.view) || entry.superview == ObjectIdentifier(root) {
            var differences = entry.differences(from: entry.view, frameTolerance: 0.5, alphaTolerance: 0.01)
            // After a rotation the presenting screen lays its subviews out again at the new size:
            // their frames are its layout's business, not the presentation's.
            if scenario.resize != nil, entry.view !== root { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            // A frame is undefined under a transform: one the animator set decides it (ANIM-PRESENTER-VIEW-UNTOUCHED).
            let transformedByAnimator =
                presenterChangesByAnimatorAreTheAnimators
                && (changesByAnimator[ObjectIdentifier(entry.view)]?.contains { $0.property == "transform" || $0.property == "transform3D" } ?? false)
            if transformedByAnimator { differences.removeAll { $0.property == "frame" || $0.property == "center" } }
            if entry.view === root, root.transform.isIdentity {
                differences.removeAll { $0.property == "frame" || $0.property == "center" }
                if !root.frame.isApproximately(host.window.bounds) && !transformedByAnimator {
                    problems.append("\(entry.name).frame \(ReportValue.rect(root.frame)), the window is \(ReportValue.rect(host.window.bounds))")
                }
            }
            if presenterChangesByAnimatorAreTheAnimators {
                differences.removeAll { lastChangeWasTheAnimators(entry.view, properties: $0.recordedAs) }
            }
            problems += differences.map { "\(entry.name).\($0.property) \($0.current) (was \($0.recorded))" }
            if entry.view.superview.map(ObjectIdentifier.init) != entry.superview,
                !(presenterChangesByAnimatorAreTheAnimators && lastChangeWasTheAnimators(entry.view, properties: ["superview"]))
            {
                problems.append("\(entry.name) moved to \(entry.view.superview?.reportName ?? "no superview")")
            }
        }
        for entry in ViewTreeSnapshot(of: root).entries.dropFirst()
        where !baseline.contains(entry.view) && entry.view.superview.map(baseline.contains) == true
            && !(presenterChangesByAnimatorAreTheAnimators && lastChangeWasTheAnimators(entry.view, properties: ["superview"]))
        {
            problems.append("\(entry.name) added to \(entry.view.superview!.reportName)")
        }
        return problems
    }

    /// The chrome the presentation controller did not remove, with where it was left. A view
    /// counts as removed when its last recorded hierarchy change took it out of its superview
    /// (`removeFromSuperview()`); a view whose container UIKit discarded with it still inside
    /// was not removed.
    var chromeStillAttached: [String] { chrome.compactMap(attachment(of:)) }

    /// Where a chrome view is still attached, described, or nil when it was removed.
    func attachment(of view: UIView) -> String? {
        if let parent = view.superview {
            return "\(view.reportName) still in \(parent.reportName)" + (view.window == nil ? " (out of the window)" : "")
        }
        let last = view.recordedChanges.last { $0.property == "superview" }
        guard let last, last.newValue != .text("nil") else { return nil }
        return "\(view.reportName) never removed (left in \(last.newValue), which UIKit discarded)"
    }
}

@MainActor
extension PresentationCheck {
    /// The checks of the presentation-controller suite, one per requirement.
    static let all: [PresentationCheck] = [
        PresentationCheck(requirement: .presChromeInContainer) { run in
            guard !run.addedOutside.isEmpty else { return nil }
            return run.addedOutside.map { "\($0.name) added to \($0.superview) by t=\(run.format($0.time)), outside the container" }
                .joinedBounded()
        },
        PresentationCheck(requirement: .presPresentedViewUntouched) { run in
            guard let changes = run.willBeginChanges else { return nil }
            // What the statement names; layer cosmetics (corner radius, shadow, …) are not judged.
            let judged: Set<String> = ["superview", "frame", "center", "bounds", "transform", "transform3D", "alpha", "isHidden"]
            // Added to the container or embedded in a wrapper: its place and frame go with that.
            let embedding: Set<String> = ["superview", "frame", "center", "bounds"]
            let relevant = changes.filter { judged.contains($0.property) && !(run.presentedViewIsEmbedded && embedding.contains($0.property)) }
            guard !relevant.isEmpty else { return nil }
            return "before the animator started, presentationTransitionWillBegin() changed PresentedViewController.view: "
                + relevant.map(\.description).joined(separator: ", ")
        },
        PresentationCheck(requirement: .presCancelRemovesChrome) { run in
            guard run.presentationOutcome == .cancelled else { return nil }
            // Chrome left inside the container UIKit discarded is not seen (F3): only what stays on screen.
            var onScreen: [String] = []
            for view in run.chrome where view.window != nil {
                if let attachment = run.attachment(of: view) { onScreen.append(attachment) }
            }
            let problems = onScreen + run.presenterDifferences
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after presentationTransitionDidEnd(false)"
        },
        PresentationCheck(requirement: .presDismissRemovesChrome) { run in
            guard run.dismissed, let outliving = run.chromeOutlivingDismissal, !outliving.isEmpty else { return nil }
            let keeper =
                run.presentationControllerReleased == false
                ? "the presentation controller (still alive)" : "something other than the presentation controller"
            return outliving.joinedBounded()
                + " after dismissalTransitionDidEnd(true), and still alive once UIKit had discarded the container and the kit had let go: \(keeper) keeps it; removed or let go, UIKit would have freed it with the container (F3)"
        },
        PresentationCheck(requirement: .presDismissCancelKeepsChrome) { run in
            guard let problems = run.chromeChangedByCancelledDismissal, !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after dismissalTransitionDidEnd(false), while still presented"
        },
        PresentationCheck(requirement: .presFrameInContainer) { run in
            for probe in run.probes {
                let frame = probe.frames.0
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
                let inside = finite && probe.containerBounds.insetBy(dx: -0.5, dy: -0.5).contains(frame)
                guard !finite || frame.width <= 0 || frame.height <= 0 || !inside else { continue }
                let screenHint = ScreenSizeHint.text(frame: frame.size, container: probe.containerBounds.size, host: run.host)
                return "frameOfPresentedViewInContainerView is \(ReportValue.rect(frame)) \(probe.moment) (t=\(run.format(probe.time))), "
                    + "the container's bounds are \(ReportValue.rect(probe.containerBounds))\(screenHint)"
            }
            return nil
        },
        PresentationCheck(requirement: .presFrameStable) { run in
            for probe in run.probes {
                var problems: [String] = []
                let (f1, f2) = probe.frames
                if !f1.isSameReading(as: f2) {
                    problems.append("frameOfPresentedViewInContainerView read \(ReportValue.rect(f1)) then \(ReportValue.rect(f2))")
                }
                if probe.presentedViews.0 !== probe.presentedViews.1 {
                    problems.append(
                        "presentedView returned \(probe.presentedViews.0?.reportName ?? "nil") then \(probe.presentedViews.1?.reportName ?? "nil")"
                    )
                }
                if !probe.sideEffects.isEmpty {
                    problems.append("reading them changed " + probe.sideEffects.joinedBounded())
                }
                if !problems.isEmpty {
                    return problems.joinedBounded() + " — two reads \(probe.moment) (t=\(run.format(probe.time)))"
                }
            }
            return nil
        },
        PresentationCheck(requirement: .presPresentedViewContainsVCView) { run in
            guard let probe = run.probes.first(where: { $0.containsPresentedViewControllerView == false }) else { return nil }
            return "presentedView is \(probe.presentedViews.0?.reportName ?? "nil") \(probe.moment) (t=\(run.format(probe.time))), "
                + "which does not contain PresentedViewController.view"
        },
        PresentationCheck(requirement: .presResize) { run in
            guard let resize = run.afterResize else { return nil }
            var problems: [String] = []
            if let actual = resize.actual, !actual.isApproximately(resize.expected) {
                problems.append(
                    "the presented view's frame is \(ReportValue.rect(actual)), frameOfPresentedViewInContainerView is \(ReportValue.rect(resize.expected))"
                )
            }
            problems += resize.uncovered.map { "\($0.0) covers \(ReportValue.rect($0.1)), no longer the container's bounds" }
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after the container became \(ReportValue.rect(resize.bounds))"
        },
        PresentationCheck(requirement: .presRoundTrip) { run in
            guard run.dismissed else { return nil }
            let problems = run.presenterDifferences
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after present and dismiss"
        },
        PresentationCheck(requirement: .presReleases) { run in
            var alive: [String] = []
            if run.presentationControllerReleased == false { alive.append("the presentation controller") }
            if run.presentedViewControllerReleased == false { alive.append("the presented view controller") }
            guard !alive.isEmpty else { return nil }
            return alive.joined(separator: " and ") + " still alive after the dismissal completed and the kit let go of them"
        },
        // A transition that never ends is the animator's failure, whoever vended it.
        PresentationCheck(requirement: .animCompleteOnce) { run in
            let pending = ([run.presentationOutcome].compactMap { $0 } + run.dismissalOutcomes).compactMap { outcome -> [String]? in
                if case .pending(let names) = outcome { return names }
                return nil
            }
            guard let names = pending.first else { return nil }
            return "completeTransition(_:) was never called; at the deadline still pending: " + names.joinedBounded()
        },
        PresentationCheck(requirement: .presNoRaisingMisuse) { run in
            let raised = run.host.raisingMisuse
            guard let first = raised.first else { return nil }
            let more = raised.count > 1 ? "; then " + raised.dropFirst().prefix(3).map { "\($0.api) at t=\(run.format($0.time))" }.joined(separator: ", ") : ""
            return "expected no UIKit call that raises → \(first.api) at t=\(run.format(first.time)): \(first.message) On iOS the app crashes here\(more)"
        },
        PresentationCheck(requirement: .animAppearanceBalanced) { run in
            AppearanceChecks.observe(run)
        },
    ]
}
