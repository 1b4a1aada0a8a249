#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's own objects for one ensemble run (a ``TransitionRun`` staged by UIKit in which the
/// app's delegate vends the animator judged): the window's root, the two view controllers of the
/// judged transition, how the run sets it up and starts it, and the gesture that starts it
/// interactively.
///
/// ## The model
///
/// Modal (``modal(_:presenting:presented:delegate:style:gesture:)``): the presenting view controller is
/// the window's root. With a delegate, the run sets the presented view controller's
/// `transitioningDelegate` to it and its style as an app's call site does (``style(for:delegate:presenting:)``:
/// `.custom` when the delegate vends a presentation controller, else full screen); without
/// one, the presented view controller's own settings are used untouched (a view controller that
/// is its own transitioning delegate). A dismissal is set up by presenting without animation
/// (which, for `.custom`, runs the app's presentation animator: UIKit does, contract §2.5) and
/// started with `presented.dismiss(animated:)`.
///
/// Navigation (``navigation(_:controller:pushed:delegate:gesture:)``): the app's navigation
/// controller is the window's root, its delegate set to the app's (kept alive by the run). A push
/// pushes the app's next view controller; a pop is set up by pushing it without animation and
/// started with `popViewController(animated:)`.
///
/// The run keeps ``keepAlive`` (a delegate UIKit holds weakly) until it is closed.
@MainActor
struct EnsembleCast {
    /// The window's root view controller.
    let root: UIViewController
    /// The judged transition's from- and to-view controller.
    let from: UIViewController
    let to: UIViewController
    /// Puts `from` on screen without animation (after the window has shown `root`).
    let setUp: () -> Void
    /// Why the setup did not leave things as the judged transition needs them, or nil.
    let setUpProblem: () -> String?
    /// Starts the judged transition programmatically, animated or not.
    let trigger: (Bool) -> Void
    /// The gesture that starts the judged transition interactively, if the app declared one.
    let gesture: TransitionGesture?
    /// The view controller the gesture starts from.
    let gestureSource: UIViewController
    /// Objects UIKit holds weakly that the app keeps alive (its delegate).
    let keepAlive: [AnyObject]
    /// How the stage was built, for the trace.
    let stageDescription: String
    /// The vending methods of the animators, per kind, for messages.
    let methods: [TransitionScenario.Kind: String]
    /// What the judged transition is called in messages when not its scenario kind's name (a tab
    /// switch is judged as a push).
    var transitionName: String?
    /// How the judged transition starts from code, for messages, when not a present, dismiss,
    /// push or pop (`selectedIndex = 1`).
    var programmaticStart: String?
    /// Goes back, animated, after a completed forward transition (a pop after the push, the first
    /// tab again); nil where the suite has its own flows (modal).
    var returnTrip: (() -> Void)?

    /// The judged transition's name in messages: "dismissal", "pop", "tab switch".
    func name(of kind: TransitionScenario.Kind) -> String {
        transitionName ?? kind.rawValue
    }

    /// A modal transition between the app's `presenting` and `presented` view controllers.
    static func modal(
        _ scenario: TransitionScenario, presenting: UIViewController, presented: UIViewController,
        delegate: (any UIViewControllerTransitioningDelegate)?, style: UIModalPresentationStyle? = nil, gesture: TransitionGesture?
    ) -> EnsembleCast {
        if let delegate {
            presented.transitioningDelegate = delegate
            presented.modalPresentationStyle = style ?? Self.style(for: presented, delegate: delegate, presenting: presenting)
        }
        let forward = scenario.kind == .presentation
        return EnsembleCast(
            root: presenting, from: forward ? presenting : presented, to: forward ? presented : presenting,
            setUp: {
                guard !forward else { return }
                presenting.present(presented, animated: false)
            },
            setUpProblem: {
                guard !forward, presented.presentingViewController !== presenting || presented.isBeingPresented else { return nil }
                return "UIKit did not complete the presentation (animated: false) that sets up the dismissal"
            },
            trigger: { animated in
                if forward {
                    presenting.present(presented, animated: animated)
                } else {
                    presented.dismiss(animated: animated)
                }
            },
            gesture: gesture, gestureSource: forward ? presenting : presented, keepAlive: delegate.map { [$0] } ?? [],
            stageDescription:
                "\(type(of: presenting)) presents \(type(of: presented)) (\(presented.modalPresentationStyle == .custom ? ".custom" : "its own style")) with \(delegate.map { "\(type(of: $0))" } ?? "its own transitioningDelegate")",
            methods: [
                .presentation: "transitioning delegate's animationController(forPresented:presenting:source:)",
                .dismissal: "transitioning delegate's animationController(forDismissed:)",
            ])
    }

    /// A push or pop in the app's navigation `controller` (its root view controller on screen),
    /// to or from `pushed`.
    static func navigation(
        _ scenario: TransitionScenario, controller: UINavigationController, pushed: UIViewController,
        delegate: (any UINavigationControllerDelegate)?, gesture: TransitionGesture?
    ) -> EnsembleCast {
        if let delegate { controller.delegate = delegate }
        let first = controller.topViewController ?? controller
        let forward = scenario.kind == .push
        var cast = EnsembleCast(
            root: controller, from: forward ? first : pushed, to: forward ? pushed : first,
            setUp: {
                guard !forward else { return }
                controller.pushViewController(pushed, animated: false)
            },
            setUpProblem: {
                guard !forward, controller.topViewController !== pushed || pushed.view.window == nil else { return nil }
                return "UIKit did not complete the push (animated: false) that sets up the pop"
            },
            trigger: { animated in
                if forward {
                    controller.pushViewController(pushed, animated: animated)
                } else {
                    _ = controller.popViewController(animated: animated)
                }
            },
            gesture: gesture, gestureSource: forward ? first : pushed, keepAlive: delegate.map { [$0] } ?? [],
            stageDescription:
                "\(type(of: controller)) with \(type(of: first)) \(forward ? "pushes" : "pops") \(type(of: pushed)), its delegate \(controller.delegate.map { "\(type(of: $0))" } ?? "nil")",
            methods: [
                .push: "navigation controller delegate's navigationController(_:animationControllerFor:from:to:)",
                .pop: "navigation controller delegate's navigationController(_:animationControllerFor:from:to:)",
            ])
        cast.returnTrip = { _ = controller.popViewController(animated: true) }
        return cast
    }

    /// The style an app's call site gives a view controller it presents with `delegate`: `.custom`
    /// when the delegate vends a presentation controller (UIKit asks for one only then) or the
    /// view controller already has it; the view controller's own full-screen style (`.fullScreen`,
    /// `.overFullScreen`, `.currentContext`, `.overCurrentContext`) otherwise; and `.fullScreen`
    /// for a sheet style (`.automatic`, `.pageSheet`, `.formSheet`), which an app that animates the
    /// transition itself does not keep.
    ///
    /// The delegate is asked once for a presentation controller, which is then let go.
    static func style(
        for presented: UIViewController, delegate: any UIViewControllerTransitioningDelegate, presenting: UIViewController
    ) -> UIModalPresentationStyle {
        let own = presented.modalPresentationStyle
        if own == .custom { return .custom }
        if OptionalMembers.presentationController(of: delegate, forPresented: presented, presenting: presenting, source: presenting) != nil {
            return .custom
        }
        switch own {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return own
        default: return .fullScreen
        }
    }

    /// How the stage was built and how the judged transition starts.
    func describe(_ scenario: TransitionScenario) -> String {
        let call =
            scenario.kind.isModal
            ? (scenario.kind == .presentation ? "present" : "dismiss") : (scenario.kind == .push ? "pushViewController" : "popViewController")
        let start =
            scenario.mode.isInteractive && gesture != nil
            ? "started by your \(gesture.map { "\($0.direction.rawValue)ward" } ?? "") gesture's handler"
            : "started with \(programmaticStart ?? "\(call)(animated: \(scenario.mode != .notAnimated))")"
        return "\(stageDescription); \(start)"
    }

    /// The method that vends the interaction controller for `kind`, for messages.
    func interactionVendingMethod(_ kind: TransitionScenario.Kind) -> String {
        switch kind {
        case .presentation: "transitioning delegate's interactionControllerForPresentation(using:)"
        case .dismissal: "transitioning delegate's interactionControllerForDismissal(using:)"
        case .push, .pop:
            root is UINavigationController
                ? "navigation controller delegate's navigationController(_:interactionControllerFor:)"
                : "tab bar controller delegate's tabBarController(_:interactionControllerFor:)"
        }
    }

    /// The method that vends the animator for `kind`, for messages.
    func vendingMethod(_ kind: TransitionScenario.Kind) -> String {
        methods[kind] ?? "delegate"
    }
}
