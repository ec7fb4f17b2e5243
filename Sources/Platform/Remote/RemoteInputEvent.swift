// Vitrine — Apache License 2.0

/// What a remote viewer sent, in the order it came: the pointer in panel pixels with its
/// buttons (bit 0 the left button), an X keysym going down or up, or text the viewer's
/// user copied (RFB's ClientCutText, decoded from Latin-1).
public enum RemoteInputEvent: Sendable, Equatable {
    case pointer(x: Int, y: Int, buttons: UInt8)
    case key(keysym: UInt32, isDown: Bool)
    case clipboard(String)
}
