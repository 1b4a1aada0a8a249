#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// How the kit's own transition contexts link a presenting and a presented view controller as
/// UIKit's presentation machinery does (contract §7 F8) — on HeadlessUIKit, with
/// `headlessSetPresentedViewController(_:)`, which sets `presentedViewController` and
/// `presentingViewController` without a transition. An animator that tells a presentation from a
/// dismissal with `toVC.presentingViewController === fromVC` then reads what UIKit would show it.
@MainActor
enum PresentationLinks {
    /// Makes `presenting` present `presented`, as UIKit has by the time a presentation animates
    /// and still has while it is dismissed.
    static func link(_ presenting: UIViewController, presenting presented: UIViewController) {
        presenting.headlessSetPresentedViewController(presented)
    }

    /// Undoes ``link(_:presenting:)``, as UIKit does when a dismissal completes or a presentation
    /// is cancelled.
    static func unlink(_ presenting: UIViewController) {
        presenting.headlessSetPresentedViewController(nil)
    }
}
#endif
