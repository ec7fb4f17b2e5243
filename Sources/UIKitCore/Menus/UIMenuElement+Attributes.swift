// Vitrine — Apache License 2.0

extension UIMenuElement {
    /// How a menu element looks and behaves, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data; shown in red in a menu.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
