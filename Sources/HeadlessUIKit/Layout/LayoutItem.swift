import Foundation

/// What a constraint can relate: a view or a layout guide.
@MainActor
enum LayoutItem {
    case view(UIView)
    case guide(UILayoutGuide)

    /// The item `object` is, or nil if it is neither a view nor a layout guide.
    init?(_ object: AnyObject?) {
        if let view = object as? UIView {
            self = .view(view)
        } else if let guide = object as? UILayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The item `object` is, or nil if it is neither a view nor a layout guide.
    init?(any object: Any?) {
        if let view = object as? UIView {
            self = .view(view)
        } else if let guide = object as? UILayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): return view
        case .guide(let guide): return guide
        }
    }

    /// The view the item belongs to in the hierarchy: the view itself, or a guide's owning view.
    var hostView: UIView? {
        switch self {
        case .view(let view): return view
        case .guide(let guide): return guide.owningView
        }
    }

    /// The item's name in a constraint's description.
    var name: String {
        switch self {
        case .view(let view): return view.headlessDisplayName
        case .guide(let guide): return guide.displayName
        }
    }
}
