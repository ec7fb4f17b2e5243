// Vitrine — Apache License 2.0
// iOS 17's trait types, named as Apple names them, so `registerForTraitChanges` can say
// which traits it observes: `[UITraitUserInterfaceStyle.self]`. Only the system traits a
// Vitrine trait collection has exist; apps cannot define their own yet.

/// A trait a trait collection can carry.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of the trait where nothing specifies it.
    static var defaultValue: Value { get }
    /// A name for debugging.
    static var name: String { get }
    /// Whether a change of the trait may change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}

/// Pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

/// The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}

/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

/// The kind of interface.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}

extension UITraitCollection {
    /// Whether `trait` has a different value here than in `other`.
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        default: false
        }
    }
}
