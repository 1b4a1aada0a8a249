import Foundation

/// A view's accessibility properties, allocated when the first one is set so views that never
/// use them pay one nil pointer.
final class ViewAccessibility {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits = UIAccessibilityTraits.none
    var viewIsModal = false
}

extension UIView: UITraitEnvironment {
    /// The accessibility storage, made on first write.
    var accessibilityStorage: ViewAccessibility {
        if let accessibility { return accessibility }
        let made = ViewAccessibility()
        accessibility = made
        return made
    }
}
