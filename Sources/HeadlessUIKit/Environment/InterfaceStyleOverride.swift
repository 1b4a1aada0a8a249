import Foundation

/// `overrideUserInterfaceStyle`: a view or view controller that keeps light or dark whatever the
/// scene's ``HeadlessScene/userInterfaceStyle``.
///
/// As in UIKit, the override applies to the view (a view controller's: to its view) and
/// everything below it; the nearest override wins. Setting it calls `traitCollectionDidChange(_:)`
/// on the views below whose style it changes, and on the view controllers whose root views those
/// are. Only the interface style can be overridden: other trait overrides are not modelled.
extension UIView {
    /// The interface style of the view and its subviews, whatever their superviews' or the
    /// scene's; `.unspecified` (the default) inherits.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyleOverride }
        set { changeInterfaceStyleOverride { storedInterfaceStyleOverride = newValue } }
    }

    /// The nearest override on the view, its superviews and the view controllers whose root views
    /// those are; `.unspecified` when there is none.
    var inheritedInterfaceStyleOverride: UIUserInterfaceStyle {
        var current: UIView? = self
        while let view = current {
            if view.storedInterfaceStyleOverride != .unspecified { return view.storedInterfaceStyleOverride }
            if view.isRootViewOfController, let style = view.owningViewController?.storedInterfaceStyleOverride, style != .unspecified {
                return style
            }
            current = view.superview
        }
        return .unspecified
    }

    /// Applies `change` and tells the views below (and their view controllers) whose style it
    /// changed.
    func changeInterfaceStyleOverride(_ change: () -> Void) {
        guard window?.headlessScene != nil else { return change() }
        var before: [ObjectIdentifier: UITraitCollection] = [:]
        forEachInTree { before[ObjectIdentifier($0)] = $0.traitCollection }
        change()
        forEachInTree { view in
            guard let previous = before[ObjectIdentifier(view)], previous.userInterfaceStyle != view.traitCollection.userInterfaceStyle else { return }
            if view.isRootViewOfController { view.owningViewController?.traitCollectionDidChange(previous) }
            view.traitCollectionDidChange(previous)
        }
    }

    private func forEachInTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInTree(body) }
    }
}

extension UIViewController {
    /// The interface style of the view controller, its view and what is below; `.unspecified`
    /// (the default) inherits.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedInterfaceStyleOverride }
        set {
            guard let view = viewIfLoaded else {
                storedInterfaceStyleOverride = newValue
                return
            }
            view.changeInterfaceStyleOverride { storedInterfaceStyleOverride = newValue }
        }
    }
}

extension UITraitCollection {
    /// These traits with `style` as the interface style, or unchanged when it is `.unspecified`.
    func overridingStyle(with style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}
