/// What makes two findings the same finding to ``Precedence``: the requirement, the scenario as
/// the report labels it, and (where it counts) the object named.
struct FindingKey: Hashable {
    let requirement: String
    let scenarioLabel: String
    let object: String?

    init(_ violation: Violation, object: String?) {
        requirement = violation.requirement.id
        scenarioLabel = violation.scenario.testDescription
        self.object = object
    }
}
