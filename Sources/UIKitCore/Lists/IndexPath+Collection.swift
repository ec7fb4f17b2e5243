// Vitrine — Apache License 2.0
// The index paths of collection views: [section, item], as UIKit's Foundation extension
// spells them. (Foundation on Linux has IndexPath but not these accessors.)

extension IndexPath {
    /// An index path for the item at `item` in section `section`.
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

    /// The item within the section: the second index (0 for a shorter path).
    public var item: Int {
        get { count < 2 ? 0 : self[1] }
        set {
            if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue }
        }
    }
}
