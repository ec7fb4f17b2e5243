// Vitrine — Apache License 2.0

extension UIControl {
    /// The states a control can be in, combined as a bit mask, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control's tracking area (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus; never set on a touchscreen kiosk, which has no focus engine.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
