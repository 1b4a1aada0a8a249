import Foundation

/// A reference to an object that does not keep it alive and reads nil once the object has begun
/// to go — what a `weak` reference does — without giving the object a side table.
///
/// ## Why not `weak`
///
/// The first `weak` reference to an object gives it a side table, and from then on every retain
/// and release of that object takes the runtime's slow path. A transition's context and
/// coordinator were held weakly by each other, and a modal or container transition by its view
/// controllers and its context's callbacks (see ``TransitionInFlightLink``), and they are retained
/// at every step of a transition: their slow retains and releases were a tenth of the checker's
/// (`perf record` on `transition-conformance bench`; counted per class with a breakpoint on the
/// runtime's `incrementSlow`).
///
/// ## How it stays safe
///
/// The object makes one link when it is made and holds it (``attach(_:)``); whoever would have
/// held the object weakly holds the link instead, strongly — a link is a few bytes and keeps
/// nothing else alive. The object's `deinit` ``sever()``s its link, so the link reads nil from
/// the moment the object starts to go, as a `weak` reference would. The reference inside is
/// `unowned` (checked: reading a dangling one traps rather than reading freed memory), which costs
/// no side table; it is never read after the `deinit` cleared it.
///
/// Only for `final` classes whose `deinit` runs on the main actor (`isolated deinit`), where the
/// link is read: a subclass's `deinit` runs before its superclass's, and a read of the link in
/// between would trap where a `weak` reference reads nil. Such an object is let go by the model's
/// own main-actor objects; were its last reference dropped off the main actor, its `deinit` would
/// wait for the main actor, and a read of its link in that wait would trap too. The model's open
/// classes (views, view controllers, which apps subclass) and the scene (whose `deinit` must run
/// wherever it is let go) stay `weak`.
final class LifetimeLink<Object: AnyObject> {
    /// The object, until its `deinit` begins.
    private(set) unowned var object: Object?

    init() {}

    /// Points the link at its object; called once, by the object, when it is made.
    func attach(_ object: Object) {
        self.object = object
    }

    /// Clears the link; called by the object's `deinit`.
    func sever() {
        object = nil
    }
}
