// Vitrine — Apache License 2.0

/// A view a collection view shows for an element of its layout (a cell, a header, a
/// footer) and keeps for reuse when the element scrolls away.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind the view was registered for; nil for a cell.
    var reuseKind: String?
    /// The appearance of the list section the view was last dequeued for; nil outside
    /// a list. Default configurations follow it, as UIKit's take the section's style.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? {
        didSet { if listAppearance != oldValue { listAppearanceDidChange() } }
    }

    /// Called when the view was dequeued for a list section of another appearance.
    func listAppearanceDidChange() {}

    /// Creates a reusable view; collection views create them from their registered classes.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a collection view creates a view of a registered class: `init(frame:)` of the
    /// class, found dynamically. (Swift can call only required initializers through a
    /// class value; this one is inherited by every subclass that overrides `init(frame:)`
    /// or declares no initializer, as cell classes do.)
    public required convenience init(_vitrineReusableFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called just before the view is handed out again by a dequeue; resets state that
    /// belongs to the element it showed. The default does nothing; overrides call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes for the element: frame, transform, alpha, hidden.
    /// Subclasses override it for custom attributes and call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        // The frame is set through bounds and centre so a transform is kept.
        bounds.size = layoutAttributes.size
        center = layoutAttributes.center
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }

    /// Called before the view takes part in a layout change; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view took part in a layout change; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's: for a layout that asks
    /// views to size themselves (a flow layout's `estimatedItemSize`), the size its
    /// constraints allow. The default asks Auto Layout with `systemLayoutSizeFitting`,
    /// from the layout's estimate, keeping the dimensions the layout fixes (a list row's
    /// width).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        fittedAttributes(layoutAttributes, measuring: self)
    }

    /// `layoutAttributes` with the size `view`'s constraints allow.
    func fittedAttributes(_ layoutAttributes: UICollectionViewLayoutAttributes, measuring view: UIView) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let target = layoutAttributes.size
        let size: CGSize
        switch layoutAttributes.selfSizing {
        case .width:
            size = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        case .height:
            size = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        case .both, nil:
            size = view.systemLayoutSizeFitting(target)
        }
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            fitted.size = size
        }
        return fitted
    }
}
