// Vitrine — Apache License 2.0
// One key from the moment it goes down to the moment it comes up. The press keeps the
// responder it was first delivered to, which gets its ended or cancelled phase too even
// if the first responder changed in between, as touches stay with their view.

/// A key press on a hardware keyboard (or a barcode scanner, which types like one).
@preconcurrency @MainActor
open class UIPress {
    /// Where the press is in its life.
    public enum Phase: Int, Sendable {
        case began
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// The kind of button, for remotes and game controllers; keyboard keys map their
    /// arrows, Return (select) and Escape (menu) to these as UIKit does.
    public enum PressType: Int, Sendable {
        case upArrow
        case downArrow
        case leftArrow
        case rightArrow
        case select
        case menu
        case playPause
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// The press's phase.
    open internal(set) var phase: Phase
    /// When the press last changed, in seconds since system start.
    open internal(set) var timestamp: TimeInterval
    /// The remote button the key stands for: the arrows, Escape (`.menu`), Page Up and
    /// Page Down; every other key reports `.select`.
    open var type: PressType { Self.pressType(for: key?.keyCode) }
    /// The key pressed.
    open internal(set) var key: UIKey?
    /// The responder the press is delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The window of that responder.
    open internal(set) weak var window: UIWindow?
    /// The force of the press: keys report none, so 0 until released and 1 while down.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// Gesture recognizers receiving the press; Vitrine's recognizers take no presses.
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    init(key: UIKey, timestamp: TimeInterval, responder: UIResponder, window: UIWindow?) {
        self.phase = .began
        self.key = key
        self.timestamp = timestamp
        self.responder = responder
        self.window = window
    }

    // UIKit documents no type for keyboard keys; `.select` for the rest is Vitrine's choice.
    private static func pressType(for usage: UIKeyboardHIDUsage?) -> PressType {
        switch usage {
        case .keyboardUpArrow?: return .upArrow
        case .keyboardDownArrow?: return .downArrow
        case .keyboardLeftArrow?: return .leftArrow
        case .keyboardRightArrow?: return .rightArrow
        case .keyboardEscape?: return .menu
        case .keyboardPageUp?: return .pageUp
        case .keyboardPageDown?: return .pageDown
        default: return .select
        }
    }
}

extension UIPress: Hashable {
    /// Presses are equal only to themselves, as objects.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    /// Hashes the press's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
