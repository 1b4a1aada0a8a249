#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
@testable import TransitionConformance

/// The app's objects for a modal ensemble's pieces: for each run, a delegate and the app's screens
/// made as the ensemble checker makes them (delegate first), from which the pieces' checkers get
/// the animators and the presentation controller — the objects the delegate vends for those
/// screens.
///
/// The pieces' checkers ask in different orders: the animator checker makes the animator first,
/// then the screens; the presentation-controller checker makes the screens first, then UIKit asks
/// for the presentation controller and the animators. A cast made by one call and not yet handed
/// out is the run's; one whose screens are on screen is the run in progress.
@MainActor
final class ModalCasts {
    typealias Screens = (presenting: UIViewController, presented: UIViewController)

    private struct Cast {
        weak var presenting: UIViewController?
        weak var presented: UIViewController?
        weak var delegate: (any UIViewControllerTransitioningDelegate)?
    }

    private let make: (TransitionScenario) -> (any UIViewControllerTransitioningDelegate, Screens)
    private var casts: [Cast] = []
    /// The screens of the cast made last, until a run takes them.
    private var pending: Screens?
    /// The delegate of the cast made last, kept alive as the ensemble checker keeps it for its run
    /// (a view controller's `transitioningDelegate` is weak) — unless it is one of its screens.
    private var held: (any UIViewControllerTransitioningDelegate)?
    /// The type of the animator vended for each kind.
    private(set) var animatorTypes: [TransitionScenario.Kind: String] = [:]

    init(_ make: @escaping (TransitionScenario) -> (any UIViewControllerTransitioningDelegate, Screens)) {
        self.make = make
    }

    /// Whether the delegate vends a presentation controller.
    private(set) lazy var vendsPresentationController: Bool = {
        let (delegate, screens) = make(TransitionScenario(kind: .presentation))
        return OptionalMembers.presentationController(
            of: delegate, forPresented: screens.presented, presenting: screens.presenting, source: screens.presenting) != nil
    }()

    /// The directions the delegate vends an animator for (UIKit runs its own for the others, which
    /// the ensemble checker does not judge either).
    private(set) lazy var vendedKinds: Set<TransitionScenario.Kind> = {
        let (delegate, screens) = make(TransitionScenario(kind: .presentation))
        let presents =
            OptionalMembers.animationController(of: delegate, forPresented: screens.presented, presenting: screens.presenting, source: screens.presenting)
        let dismisses = OptionalMembers.animationController(of: delegate, forDismissed: screens.presented)
        return Set([presents.map { _ in .presentation }, dismisses.map { _ in .dismissal }].compactMap { $0 })
    }()

    private func newCast(_ scenario: TransitionScenario) -> Cast {
        let (delegate, screens) = make(scenario)
        held = delegate === screens.presented || delegate === screens.presenting ? nil : delegate
        pending = screens
        let cast = Cast(presenting: screens.presenting, presented: screens.presented, delegate: delegate)
        casts.removeAll { $0.presented == nil }
        casts.append(cast)
        return cast
    }

    /// The cast of the run in progress, or a new one.
    private func currentCast(_ scenario: TransitionScenario) -> Cast {
        if let last = casts.last, let presenting = last.presenting, let presented = last.presented, last.delegate != nil,
            presenting.view.window != nil || presented.isViewLoaded && presented.view.window != nil
        {
            return last
        }
        return newCast(scenario)
    }

    /// The screens for a run that asks for them after the animator: the pending cast's.
    func screens() -> (first: UIViewController, second: UIViewController) {
        let screens = modalScreens()
        return (screens.presenting, screens.presented)
    }

    /// The screens for a run: the pending cast's, or a new cast's.
    func modalScreens() -> Screens {
        if pending == nil { _ = newCast(TransitionScenario(kind: .presentation)) }
        defer { pending = nil }
        return pending!
    }

    /// The animator the delegate vends for `scenario`'s direction, for the run in progress.
    func animator(_ scenario: TransitionScenario) -> any UIViewControllerAnimatedTransitioning {
        let cast = pending == nil ? currentCast(scenario) : casts.last!
        let delegate = cast.delegate!
        let vended =
            scenario.kind == .presentation
            ? OptionalMembers.animationController(of: delegate, forPresented: cast.presented!, presenting: cast.presenting!, source: cast.presenting!)
            : OptionalMembers.animationController(of: delegate, forDismissed: cast.presented!)
        guard let animator = vended else {
            preconditionFailure("\(type(of: delegate)) vended no \(scenario.kind) animator for \(type(of: cast.presenting!)) → \(type(of: cast.presented!))")
        }
        animatorTypes[scenario.kind] = "\(type(of: animator))"
        return animator
    }

    /// The presentation controller the delegate of `presented`'s cast vends.
    func presentationController(_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController {
        let delegate = casts.last { $0.presented === presented }!.delegate!
        return OptionalMembers.presentationController(of: delegate, forPresented: presented, presenting: presenting, source: presenting)!
    }
}

/// The app's objects for a container ensemble's pieces (navigation, tab bar): for each run, the
/// animator the app's delegate vends for the app's screens, and those screens.
@MainActor
final class ContainerCasts {
    private let make: (TransitionScenario) -> (any UIViewControllerAnimatedTransitioning, UIViewController, UIViewController)
    private var pending: (first: UIViewController, second: UIViewController)?
    /// The type of the animator vended for each kind.
    private(set) var animatorTypes: [TransitionScenario.Kind: String] = [:]

    init(_ make: @escaping (TransitionScenario) -> (any UIViewControllerAnimatedTransitioning, UIViewController, UIViewController)) {
        self.make = make
    }

    func animator(_ scenario: TransitionScenario) -> any UIViewControllerAnimatedTransitioning {
        let (animator, first, second) = make(scenario)
        pending = (first, second)
        animatorTypes[scenario.kind] = "\(type(of: animator))"
        return animator
    }

    func screens() -> (first: UIViewController, second: UIViewController) {
        if pending == nil { _ = animator(TransitionScenario(kind: .push)) }
        defer { pending = nil }
        return pending!
    }
}
