import TransitionConformance

/// One deliberate defect of an interaction controller's gesture handling.
enum InteractionDefect: String, CaseIterable, Sendable, CustomStringConvertible {
    case ignoresCancelledGesture, completesItself, passesUnclampedProgress, ignoresEndAtFullProgress, zeroCompletionSpeed
    case alwaysVended
    case staleShouldComplete, neverResetsInProgress, leavesCompletionSpeedChanged
    var description: String { rawValue }

    var requirementID: String {
        switch self {
        case .ignoresCancelledGesture: "INT-GESTURE-END"
        case .completesItself: "INT-COMPLETES"
        case .passesUnclampedProgress: "INT-PROGRESS-RANGE"
        case .ignoresEndAtFullProgress: "INT-FINISH-AT-FULL"
        case .zeroCompletionSpeed: "INT-COMPLETION-SPEED"
        case .alwaysVended: "INT-NOT-VENDED-WITHOUT-GESTURE"
        case .staleShouldComplete, .neverResetsInProgress, .leavesCompletionSpeedChanged: "INT-REUSABLE"
        }
    }
}

/// MinimalInteractionController's handler with one defect. The reuse defects are written the
/// way real pan and swipe interactors wrote them: a `shouldComplete` flag set once the drag passes
/// half-way and never cleared (the next drag, lifted at 5 %, finishes); an "interaction in
/// progress" flag cleared only when the gesture is cancelled, which the pan's delegate reads to
/// refuse a second swipe while one runs (the next swipe never begins); a brisker
/// `completionSpeed` for the snap-back of a cancel, never set back.
@MainActor
final class MutantInteractionController: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    let defect: InteractionDefect
    private(set) var isInteracting = false
    private var shouldComplete = false
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
            if defect == .staleShouldComplete && progress > 0.5 { shouldComplete = true }
        case .ended:
            if defect != .neverResetsInProgress { isInteracting = false }
            if defect == .ignoresEndAtFullProgress && progress >= 1 { return }  // "already there"
            let finishing = defect == .staleShouldComplete ? shouldComplete : progress > 0.5
            if defect == .leavesCompletionSpeedChanged && !finishing { completionSpeed = 2 }  // a brisk snap-back
            finishing ? finish() : cancel()
        case .cancelled, .failed:
            isInteracting = false
            if defect == .leavesCompletionSpeedChanged { completionSpeed = 2 }
            if defect != .ignoresCancelledGesture { cancel() }
        default:
            break
        }
    }

    /// One swipe at a time: no second swipe begins while one is in progress.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isInteracting
    }

    static func subject(_ defect: InteractionDefect) -> InteractionSubject {
        let controller = MutantInteractionController(defect)
        let pan = UIPanGestureRecognizer(headlessHandler: { (pan: UIPanGestureRecognizer) in controller.handle(pan) })
        if defect == .neverResetsInProgress { pan.delegate = controller }
        // The seed tutorial's bug: the delegate returns the controller whether or not a gesture runs.
        let vended: () -> Bool = defect == .alwaysVended ? { true } : { controller.isInteracting }
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: vended) { progress in
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * (pan.view?.bounds.height ?? 0)))
        }
    }
}
