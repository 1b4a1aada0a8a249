import Foundation

extension UIView {
    /// Runs `animations` as a view transition of `view` (flip, curl, cross-dissolve).
    ///
    /// The changes in the block apply at once, without individual animations (UIKit animates the
    /// view's content as a whole); the content transition lasts `duration`, and the completion
    /// runs when it ends, as for `animate(withDuration:…)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let name = view.headlessDisplayName  // as the view is named now, whenever a report asks
        runAnimationBlock(
            api: "UIView.transition(with: \(name), duration: \(HeadlessFormat.time(duration)))",
            duration: duration, delay: 0, curve: TimingCurve(options.curve),
            options: options.union(.overrideInheritedDuration),
            animations: {
                view.layer.write(.contents, .discrete("transition \(options.rawValue >> 20)"), recorded: false)
                if let animations { AnimationContext.nonAnimating().run(animations) }
            }, completion: completion)
    }

    /// Replaces `fromView` by `toView` with a view transition.
    ///
    /// `toView` takes `fromView`'s place in its superview and `fromView` is removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. The hierarchy changes at
    /// once; the transition lasts `duration` and the completion runs when it ends.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        let names = (fromView.headlessDisplayName, toView.headlessDisplayName)  // as named now
        runAnimationBlock(
            api: "UIView.transition(from: \(names.0), to: \(names.1))",
            duration: duration, delay: 0, curve: TimingCurve(options.curve),
            options: options.union(.overrideInheritedDuration),
            animations: {
                container?.layer.write(.contents, .discrete("transition \(options.rawValue >> 20)"), recorded: false)
                AnimationContext.nonAnimating().run {
                    if options.contains(.showHideTransitionViews) {
                        fromView.isHidden = true
                        toView.isHidden = false
                    } else if let container {
                        if let index = container.subviews.firstIndex(where: { $0 === fromView }), toView.superview !== container {
                            container.insertSubview(toView, at: index + 1)
                        }
                        fromView.removeFromSuperview()
                    }
                }
            }, completion: completion)
    }
}
