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
        let key: Key
        switch self {
        case .rootView(let type): key = Key(type: ObjectIdentifier(type), isContainer: false)
        case .transitionContainer(let type): key = Key(type: ObjectIdentifier(type), isContainer: true)
        }
        if let name = Self.made[key] { return name }
        let name: String
        switch self {
        // `_typeName(_:qualified: false)` is what interpolating a metatype prints, without the
        // reflection (`Mirror`) and protocol casts that interpolation tries first.
        case .rootView(let type): name = _typeName(type, qualified: false) + ".view"
        case .transitionContainer(let type): name = "transition container of " + _typeName(type, qualified: false)
        }
        Self.made[key] = name
        return name
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let isContainer: Bool
    }

    @MainActor private static var made: [Key: String] = [:]
}
