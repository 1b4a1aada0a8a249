// Key-value observing and #keyPath.
// both: cannot find type 'NSKeyValueObservation' in scope
// both: value of type 'UIScrollView' has no member 'observe'
// both: value of type 'UIScrollView' has no member 'addObserver'
// both: '#keyPath' can only be used with the Objective-C runtime
import HeadlessUIKit

final class ScrollTracker: NSObject {
    var observation: NSKeyValueObservation?

    @MainActor
    func track(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, _ in print(scrollView) }
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)
    }
}
