// Vitrine — Apache License 2.0
// The base of menu items: actions (UIAction, which controls also run through
// `addAction(_:for:)`), submenus (UIMenu) and deferred elements. It keeps UIKit's class
// tree so that code typed against UIMenuElement ports; MenuOverlayView shows menus.

/// An object with a title and image that can appear in a menu.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The element's title.
    open var title: String
    /// A second line of text under the title; nil for none.
    open var subtitle: String?
    /// The element's image; nil for none.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
