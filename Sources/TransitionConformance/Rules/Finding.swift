/// What a rule found in one run: the requirement it is filed under, what was observed (rendered for
/// the report: expected → observed → likely cause → fix) and what it established, as values
/// (``FindingCause``).
///
/// The precedence table (``Precedence``) and every other decision that weighs one finding against
/// another read ``requirement`` and ``causes`` only — never ``observed``, which can be reworded
/// freely. The suite that ran the rule adds the scenario, the object and the moment when it turns
/// the finding into a ``Violation``.
struct Finding: Sendable {
    let requirement: Requirement
    let observed: String
    let causes: Set<FindingCause>

    init(_ requirement: Requirement, _ observed: String, causes: Set<FindingCause> = []) {
        self.requirement = requirement
        self.observed = observed
        self.causes = causes
    }
}
