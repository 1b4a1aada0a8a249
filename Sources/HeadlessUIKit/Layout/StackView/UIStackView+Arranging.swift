import Foundation

extension UIStackView {
    /// Adds `view` to the end of ``arrangedSubviews``, and as the last subview if it is not one.
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it there if it was
    /// arranged already); it is added as the last subview if it is not one.
    ///
    /// An index past the end is an invalid argument UIKit raises for: recorded as a misuse, and
    /// the view is not inserted.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        var arranged = arrangedSubviews
        arranged.removeAll { $0 === view }
        guard stackIndex >= 0, stackIndex <= arranged.count, view !== self else {
            HeadlessScene.recordMisuse(
                api: "UIStackView.insertArrangedSubview(_:at:)",
                "Index \(stackIndex) is out of bounds for a stack view with \(arranged.count) other arranged subviews; UIKit raises NSInternalInconsistencyException. The view was not inserted.",
                near: self, raises: true)
            return
        }
        arranged.insert(view, at: stackIndex)
        arrangedSubviews = arranged
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit (call
    /// `removeFromSuperview()` too to take it out).
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the spacing after `arrangedSubview` (instead of ``spacing``).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` set with ``setCustomSpacing(_:after:)``, or
    /// `UIStackView.spacingUseDefault` (`Float.greatestFiniteMagnitude`) when there is none.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The value ``customSpacing(after:)`` returns for a view without custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
}

extension UIView {
    /// An arranged subview's `isHidden` changed: its stack view regenerates its constraints.
    func arrangedVisibilityDidChange() {
        guard let stack = storedSuperview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack.arrangementDidChange()
    }
}
