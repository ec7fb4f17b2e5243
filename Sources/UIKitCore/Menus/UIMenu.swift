// Vitrine — Apache License 2.0
// A menu: a titled group of elements. Vitrine does not show menus yet; a menu is kept
// where UIKit takes one (a bar button item's `menu`) so that code building menus ports.

/// A container of menu elements (actions and submenus).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
