/// The animation completion handler HeadlessUIKit is running right now, and what it was passed.
///
/// A headless-only read: UIKit does not tell code which completion handler is on the stack. The
/// model sets it for the duration of each completion handler it calls — a `UIView.animate…`,
/// `animateKeyframes`, `transition(with:)` or `transition(from:to:)` completion (with its
/// `finished` flag), a `UIViewPropertyAnimator` completion (with its `position`), and a
/// `CATransaction` completion block (which receives nothing) — so a checker can say where a
/// call made from inside one came from. It does not see completions an app calls itself, nor
/// blocks the handler queues for later (those run outside it).
public struct HeadlessRunningCompletion: Sendable, Equatable {
    /// The API whose completion is running, e.g. `UIView.animate(withDuration: 0.30)`.
    public let api: String
    /// The `finished` flag the handler received; nil for a property animator or a CATransaction block.
    public let finished: Bool?
    /// The `UIViewAnimatingPosition` a property animator's handler received, e.g. `.end`; nil otherwise.
    public let position: String?

    /// The completion handler running now, innermost first; nil outside any.
    @preconcurrency @MainActor public static var headlessCurrent: HeadlessRunningCompletion? {
        guard let running = stack.last else { return nil }
        return HeadlessRunningCompletion(api: running.api(), finished: running.finished, position: running.position)
    }

    /// A handler being run: its API is put into words only if ``headlessCurrent`` is read while
    /// it runs (formatting a duration costs more than running most handlers).
    private struct Running {
        let api: @MainActor () -> String
        let finished: Bool?
        let position: String?
    }

    @MainActor private static var stack: [Running] = []

    /// Runs `body` as the completion handler of `api`, receiving `finished` or `position`.
    @MainActor
    static func running(_ api: @autoclosure @escaping @MainActor () -> String, finished: Bool? = nil, position: String? = nil, _ body: () -> Void) {
        stack.append(Running(api: api, finished: finished, position: position))
        defer { stack.remove(at: stack.count - 1) }  // Array's own, not the protocol's generic `removeLast()`
        body()
    }
}

/// A text put into words the first time it is read, then kept.
@MainActor
final class LazyText {
    private var make: (() -> String)?
    private var made: String?

    init(_ make: @escaping () -> String) { self.make = make }

    var text: String {
        if let made { return made }
        let text = make?() ?? ""
        made = text
        make = nil
        return text
    }
}
