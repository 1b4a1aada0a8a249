/// How the kit moves an interaction from its start to a scenario's progress: the one driver every
/// run uses — the kit's percent-driven controller, the app's controller under a gesture script, the
/// app's own gesture in an ensemble run, a presentation-controller flow.
///
/// The interaction moves in ``count`` steps of ``interval`` virtual seconds each: the clock is
/// advanced first, then the interaction is moved to `progress × step / count` of its way. A
/// gesture therefore takes 0.2 s of the scene's time, as a quick drag does, and the animations
/// the transition started run (paused, for a percent-driven controller) meanwhile.
enum InteractionSteps {
    /// How many moves the interaction makes: 4.
    static let count = 4
    /// The virtual time before each move: 0.05 s.
    static let interval: TimeInterval = 0.05

    /// Moves an interaction to `progress` in ``count`` steps, calling `advance` with ``interval``
    /// before each `move(fraction)`, where `fraction` runs from `progress / count` to `progress`.
    @MainActor
    static func drive(to progress: Double, advance: (TimeInterval) -> Void, move: (Double) -> Void) {
        for step in 1...count {
            advance(interval)
            move(progress * Double(step) / Double(count))
        }
    }
}
