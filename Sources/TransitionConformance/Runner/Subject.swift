/// What a checker checks, as the one ``Runner`` takes it: a name, the problems with what the
/// caller declared, and the passes that run it.
///
/// Every public `verify…` builds one and hands it to ``Runner/check(_:given:knownDeviations:)``;
/// `check…` and `assert…Conforms` wrap `verify…`. Pairing is composing: a checker that also judges
/// a partner (a presentation controller's animator) adds the partner's passes, it does not re-enter
/// another checker's loop.
@MainActor
struct Subject {
    /// One pass, whatever its case type, as the runner runs it: false when a run ended the check.
    typealias Step = (_ given: [TransitionScenario]?, _ knownDeviations: [KnownDeviation], _ state: inout Runner.State) -> Bool

    /// The report's subject: the caller's name, or a default until a run names it.
    var name: String
    /// Whether the caller named it (runs then do not rename it).
    var named: Bool
    /// Problems with what the caller declared, found before anything runs; any ends the check.
    var configurationErrors: [String] = []
    /// The passes, in order.
    private(set) var steps: [Step] = []

    init(name: String?, defaultName: String, configurationErrors: [String] = []) {
        self.name = name ?? defaultName
        self.named = name != nil
        self.configurationErrors = configurationErrors
    }

    init(name: String?, defaultName: String, configurationErrors: [String] = [], passes: [ScenarioPass]) {
        self.init(name: name, defaultName: defaultName, configurationErrors: configurationErrors)
        for pass in passes { add(pass) }
    }

    /// Adds a step after the others: a partner's subject composed into this one
    /// (``Runner/run(partner:knownDeviations:)``), or a pass.
    mutating func add(_ step: @escaping Step) {
        steps.append(step)
    }

    /// Adds a pass after the others.
    mutating func add<Case: Hashable>(_ pass: Pass<Case>) {
        steps.append { given, knownDeviations, state in
            Runner.run(pass, given: given, knownDeviations: knownDeviations, into: &state)
        }
    }
}
