import Foundation

/// How the flow layout fills lines (see ``UICollectionViewFlowLayout``). Worked out along two
/// axes: "along" a line (across the scroll direction) and "down" from line to line.
extension UICollectionViewFlowLayout {
    func computeLayout() {
        itemAttributes = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let inset = collectionView.contentInset
        let room = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        var down: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { size(ofItem: IndexPath(item: $0, section: section)) }
            let (lead, trail, before, after) =
                vertical
                ? (sectionInset.left, sectionInset.right, sectionInset.top, sectionInset.bottom)
                : (sectionInset.top, sectionInset.bottom, sectionInset.left, sectionInset.right)
            down += before
            var frames: [CGRect] = []
            let lines = Self.lines(of: sizes.map { vertical ? $0.width : $0.height }, room: room - lead - trail, spacing: minimumInteritemSpacing)
            var previousSpacing = minimumInteritemSpacing
            for (index, line) in lines.enumerated() {
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let depths = line.map { vertical ? sizes[$0].height : sizes[$0].width }
                let depth = depths.max() ?? 0
                let spare = room - lead - trail - lengths.reduce(0, +)
                var position = lead
                var spacing = previousSpacing
                if line.count == 1 && (index < lines.count - 1 || lines.count == 1) {
                    position = lead + max(spare, 0) / 2
                } else if index < lines.count - 1 {
                    spacing = spare / CGFloat(line.count - 1)
                    previousSpacing = spacing
                }
                for (k, item) in line.enumerated() {
                    let offsetDown = down + (depth - depths[k]) / 2
                    frames.append(
                        vertical
                            ? CGRect(x: position, y: offsetDown, width: lengths[k], height: depths[k])
                            : CGRect(x: offsetDown, y: position, width: depths[k], height: lengths[k]))
                    position += lengths[k] + spacing
                    _ = item
                }
                down += depth + (index < lines.count - 1 ? minimumLineSpacing : 0)
            }
            down += after
            itemAttributes.append(
                frames.enumerated().map { item, frame in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    return attributes
                })
        }
        contentSize = vertical ? CGSize(width: room, height: down) : CGSize(width: down, height: room)
    }

    /// The indices of the items in each line: as many as fit `room` with `spacing` between them
    /// (at least one).
    static func lines(of lengths: [CGFloat], room: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            let needed = current.isEmpty ? length : used + spacing + length
            if !current.isEmpty && needed > room + 0.0001 {
                lines.append(current)
                current = [index]
                used = length
            } else {
                current.append(index)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func size(ofItem indexPath: IndexPath) -> CGSize {
        guard let collectionView, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else { return itemSize }
        return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    }
}
