/// What one interaction-controller check found in one run: the requirement, what was observed
/// (rendered for the report) and what it established (``FindingCause``), before the suite names
/// the script and the object.
struct InteractionFinding: Sendable {
    let requirement: Requirement
    let observed: String
    let causes: Set<FindingCause>

    init(_ requirement: Requirement, _ observed: String, causes: Set<FindingCause> = []) {
        self.requirement = requirement
        self.observed = observed
        self.causes = causes
    }
}
