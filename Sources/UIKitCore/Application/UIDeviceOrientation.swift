// Vitrine — Apache License 2.0

/// How the device itself is held (Apple's names and raw values). Its landscape cases are
/// named for the side the home button would be on, so `.landscapeLeft` goes with the
/// interface's `.landscapeRight`, as in UIKit.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device is on either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether an interface can follow this orientation (upright, upside down or on a side).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
