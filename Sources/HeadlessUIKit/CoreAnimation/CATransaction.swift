import Foundation

/// A headless model of Core Animation's `CATransaction`: groups of layer changes with an
/// animation duration and a completion block that runs when their animations have finished.
///
/// ## The model
///
/// ``begin()`` and ``commit()`` open and close a transaction; transactions nest. Outside any, the
/// first call that sets a value (``setAnimationDuration(_:)``, ``setCompletionBlock(_:)``, …)
/// opens the run-loop turn's implicit transaction, which commits on the scene's next turn, as
/// Core Animation's does. A value set in a transaction holds in the transactions nested inside it.
///
/// The completion block set with ``setCompletionBlock(_:)`` runs once, on the scene's clock, when
/// every animation added after it was set — explicit animations added with
/// ``CALayer/add(_:forKey:)`` and the animations of `UIView.animate` blocks alike, in this
/// transaction or one nested in it — has ended or been removed; with no such animation it runs on
/// the next turn after the commit. As Core Animation commits to the screen once per run-loop turn,
/// a committed transaction still gathers the animations added in the rest of its turn — those of a
/// push or presentation UIKit starts in that turn's layout pass included — so the widely used
/// `setCompletionBlock` around `pushViewController(_:animated:)` runs once the push has animated
/// (``HeadlessScene/Configuration/transactionCompletionWaitsForTheTurn``, a named default).
/// Setting another block hands the animations added so far to the old one, which then runs when
/// they are done.
///
/// ``animationDuration()`` (0.25 s unless set) is the duration an explicit animation with a
/// ``CAAnimation/duration`` of 0 gets when it is added.
///
/// ## What it does not model
///
/// Implicit animations: changes to standalone layers apply at once, so
/// ``setDisableActions(_:)`` and ``setAnimationTimingFunction(_:)`` are stored and read back but
/// change nothing. ``flush()``, ``lock()`` and ``unlock()`` do nothing.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
/// maskLayer.add(reveal, forKey: "path")       // 0.5 s
/// CATransaction.commit()
/// scene.advance(by: 0.5)                      // the block ran at t = 0.50
/// ```
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction.
    private final class Frame {
        let isImplicit: Bool
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        var completion: TransactionCompletion?
        var values: [String: Any] = [:]

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// The open transactions, outermost first.
    private static var stack: [Frame] = []
    /// The completion blocks of transactions committed in the current run-loop turn: animations
    /// added before the turn ends still join them.
    private static var committedThisTurn: [TransactionCompletion] = []

    /// The duration Core Animation uses when no transaction sets one: 0.25 s.
    static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// Opens a transaction, nested in the ones already open.
    open class func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost transaction opened with ``begin()``; its completion block runs once
    /// its animations are done. Records a diagnostic and does nothing without a matching `begin()`.
    open class func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            HeadlessScene.recordMisuse(
                api: "CATransaction.commit()", "there is no transaction opened with CATransaction.begin() to commit; nothing happened.")
            return
        }
        let frame = stack.remove(at: index)
        guard let completion = frame.completion else { return }
        let scene = HeadlessScene.current
        guard scene.configuration.transactionCompletionWaitsForTheTurn else {
            completion.seal()
            return
        }
        // The turn's remaining animations still join it (see the type's notes).
        committedThisTurn.append(completion)
        scene.scheduleOnNextTurn(label: "the end of the turn of a committed CATransaction") {
            committedThisTurn.removeAll { $0 === completion }
            completion.seal()
        }
    }

    /// Does nothing headlessly: changes apply at once.
    open class func flush() {}
    /// Does nothing headlessly: everything runs on the main thread.
    open class func lock() {}
    /// Does nothing headlessly: everything runs on the main thread.
    open class func unlock() {}

    /// The duration of the innermost transaction that sets one; 0.25 s when none does.
    @discardableResult
    open class func animationDuration() -> CFTimeInterval {
        stack.last(where: { $0.duration != nil })?.duration ?? defaultAnimationDuration
    }

    /// Sets the duration of the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur
    }

    /// The timing function of the innermost transaction that sets one; nil when none does.
    @discardableResult
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.last(where: { $0.timingFunction != nil })?.timingFunction ?? nil
    }

    /// Sets the timing function of the current transaction. Stored only: it applies to implicit
    /// animations, which are not modelled.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = .some(function)
    }

    /// Whether the innermost transaction that says so disables implicit animations; false when
    /// none does.
    @discardableResult
    open class func disableActions() -> Bool {
        stack.last(where: { $0.disableActions != nil })?.disableActions ?? false
    }

    /// Sets whether the current transaction disables implicit animations. Stored only: implicit
    /// animations are not modelled.
    open class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// The completion block of the current transaction, if any.
    open class func completionBlock() -> (() -> Void)? {
        stack.last?.completion?.block
    }

    /// Sets the block that runs once the animations added to the current transaction from now on
    /// are done (see the type's notes). A block set before is left with the animations added so far.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        frame.completion?.seal()
        frame.completion = block.map { TransactionCompletion(block: $0) }
    }

    /// The value the innermost transaction that has one stores under `key`.
    @discardableResult
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "disableActions": return disableActions()
        case "animationTimingFunction": return animationTimingFunction()
        case "completionBlock": return completionBlock()
        default: return stack.last(where: { $0.values[key] != nil })?.values[key]
        }
    }

    /// Stores `anObject` under `key` in the current transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let duration = anObject as? Double { setAnimationDuration(duration) }
        case "disableActions": if let flag = anObject as? Bool { setDisableActions(flag) }
        default: current.values[key] = anObject
        }
    }

    // MARK: Internal

    /// The innermost open transaction, opening the turn's implicit one when none is open.
    private static var current: Frame {
        if let frame = stack.last { return frame }
        let frame = Frame(isImplicit: true)
        stack.append(frame)
        HeadlessScene.current.scheduleOnNextTurn(label: "the implicit CATransaction's commit") {
            guard let index = stack.firstIndex(where: { $0 === frame }) else { return }
            stack.remove(at: index)
            frame.completion?.seal()
        }
        return frame
    }

    /// Whether ``openCompletions`` may have any: false when no transaction is open or was
    /// committed in this turn, as for most animations added.
    static var mayHaveOpenCompletions: Bool {
        // `count`, not the generic `isEmpty`: asked for every animation a block adds.
        stack.count != 0 || committedThisTurn.count != 0
    }

    /// The completion blocks waiting for animations added now, innermost first; empty (and
    /// nothing allocated) when no transaction has one.
    ///
    /// Outside any transaction opened with ``begin()`` — in the turn's implicit transaction, where
    /// UIKit's layout pass starts a push — the blocks of the transactions committed in this turn
    /// wait for the animation too.
    static var openCompletions: [TransactionCompletion] {
        guard mayHaveOpenCompletions else { return [] }
        let open = stack.reversed().compactMap(\.completion)
        return stack.contains(where: { !$0.isImplicit }) ? open : open + committedThisTurn
    }
}

/// A transaction's completion block and the animations it waits for.
@MainActor
final class TransactionCompletion {
    let block: () -> Void
    private var running = 0
    private var sealed = false
    private var fired = false
    private weak var scene: HeadlessScene?

    init(block: @escaping () -> Void) {
        self.block = block
    }

    /// An animation added to the transaction started, on `scene`'s clock.
    func animationStarted(on scene: HeadlessScene) {
        if self.scene == nil { self.scene = scene }
        running += 1
    }

    /// One of the transaction's animations ended or was removed.
    func animationStopped() {
        running -= 1
        fireIfDone()
    }

    /// The transaction committed (or its block was replaced): no animation joins any more.
    func seal() {
        guard !sealed else { return }
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, running <= 0, !fired else { return }
        fired = true
        let block = self.block
        (scene ?? HeadlessScene.current).scheduleOnNextTurn(label: "a CATransaction completion block") {
            HeadlessRunningCompletion.running("CATransaction.setCompletionBlock(_:)") { block() }
        }
    }
}
