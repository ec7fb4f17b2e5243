// Vitrine — Apache License 2.0

/// What a remote viewer sent, in the order it came: the pointer in panel pixels with its
/// buttons (bit 0 the left button), or an X keysym going down or up.
public enum RemoteInputEvent: Sendable, Equatable {
    case pointer(x: Int, y: Int, buttons: UInt8)
    case key(keysym: UInt32, isDown: Bool)
}
