import Foundation

extension CGRect {
    /// Whether the two rectangles share some area, as Core Graphics' `intersects(_:)` answers:
    /// rectangles that only touch do not. (swift-corelibs-foundation's `intersects(_:)` counts a
    /// shared edge, so a row just below the visible rect would get a cell.)
    func sharesArea(with other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
