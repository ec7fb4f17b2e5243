// Vitrine — Apache License 2.0
// A collection view cell's configurations (iOS 14): the content configuration's view
// fills the content view, the background configuration's view fills the cell behind
// everything, and both follow the cell's state (highlighted, selected, editing).

extension UICollectionViewCell {
    /// The collection view showing the cell, if any.
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let existing = configuredContentView, existing.supports(shown) {
            existing.configuration = shown
        } else {
            configuredContentView?.removeFromSuperview()
            let view = shown.makeContentView()
            configuredContentView = view
            view.frame = contentView.bounds
            contentView.addSubview(view)
        }
        setNeedsLayout()
    }

    /// Replaces a default background configuration by the current default.
    func refreshDefaultBackground() {
        guard backgroundConfigurationIsAutomatic else { return }
        currentBackgroundConfiguration = defaultBackgroundConfiguration()
        applyBackgroundConfiguration()
    }

    /// The background configuration was replaced by background views.
    func dropBackgroundConfiguration() {
        guard currentBackgroundConfiguration != nil else { return }
        currentBackgroundConfiguration = nil
        backgroundConfigurationIsAutomatic = false
        applyBackgroundConfiguration()
    }

    func applyBackgroundConfiguration() {
        guard let configuration = currentBackgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        showBackground(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
    }

    /// Shows `configuration` in the background view, made on first use behind every
    /// other subview.
    func showBackground(_ configuration: UIBackgroundConfiguration) {
        let view = configuredBackgroundView ?? {
            let made = UIView(frame: CGRect(origin: .zero, size: bounds.size))
            made.isUserInteractionEnabled = false
            insertSubview(made, at: 0)
            configuredBackgroundView = made
            return made
        }()
        let color = configuration.resolvedBackgroundColor(for: tintColor)
        if view.backgroundColor !== color { view.backgroundColor = color }
        let radius = configuration.cornerRadius.isFinite ? max(configuration.cornerRadius, 0) : 0
        if view.layer.cornerRadius != radius { view.layer.cornerRadius = radius }
        let strokeWidth = configuration.strokeColor == nil || !configuration.strokeWidth.isFinite ? 0 : max(configuration.strokeWidth, 0)
        if view.layer.borderWidth != strokeWidth { view.layer.borderWidth = strokeWidth }
        view.layer.borderColor = configuration.strokeColor?.cgColor
    }
}
