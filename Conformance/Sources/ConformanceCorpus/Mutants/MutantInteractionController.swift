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
