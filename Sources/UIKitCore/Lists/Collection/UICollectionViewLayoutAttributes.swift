// Vitrine — Apache License 2.0

/// Where and how a layout places one element of a collection view: a cell, a
/// supplementary view (a header, a footer) or a decoration view.
///
/// Unlike UIKit's, the class is not bound to the main actor (it is plain data that layouts
/// copy), so `copy(with:)` overrides compile in both language modes.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's centre in content coordinates.
    open var center: CGPoint = .zero

    /// The element's size; negative or non-finite sizes read as zero.
    open var size: CGSize = .zero {
        didSet {
            let clean = CGSize(width: size.width.isFinite ? max(size.width, 0) : 0,
                               height: size.height.isFinite ? max(size.height, 0) : 0)
            if clean != size { size = clean }
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The element's affine transform; default identity.
    open var transform: CGAffineTransform = .identity

    /// The element's opacity; default 1.
    open var alpha: CGFloat = 1

    /// The element's order front to back; greater is in front. Default 0. (Vitrine uses
    /// it to pick the frontmost item at a point; it does not reorder the views, which
    /// stack cells behind supplementary views.)
    open var zIndex = 0

    /// Whether the element is hidden; hidden elements get no view. Default false.
    open var isHidden = false

    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

    /// The kind of a supplementary or decoration view (`elementKindSectionHeader` …);
    /// nil for a cell.
    open internal(set) var representedElementKind: String?

    /// For layouts that let views size themselves: which of the view's dimensions it
    /// picks; nil when the layout takes the size as it is.
    var selfSizing: SelfSizingDimensions?

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Creates attributes for a cell at [0, 0].
    public required override init() {
        super.init()
    }

    /// A copy of every attribute; subclasses with more attributes override it and call super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizing = selfSizing
        return copy
    }

    /// Whether `object` is attributes of the same class with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && transform == other.transform && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        "<\(type(of: self)) \(representedElementKind ?? "cell") \(indexPath) frame \(frame)>"
    }
}

/// The dimensions a self-sizing view picks for itself; the others are the layout's.
enum SelfSizingDimensions {
    /// The width only (a row of a horizontal list).
    case width
    /// The height only (a row of a vertical list: the width is the list's).
    case height
    /// Both.
    case both
}
