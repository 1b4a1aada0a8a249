#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A requirement's rule — the one shape every checker judges with: the requirement, the scenarios
/// it applies to, and how it judges the record of one finished run (nil when the requirement holds).
///
/// A rule only reads the record its family's run returns — an ``AnimatorTranscript`` (the
/// immutable record a ``TransitionRun`` returns when it has ended) for animators, ensembles and
/// their interaction controllers, a ``PresentationTranscript`` for presentation controllers
/// and transitioning delegates, a ``ContainerTranscript`` for custom containers, an
/// ``InteractionTranscript`` for a gesture script — and never asks which staging ran it or what another
/// rule's message says. It returns a ``Finding`` (its requirement, the observed text, the causes
/// it established); which finding explains which is decided afterwards, in ``Precedence``.
///
/// The rules of one family live in one file named for it (`AnimatorRules`, `PresentationRules`,
/// `DelegateRules`, `InteractionRules`, `TransitionContextRules`), each with its requirement's ID
/// at the rule. A requirement may have several rules (two distinct faults filed under one ID).
///
/// A class: a suite goes through every rule for every run, and copying a rule (a value) copied its
/// requirement's strings.
@MainActor
final class Rule<Record> {
    let requirement: Requirement
    let applies: @MainActor (TransitionScenario) -> Bool
    /// How the rule judges: its whole finding or, when ``observes``, only the observed text
    /// (filed under ``requirement`` with no causes), the other one unused. Kept apart, not the
    /// second wrapped in a closure making the first: a suite judges every rule in every run, and
    /// the wrapper cost a call and its frame each time. (Not optionals: an optional closure of the
    /// generic `Record` looked its type up at run time on every call in a debug build.)
    private let judgement: @MainActor (Record) -> Finding?
    private let observation: @MainActor (Record) -> String?
    private let observes: Bool

    /// A rule whose finding carries causes (or is filed under another requirement the rule
    /// decides between, as INT-GESTURE-END and INT-FINISH-AT-FULL are).
    init(
        _ requirement: Requirement, applies: @escaping @MainActor (TransitionScenario) -> Bool = { _ in true }, judge: @escaping @MainActor (Record) -> Finding?
    ) {
        self.requirement = requirement
        self.applies = applies
        judgement = judge
        observation = { _ in nil }
        observes = false
    }

    /// A rule whose finding is only the observed text, filed under `requirement` with no causes.
    init(
        requirement: Requirement, applies: @escaping @MainActor (TransitionScenario) -> Bool = { _ in true }, observe: @escaping @MainActor (Record) -> String?
    ) {
        self.requirement = requirement
        self.applies = applies
        judgement = { _ in nil }
        observation = observe
        observes = true
    }

    /// What the rule finds in `record`, or nil when the requirement holds there.
    func judge(_ record: Record) -> Finding? {
        guard observes else { return judgement(record) }
        guard let observed = observation(record) else { return nil }
        return Finding(requirement, observed)
    }

    /// The observed text of ``judge(_:)``'s finding (for callers that need only the message).
    func observe(_ record: Record) -> String? {
        observes ? observation(record) : judgement(record)?.observed
    }
}

extension Array {
    /// Every finding of `rules` that apply to `scenario`, in the rules' order.
    @MainActor
    func findings<Record>(in record: Record, scenario: TransitionScenario) -> [Finding] where Element == Rule<Record> {
        var found: [Finding] = []
        for rule in self where rule.applies(scenario) {
            if let finding = rule.judge(record) { found.append(finding) }
        }
        return found
    }
}
