// Vitrine — Apache License 2.0
// A value: traits are fixed at creation. A trait left unspecified takes its value from the
// environment when collections are combined (`init(traitsFrom:)`), as in UIKit.

/// The traits of an interface environment: appearance, scale, size classes, text size
/// and layout direction. Views, view controllers, windows and the screen each have one.
public final class UITraitCollection: Sendable {
    /// Light or dark; `.unspecified` when not given (colours then resolve as light).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat
    /// How much room there is across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How much room there is up and down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The preferred text size; `.large` in a kiosk's environment.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The direction layout runs in.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The kind of interface; `.pad` on a kiosk's screen.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        // A NaN or negative scale means nothing; keep it unspecified.
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A trait collection with every trait unspecified.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// A trait collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// A trait collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
    }

    /// A trait collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    /// A trait collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A trait collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A trait collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// A trait collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// Combines `traitCollections`: each trait takes the value of the last collection
    /// that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var category = UIContentSizeCategory.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal,
                  verticalSizeClass: vertical, preferredContentSizeCategory: category, layoutDirection: direction,
                  userInterfaceIdiom: idiom)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether a dynamic colour may resolve differently under `other`: in Vitrine only the
    /// interface style chooses between a colour's variants.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        resolvedStyle != (other?.resolvedStyle ?? .light)
    }

    /// The style colours resolve with: unspecified counts as light, as on iOS.
    var resolvedStyle: UIUserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }
}

extension UITraitCollection: Hashable {
    /// Two collections are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceIdiom)
    }
}

extension UITraitCollection: CustomStringConvertible {
    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), LayoutDirection = \(layoutDirection), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom)>"
    }
}
