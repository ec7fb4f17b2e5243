// Vitrine — Apache License 2.0
// Right-to-left layout: a view's semantic content attribute decides whether its leading
// edge is its left or its right one. Its leading and trailing layout margins follow its
// effective direction, as in UIKit; a leading or trailing constraint follows the
// direction of the view it is installed on (see LayoutEngine.isMirrored), so a stack view
// forced right to left arranges its views from the right.

/// How a view's content is laid out when the interface is right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the interface's direction.
    case unspecified
    /// Playback controls (play, rewind): always left to right.
    case playback
    /// Controls whose direction is spatial (a directional pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The direction of a layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

extension UIView {
    /// How the view's content flips in a right-to-left interface; default `.unspecified`.
    /// Changing it re-lays out the view's constraints (leading and trailing swap sides).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutStateIfPresent?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            layoutState.semanticContentAttribute = newValue
            layoutEngineIfPresent?.setNeedsRebuild()
            setNeedsLayout()
            notifyLayoutMarginsDidChange()
        }
    }

    /// The direction of the view's layout: forced by `semanticContentAttribute`, else the
    /// trait collection's (left to right unless the environment says otherwise).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, traitDirection: traitCollection.layoutDirection)
    }

    /// The direction a view with `attribute` takes in an interface of `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                             traitDirection: UITraitEnvironmentLayoutDirection) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: traitDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Whether leading is the right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
