import TransitionConformance

extension Corpus {
    /// The swipe-down controller on a screen presented by nobody (its `.began` dismissal asks
    /// nothing of UIKit; the kit starts the transition itself); `move` drags down by `progress` ×
    /// the view's height at 600 pt/s — a steady drag, not a flick.
    @MainActor
    static func swipeDownSubject() -> InteractionSubject {
        let screen = UIViewController()
        let controller = SwipeDownInteractionController(attachingTo: screen)
        let pan = controller.panGestureRecognizer
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            _ = screen
            let height = pan.view?.bounds.height ?? 0
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * height), velocity: CGPoint(x: 0, y: 600))
        }
    }

    /// The pull-to-dismiss controller on a screen presented by nobody; `move` pulls down by
    /// `progress` × 60 % of the dismissed view's height (the transition's from-view, once started),
    /// at 500 pt/s.
    @MainActor
    static func pullToDismissSubject() -> InteractionSubject {
        let screen = UIViewController()
        let controller = PullToDismissInteractionController(presentedViewController: screen)
        let pan = controller.pan
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            _ = screen
            let height = (controller.dismissedView ?? pan.view)?.bounds.height ?? 0
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * height * 0.6), velocity: CGPoint(x: 0, y: 500))
        }
    }

    /// The edge-swipe-back controller, its recognizer on no view (the kit puts it on the
    /// container); `move` swipes right by `progress` × the container's width at 3000 pt/s, a flick
    /// that makes the tuned speed above 1.
    @MainActor
    static func flickPacedSubject() -> InteractionSubject {
        let controller = FlickPacedBackInteractionController()
        let pan = controller.edgePan
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            let width = pan.view?.bounds.width ?? 0
            pan.headlessChange(translation: CGPoint(x: progress * width, y: 0), velocity: CGPoint(x: 3000, y: 0))
        }
    }

    /// The timer-ended swipe-down controller on a screen presented by nobody; `move` pulls down by
    /// `progress` × the view's height at 600 pt/s.
    @MainActor
    static func timerEndedSubject() -> InteractionSubject {
        let screen = UIViewController()
        let controller = TimerEndedInteractionController(attachingTo: screen)
        let pan = controller.panGestureRecognizer
        return InteractionSubject(interactionController: controller, gesture: pan, isVended: { controller.isInteracting }) { progress in
            _ = screen
            let height = pan.view?.bounds.height ?? 0
            pan.headlessChange(translation: CGPoint(x: 0, y: progress * height), velocity: CGPoint(x: 0, y: 600))
        }
    }

    /// The photo screen's pull, with the controller its delegate vends asked at each pull's start;
    /// `move` pulls down by `progress` × the view's height.
    @MainActor
    static func freshPerPullSubject() -> InteractionSubject {
        let screen = PullDownPhotoScreen()
        let pull = screen.pull
        return InteractionSubject(gesture: pull, isVended: { screen.interactor != nil }, vending: { screen.interactor }) { progress in
            pull.headlessChange(translation: CGPoint(x: 0, y: progress * (pull.view?.bounds.height ?? 0)))
        }
    }
}
