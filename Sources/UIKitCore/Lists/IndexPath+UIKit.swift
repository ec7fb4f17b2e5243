// Vitrine — Apache License 2.0
import Foundation

// UIKit adds these to IndexPath on iOS (NSIndexPath's UITableView and UICollectionView
// categories); Foundation on Linux has none of them. An index path for a list holds two
// indexes: the section, then the row (or item). A shorter path reads as zeros rather than
// trapping, and setting an index on it fills in the missing ones.

extension IndexPath {
    /// An index path for the row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for the item `item` of section `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set {
            if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue }
        }
    }

    /// The row in its section: the second index (0 for a shorter path).
    public var row: Int {
        get { secondIndex }
        set { secondIndex = newValue }
    }

    /// The item in its section: the second index (0 for a shorter path).
    public var item: Int {
        get { secondIndex }
        set { secondIndex = newValue }
    }

    private var secondIndex: Int {
        get { count < 2 ? 0 : self[1] }
        set {
            if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue }
        }
    }
}
