import Foundation
import HeadlessUIKit
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

/// A view outside the container is blamed on the object whose code added it, and a view has one
/// name in every finding of a report.
@MainActor
@Suite("Blame the object that added a view, name it one way")
struct BlameAndViewNamesTests {
    /// The snapshot-card samples whose presentation controller puts the backdrop in the window,
    /// checked by each checker that runs that presentation controller.
    nonisolated static let backdropInWindow = [
        "ensemble/snapshot card/backdropInWindow", "delegate/snapshot card/backdropInWindow",
        "pieces/snapshot card/backdropInWindow/presentationController", "pieces/snapshot card/backdropInWindow/animator",
    ]

    @Test(
        "a backdrop the presentation controller adds to the window is PRES-CHROME-IN-CONTAINER in every checker, never an ANIM- finding",
        arguments: backdropInWindow)
    func backdropIsThePresentationControllers(_ id: String) throws {
        let sample = try #require(Corpus.snapshotCardSamples.first { $0.id == id })
        let report = sample.verify()
        let ids = Set(report.violations.map(\.requirement.id))
        #expect(!ids.contains("ANIM-CONTAINER-ONLY") && !ids.contains("ANIM-TEMP-VIEWS-REMOVED"), "\(report)")
        if id.hasSuffix("/animator") {
            #expect(ids.isEmpty, "\(report)")
        } else {
            #expect(ids == ["PRES-CHROME-IN-CONTAINER"], "\(report)")
            let blamed = report.violations.allSatisfy {
                $0.object == nil && $0.observed.hasPrefix("SnapshotCardPresentationController.backdrop added to UIWindow")
            }
            #expect(blamed, "\(report)")
        }
    }

    @Test("a shadow the animator adds to the window is ANIM-CONTAINER-ONLY on that animator, not the presentation controller's")
    func shadowIsTheAnimators() throws {
        let sample = try #require(Corpus.snapshotCardSamples.first { $0.id == "ensemble/snapshot card/animatorShadowInWindow" })
        let report = sample.verify()
        #expect(Set(report.violations.map(\.requirement.id)) == ["ANIM-CONTAINER-ONLY"], "\(report)")
        #expect(report.violations.allSatisfy { $0.object?.hasSuffix("animator SnapshotCardAnimator") == true }, "\(report)")
    }

    @Test("a view an animator leaves in the window is not the presentation controller's chrome in the presentation-controller checker")
    func animatorsLeftoverIsNotChrome() {
        let report = verifyPresentationController(
            features: [.presentation, .dismissal, .presenterKept], animator: { WindowShadowLeavingAnimator(isPresenting: $0.kind == .presentation) }
        ) { SnapshotCardPresentationController(presentedViewController: $0, presenting: $1, backdropInWindow: false) }
        #expect(!report.violations.contains { $0.requirement.id == "PRES-CHROME-IN-CONTAINER" }, "\(report)")
        // The animator's checker, run with the same pieces, does blame the animator.
        let animator = verifyAnimator(
            features: [.presentation, .presenterKept],
            presentationController: { SnapshotCardPresentationController(presentedViewController: $0, presenting: $1, backdropInWindow: false) }
        ) { WindowShadowLeavingAnimator(isPresenting: $0.kind == .presentation) }
        #expect(animator.violations.contains { $0.requirement.id == "ANIM-CONTAINER-ONLY" }, "\(animator)")
    }

    @Test("each view added to the window has one name in every finding of a report")
    func oneNamePerView() throws {
        let sample = try #require(Corpus.snapshotCardSamples.first { $0.id == "ensemble/snapshot card/backdropInWindow" })
        let reports = [
            ("the broken ensemble", sample.verify(), "SnapshotCardPresentationController.backdrop"),
            // The animator both adds its shadow outside the container and leaves it: two findings name it.
            (
                "an animator leaving its shadow",
                verifyAnimator(features: [.presentation, .presenterKept]) { WindowShadowLeavingAnimator(isPresenting: $0.kind == .presentation) },
                "WindowShadowLeavingAnimator.shadow"
            ),
        ]
        for (what, report, name) in reports {
            let names = Self.namesOfViews(in: "UIWindow", report)
            #expect(names == [name], "\(what): the one view added to the window is named \(names.sorted()) in \(report)")
        }
    }

    /// The names findings give the views they say were added to, left in or moved to `place`.
    static func namesOfViews(in place: String, _ report: ConformanceReport) -> Set<String> {
        let patterns = [" added to \(place)", " left in \(place)", " appeared in \(place)", " moved to \(place)"]
        var names: Set<String> = []
        for violation in report.violations {
            // Findings list their views with ", "; a message starts with what it is about ("your … animator X: ").
            for part in violation.observed.components(separatedBy: ", ") + violation.observed.components(separatedBy: ": ") {
                for pattern in patterns {
                    guard let range = part.range(of: pattern) else { continue }
                    var subject = String(part[..<range.lowerBound])
                    if let with = subject.range(of: " (with ") { subject = String(subject[..<with.lowerBound]) }
                    if let colon = subject.range(of: ": ", options: .backwards) { subject = String(subject[colon.upperBound...]) }
                    names.insert(subject)
                }
            }
        }
        return names
    }
}

/// Slides the card as the snapshot card's animator does, and adds a shadow to the window that it
/// keeps in a property and never removes: outside the container, and left behind.
@MainActor
private final class WindowShadowLeavingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    var shadow: UIView?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: isPresenting ? .to : .from),
            let controller = transitionContext.viewController(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if isPresenting {
            card.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(card)
        }
        if let window = container.window {
            let shadow = UIView(frame: card.frame.insetBy(dx: -8, dy: -8))
            shadow.backgroundColor = UIColor(white: 0, alpha: 0.2)
            window.addSubview(shadow)
            self.shadow = shadow
        }
        let isPresenting = isPresenting
        nonisolated(unsafe) let context = transitionContext
        UIView.animate(withDuration: 0.3, animations: { card.alpha = isPresenting ? 1 : 0 }) { _ in
            MainActor.assumeIsolated {
                card.alpha = 1
                if !isPresenting && !context.transitionWasCancelled { card.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
