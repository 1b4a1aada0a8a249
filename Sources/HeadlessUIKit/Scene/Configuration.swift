import Foundation

extension HeadlessScene {
    /// The named defaults a scene uses where UIKit's behaviour is undocumented.
    ///
    /// Each member names one open point of the UIKit contract (`uikit-contract.md` §3 and §5) and
    /// documents the choice HeadlessUIKit makes. Change a member to test code against the other
    /// possibility.
    public struct Configuration: Sendable, Equatable {
        /// The `finished` flag a `UIView.animate` completion gets when the duration is ≤ 0 or
        /// animations are disabled. UIKit runs such a completion on the next run-loop turn and does
        /// not document the flag; the default is `true` (contract §3, [INF-med]).
        public var finishedFlagWithoutAnimation: Bool = true

        /// The `finished` flag a `UIView.animate` completion gets when its block changed no
        /// animatable property. UIKit calls such a completion right away (on the next turn) with
        /// `true`; that is the default.
        public var finishedFlagForEmptyAnimationBlock: Bool = true

        /// Whether writing a value equal to the current one inside an animation block adds an
        /// animation (and so delays the completion by the duration). Core Animation asks for an
        /// action on every write, equal or not; the default is `true`.
        public var equalValueWritesAnimate: Bool = true

        /// Whether `UIViewPropertyAnimator.finishAnimation(at:)` runs the completion blocks inside
        /// the call. UIKit does not document it; the default is `true` (they run inline, as
        /// observed in practice), unlike a natural finish, whose completions run on the clock.
        public var finishAnimationRunsCompletionsInline: Bool = true

        /// The steps that end a modal transition when its context's `completeTransition(_:)` is
        /// called, in order. UIKit documents only that they all follow `completeTransition` and that
        /// the caller's completion follows the appearance callbacks (contract §2.1 step 8, §5.1);
        /// the default is the contract's suggested order.
        public var transitionEndOrder: [TransitionEndStep] = Self.contractTransitionEndOrder

        /// The contract's suggested order, made once: every scene starts with a copy of it (a new
        /// array for each scene cost more than the rest of the configuration).
        private static let contractTransitionEndOrder: [TransitionEndStep] = [
            .viewHierarchy, .presentationControllerDidEnd, .appearance, .coordinatorCompletions, .animationEnded, .callerCompletion,
        ]

        /// Whether the completion of `dismiss(animated:completion:)` runs after a cancelled
        /// interactive dismissal. Undocumented (contract §5.4); the default is `false`.
        public var dismissCompletionRunsAfterCancelledDismissal = false

        /// The `finished` flag `UIView.animate` completions get when a percent-driven transition is
        /// cancelled and its animations have run back to the start. Undocumented (contract §3,
        /// §5.2); the default is `true`, as reported in practice — which is why animators must pass
        /// `!transitionWasCancelled`, not `finished`, to `completeTransition(_:)`.
        public var finishedFlagAfterPercentDrivenCancel = true

        /// Whether a percent-driven transition whose animator implements
        /// `interruptibleAnimator(using:)` also calls `animateTransition(using:)`. Undocumented
        /// (contract §2.3, §5.3); the default is `false`. Animators should tolerate both.
        public var percentDrivenCallsAnimateTransitionWithInterruptibleAnimator = false

        /// Whether a delegate-supplied animator is used for a non-animated presentation or dismissal
        /// of a built-in (non-`.custom`) style. UIKit documents that it hands the animator a
        /// non-animated transition for `.custom` (contract §2.5), not for the other styles (§5.5);
        /// the default is `false` (contract F5, [INF-high]): UIKit's standard transition runs,
        /// without animation. The delegate is still asked.
        public var nonAnimatedBuiltInStylesUseDelegateAnimator = false

        /// Whether the navigation delegate's animator (and interaction controller) is used for a
        /// non-animated push or pop (`pushViewController(_:animated: false)`,
        /// `popViewController(animated: false)`, …). Undocumented (contract §2.6 documents only the
        /// animated sequence); the default is `false` (contract F5, [INF-high]): UIKit's standard
        /// push or pop runs, without animation. The delegate is still asked, as for the built-in
        /// modal styles (``nonAnimatedBuiltInStylesUseDelegateAnimator``).
        public var nonAnimatedNavigationUsesDelegateAnimator = false

        /// What `finalFrame(for:)` answers for the dismissed (presented) view controller in a
        /// dismissal that keeps the presenter (`.custom`, `.overFullScreen`, …). UIKit's header
        /// allows `.zero` (the view leaves the window) or a real frame, and which one UIKit gives is
        /// an open point (contract §7 F10): widely copied dismissal animators read it as the card's
        /// current frame and are reported to work. The default is ``DismissedFinalFrame/zero``, the
        /// header's rule for a view that leaves; set ``DismissedFinalFrame/currentFrame`` to test
        /// code against the other answer.
        public var dismissedViewControllerFinalFrame: DismissedFinalFrame = .zero

        /// The two answers UIKit's header allows for `finalFrame(for:)` of a dismissed view
        /// controller (``dismissedViewControllerFinalFrame``).
        public enum DismissedFinalFrame: Sendable, Equatable {
            /// `.zero`: the view leaves the window.
            case zero
            /// The presented view's frame in the container when the dismissal starts.
            case currentFrame
        }

        /// Whether UIKit's transition context ignores `updateInteractiveTransition(_:)`,
        /// `finishInteractiveTransition()`, `cancelInteractiveTransition()` and
        /// `pauseInteractiveTransition()` once `completeTransition(_:)` has been called (an
        /// interaction controller that keeps driving a transition its animator already ended).
        /// Undocumented; the default is `true`: the transition is over, so a late cancel does not
        /// turn `transitionWasCancelled` on. Each ignored call is recorded as an
        /// ``HeadlessDiagnostic/Kind/ignoredCall`` diagnostic.
        public var completedContextIgnoresInteractiveCalls = true

        /// Whether coordinator completion blocks run in reverse registration order (as Airbnb's
        /// stub coordinator does "to match UIKit", undocumented, contract §5). Default `false`.
        public var coordinatorCompletionsInReverse = false

        /// The duration of UIKit's standard modal transition (cover vertical, cross dissolve), used
        /// when no animator is supplied. HeadlessUIKit's value: 0.5 s.
        public var standardTransitionDuration: TimeInterval = 0.5

        /// The duration of the size transition `HeadlessScene.resize(to:)` runs, like a rotation.
        /// HeadlessUIKit's value: 0.4 s.
        public var resizeDuration: TimeInterval = 0.4

        /// The height of a sheet's medium detent (`UISheetPresentationController.Detent.medium()`)
        /// as a fraction of its large detent's height (the resolution context's
        /// `maximumDetentValue`). UIKit documents "approximately half the height of the screen";
        /// HeadlessUIKit's value: 0.5.
        public var sheetMediumDetentFraction: CGFloat = 0.5

        /// How long a sheet takes to move to a new detent when its detents or selected detent
        /// change inside `UISheetPresentationController.animateChanges(_:)`. UIKit animates with a
        /// spring it does not document; HeadlessUIKit's value: 0.5 s, ease-in-out.
        public var sheetDetentAnimationDuration: TimeInterval = 0.5

        /// How far below its smallest detent a sheet must be dragged, as a fraction of that
        /// detent's height, to be dismissed when the finger is lifted
        /// (`UISheetPresentationController.headlessEndDrag()`); a shorter pull springs back. UIKit
        /// also weighs the release velocity, which it does not document and the drag driver does
        /// not give; HeadlessUIKit's value: 0.5.
        public var sheetDismissFraction: CGFloat = 0.5

        /// The order in which ``HeadlessScene/resize(to:)`` tells the root view controller and
        /// the presentation controllers about a change that also changes the size classes: whether
        /// `willTransition(to:with:)` (the new trait collection) comes before
        /// `viewWillTransition(to:with:)` (the new size). UIKit documents only that the trait
        /// call comes before the traits change; the default is `true`, trait call first, as
        /// reported on rotation since iOS 8.
        public var traitTransitionPrecedesSizeTransition = true

        /// How far, in points, the touches of a ``UIPanGestureRecognizer`` move before it is
        /// recognized and reaches `.began`, so that its translation is already this long in the
        /// direction of the movement when its handlers and its delegate's
        /// `gestureRecognizerShouldBegin(_:)` first see it (contract §7 F7). UIKit documents that a
        /// pan begins once the touches have moved enough, not how far; HeadlessUIKit's value: 10 pt.
        public var panBeginDistance: CGFloat = 10

        /// The speed, in points per second, of a ``UIPanGestureRecognizer``'s velocity at `.began`
        /// when the driver does not give one: the touches are moving, in the direction of the
        /// movement (contract §7 F7). HeadlessUIKit's value: 300 pt/s, a deliberate drag.
        public var panBeginSpeed: CGFloat = 300

        /// How long a scroll view's animated scroll lasts: `setContentOffset(_:animated: true)`,
        /// `scrollRectToVisible(_:animated: true)` and the settle after a drag whose target offset
        /// differs from where the drag ended (see ``UIScrollView``). UIKit does not document it;
        /// HeadlessUIKit's value: 0.3 s, ease-in-out, with `scrollViewDidScroll(_:)` called every
        /// ``scrollViewFrameInterval``.
        public var scrollAnimationDuration: TimeInterval = 0.3

        /// The interval, in seconds, at which an animated scroll moves `contentOffset` (and calls
        /// `scrollViewDidScroll(_:)`): one display frame. HeadlessUIKit's value: 1/60 s.
        public var scrollViewFrameInterval: TimeInterval = 1.0 / 60

        /// The fraction of the finger's movement a dragged scroll view follows past the edge of
        /// its content when it ``UIScrollView/bounces`` (rubber-banding). UIKit's resistance is
        /// undocumented and grows with the distance; HeadlessUIKit's value: a constant 0.5.
        public var scrollViewRubberBandFactor: CGFloat = 0.5

        /// Whether the completion block of a `CATransaction` committed during a run-loop turn also
        /// waits for the animations added in the rest of that turn outside other transactions — the
        /// animations of a push or presentation UIKit starts in the turn's layout pass. Core
        /// Animation documents only "animations subsequently added by this transaction group"; it
        /// commits to the screen once per turn, and the widely used `setCompletionBlock` around
        /// `pushViewController(_:animated:)` is reported to run after the push. The default is `true`;
        /// with `false` a committed transaction waits only for the animations added before its
        /// `commit()`. Read from the current scene at the commit.
        public var transactionCompletionWaitsForTheTurn: Bool = true

        /// The step a `DispatchQueue.main.asyncAfter(deadline:)` delay is rounded to, in seconds, when
        /// the block is put on the virtual clock. A `DispatchTime` deadline counts real time, and the
        /// microseconds between the app's `.now()` and the call turn `.now() + 0.1` into 0.09999…;
        /// rounding gives back the delay the app wrote, so that the block keeps its place among
        /// work due at the same instant. The default is 0.001 (a millisecond); 0 keeps the delay as
        /// measured.
        public var mainQueueDelayResolution: TimeInterval = 0.001

        /// How many real seconds a scene may spend, in all, letting the current thread's run loop
        /// run what the virtual clock cannot reach — `Timer.scheduledTimer` timers and
        /// `RunLoop.perform(_:)` blocks — when `runUntilIdle(timeout:)` has nothing left on the
        /// clock before its deadline and something is waited for (``HeadlessScene/headlessAwaitsWork``,
        /// or a transition waiting for `completeTransition(_:)`) (see `HeadlessScene+RealRunLoop.swift` and
        /// ``HeadlessScene/realRunLoopTimeSpent``). The default is 0: the scene runs on virtual time
        /// alone and never waits. A check of the conformance kit sets it from its run limits.
        public var realRunLoopBudget: TimeInterval = 0

        /// How many work items may run at one virtual instant before the scene calls it runaway
        /// rescheduling, records a ``HeadlessDiagnostic/Kind/runaway`` diagnostic and drops the
        /// rest of that instant's work.
        public var maximumWorkItemsPerInstant: Int = 10_000

        /// How many times one call to `HeadlessScene.advance(by:)` or `runUntilIdle(timeout:)`
        /// may wake the clock (move it to the next event) before the scene calls it runaway
        /// rescheduling: work that keeps scheduling the next piece of work a hair later — an
        /// animation a picosecond long whose completion starts the next — would otherwise take
        /// billions of steps to reach the deadline. The call then stops where it is, records a
        /// ``HeadlessDiagnostic/Kind/runaway`` diagnostic and leaves the rest pending.
        /// HeadlessUIKit's value: 100,000 (a transition wakes the clock a few dozen times).
        public var maximumClockStepsPerCall: Int = 100_000

        /// How many changes one view's mutation record keeps; later changes are counted, not kept.
        public var maximumMutationsPerView: Int = 10_000

        /// How many times a second the simulated display refreshes: the rate `CADisplayLink`
        /// calls its handler at, and `UIScreen.maximumFramesPerSecond`. 60 by default (an
        /// iPhone without ProMotion); 120 for a ProMotion display.
        public var displayFramesPerSecond: Int = 60

        /// The step of UIKit Dynamics' integrator (`UIDynamicAnimator`): 1/60 s, a display frame.
        /// UIKit's solver is undocumented.
        public var dynamicsStepInterval: TimeInterval = 1.0 / 60

        /// How long every item of a `UIDynamicAnimator` must be at rest (moving less than 0.1
        /// point a step, slower than 1 point/s) before it pauses and calls
        /// `dynamicAnimatorDidPause(_:)`: 0.1 s. UIKit does not document its threshold.
        public var dynamicsRestDuration: TimeInterval = 0.1

        /// The popover's size when the presented view controller's `preferredContentSize` is
        /// zero. UIKit does not document it; HeadlessUIKit's value is 320 × 480 points.
        public var defaultPopoverContentSize = CGSize(width: 320, height: 480)

        /// What `UINavigationController` does with its new top view controller's view once a
        /// custom push or pop completes (`completeTransition(true)`). Apple documents only that
        /// `finalFrame(for:)` is "the size of the corresponding view at the end of the transition";
        /// not whether the navigation controller puts the view there itself if the animator did
        /// not. The default is ``NavigationTopViewFrame/asLeftByAnimator``: the view keeps the
        /// frame the animator left — what apps report when an animator never frames the pushed view
        /// (it keeps its load-time size, below an opaque navigation bar or in a split view, until
        /// a later rotation lays it out). Set ``NavigationTopViewFrame/contentFrame`` to test code
        /// against the other answer. The sources are listed in <doc:WhatIsModelled>.
        public var topViewFrameAfterNavigationTransition: NavigationTopViewFrame = .asLeftByAnimator

        /// The two answers modelled for the top view's frame after a custom push or pop
        /// (``topViewFrameAfterNavigationTransition``).
        public enum NavigationTopViewFrame: Sendable, Equatable {
            /// The view keeps the frame the animator left it at.
            case asLeftByAnimator
            /// The navigation controller lays the view out to its content frame (its transition
            /// view's bounds, the frame `finalFrame(for:)` gave) right after the transition completes.
            case contentFrame
        }

        /// Whether UIKit lays out a modal presentation's container view (so the presentation
        /// controller gets `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`)
        /// at the start of every dismissal, after the animator has started, whether or not anything
        /// asked for layout. UIKit documents only that these callbacks come "before/after adjusting
        /// the layout of the views in the container view", during the animation process, possibly
        /// several times (contract §2.1, §5.6, F11); when is not documented. The default is `false`:
        /// the container lays out when the view tree asks (`setNeedsLayout()`, a change of its size,
        /// a subview added or removed), as any view does. A dismissal that keeps the presenter and
        /// only moves the presented view asks for none, and a forced pass there would put the
        /// presented view back at `frameOfPresentedViewInContainerView` under the dismissal
        /// animation, which UIKit's additive `UIView` animations (iOS 8 and later) would show as a
        /// jump — yet the common "slide-in" controllers that lay the presented view out there
        /// dismiss smoothly. So a cancelled dismissal's frame is left where the animator left it.
        /// Set `true` to test code against the other answer, under which that layout hides it.
        /// A presentation's container always lays out at its start: it is new in the window.
        public var dismissalStartLaysOutContainer = false

        /// Makes the configuration with UIKit's defaults as the contract documents them.
        public init() {}
    }
}

/// One step of the end of a modal transition; see `HeadlessScene.Configuration.transitionEndOrder`.
public enum TransitionEndStep: String, Sendable, CaseIterable {
    /// View-hierarchy finalisation: the presenter's view leaves the window after a presentation
    /// that removes it, or comes back after a dismissal or a cancelled presentation. The container
    /// goes after a dismissal or a cancelled presentation once this step and
    /// ``presentationControllerDidEnd`` have both run, whatever their order: `containerView` is
    /// still set in `dismissalTransitionDidEnd(_:)` (contract F2).
    case viewHierarchy
    /// `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`.
    case presentationControllerDidEnd
    /// `viewDidAppear` / `viewDidDisappear`.
    case appearance
    /// The transition coordinator's completion blocks.
    case coordinatorCompletions
    /// The animator's `animationEnded(_:)`.
    case animationEnded
    /// The completion passed to `present` or `dismiss`.
    case callerCompletion
}
