// Vitrine — Apache License 2.0
// The page view controller's value types, spelled as in UIKit.

extension UIPageViewController {
    /// How one page turns into the next.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl; Vitrine draws it as a slide (see UIPageViewController.swift).
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis along which pages follow each other.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a transition goes: to the page after, or to the page before.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a curling book is; `.none` for the scroll style.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// The keys of the options dictionary `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a `.pageCurl` controller: a `SpineLocation` (or its raw
        /// value as an `Int` or `NSNumber`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a `.scroll` controller, in points: a `CGFloat`,
        /// `Double`, `Int` or `NSNumber`; default 0.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
