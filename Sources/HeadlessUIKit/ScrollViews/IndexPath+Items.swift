import Foundation

/// UIKit's additions to `IndexPath` for collection and table views: a two-index path whose first
/// index is the section and second the item (or row).
extension IndexPath {
    /// Makes the index path of an item in a collection view's section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Makes the index path of a row in a table view's section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
