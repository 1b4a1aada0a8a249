#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One appearance callback a view controller received during a run (``AppearanceRecord``).
struct AppearanceCall: Equatable, CustomStringConvertible {
    enum Callback: String { case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear }
    let callback: Callback
    let animated: Bool
    let time: TimeInterval

    var description: String { "\(callback.rawValue)(\(animated)) at t=\(String(format: "%.2f", time))" }
}

/// ANIM-APPEARANCE-BALANCED: each view controller a transition involves gets exactly the
/// appearance callbacks UIKit sends it, and no others.
///
/// ## The rule
///
/// UIKit's sequences (contract §1.7, §2.1, §2.4; pinned in HeadlessUIKit's
/// `AppearanceSequenceTests`): the view controller that appears gets `viewWillAppear` then
/// `viewDidAppear`, the one that disappears `viewWillDisappear` then `viewDidDisappear`; when the
/// transition is cancelled (or completes with false), the "will" callbacks are followed by the
/// opposite "will" and its "did", so each ends where it started. The presenter of a modal
/// transition takes part only when its view leaves the window (the context hands it over:
/// `shouldRemovePresentersView`); otherwise UIKit sends it nothing. The children whose views a
/// participant shows get what it gets. The callbacks are read from the start of the judged
/// transition; a transition that never completed is ANIM-COMPLETE-ONCE's, not judged here.
@MainActor
enum AppearanceChecks {
    /// What a view controller does in the transition.
    enum Role {
        case appearing, disappearing, staying

        /// UIKit's callbacks for it, when the transition completed or was reversed.
        func expected(reversed: Bool) -> [AppearanceCall.Callback] {
            switch (self, reversed) {
            case (.appearing, false): [.viewWillAppear, .viewDidAppear]
            case (.appearing, true): [.viewWillAppear, .viewWillDisappear, .viewDidDisappear]
            case (.disappearing, false): [.viewWillDisappear, .viewDidDisappear]
            case (.disappearing, true): [.viewWillDisappear, .viewWillAppear, .viewDidAppear]
            case (.staying, _): []
            }
        }
    }

    /// A view controller judged, with the name the report gives it.
    struct Participant {
        let viewController: UIViewController
        let role: Role
        /// The name, made only for a report: reading a type's name costs more than the whole check
        /// of a participant that got UIKit's callbacks.
        private let naming: () -> String
        var name: String { naming() }

        init(viewController: UIViewController, name: @autoclosure @escaping () -> String, role: Role) {
            self.viewController = viewController
            self.naming = name
            self.role = role
        }
    }

    /// What a run UIKit staged shows, or nil when every participant got UIKit's callbacks (or the
    /// run cannot be judged: the kit's own context, UIKit, no completion).
    static func observe(_ run: TransitionRun) -> String? {
        guard let mark = run.uikitStage?.appearanceMark, let first = run.firstCompletion else { return nil }
        let reversed = !first.didComplete || run.context.transitionWasCancelledAtFirstCompletion == true
        let from = run.context.viewController(forKey: .from) ?? run.fromViewController
        let to = run.context.viewController(forKey: .to) ?? run.toViewController
        let participants: [Participant] =
            switch run.scenario.kind {
            case .presentation:
                [
                    Participant(viewController: to, name: "the presented \(type(of: to))", role: .appearing),
                    Participant(
                        viewController: from, name: "the presenter \(type(of: from))",
                        role: run.handedView(forKey: .from) != nil ? .disappearing : .staying),
                ]
            case .dismissal:
                [
                    Participant(viewController: from, name: "the dismissed \(type(of: from))", role: .disappearing),
                    Participant(
                        viewController: to, name: "the presenter \(type(of: to))", role: run.handedView(forKey: .to) != nil ? .appearing : .staying),
                ]
            case .push, .pop:
                [
                    Participant(viewController: from, name: "the from-view controller \(type(of: from))", role: .disappearing),
                    Participant(viewController: to, name: "the to-view controller \(type(of: to))", role: .appearing),
                ]
            }
        guard let problems = observe(participants, reversed: reversed, since: mark) else { return nil }
        return problems + " after \(run.completionCall)"
    }

    /// Each participant whose callbacks since `mark` differ from UIKit's, with what it got; nil
    /// when none does.
    static func observe(_ participants: [Participant], reversed: Bool, since mark: Int) -> String? {
        var problems: [String] = []
        for participant in withShownChildren(participants) {
            let got = AppearanceRecord.calls(of: participant.viewController, since: mark)
            let expected = participant.role.expected(reversed: reversed)
            guard got.map(\.callback) != expected else { continue }
            let expectedText = expected.isEmpty ? "none" : expected.map(\.rawValue).joined(separator: ", ")
            let gotText = got.isEmpty ? "none" : got.map(\.description).joined(separator: ", ")
            problems.append("\(participant.name): expected \(expectedText) → got \(gotText)\(diagnosis(got: got, role: participant.role))")
        }
        return problems.isEmpty ? nil : problems.joinedBounded()
    }

    /// For a whole flow (a presentation and its dismissal, a container's child switch), where the
    /// sequence depends on how each transition ended: each participant's callbacks since `mark`
    /// must be a run of UIKit's units — a will/did pair, or a reversed one (will, opposite will,
    /// its did) — ending with no transition left open; a participant in the `.staying` role must
    /// get none. Nil when all do.
    static func observeBalanced(_ participants: [Participant], since mark: Int) -> String? {
        var problems: [String] = []
        for participant in withShownChildren(participants) {
            let got = AppearanceRecord.calls(of: participant.viewController, since: mark)
            let gotText = got.map(\.description).joined(separator: ", ")
            if participant.role == .staying {
                guard !got.isEmpty else { continue }
                problems.append("\(participant.name): expected none → got \(gotText)\(diagnosis(got: got, role: .staying))")
            } else if let problem = unbalanced(got) {
                problems.append("\(participant.name): expected will/did pairs → got \(gotText) (\(problem))")
            }
        }
        return problems.isEmpty ? nil : problems.joinedBounded()
    }

    /// What breaks the run of UIKit's units in `calls`, or nil when there is none.
    static func unbalanced(_ calls: [AppearanceCall]) -> String? {
        func opposite(_ will: AppearanceCall.Callback) -> AppearanceCall.Callback {
            will == .viewWillAppear ? .viewWillDisappear : .viewWillAppear
        }
        func did(of will: AppearanceCall.Callback) -> AppearanceCall.Callback {
            will == .viewWillAppear ? .viewDidAppear : .viewDidDisappear
        }
        let callbacks = calls.map(\.callback)
        var index = 0
        while index < callbacks.count {
            let first = callbacks[index]
            guard first == .viewWillAppear || first == .viewWillDisappear else {
                return "\(first.rawValue) at t=\(String(format: "%.2f", calls[index].time)) with no \"will\" before it"
            }
            let rest = callbacks[(index + 1)...]
            if rest.first == did(of: first) {
                index += 2
            } else if rest.first == opposite(first), rest.dropFirst().first == did(of: opposite(first)) {
                index += 3
            } else {
                return
                    "\(first.rawValue) at t=\(String(format: "%.2f", calls[index].time)) never followed by its \"did\": beginAppearanceTransition(_:animated:) without its endAppearanceTransition()"
            }
        }
        return nil
    }

    /// A presentation-controller run (``PresentationRun``): the presenter and the presented view
    /// controller over the whole flow; a presenter whose view the presentation controller keeps in
    /// the window (`shouldRemovePresentersView` false) gets no callbacks at all.
    static func observe(_ run: PresentationRun) -> String? {
        guard let mark = run.appearanceMark else { return nil }
        let presenter = run.presentingViewController
        var participants = [
            Participant(
                viewController: presenter, name: "the presenter \(type(of: presenter))",
                role: run.presenterRemovedByPresentationController == true ? .disappearing : .staying)
        ]
        if let presented = run.presentedViewController {
            participants.append(Participant(viewController: presented, name: "the presented \(type(of: presented))", role: .appearing))
        }
        return observeBalanced(participants, since: mark)
    }

    /// A custom container's child switch (``ContainerSwitchRun``): the old and the new child, each
    /// left with balanced callbacks, whoever forwarded them.
    static func observe(_ run: ContainerSwitchRun) -> String? {
        guard let mark = run.appearanceMark else { return nil }
        var participants: [Participant] = []
        if let old = run.oldChild { participants.append(Participant(viewController: old, name: run.describe(old), role: .disappearing)) }
        if let new = run.newChild { participants.append(Participant(viewController: new, name: run.describe(new), role: .appearing)) }
        return observeBalanced(participants, since: mark)
    }

    /// Why the callbacks differ, in the terms of the calls that cause it.
    private static func diagnosis(got: [AppearanceCall], role: Role) -> String {
        if role == .staying && !got.isEmpty {
            return
                " (its view stays on screen, so UIKit sends it nothing: the calls came from beginAppearanceTransition(_:animated:)/endAppearanceTransition() in transition code)"
        }
        if let last = got.last, last.callback == .viewWillAppear || last.callback == .viewWillDisappear {
            return " (a \"will\" with no \"did\": beginAppearanceTransition(_:animated:) without its endAppearanceTransition())"
        }
        return ""
    }

    /// The participants and, under each, the children whose views it shows (to any depth): UIKit
    /// forwards the callbacks to them, so they get the same.
    private static func withShownChildren(_ participants: [Participant]) -> [Participant] {
        var all: [Participant] = []
        func add(_ participant: Participant) {
            all.append(participant)
            guard let view = participant.viewController.viewIfLoaded else { return }
            for child in participant.viewController.children where child.viewIfLoaded?.isDescendant(of: view) == true {
                let byHand =
                    participant.viewController.shouldAutomaticallyForwardAppearanceMethods
                    ? "" : " (forwarded by hand: shouldAutomaticallyForwardAppearanceMethods is false)"
                add(Participant(viewController: child, name: "\(participant.name)'s child \(type(of: child))\(byHand)", role: participant.role))
            }
        }
        for participant in participants { add(participant) }
        return all
    }
}
