// Vitrine — Apache License 2.0

extension UIAction {
    /// The name of an action, unique among a control's actions: adding an action whose
    /// identifier a control already has replaces the old one.
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
