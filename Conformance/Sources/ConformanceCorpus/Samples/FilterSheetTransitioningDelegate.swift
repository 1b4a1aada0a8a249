#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The transitioning delegate of a filters screen that wants iOS 15's system sheet with two
/// detents in a `.custom` presentation (the pattern apps use to keep their own transitioning
/// delegate while getting the half-height sheet): it vends a `UISheetPresentationController` with
/// `detents = [.medium(), .large()]`, the grabber shown, the medium detent selected and the
/// presenter left undimmed at medium.
///
/// Legal: the sheet is UIKit's own presentation controller; it keeps the presented view at the
/// selected detent's frame (bottom-attached, half the large detent's height) and follows the
/// container through a rotation (in compact height the medium detent is inactive, so it shows the
/// large one); it adds no chrome of its own.
@MainActor
final class FilterSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        Self.makeSheet(presented: presented, presenting: presenting)
    }

    /// The sheet the delegate vends.
    static func makeSheet(presented: UIViewController, presenting: UIViewController?) -> UISheetPresentationController {
        let sheet = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        return sheet
    }
}
