import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// 48. A scroll-aware sheet: the delegate pins the content while the sheet moves.
@MainActor
final class UsageScrollTracking: NSObject, UIScrollViewDelegate {
    var sheetIsMoving = false

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard sheetIsMoving || (scrollView.isTracking && scrollView.contentOffset.y < 0) else { return }
        scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.contentInset.top), animated: false)
        scrollView.showsVerticalScrollIndicator = false
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if sheetIsMoving { targetContentOffset.pointee = scrollView.contentOffset }
    }
}

/// 49. Zoom from a collection-view cell: the selected cell, its frame in the window, and hiding it.
@MainActor
func usageCellFrame(in collectionView: UICollectionView) -> CGRect? {
    guard let indexPath = collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.first,
        let cell = collectionView.cellForItem(at: indexPath)
    else { return nil }
    if collectionView.layoutAttributesForItem(at: indexPath) == nil { return nil }
    cell.isHidden = true
    defer { cell.isHidden = false }
    return cell.contentView.convert(cell.contentView.bounds, to: nil)
}

/// 50. The same from a table-view row.
@MainActor
func usageRowFrame(in tableView: UITableView, at indexPath: IndexPath) -> CGRect {
    let rect = tableView.rectForRow(at: indexPath)
    _ = tableView.cellForRow(at: indexPath)?.imageView
    return tableView.convert(rect, to: tableView.window)
}
