#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What one custom-container child switch showed, read from its ``ContainerSwitchRun`` once, when
/// the run had ended: the custom-container rules (``TransitionContextRules``) judge this and
/// nothing else.
///
/// It records the calls the reference animator and the context received, what the container's
/// context said at the first `animateTransition(using:)` (``Context``), the deadline and the time
/// the run ended, what the scene still had running then, where the two children's views were and
/// how the new child's looked, the container's children, and each child's appearance callbacks.
///
/// It holds no run, host, scene, log or recorder, and no view controller or view: a view controller
/// is a ``ViewController`` (its identity, type and title as the run left them), a view a
/// ``ReportedView``. Judging a transcript after the run's scene has moved on, or has been torn
/// down, gives the same findings. Names are made only when a report asks for them, so a passing
/// run pays for none.
@MainActor
struct ContainerTranscript {
    /// A view controller as a transcript holds it: its identity, its type and its title when the
    /// run ended — nothing a rule could read its live state through. Two are equal when they are
    /// the same view controller.
    @MainActor
    struct ViewController: Equatable {
        let identity: ObjectIdentifier
        let type: UIViewController.Type
        let title: String?

        init(_ viewController: UIViewController) {
            identity = ObjectIdentifier(viewController)
            type = Swift.type(of: viewController)
            title = viewController.title
        }

        /// Its type and title, as a report names it: `RedViewController "Red"`.
        var typeAndTitle: String { "\(type)" + (title.map { " \"\($0)\"" } ?? "") }

        nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs.identity == rhs.identity }
    }

    /// What the container's context said when the container first called
    /// `animateTransition(using:)` (``ContainerSwitchLog/ContextSnapshot``), with its view
    /// controllers and views held as values.
    @MainActor
    struct Context {
        let time: TimeInterval
        let fromViewController: ViewController?
        let toViewController: ViewController?
        let fromView: ReportedView?
        let toView: ReportedView?
        let containerView: ReportedView
        /// The container view controller's children at that moment.
        let children: [ObjectIdentifier]
        /// `containerView.bounds` then.
        let containerBounds: CGRect
        /// Whether `containerView` was the container view controller's view or inside it.
        let containerViewInsideContainer: Bool
        /// Whether the from-view (`view(forKey: .from)`, else the from-view controller's view) was
        /// inside `containerView`, and where it was.
        let fromViewInContainerView: Bool
        let fromViewSuperview: ReportedView?
        /// For `.from` and `.to`: whether `view(forKey:)` was the view controller's view or a view
        /// holding it (a wrapper), other than `containerView`.
        let fromViewIsOwn: Bool
        let toViewIsOwn: Bool
        /// Initial and final frames the context gave for each view controller the kit asked about.
        let frames: [(viewController: ObjectIdentifier, initial: CGRect, final: CGRect)]

        func initialFrame(for vc: ViewController) -> CGRect? { frames.first { $0.viewController == vc.identity }?.initial }
        func finalFrame(for vc: ViewController) -> CGRect? { frames.first { $0.viewController == vc.identity }?.final }
    }

    /// The new child's view as the run left it.
    struct NewChildView {
        /// Whether it was in the container view controller's view hierarchy.
        let inContainer: Bool
        let alpha: CGFloat
        let isHidden: Bool
        let transform: CGAffineTransform
        /// Its frame in the context's `containerView`'s coordinates; nil when it was out of the
        /// container view controller's view or the context was never read.
        let frameInContainerView: CGRect?
        let superview: ReportedView?
    }

    let scenario: TransitionScenario
    /// The view controllers of the switch and their views, and how a report names them.
    let cast: Cast
    /// The container's children after the run.
    let childrenAfter: [ViewController]
    /// The context at the first `animateTransition(using:)`; nil when the container never called it.
    let snapshot: Context?
    /// Every call the kit saw, in order, with its virtual time.
    let calls: [ContainerSwitchLog.Call]
    /// What the animator passed to the context's `completeTransition(_:)`.
    let completions: [(call: ContainerSwitchLog.Call, didComplete: Bool)]
    /// What the container passed to the animator's `animationEnded(_:)`.
    let animationEndings: [(call: ContainerSwitchLog.Call, completed: Bool)]
    /// The virtual deadline by which the switch had to be over.
    let deadline: TimeInterval
    /// When the run ended.
    let endTime: TimeInterval
    /// What the scene still had running when the run ended: the animations in flight, else any
    /// pending work; empty when it was idle.
    let stillRunning: [String]
    /// The view of the context's `.from` view controller when the run ended (the from-view a report
    /// names when the context handed over none).
    let fromViewControllerView: ReportedView?
    /// The new child's view when the run ended; nil when there is no new child, or its view never loaded.
    let newChildView: NewChildView?
    /// Where the old child's view was left when it was still in the container view controller's
    /// view at the end; nil when it was out of it.
    let oldChildViewLeftIn: ReportedView?
    /// The callbacks each child (and the children whose views it shows) received from
    /// `switchChild()` on; nil where they cannot be read (UIKit).
    let appearance: [AppearanceChecks.ObservedParticipant]?
    /// What the scene noticed, for a report's trace.
    let diagnostics: [String]
}
