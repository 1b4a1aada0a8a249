#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Names the app's anonymous views as a developer knows them, for a report that has something to
/// say about them: a view held in a stored property of one of the run's objects is
/// "CardPresentationController.dimmingView", a snapshot is "snapshot of DetailViewController.view".
///
/// ## The model
///
/// A view keeps its name when it has one (the kit's, or an `accessibilityIdentifier`). Otherwise
/// the owners — the animator, the presentation controller, the interaction controller, the
/// delegate, the view controllers — are searched with `Mirror`, one level deep (optionals and
/// arrays of views included; lazy and wrapped properties by their declared name), and the first
/// property holding the view names it. It runs only once a check has found something to report,
/// so a passing run pays nothing. On UIKit it names nothing: the only place for a name there is
/// the app's `accessibilityIdentifier`.
@MainActor
enum ViewNaming {
    /// Names the unnamed views held by `owners`' stored properties, and the unnamed snapshots
    /// among `views`; returns whether it named any.
    @discardableResult
    static func nameViews(ownedBy owners: [AnyObject], snapshotsAmong views: [UIView] = []) -> Bool {
        var named = false
        for owner in owners {
            let ownerName = "\(type(of: owner))"
            var mirror: Mirror? = Mirror(reflecting: owner)
            // The app's own classes only: UIKit's (or HeadlessUIKit's) stored properties are not
            // the app's names, and reflecting them is most of the cost.
            while let current = mirror, !isFrameworkType(current.subjectType) {
                for child in current.children {
                    guard let label = child.label else { continue }
                    for view in Self.views(in: child.value) {
                        named = view.nameForReportsIfUnnamed("\(ownerName).\(Self.propertyName(label))") || named
                    }
                }
                mirror = current.superclassMirror
            }
        }
        for view in views {
            guard let source = view.snapshotSourceForReports else { continue }
            named = view.nameForReportsIfUnnamed("snapshot of \(source.reportName)") || named
        }
        return named
    }

    /// The outermost of `views` (those whose superview is not among them), each with how many of
    /// `views` are under it, in the order given: a leftover and its subviews are one entry.
    static func outermost(_ views: [UIView]) -> [(view: UIView, subviews: Int)] {
        let all = Set(views.map(ObjectIdentifier.init))
        // Each view's outermost holder among `views` (itself when none holds it).
        let tops = views.map { view in
            var top = view
            while let parent = top.superview, all.contains(ObjectIdentifier(parent)) { top = parent }
            return top
        }
        var held: [ObjectIdentifier: Int] = [:]
        for top in tops { held[ObjectIdentifier(top), default: 0] += 1 }
        return zip(views, tops).filter { $0 === $1 }.map { view, _ in (view, (held[ObjectIdentifier(view)] ?? 1) - 1) }
    }

    /// Whether `type` is UIKit's, HeadlessUIKit's or the Objective-C runtime's rather than the
    /// app's, by the module its name is qualified with (known types cached).
    private static func isFrameworkType(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = frameworkTypes[id] { return known }
        let module = String(reflecting: type).prefix { $0 != "." }
        let framework = ["HeadlessUIKit", "UIKit", "UIKitCore", "ObjectiveC", "Foundation", "__C", "TransitionConformance"].contains(String(module))
        frameworkTypes[id] = framework
        return framework
    }
    private static var frameworkTypes: [ObjectIdentifier: Bool] = [:]

    /// The views a property's value holds: itself, an optional's, an array's.
    private static func views(in value: Any) -> [UIView] {
        if let view = value as? UIView { return [view] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { views(in: $0.value) } ?? []
        case .collection: return mirror.children.compactMap { $0.value as? UIView }
        default: return []
        }
    }

    /// The declared name of a stored property: `$__lazy_storage_$_dimmingView` and `_dimmingView`
    /// (a wrapper's storage) are `dimmingView`.
    static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

extension TransitionRun {
    /// Names the app's anonymous views of this run (see ``ViewNaming``): those held by a
    /// presentation controller in place, the animator, the interaction controller and the two
    /// view controllers (the presented or pushed one first), and the snapshots left in the
    /// window. Returns whether it named any.
    ///
    /// The owners are searched in the order the presentation-controller suite searches its own
    /// (the presentation controller, then the presented and the presenting view controller), so
    /// that a view held by two of them has one name in every finding of a report.
    func nameAppViews() -> Bool {
        var owners: [AnyObject] = []
        for controller in [toViewController, fromViewController] where controller.presentingViewController != nil {
            if let presentationController = controller.presentationController { owners.append(presentationController) }
        }
        owners.append(AnimatorObservation.unwrap(animator))
        if let interactionController { owners.append(interactionController) }
        let arriving = scenario.kind == .presentation || scenario.kind == .push
        owners += arriving ? [toViewController, fromViewController] : [fromViewController, toViewController]
        return ViewNaming.nameViews(ownedBy: owners, snapshotsAmong: newViews.map(\.view) + outsideContainer.compactMap(\.view.object))
    }
}

extension PresentationRun {
    /// Names the app's anonymous views held by the presentation controller and the two view
    /// controllers (see ``ViewNaming``).
    func nameAppViews() {
        watch.nameAppViews()
    }
}
