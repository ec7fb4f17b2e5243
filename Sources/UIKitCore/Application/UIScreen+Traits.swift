// Vitrine — Apache License 2.0
// The screen is the root of every trait collection: the board's style, the panel's scale,
// size classes from its bounds, the default text size, left-to-right layout and the
// device's idiom.

extension UIScreen: UITraitEnvironment {
    /// The screen's traits.
    public var traitCollection: UITraitCollection {
        traits(style: userInterfaceStyle)
    }

    private func traits(style: UIUserInterfaceStyle) -> UITraitCollection {
        let (horizontal, vertical) = UITraitCollection.sizeClasses(for: bounds.size)
        return UITraitCollection(
            userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            preferredContentSizeCategory: .large, layoutDirection: .leftToRight, userInterfaceIdiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Tells the screen, then the windows made on it, shown or hidden.
    func userInterfaceStyleDidChange(from oldStyle: UIUserInterfaceStyle) {
        let current = traitCollection
        if self === UIScreen.main { UITraitCollection.setEnvironmentTraits(current) }
        current.performAsCurrent { traitCollectionDidChange(traits(style: oldStyle)) }
        for window in windowScene.allWindows { window.updateTraitCollection() }
    }
}
