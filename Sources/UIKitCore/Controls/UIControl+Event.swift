// Vitrine — Apache License 2.0

extension UIControl {
    /// The kinds of event a control sends to its targets and actions, with UIKit's raw
    /// values (apps and archives store them as numbers).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again in the control soon after the previous one lifted
        /// (`UITouch.tapCount` above 1); sent together with `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved from outside the tracking area into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved from inside the tracking area out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture recognizer took it, the device went away).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, for example.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action of the control was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: bits 0–11.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event: bits 16–19.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
