// Vitrine — Apache License 2.0
import Foundation

/// A token in a search field: a chip with an optional icon and a text, standing for a
/// filter the app applies with the field's text (`UISearchTextField.tokens`).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon drawn before the text, if any.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// The app's object for this token (a filter, say); nil by default.
    open var representedObject: Any?

    /// Creates a token showing `icon`, if any, and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
