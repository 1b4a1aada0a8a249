import Foundation

/// One recorded change of a view: a property written, or the view moved in the hierarchy.
///
/// Views record every change of their geometry, appearance and place in the tree, with the
/// scene's virtual time, so that a report can say *when* a view was changed and whether that
/// happened inside an animation — "alpha set to 0.0 at t=0.00 and never restored".
public struct ViewMutation: Sendable, Equatable, CustomStringConvertible {
    /// The property written, e.g. `alpha`, `frame`, `layer.cornerRadius`, or `superview` for a
    /// move in the hierarchy (its values are the superviews' names, `nil` for none).
    public let property: String
    /// The value before the change.
    public let oldValue: HeadlessValue
    /// The value after the change (the model value).
    public let newValue: HeadlessValue
    /// The virtual time of the change.
    public let time: TimeInterval
    /// The duration of the animation the change started, or nil if it was not animated.
    public let animationDuration: TimeInterval?

    /// Whether the change was made inside an animation block and animated.
    public var isAnimated: Bool { animationDuration != nil }

    public var description: String {
        let animated = animationDuration.map { " (animated over \(HeadlessFormat.time($0)) s)" } ?? ""
        return "\(property) \(oldValue) → \(newValue) at t=\(HeadlessFormat.time(time))\(animated)"
    }
}

extension UIView {
    /// Every change recorded on this view, oldest first. HeadlessUIKit only.
    ///
    /// The record keeps at most `HeadlessScene.Configuration.maximumMutationsPerView` entries;
    /// ``headlessDroppedMutationCount`` counts the ones after that.
    public var headlessMutations: [ViewMutation] { mutations }

    /// How many changes were not kept because the record was full. HeadlessUIKit only.
    public var headlessDroppedMutationCount: Int { droppedMutationCount }

    /// Forgets the recorded changes, e.g. after setting up a test. HeadlessUIKit only.
    public func headlessClearMutations() {
        mutations = []  // what `removeAll()` leaves, without its generic code (a debug build runs it per view)
        droppedMutationCount = 0
    }

    /// A name for this view in reports, e.g. `"ImageViewController.view"`. HeadlessUIKit only;
    /// when nil, reports use ``accessibilityIdentifier`` or the view's type.
    public var headlessName: String? {
        get { givenName(from: names) }
        set {
            names.given = newValue
            names.deferred = nil
        }
    }

    /// ``headlessName`` from `names`, this view's names as the caller read them: the given name,
    /// else the deferred one put into words once and kept as the given name (in one write).
    private func givenName(from names: (given: String?, deferred: DeferredViewName?, typeName: String?)) -> String? {
        if let given = names.given { return given }
        guard let deferred = names.deferred else { return nil }
        let name = deferred.text
        self.names = (given: name, deferred: nil, typeName: names.typeName)
        return name
    }

    /// Whether the view has a name, given or deferred (without putting a deferred one into words).
    var hasHeadlessName: Bool {
        // Each part read in place (the tuple's copy retains both strings), and tested by `if`
        // (`||` takes its right side as a closure in a debug build).
        if names.given != nil { return true }
        return names.deferred != nil
    }

    /// The name reports use: ``headlessName``, else ``accessibilityIdentifier``, else the type name.
    public var headlessDisplayName: String {
        let names = self.names  // one access for the three
        if let name = givenName(from: names) { return name }
        if let name = accessibilityIdentifier { return name }
        // The view's type name, kept with the view after the first use: reports and the change
        // record ask for names of the same views over and over.
        if let name = names.typeName { return name }
        let name = UIView.typeName(of: self)
        self.names.typeName = name
        return name
    }

    /// The name of each view class, made once: `String(describing:)` on a metatype goes through
    /// reflection and dominated the cost of snapshots and hierarchy records.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// `String(describing: type(of: view))`, cached per class.
    ///
    /// Made with the standard library's `_typeName(_:qualified:)`, the unqualified name
    /// `String(describing:)` ends with for a class: on the way it asks whether the metatype
    /// conforms to three printing protocols, and for a class not seen before each question scans
    /// every conformance in the program (hundreds of thousands of instructions per class).
    static func typeName(of view: UIView) -> String {
        let type = type(of: view)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        // `_typeName(_:qualified: false)` is what `String(describing:)` prints for a metatype,
        // without the reflection (`Mirror`) and protocol casts it tries first.
        let name = _typeName(type, qualified: false)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Records a change; `windowScene`, when given, is this view's window's scene as the caller
    /// already looked it up (`.some(nil)`: in no window), to save a second walk up the tree.
    ///
    /// The two values are `consuming` and moved on (`consume`) into the record: the caller's
    /// values become the record's without a copy and a destroy each, in a debug build.
    func recordMutation(
        _ property: String, _ old: consuming HeadlessValue, _ new: consuming HeadlessValue, animation: LayerAnimation?,
        windowScene knownWindowScene: HeadlessScene?? = nil
    ) {
        guard isRecording else { return }
        // The window's stored scene, as `headlessScene` returns it, without the call: read from
        // the stored window, without `window`'s getter, and chosen by `if`, without `??`'s
        // generic call and autoclosure (each a cost per recorded change in a debug build).
        let windowScene: HeadlessScene?
        if let knownWindowScene {
            windowScene = knownWindowScene
        } else if let window = storedWindow {
            windowScene = window.storedScene
        } else {
            windowScene = nil
        }
        // Each scene is unwrapped once (every `?.` retains and releases in a debug build).
        var (limit, time) = (10_000, 0.0)
        if let windowScene {
            // A view in no window touches no scene; outside any block (most writes) there is
            // nothing to note, and no call is made.
            if AnimationContext.current != nil { AnimationContext.noteTouchedView(inWindowOf: windowScene) }
            (limit, time) = (windowScene.configuration.maximumMutationsPerView, windowScene.now)
        } else if let scene = HeadlessScene.currentIfAny {
            (limit, time) = (scene.configuration.maximumMutationsPerView, scene.now)
        }
        // One modify access to the stored array for the check and the append.
        if !Self.append(property, consume old, consume new, time: time, animationDuration: animation?.duration, limit: limit, to: &mutations) {
            droppedMutationCount += 1
        }
    }

    /// Appends the change made of the given parts unless `mutations` holds `limit` already;
    /// whether it did. The change is made in the call to `append`, not copied into it.
    private static func append(
        _ property: String, _ old: consuming HeadlessValue, _ new: consuming HeadlessValue, time: TimeInterval, animationDuration: TimeInterval?,
        limit: Int, to mutations: inout [ViewMutation]
    ) -> Bool {
        let count = mutations.count
        guard count < limit else { return false }
        // Room for a few at once: a view in a transition typically records a move and a handful
        // of writes, and growing 1 → 2 → 4 → 8 copied these large records three times. (Only an
        // empty record can have no room.) A condition list: `&&` takes its right side as a closure
        // in a debug build, for every recorded change.
        if count == 0, mutations.capacity == 0 { mutations.reserveCapacity(8) }
        mutations.append(ViewMutation(property: property, oldValue: consume old, newValue: consume new, time: time, animationDuration: animationDuration))
        return true
    }
}
