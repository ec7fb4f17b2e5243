// Vitrine — Apache License 2.0

/// A collection view's cell: a content view for the app's subviews, over an optional
/// background view and, while selected or highlighted, a selected-background view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell and is in front of the
    /// background views.
    public let contentView: UIView

    /// A view behind the content; nil by default. It fills the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }

    /// A view shown behind the content (above `backgroundView`) while the cell is
    /// selected or highlighted; nil by default. It fills the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }

    /// Whether the cell is selected; the collection view sets it. Showing the selected
    /// background is the only visible effect by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }

    /// Whether the cell is highlighted (a finger is on it); the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    /// Creates a cell with an empty content view.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        backgroundColor = nil
        isOpaque = false
        addSubview(contentView)
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Clears the selection and highlight the cell showed for its last item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    /// The size the content view's constraints allow (the cell is as large as its
    /// content view), as `UICollectionReusableView` describes.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        fittedAttributes(layoutAttributes, measuring: contentView)
    }

    /// Keeps the background views and the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = CGRect(origin: .zero, size: bounds.size)
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
        if contentView.frame != whole { contentView.frame = whole }
    }

    /// Puts the background views behind the content view: background, selected
    /// background, content.
    private func arrangeBackgroundViews() {
        let whole = CGRect(origin: .zero, size: bounds.size)
        if let backgroundView {
            backgroundView.frame = whole
            insertSubview(backgroundView, at: 0)
        }
        if let selectedBackgroundView {
            selectedBackgroundView.frame = whole
            insertSubview(selectedBackgroundView, belowSubview: contentView)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
