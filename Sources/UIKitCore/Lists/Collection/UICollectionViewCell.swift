// Vitrine — Apache License 2.0

/// A collection view's cell: a content view for the app's subviews, over an optional
/// background view and, while selected or highlighted, a selected-background view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell and is in front of the
    /// background views.
    public let contentView: UIView

    /// A view behind the content; nil by default. It fills the cell. Setting one
    /// removes the background configuration (the two are exclusive, as in UIKit).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if backgroundView != nil { dropBackgroundConfiguration() }
            arrangeBackgroundViews()
        }
    }

    /// A view shown behind the content (above `backgroundView`) while the cell is
    /// selected or highlighted; nil by default. It fills the cell. Setting one removes
    /// the background configuration.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { dropBackgroundConfiguration() }
            arrangeBackgroundViews()
        }
    }

    // MARK: - Background configuration (UICollectionViewCell+Configuration.swift)

    /// The cell's background configuration: nil by default; a list cell's is its
    /// list's default (`defaultBackgroundConfiguration()`) until the app sets one.
    /// Setting one removes `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { currentBackgroundConfiguration }
        set {
            currentBackgroundConfiguration = newValue
            backgroundConfigurationIsAutomatic = false
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            applyBackgroundConfiguration()
        }
    }
    var currentBackgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration is the cell's default, which follows the
    /// list it is dequeued for.
    var backgroundConfigurationIsAutomatic = false
    /// The view that shows the background configuration, behind everything else.
    var configuredBackgroundView: UIView?

    /// Whether the background configuration is updated for each state change; default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { if automaticallyUpdatesBackgroundConfiguration != oldValue { applyBackgroundConfiguration() } }
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
        state.listEnvironment = listAppearance
        return state
    }

    /// Called when the configuration state changed; updates the content and background
    /// configurations.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = currentBackgroundConfiguration {
            showBackground(configuration.updated(for: state))
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
        if Self.startsWithDefaultBackground {
            currentBackgroundConfiguration = defaultBackgroundConfiguration()
            backgroundConfigurationIsAutomatic = true
            applyBackgroundConfiguration()
        }
    }

    /// A background configuration with the defaults of the list section the cell was
    /// dequeued for: a plain, grouped or sidebar list cell's. Outside a list, a plain
    /// list cell's (Vitrine's choice; Apple documents only that the section decides).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listBackground(for: .cell, in: listAppearance)
    }

    /// A default background configuration, or one that follows its list, follows the
    /// list the cell is now in.
    override func listAppearanceDidChange() {
        if backgroundConfigurationIsAutomatic {
            refreshDefaultBackground()
        } else if currentBackgroundConfiguration?.adaptiveListElement != nil {
            applyBackgroundConfiguration()
        }
    }

    /// A background whose fill is the tint colour follows the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentBackgroundConfiguration != nil { applyBackgroundConfiguration() }
    }

    /// Whether cells of the class start with their default background configuration
    /// (list cells do); false here.
    class var startsWithDefaultBackground: Bool { false }

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
        configuredBackgroundView?.frame = whole
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
