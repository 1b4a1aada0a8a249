#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The presentation-controller suite's rules, one per `PRES-*` requirement (and the flow's
/// ANIM-COMPLETE-ONCE), each judging a finished flow's ``PresentationTranscript`` (see ``Rule``). A
/// rule returns nil when the requirement holds or the flow does not reach the moment it needs.
@MainActor
enum PresentationRules {
    /// The checks of the presentation-controller suite, one per requirement.
    static let all: [Rule<PresentationTranscript>] = [
        Rule(requirement: .presChromeInContainer) { t in
            guard !t.addedOutside.isEmpty else { return nil }
            return t.addedOutside.map { "\($0.view.name) added to \($0.view.superviewName) by t=\(t.format($0.time)), outside the container" }
                .joinedBounded()
        },
        Rule(requirement: .presPresentedViewUntouched) { t in
            guard let changes = t.willBeginChanges else { return nil }
            // What the statement names; layer cosmetics (corner radius, shadow, …) are not judged.
            let judged: Set<String> = ["superview", "frame", "center", "bounds", "transform", "transform3D", "alpha", "isHidden"]
            // Added to the container or embedded in a wrapper: its place and frame go with that.
            let embedding: Set<String> = ["superview", "frame", "center", "bounds"]
            let relevant = changes.filter { judged.contains($0.property) && !(t.presentedViewIsEmbedded && embedding.contains($0.property)) }
            guard !relevant.isEmpty else { return nil }
            return "before the animator started, presentationTransitionWillBegin() changed PresentedViewController.view: "
                + relevant.map(\.description).joined(separator: ", ")
        },
        Rule(requirement: .presCancelRemovesChrome) { t in
            guard t.presentationOutcome == .cancelled else { return nil }
            // Chrome left inside the container UIKit discarded is not seen (F3): only what stays on screen.
            var onScreen: [String] = []
            for view in t.chrome where view.isInWindow {
                if let attachment = view.attachment { onScreen.append(attachment) }
            }
            let problems = onScreen + (t.presenterDifferences ?? [])
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after presentationTransitionDidEnd(false)"
        },
        Rule(requirement: .presDismissRemovesChrome) { t in
            guard t.dismissed, let outliving = t.chromeOutlivingDismissal, !outliving.isEmpty else { return nil }
            let keeper =
                t.presentationControllerReleased == false
                ? "the presentation controller (still alive)" : "something other than the presentation controller"
            return outliving.joinedBounded()
                + " after dismissalTransitionDidEnd(true), and still alive once UIKit had discarded the container and the kit had let go: \(keeper) keeps it; removed or let go, UIKit would have freed it with the container (F3)"
        },
        Rule(requirement: .presDismissCancelKeepsChrome) { t in
            guard let problems = t.chromeChangedByCancelledDismissal, !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after dismissalTransitionDidEnd(false), while still presented"
        },
        Rule(requirement: .presFrameInContainer) { t in
            for probe in t.probes {
                let frame = probe.frames.0
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
                let inside = finite && probe.containerBounds.insetBy(dx: -0.5, dy: -0.5).contains(frame)
                guard !finite || frame.width <= 0 || frame.height <= 0 || !inside else { continue }
                let screenHint = ScreenSizeHint.text(
                    frame: frame.size, container: probe.containerBounds.size, screen: t.screenSize, screenBoundsReads: t.screenBoundsReads)
                return "frameOfPresentedViewInContainerView is \(ReportValue.rect(frame)) \(probe.moment) (t=\(t.format(probe.time))), "
                    + "the container's bounds are \(ReportValue.rect(probe.containerBounds))\(screenHint)"
            }
            return nil
        },
        Rule(requirement: .presFrameStable) { t in
            for probe in t.probes {
                var problems: [String] = []
                let (f1, f2) = probe.frames
                if !f1.isSameReading(as: f2) {
                    problems.append("frameOfPresentedViewInContainerView read \(ReportValue.rect(f1)) then \(ReportValue.rect(f2))")
                }
                if probe.presentedViews.0 != probe.presentedViews.1 {
                    problems.append(
                        "presentedView returned \(probe.presentedViews.0?.name ?? "nil") then \(probe.presentedViews.1?.name ?? "nil")"
                    )
                }
                if !probe.sideEffects.isEmpty {
                    problems.append("reading them changed " + probe.sideEffects.joinedBounded())
                }
                if !problems.isEmpty {
                    return problems.joinedBounded() + " — two reads \(probe.moment) (t=\(t.format(probe.time)))"
                }
            }
            return nil
        },
        Rule(requirement: .presPresentedViewContainsVCView) { t in
            guard let probe = t.probes.first(where: { $0.containsPresentedViewControllerView == false }) else { return nil }
            return "presentedView is \(probe.presentedViews.0?.name ?? "nil") \(probe.moment) (t=\(t.format(probe.time))), "
                + "which does not contain PresentedViewController.view"
        },
        Rule(requirement: .presResize) { t in
            guard let resize = t.afterResize else { return nil }
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
        Rule(requirement: .presRoundTrip) { t in
            guard t.dismissed else { return nil }
            let problems = t.presenterDifferences ?? []
            guard !problems.isEmpty else { return nil }
            return problems.joinedBounded() + " after present and dismiss"
        },
        Rule(requirement: .presReleases) { t in
            var alive: [String] = []
            if t.presentationControllerReleased == false { alive.append("the presentation controller") }
            if t.presentedViewControllerReleased == false { alive.append("the presented view controller") }
            guard !alive.isEmpty else { return nil }
            return alive.joined(separator: " and ") + " still alive after the dismissal completed and the kit let go of them"
        },
        // A transition that never ends is the animator's failure, whoever vended it.
        Rule(requirement: .animCompleteOnce) { t in
            let pending = ([t.presentationOutcome].compactMap { $0 } + t.dismissalOutcomes).compactMap { outcome -> [String]? in
                if case .pending(let names) = outcome { return names }
                return nil
            }
            guard let names = pending.first else { return nil }
            return "completeTransition(_:) was never called; at the deadline still pending: " + names.joinedBounded()
        },
        Rule(requirement: .presNoRaisingMisuse) { t in
            let raised = t.raisingMisuse
            guard let first = raised.first else { return nil }
            let more = raised.count > 1 ? "; then " + raised.dropFirst().prefix(3).map { "\($0.api) at t=\(t.format($0.time))" }.joined(separator: ", ") : ""
            return "expected no UIKit call that raises → \(first.api) at t=\(t.format(first.time)): \(first.message) On iOS the app crashes here\(more)"
        },
        Rule(requirement: .animAppearanceBalanced) { t in
            AppearanceChecks.observe(t)
        },
    ]

    /// The requirements judged on what one transition shows of the presentation controller (its
    /// answers at each moment, the views it added, the presented view before the animator
    /// started, what a cancelled presentation or dismissal left): those an ensemble's animator run
    /// judges (``PresentationWatch/transcript(of:)``). The others need a flow — a resize, a
    /// completed dismissal, the release — or
    /// are the animator rules' in the same run (a transition that never ends, the appearance
    /// callbacks, UIKit misuse).
    static let judgedInOneTransition: Set<Requirement> = [
        .presChromeInContainer, .presPresentedViewUntouched, .presFrameInContainer, .presFrameStable, .presPresentedViewContainsVCView,
        .presCancelRemovesChrome, .presDismissCancelKeepsChrome,
    ]

    /// The rules of ``judgedInOneTransition``.
    static let inOneTransition: [Rule<PresentationTranscript>] = all.filter { judgedInOneTransition.contains($0.requirement) }
}
