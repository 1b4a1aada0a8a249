// Overrides of UIKit members declared in an extension.
// both: property 'frameOfPresentedViewInContainerView' declared in 'UIPresentationController' cannot be overridden from extension
// both: instance method 'presentationTransitionWillBegin()' declared in 'UIPresentationController' cannot be overridden from extension
import HeadlessUIKit

final class SheetPresentationController: UIPresentationController {}

extension SheetPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { .zero }
    override func presentationTransitionWillBegin() {}
}
