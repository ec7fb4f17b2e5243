// Vitrine — Apache License 2.0
import Foundation

// UIKit adds these to IndexPath on iOS (NSIndexPath's UITableView and UICollectionView
// categories); Foundation on Linux has none of them. An index path for a list holds two
// indexes: the section, then the row (or item).

extension IndexPath {
    /// An index path for the row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for the item `item` of section `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
