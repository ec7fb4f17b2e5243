// Vitrine — Apache License 2.0
import Foundation

extension UIMenu {
    /// How a menu shows, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The menu's children show in its parent, set apart by a gap, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one child action turns it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The name of a menu.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
