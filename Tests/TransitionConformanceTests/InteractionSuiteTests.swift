import Testing
import TransitionConformance

/// One deliberate defect of an interaction controller's gesture handling.
enum InteractionDefect: String, CaseIterable, Sendable, CustomStringConvertible {
    case ignoresCancelledGesture, completesItself, passesUnclampedProgress, ignoresEndAtFullProgress, zeroCompletionSpeed
    case alwaysVended
    var description: String { rawValue }

    var requirementID: String {
        switch self {
        case .ignoresCancelledGesture: "INT-GESTURE-END"
        case .completesItself: "INT-COMPLETES"
        case .passesUnclampedProgress: "INT-PROGRESS-RANGE"
        case .ignoresEndAtFullProgress: "INT-FINISH-AT-FULL"
        case .zeroCompletionSpeed: "INT-COMPLETION-SPEED"
        case .alwaysVended: "INT-NOT-VENDED-WITHOUT-GESTURE"
        }
    }
}

/// MinimalInteractionController's handler with one defect.
@MainActor
final class MutantInteractionController: UIPercentDrivenInteractiveTransition {
    let defect: InteractionDefect
    private(set) var isInteracting = false
    private weak var context: (any UIViewControllerContextTransitioning)?

    init(_ defect: InteractionDefect) {
        self.defect = defect
        super.init()
        if defect == .zeroCompletionSpeed { completionSpeed = 0 }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        context = transitionContext
    }

    override func finish() {
        super.finish()
        // Completes the transition itself, on top of the animator's completion.
        if defect == .completesItself { context?.completeTransition(true) }
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.bounds.height ?? 1, 1)
        let raw = pan.translation(in: pan.view).y / height
        let progress = defect == .passesUnclampedProgress ? raw * 1.5 : min(max(raw, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if defect == .ignoresEndAtFullProgress && progress >= 1 { return }  // "already there"
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            isInteracting = false
            if defect != .ignoresCancelledGesture { cancel() }
        default:
            break
        }
    }

    static func subject(_ defect: InteractionDefect) -> InteractionSubject {
        let controller = MutantInteractionController(defect)
        let pan = UIPanGestureRecognizer(headlessHandler: { (pan: UIPanGestureRecognizer) in controller.handle(pan) })
        // The seed tutorial's bug: the delegate returns the controller whether or not a gesture runs.
        let vended: () -> Bool = defect == .alwaysVended ? { true } : { controller.isInteracting }
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: vended) { progress in
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}

@MainActor
@Suite("The interaction-controller suite")
struct InteractionSuiteTests {
    @Test("MinimalInteractionController passes every gesture script")
    func minimalPasses() {
        let report = verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.scenariosRun.count == 2 * (GestureScript.standard.count + 1), "plus one programmatic scenario per kind")
        #expect(report.subject == "MinimalInteractionController")
    }

    @Test("each mutant is caught with exactly its requirement ID", arguments: InteractionDefect.allCases)
    func mutantIsCaught(_ defect: InteractionDefect) {
        let report = verifyInteractiveTransition { _ in MutantInteractionController.subject(defect) }
        #expect(report.violatedIDs == [defect.requirementID], "\(report)")
    }

    @Test("a gesture cancelled mid-way and ignored is reported as a pending transition")
    func ignoredCancelMessage() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.cancelledAt(0.5)]) { _ in
            MutantInteractionController.subject(.ignoresCancelledGesture)
        }
        #expect(report.violations.first?.observed
                == "gesture cancelled at 50 %: neither finish() nor cancel() was called after the gesture was cancelled; the transition is still pending at the deadline t=1.20")
    }

    @Test("every interaction-controller requirement has a check and a mutant")
    func coverage() {
        let caught = Set(InteractionDefect.allCases.map(\.requirementID))
        let catalogued = Set(Requirement.catalogue.filter { $0.family == .interactionController }.map(\.id))
        #expect(catalogued == caught)
    }

    @Test("a subject that does not say when it is vended has the programmatic scenario skipped, with the reason")
    func vendingUnknownIsSkipped() {
        let report = verifyInteractiveTransition(kinds: [.dismissal], scripts: [.endsAt(0.8)]) { _ in
            let subject = MinimalInteractionController.subject()
            return InteractionSubject(interactionController: subject.interactionController, gesture: subject.gesture, move: subject.move)
        }
        #expect(report.scenariosSkipped.map(\.reason) == ["INT-NOT-VENDED-WITHOUT-GESTURE: the subject does not say when it is vended; pass `isVended:` to InteractionSubject"])
        #expect(report.violations.isEmpty)
    }
}
