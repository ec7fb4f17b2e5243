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
        didSet { if isSelected != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted (a finger is on it); the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    // MARK: - Content configuration (UICollectionViewCell+Configuration.swift)

    /// The cell's content configuration; the view it makes fills the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    var configuredContentView: (UIView & UIContentView)?

    /// Whether the content configuration is updated for each state change; default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state, for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = owningCollectionView?.isEditing ?? false
        return state
    }

    /// Called when the configuration state changed; updates the content configuration.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
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
        configuredContentView?.frame = contentView.bounds
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
