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
            case (.appearing, false): Self.appears
            case (.appearing, true): Self.appearsReversed
            case (.disappearing, false): Self.disappears
            case (.disappearing, true): Self.disappearsReversed
            case (.staying, _): []
            }
        }

        // Made once, not for every participant of every run.
        private static let appears: [AppearanceCall.Callback] = [.viewWillAppear, .viewDidAppear]
        private static let appearsReversed: [AppearanceCall.Callback] = [.viewWillAppear, .viewWillDisappear, .viewDidDisappear]
        private static let disappears: [AppearanceCall.Callback] = [.viewWillDisappear, .viewDidDisappear]
        private static let disappearsReversed: [AppearanceCall.Callback] = [.viewWillDisappear, .viewWillAppear, .viewDidAppear]
    }

    /// A view controller judged, with the name the report gives it.
    struct Participant {
        let viewController: UIViewController
        let role: Role
        /// How the name is made, only for a report: reading a type's name costs more than the
        /// whole check of a participant that got UIKit's callbacks.
        let naming: Naming
        var name: String { naming.text }

        init(viewController: UIViewController, name: @autoclosure @escaping () -> String, role: Role) {
            self.viewController = viewController
            self.naming = .made(name)
            self.role = role
        }

        /// A participant named by what it is in the transition and its type, e.g. "the presented
        /// DetailViewController" (`kind` "the presented"): no closure made for the name.
        init(viewController: UIViewController, kind: String, role: Role) {
            self.viewController = viewController
            self.naming = .typed(kind, type(of: viewController))
            self.role = role
        }
    }

    /// How a participant's name is made when a report asks for it.
    enum Naming {
        /// What it is in the transition and its view controller's type: "\(kind) \(type)". (A
        /// value, not a closure capturing the type: an animator run names its two every run.)
        case typed(String, UIViewController.Type)
        /// Made by the closure.
        case made(() -> String)

        var text: String {
            switch self {
            case .typed(let kind, let type): "\(kind) \(type)"
            case .made(let make): make()
            }
        }
    }

    /// The participants of a run UIKit staged, each with the callbacks it got, and whether the
    /// transition was reversed; nil when the run cannot be judged (the kit's own context, no
    /// completion). Read once, when the run has ended; `handed` is the run's
    /// ``TransitionRun/handedFromAndToViews``, as the transcript read it.
    static func record(_ run: TransitionRun, handed: (from: UIView?, to: UIView?)) -> (calls: [ObservedParticipant], reversed: Bool)? {
        guard let mark = run.uikitStage?.appearanceMark, let first = run.firstCompletion else { return nil }
        // UIKit staged the run: its context is the kit's recorder (asked as the class it is, not
        // through the protocol).
        let context = run.observedContext
        let reversed = !first.didComplete || context?.transitionWasCancelledAtFirstCompletion == true
        let from = context?.viewController(forKey: .from) ?? run.fromViewController
        let to = context?.viewController(forKey: .to) ?? run.toViewController
        // Each participant's view controller, what it is in the transition and its role, as plain
        // values: a struct or a tuple of them was copied and destroyed field by field in a debug build.
        let firstViewController: UIViewController
        let secondViewController: UIViewController
        let firstKind: String
        let secondKind: String
        let firstRole: Role
        let secondRole: Role
        switch run.scenario.kind {
        case .presentation:
            (firstViewController, firstKind, firstRole) = (to, "the presented", .appearing)
            (secondViewController, secondKind) = (from, "the presenter")
            secondRole = handed.from != nil ? .disappearing : .staying
        case .dismissal:
            (firstViewController, firstKind, firstRole) = (from, "the dismissed", .disappearing)
            (secondViewController, secondKind) = (to, "the presenter")
            secondRole = handed.to != nil ? .appearing : .staying
        case .push, .pop:
            (firstViewController, firstKind, firstRole) = (from, "the from-view controller", .disappearing)
            (secondViewController, secondKind, secondRole) = (to, "the to-view controller", .appearing)
        }
        // Most view controllers have no children: then the two are all there is, in one array
        // made at once (not grown as each is added).
        // (`count`, not `isEmpty`: a debug build called that generically.)
        if firstViewController.children.count == 0 && secondViewController.children.count == 0 {
            return (
                [
                    ObservedParticipant(
                        role: firstRole, naming: .typed(firstKind, type(of: firstViewController)),
                        calls: AppearanceRecord.calls(of: firstViewController, since: mark)),
                    ObservedParticipant(
                        role: secondRole, naming: .typed(secondKind, type(of: secondViewController)),
                        calls: AppearanceRecord.calls(of: secondViewController, since: mark)),
                ], reversed
            )
        }
        let participants = [
            Participant(viewController: firstViewController, kind: firstKind, role: firstRole),
            Participant(viewController: secondViewController, kind: secondKind, role: secondRole),
        ]
        return (observed(participants, since: mark), reversed)
    }

    /// Each participant whose recorded callbacks (``observed(_:since:)``) differ from UIKit's, with
    /// what it got; nil when none does.
    static func observe(_ observed: [ObservedParticipant], reversed: Bool) -> String? {
        var problems: [String] = []
        var index = 0  // an index loop: `for in` makes a generic iterator, costly in a debug build; this runs for every run
        while index < observed.count {
            let participant = observed[index]
            index += 1
            let expected = participant.role.expected(reversed: reversed)
            guard !participant.record.are(expected) else { continue }
            let got = participant.calls
            let expectedText = expected.isEmpty ? "none" : expected.map(\.rawValue).joined(separator: ", ")
            let gotText = got.isEmpty ? "none" : got.map(\.description).joined(separator: ", ")
            problems.append("\(participant.name): expected \(expectedText) → got \(gotText)\(diagnosis(got: got, role: participant.role))")
        }
        return problems.count == 0 ? nil : problems.joinedBounded()  // `count`, not `isEmpty`: a debug build calls that generically, per run
    }

    /// For a whole flow (a presentation and its dismissal, a container's child switch), where the
    /// sequence depends on how each transition ended: each participant's recorded callbacks
    /// (``observed(_:since:)``) must be a run of UIKit's units — a will/did pair, or a reversed one
    /// (will, opposite will, its did) — ending with no transition left open; a participant in the
    /// `.staying` role must get none. Nil when all do.
    static func observeBalanced(_ observed: [ObservedParticipant]) -> String? {
        var problems: [String] = []
        for participant in observed {
            let got = participant.calls
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

    /// A presentation flow's transcript (``PresentationTranscript``): the presenter and the
    /// presented view controller over the whole flow; a presenter whose view the presentation
    /// controller keeps in the window (`shouldRemovePresentersView` false) gets no callbacks at all.
    static func observe(_ transcript: PresentationTranscript) -> String? {
        transcript.appearance.flatMap(observeBalanced)
    }

    /// A custom container's child switch (``ContainerTranscript``): the old and the new child, each
    /// left with balanced callbacks, whoever forwarded them.
    static func observe(_ transcript: ContainerTranscript) -> String? {
        transcript.appearance.flatMap(observeBalanced)
    }

    /// Why the callbacks differ, in the terms of the calls that cause it.
    static func diagnosis(got: [AppearanceCall], role: Role) -> String {
        if role == .staying && !got.isEmpty {
            return
                " (its view stays on screen, so UIKit sends it nothing: the calls came from beginAppearanceTransition(_:animated:)/endAppearanceTransition() in transition code)"
        }
        if let last = got.last, last.callback == .viewWillAppear || last.callback == .viewWillDisappear {
            return " (a \"will\" with no \"did\": beginAppearanceTransition(_:animated:) without its endAppearanceTransition())"
        }
        return ""
    }
}
