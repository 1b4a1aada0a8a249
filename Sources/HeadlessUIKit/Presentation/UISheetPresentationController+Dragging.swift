import Foundation

extension UISheetPresentationController {
    /// Moves a presented sheet as the user's finger on it would: its top edge follows the finger,
    /// so the presented view is `height` points tall, bottom-attached, at once. Heights are
    /// clamped to the sheet's largest active detent. End the drag with ``headlessEndDrag()``.
    ///
    /// A height below the smallest active detent pulls the sheet down to dismiss it, as UIKit
    /// does: the first such height asks whether it may (the presented view controller's or a
    /// child's `isModalInPresentation`, then the delegate's `presentationControllerShouldDismiss(_:)`).
    /// If it may, the delegate's `presentationControllerWillDismiss(_:)` is called and an
    /// interactive dismissal starts, driven by the finger: its progress is how far below the
    /// smallest detent the sheet is, as a fraction of that detent's height. If it may not, the
    /// sheet stops at the smallest detent (it follows the finger back up), and lifting the finger calls
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    ///
    /// Does nothing, recording a ``HeadlessDiagnostic/Kind/invalidArgument`` diagnostic, when the
    /// sheet is not presented, a transition other than its pull-down dismissal is in flight, or the
    /// sheet is a centred form sheet.
    public func headlessDrag(toHeight height: CGFloat) {
        if let swipe { return swipe.move(toHeight: height, of: self) }
        guard let (container, view, active, large) = draggable(api: "headlessDrag(toHeight:)") else { return }
        guard height.isFinite else {
            return record("headlessDrag(toHeight:)", in: container, "needs a finite height; got \(height). Nothing moved.")
        }
        let heights = active.map(\.height)
        let smallest = heights.min() ?? large.height
        let largest = heights.max() ?? large.height
        if height < smallest, beginSwipeToDismiss(smallestHeight: smallest, largestHeight: largest, height: height) { return }
        let clamped = min(max(height, smallest), largest)
        view.frame = CGRect(x: large.minX, y: large.maxY - clamped, width: large.width, height: clamped)
    }

    /// Lifts the finger from a dragged sheet: it settles at the active detent nearest its height —
    /// an animation of `HeadlessScene.Configuration.sheetDetentAnimationDuration` on the virtual
    /// clock — and, when that is not the detent it showed before the drag, `selectedDetentIdentifier`
    /// becomes that detent's and the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is called right after, as
    /// UIKit does for the user's changes. Of two detents equally near, the larger wins.
    ///
    /// After a pull below the smallest detent: a sheet that may be dismissed is, when it was
    /// pulled down further than `HeadlessScene.Configuration.sheetDismissFraction` of that
    /// detent's height (the dismissal finishes on the clock, and `presentationControllerDidDismiss(_:)`
    /// is called once it completed), and otherwise springs back (the dismissal is cancelled); one
    /// that may not calls `presentationControllerDidAttemptToDismiss(_:)`.
    public func headlessEndDrag() {
        if let swipe { return endSwipeToDismiss(swipe) }
        guard let (container, view, active, large) = draggable(api: "headlessEndDrag()") else { return }
        let before = displayedIdentifier(in: container, maximum: large.height)
        let height = view.frame.height
        guard
            let nearest = active.min(by: { a, b in
                let da = abs(a.height - height)
                let db = abs(b.height - height)
                return da == db ? a.height > b.height : da < db
            })
        else {
            return animateChanges { detentsChanged() }  // no active detent: back to the large one
        }
        let changed = nearest.identifier != before
        animateChanges {
            if changed {
                selectedDetentIdentifier = nearest.identifier
            } else {
                detentsChanged()
            }
        }
        if changed { (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    private func displayedIdentifier(in container: UIView, maximum: CGFloat) -> Detent.Identifier? {
        let active = activeDetents(in: container, maximum: maximum)
        if let selected = selectedDetentIdentifier, active.contains(where: { $0.identifier == selected }) { return selected }
        return active.min { $0.height < $1.height }?.identifier
    }

    /// The sheet's container, presented view, active detents and large frame when it can be
    /// dragged; otherwise records why not and answers nil.
    func draggable(api: String) -> (UIView, UIView, [ActiveDetent], CGRect)? {
        guard let container = containerView, let view = presentedView, view.superview === container else {
            record(api, in: nil, "needs a presented sheet; this one is not presented. Nothing moved.")
            return nil
        }
        guard presentedViewController.presentationState.activeTransition == nil else {
            record(api, in: container, "cannot drag a sheet while its presentation or dismissal runs. Nothing moved.")
            return nil
        }
        guard !SheetGeometry.isCentredFormSheet(sheetStyle, in: container.bounds) else {
            record(api, in: container, "a centred form sheet has no detents to drag between. Nothing moved.")
            return nil
        }
        let large = SheetGeometry.frame(sheetStyle, in: container.bounds)
        let active = activeDetents(in: container, maximum: large.height)
        return (container, view, active, large)
    }

    func record(_ api: String, in container: UIView?, _ message: String) {
        let scene = container?.window?.headlessScene ?? HeadlessScene.current
        scene.record(.invalidArgument, api: "UISheetPresentationController.\(api)", message)
    }
}
