#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension AnimatorLifecycleChecks {
    /// The main pass's run of a scenario the lifecycle checks take — the first animated one of its
    /// kind and presenter variant — kept for them, so that neither makes that transition again.
    ///
    /// The run is an ordinary one of the main pass: a fresh animator, one transition, judged,
    /// closed. Once it has closed, ANIM-RELEASES reads what the animator, kept alive here, still
    /// keeps alive of it — what ``releases(_:animator:)`` finds with a run of its own. ANIM-REUSABLE
    /// then runs only the second transition, with that animator, and judges it against the
    /// requirements the first broke (``reusable(_:after:)``).
    ///
    /// A run that found something to report names the app's views for it (``TransitionRun/nameAppViews()``),
    /// which reads what holds them — on HeadlessUIKit, a presented view controller's
    /// `presentationController`, made then if the kit's own context staged the run and never torn
    /// down: ANIM-RELEASES makes its own run after such a run.
    ///
    /// ANIM-ROUND-TRIP keeps a run of its own: a dismissal made on this run's views before it
    /// closes would leave what the dismissal's animator still holds — a block queued on the main
    /// queue, say, that called `completeTransition(_:)` and is not yet freed on UIKit — for
    /// ANIM-RELEASES to find and blame on this run's animator.
    @MainActor
    final class FirstRun {
        /// The run's animator, kept alive past the run as ANIM-RELEASES keeps it.
        private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
        /// Whether the animator completed the transition (neither check judges a run that did not).
        private(set) var completed = false
        /// The requirements the animator rules applying to the scenario found broken in the run.
        private(set) var failures: Set<String> = []
        /// ANIM-RELEASES's finding once the run has closed (``closed()``); nil when the run cannot
        /// stand for ANIM-RELEASES's own (it named the app's views).
        private(set) var released: String??
        /// Whether ANIM-RELEASES reads the run.
        private var readsReleases = false

        private var objects: TransitionObjects?

        /// Keeps what the lifecycle checks read of `run` (ended, not yet closed), its animator and
        /// the requirements its transcript broke; `namesAppViews`: the run is about to name the
        /// app's views for its findings (ANIM-RELEASES then makes its own run).
        func keep(_ run: TransitionRun, animator: any UIViewControllerAnimatedTransitioning, failures: Set<String>, namesAppViews: Bool) {
            self.animator = animator
            self.failures = failures
            completed = run.context.isComplete
            readsReleases = !namesAppViews
            guard completed else { return }
            objects = TransitionObjects(of: run)
        }

        /// Reads ANIM-RELEASES once the run has closed and everything but the animator let go of it.
        func closed() {
            guard readsReleases else { return }
            guard completed, let objects else {
                released = .some(nil)  // ANIM-COMPLETE-ONCE reports it
                return
            }
            released = releasesFinding(objects.stillAlive)
        }
    }
}
