// Vitrine — Apache License 2.0
import Foundation
// A menu: a titled group of elements. Menus show as a list near a touch or a control
// (MenuOverlayView): a list's or table's context menu after a long press, a button's
// menu on a tap (`showsMenuAsPrimaryAction`). A bar button item keeps its menu.

/// A container of menu elements (actions and submenus).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// The menu's name; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows: inline among its parent's elements, destructive, single selection.
    public let options: Options

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The child actions' state `.on`, for a single-selection menu: the selected one.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
