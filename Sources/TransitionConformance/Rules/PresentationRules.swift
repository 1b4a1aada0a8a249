#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The presentation-controller suite's rules, one per `PRES-*` requirement (and the flow's
/// ANIM-COMPLETE-ONCE), each judging a finished ``PresentationRun`` (see ``Rule``). A rule returns
/// nil when the requirement holds or the run does not reach the moment it needs.
@MainActor
enum PresentationRules {
    /// The checks of the presentation-controller suite, one per requirement.
    static let all: [Rule<PresentationRun>] = [
        Rule(requirement: .presChromeInContainer) { run in
            guard !run.addedOutside.isEmpty else { return nil }
            return run.addedOutside.map { "\($0.view.name) added to \($0.view.superviewName) by t=\(run.format($0.time)), outside the container" }
                .joinedBounded()
        },
        Rule(requirement: .presPresentedViewUntouched) { run in
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
        Rule(requirement: .presCancelRemovesChrome) { run in
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
        Rule(requirement: .presDismissRemovesChrome) { run in
            guard run.dismissed, let outliving = run.chromeOutlivingDismissal, !outliving.isEmpty else { return nil }
            let keeper =
                run.presentationControllerReleased == false
                ? "the presentation controller (still alive)" : "something other than the presentation controller"
            return outliving.joinedBounded()
                + " after dismissalTransitionDidEnd(true), and still alive once UIKit had discarded the container and the kit had let go: \(keeper) keeps it; removed or let go, UIKit would have freed it with the container (F3)"
        },
        Rule(requirement: .presDismissCancelKeepsChrome) { run in
            guard let problems = run.chromeChangedByCancelledDismissal, !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after dismissalTransitionDidEnd(false), while still presented"
        },
        Rule(requirement: .presFrameInContainer) { run in
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
        Rule(requirement: .presFrameStable) { run in
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
        Rule(requirement: .presPresentedViewContainsVCView) { run in
            guard let probe = run.probes.first(where: { $0.containsPresentedViewControllerView == false }) else { return nil }
            return "presentedView is \(probe.presentedViews.0?.reportName ?? "nil") \(probe.moment) (t=\(run.format(probe.time))), "
                + "which does not contain PresentedViewController.view"
        },
        Rule(requirement: .presResize) { run in
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
        Rule(requirement: .presRoundTrip) { run in
            guard run.dismissed else { return nil }
            let problems = run.presenterDifferences
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after present and dismiss"
        },
        Rule(requirement: .presReleases) { run in
            var alive: [String] = []
            if run.presentationControllerReleased == false { alive.append("the presentation controller") }
            if run.presentedViewControllerReleased == false { alive.append("the presented view controller") }
            guard !alive.isEmpty else { return nil }
            return alive.joined(separator: " and ") + " still alive after the dismissal completed and the kit let go of them"
        },
        // A transition that never ends is the animator's failure, whoever vended it.
        Rule(requirement: .animCompleteOnce) { run in
            let pending = ([run.presentationOutcome].compactMap { $0 } + run.dismissalOutcomes).compactMap { outcome -> [String]? in
                if case .pending(let names) = outcome { return names }
                return nil
            }
            guard let names = pending.first else { return nil }
            return "completeTransition(_:) was never called; at the deadline still pending: " + names.joinedBounded()
        },
        Rule(requirement: .presNoRaisingMisuse) { run in
            let raised = run.host.raisingMisuse
            guard let first = raised.first else { return nil }
            let more = raised.count > 1 ? "; then " + raised.dropFirst().prefix(3).map { "\($0.api) at t=\(run.format($0.time))" }.joined(separator: ", ") : ""
            return "expected no UIKit call that raises → \(first.api) at t=\(run.format(first.time)): \(first.message) On iOS the app crashes here\(more)"
        },
        Rule(requirement: .animAppearanceBalanced) { run in
            AppearanceChecks.observe(run)
        },
    ]
}
