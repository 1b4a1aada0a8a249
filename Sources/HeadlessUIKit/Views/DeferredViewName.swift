import Foundation

/// A name HeadlessUIKit gives a view it makes or installs — "ListViewController.view",
/// "transition container of DetailViewController" — kept as the type it names and put into words
/// only when a report or ``UIView/headlessName`` first asks for it: naming a type costs more than
/// making the view, and most views never appear in a report.
enum DeferredViewName {
    /// The root view of a view controller of this type: "`Type`.view".
    case rootView(of: Any.Type)
    /// The container of a modal transition presenting a view controller of this type.
    case transitionContainer(presenting: Any.Type)

    /// The name, as it reads in reports; made once per type and kind of name (the container of
    /// every modal transition is named as soon as a view moves into it).
    @MainActor
    var text: String {
        switch self {
        case .rootView(let type):
            let key = ObjectIdentifier(type)
            if let name = Self.rootViewNames[key] { return name }
            // `_typeName(_:qualified: false)` is what interpolating a metatype prints, without the
            // reflection (`Mirror`) and protocol casts that interpolation tries first.
            let name = _typeName(type, qualified: false) + ".view"
            Self.rootViewNames[key] = name
            return name
        case .transitionContainer(let type):
            let key = ObjectIdentifier(type)
            if let name = Self.containerNames[key] { return name }
            let name = "transition container of " + _typeName(type, qualified: false)
            Self.containerNames[key] = name
            return name
        }
    }

    // One table per kind of name, keyed by the type named: of the type `UIView.typeName(of:)`
    // keeps its names in, so that the process makes that dictionary type's metadata once, not
    // once more for a key type of its own (a one-time cost of hundreds of thousands of
    // instructions in a debug build).
    @MainActor private static var rootViewNames: [ObjectIdentifier: String] = [:]
    @MainActor private static var containerNames: [ObjectIdentifier: String] = [:]
}
