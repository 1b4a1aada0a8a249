import Foundation

/// Attaching gesture recognizers to views.
///
/// A view keeps its recognizers (strongly, as UIKit does); each recognizer knows its view
/// (weakly). A recognizer is on at most one view: adding it to another moves it.
extension UIView {
    /// The recognizers attached to the view, in the order they were added; nil when there are
    /// none, as in UIKit. Setting it detaches the old recognizers and attaches the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { recognizer.storedView = nil }
            storedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view and sets its ``UIGestureRecognizer/view``. A
    /// recognizer attached to another view moves here; one already here stays where it is.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.storedView === self,
            storedGestureRecognizers.containsIdentical(gestureRecognizer)
        {
            return
        }
        gestureRecognizer.storedView?.storedGestureRecognizers.removeAll(identicalTo: gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }

    /// Detaches `gestureRecognizer` from the view, which clears its ``UIGestureRecognizer/view``;
    /// does nothing if it is not attached to this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(ofIdentical: gestureRecognizer) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.storedView = nil
    }
}
