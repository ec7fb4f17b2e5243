// Vitrine — Apache License 2.0
import PlatformCore

// Orientations name how the interface is turned, with UIKit's raw values. A kiosk has no
// accelerometer: the orientation changes only when the app asks
// (`UIWindowScene.requestGeometryUpdate(_:errorHandler:)`) or its root view controller
// stops supporting the current one.
//
// The panel's natural orientation is the board's logical screen (its mounting rotation
// already applied): a screen taller than wide is naturally `.portrait`, otherwise
// `.landscapeRight`, as if a portrait device had been turned a quarter counter-clockwise
// (home button on the right). The other orientations are quarter turns from there, with
// UIKit's relations: `.landscapeRight` is the interface turned a quarter clockwise from
// `.portrait`, `.portraitUpsideDown` a half turn, `.landscapeLeft` three quarters.

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, taller than wide (on a phone: home button at the bottom).
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Wider than tall, turned a quarter clockwise from portrait (home button on the right).
    case landscapeRight = 3
    /// Wider than tall, turned a quarter counter-clockwise from portrait (home button on the left).
    case landscapeLeft = 4

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The quarter turns, clockwise, of this orientation's interface from portrait's.
    var turnsFromPortrait: Int {
        switch self {
        case .portrait, .unknown: 0
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        }
    }

    /// The orientation `turns` quarter turns clockwise from portrait.
    init(turnsFromPortrait turns: Int) {
        switch ((turns % 4) + 4) % 4 {
        case 0: self = .portrait
        case 1: self = .landscapeRight
        case 2: self = .portraitUpsideDown
        default: self = .landscapeLeft
        }
    }

    /// The orientation's bit in a `UIInterfaceOrientationMask`.
    var mask: UIInterfaceOrientationMask {
        self == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
    }
}

/// Orientations of the interface, as a set; each orientation's bit is 1 << its raw value.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The orientations in the set, in the order a rotation tries them: portrait,
    /// landscape right, landscape left, upside down.
    var orientations: [UIInterfaceOrientation] {
        [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter { contains($0.mask) }
    }
}

extension DisplayRotation {
    /// The rotation of `quarterTurns` quarter turns clockwise (any integer).
    init(quarterTurns: Int) {
        self = DisplayRotation(rawValue: (((quarterTurns % 4) + 4) % 4) * 90)!  // 0, 90, 180 or 270: all cases
    }

    /// The number of quarter turns clockwise, 0...3.
    var quarterTurns: Int { rawValue / 90 }

    /// This rotation, then `other`: the panel's mounting then the interface's turn.
    func followed(by other: DisplayRotation) -> DisplayRotation {
        DisplayRotation(quarterTurns: quarterTurns + other.quarterTurns)
    }
}
