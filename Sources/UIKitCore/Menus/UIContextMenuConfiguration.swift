// Vitrine — Apache License 2.0
import Foundation
// What a context menu shows: a list, table or view's delegate returns one for the item
// under a long press, and its action provider makes the menu. A kiosk has no 3D Touch:
// the menu comes after a 0.5 s press, as on iOS. The preview provider's controller shows
// above the menu (MenuOverlayView+Preview.swift).

/// Makes a context menu's menu, given the system's suggested elements (none on Vitrine).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// The menu (and preview) to show for a long press.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The app's name for the configuration.
    public let identifier: any NSCopying
    /// Makes the preview; nil for the default (the pressed view).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu; nil for no menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration named `identifier` (a unique one when nil) whose menu
    /// `actionProvider` makes.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
