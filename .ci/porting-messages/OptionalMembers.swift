// A protocol of one's own with an @objc optional member, and a ?(…) call to a UIKit protocol's
// optional member.
// both: Objective-C interoperability is disabled
// both: 'optional' can only be applied to members of an '@objc' protocol
// both: '@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes
// both: cannot use optional chaining on non-optional value of type '() -> ()'
// swift5: cannot use optional chaining on non-optional value of type '(UIViewController) -> (any UIViewControllerAnimatedTransitioning)?'
// swift6: cannot use optional chaining on non-optional value of type '@MainActor (UIViewController) -> (any UIViewControllerAnimatedTransitioning)?'
import HeadlessUIKit

@objc protocol CardTransitionDelegate: AnyObject {
    @objc optional func cardTransitionDidFinish()
}

final class Presenter {
    weak var delegate: CardTransitionDelegate?
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    func finish(_ presented: UIViewController) {
        delegate?.cardTransitionDidFinish?()
        _ = transitioningDelegate?.animationController?(forDismissed: presented)
    }
}
