#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a run records of an app's presentation controller while UIKit runs its transitions: the
/// one recording the presentation-controller rules read, whichever run made it — a delegate or
/// presentation-controller flow (``PresentationRun``: present, resize, dismiss) or an ensemble's
/// animator run (one transition through UIKit with the app's objects, ``UIKitStage``).
///
/// ## The model
///
/// The run makes the watch once the window shows the presenting view controller, before anything
/// is presented: its ``baseline`` is the window then. The run tells it the moments it reaches —
/// a presentation about to be asked for (``willPresent()``), `present` returned
/// (``presentReturned()``), the animator handed its context (``transitionStarted(presenting:)``),
/// a vended animator's own code running (``noteAnimatorCall(entering:direction:)``), a transition's end —
/// and the watch reads the presentation controller at each: `frameOfPresentedViewInContainerView`
/// and `presentedView` twice (``probe(_:judgesContainment:)``), the views new since the baseline
/// in and out of the container (``noteAddedViews()``), the presented view's changes before the
/// animator starts. Views that came into the window while a vended animator's own code ran are
/// the animator's (``ViewAdders``), never chrome.
///
/// It reads only at those moments and holds the presented view controller weakly; what a flow
/// alone judges (the dismissal's chrome, the presenter's round trip, releases) stays with the
/// flow. ``PresentationTranscript`` is built from it when the run has ended.
@MainActor
final class PresentationWatch {
    let host: TransitionHost
    /// The window's root, which presents.
    let presentingViewController: UIViewController
    /// The view controller presented, while someone else holds it.
    weak var presentedViewController: UIViewController?
    /// The presentation controller the app's delegate made last, asked when the presented view
    /// controller's own is not in a container.
    var madePresentationController: () -> UIPresentationController? = { nil }
    /// Whether the moments noted now are judged (a flow's repeated round is not).
    var judged = true

    /// The window before anything was presented.
    let baseline: ViewTreeSnapshot
    /// The presentation controller's answers at each moment.
    var probes: [Probe] = []
    /// The presented view's changes between `present` and the animator's start, and whether, by
    /// then, a wrapping `presentedView` embedded it or the presentation controller put it in the
    /// container itself (then its place and frame may change).
    private(set) var willBeginChanges: [RecordedChange]?
    private(set) var presentedViewIsEmbedded = false
    /// Views the presentation added inside the container (first seen order).
    var chrome: [UIView] = []
    /// Chrome that draws something (a background colour, a visual effect, an image) and whose
    /// frame covered the container when the run noted the added views (the animator's start, the
    /// presentation's end, the dismissal's start; Auto Layout places chrome at the end of the turn
    /// it was added in): a dimming or blur view. A transparent helper view covers nothing the user
    /// sees, so it is not held to the container's size.
    var coveringChrome: [UIView] = []
    /// The presentation controller's `shouldRemovePresentersView`, read when the run first noted
    /// its views: whether the presenter's view left the window is its choice, not the scenario's.
    var presenterRemovedByPresentationController: Bool?
    /// Views the presentation added outside the container, with where and by when.
    var addedOutside: [(view: AddedView, time: TimeInterval)] = []
    /// The views that came into the window while a vended animator's own code ran: the
    /// animator's, not the presentation's (see ``ViewAdders``); the window's views as the current
    /// animator call began.
    private(set) var addedByAnimator: Set<ObjectIdentifier> = []
    private var viewsAsAnimatorCallBegan: WalkedViews?
    /// The views `presentedView` has returned so far: a wrapper read for the first time may have
    /// been built by that read.
    var seenPresentedViews: Set<ObjectIdentifier> = []
    /// The presented view's change count as the judged presentation was asked for; nil when its
    /// changes before the animator starts cannot be told apart from its getters'.
    private var presentedChangesMark: Int?
    /// The window and the chrome's looks as the dismissal was about to be asked for (see
    /// `PresentationWatch+CancelledDismissal`).
    var dismissalStart: (window: ViewTreeSnapshot, looks: [ObjectIdentifier: ChromeAppearance])?
    /// How the judged dismissal, cancelled, changed the chrome; nil when none was cancelled.
    var chromeChangedByCancelledDismissal: [String]?
    /// The changes to the presenting views made while a vended animator's own code ran, with
    /// that animator's direction, and the views' change counts as the current call began (see
    /// `PresentationWatch+Presenter`).
    var presenterChangesByAnimator: [ObjectIdentifier: [(change: RecordedChange, direction: ObservingTransitioningDelegate.Direction)]] = [:]
    var presenterMarks: [(Weak<UIView>, Int)] = []
    /// When the judged presentation of an ensemble's animator run ended cancelled (a flow records
    /// how each of its transitions ended itself): what it left on the presenting screen that the
    /// animator's own code did not change, and the chrome, read as it ended — before the run
    /// follows it up (a programmatic presentation that checks no stale interaction controller is
    /// vended) and changes both.
    var cancelledPresentation: (presenterLeft: [String], chrome: [PresentationTranscript.Chrome])?

    /// Starts watching `host`'s window, which shows `presenting`, for the presentation of `presented`.
    init(host: TransitionHost, presenting: UIViewController, presented: UIViewController?) {
        self.host = host
        presentingViewController = presenting
        presentedViewController = presented
        baseline = ViewTreeSnapshot(of: host.window)
    }

    /// The presentation controller of the current presentation.
    var presentationController: UIPresentationController? {
        if let pc = presentedViewController?.presentationController, pc.containerView != nil { return pc }
        return madePresentationController()
    }

    var container: UIView? { presentationController?.containerView }

    // MARK: Moments

    /// A presentation is about to be asked for: its presented view's changes count from here.
    func willPresent() {
        guard let presented = presentedViewController else { return }
        host.sampleChanges(alsoUnder: [presented.view])
        presentedChangesMark = presented.view.recordedChangeCount
    }

    /// `present(_:animated:)` returned: the container exists, the transition has not started.
    func presentReturned() {
        guard judged, let presented = presentedViewController else { return }
        probe("after present(_:animated:) returned, before the transition started", judgesContainment: false)
        // A getter that changed the presented view makes its later changes unattributable.
        host.sampleChanges(alsoUnder: [presented.view])
        if let mark = presentedChangesMark, !presented.view.recordedChanges(after: mark).isEmpty { presentedChangesMark = nil }
    }

    /// UIKit handed the animator its context: `…TransitionWillBegin()` has run, the animation has
    /// not. In a presentation: what the presentation controller did to the presented view, the
    /// views it added, its answers.
    func transitionStarted(presenting: Bool) {
        guard judged, presenting else { return }
        if let presented = presentedViewController, let pc = presentationController, let mark = presentedChangesMark {
            host.sampleChanges(alsoUnder: [presented.view])
            willBeginChanges = Array(presented.view.recordedChanges(after: mark))
            // Embedded means where UIKit looks for it: straight in the container, or inside the
            // wrapping `presentedView`. Inside another view of the container (a 0×0 dimming view)
            // it shows but takes no touches: a move, judged like any other.
            let wrapper = pc.presentedView.flatMap { $0 !== presented.view ? $0 : nil }
            let inContainer = pc.containerView.map { presented.view.superview === $0 } ?? false
            let inWrapper = wrapper.map { presented.view.isDescendant(of: $0) } ?? false
            presentedViewIsEmbedded = inContainer || inWrapper
        }
        noteAddedViews()
        probe("when the animator started (after presentationTransitionWillBegin())")
    }

    /// Notes, around a vended animator's own code, the views that came into the window (or the
    /// container, out of it) meanwhile: the animator's.
    func noteAnimatorCall(entering: Bool, direction: ObservingTransitioningDelegate.Direction) {
        notePresenterChanges(entering: entering, direction: direction)
        // The window, and the container when it is not in the window. (An `if let`, not
        // compactMap, filter and +: their closures and arrays cost more than the rest, per call.)
        let window = host.window
        var roots: [UIView] = [window]
        if let container, container.window !== window { roots.append(container) }
        if entering {
            viewsAsAnimatorCallBegan = WalkedViews(under: roots)
            return
        }
        guard let earlier = viewsAsAnimatorCallBegan else { return }
        for view in ViewAdders.added(under: roots, since: earlier) { addedByAnimator.insert(ObjectIdentifier(view)) }
        viewsAsAnimatorCallBegan = nil
    }

    /// Forgets what a round that is not judged recorded (a flow's repeated presentation).
    func forgetRound() {
        chrome = []
        coveringChrome = []
        probes = []
    }

    /// Names the app's anonymous views held by the presentation controller and the two view
    /// controllers (see ``ViewNaming``).
    func nameAppViews() {
        let owners: [AnyObject?] = [presentationController, presentedViewController, presentingViewController]
        ViewNaming.nameViews(ownedBy: owners.compactMap { $0 }, snapshotsAmong: chrome + addedOutside.compactMap(\.view.view.object))
    }
}
