// Vitrine — Apache License 2.0
// One type per kind of KMS object id, so a CRTC id cannot be passed where a connector id
// is expected (STYLE.md §2). All are the kernel's uint32 object ids; 0 means "none".

/// The kernel's id of a connector (a physical or virtual output such as HDMI-A-1).
public struct ConnectorID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's object id.
    public let rawValue: UInt32
    /// Wraps a kernel object id.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The id as a number, for messages.
    public var description: String { "\(rawValue)" }
}

/// The kernel's id of a CRTC (the scanout engine that reads a framebuffer with a mode).
public struct CRTCID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's object id.
    public let rawValue: UInt32
    /// Wraps a kernel object id.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The id as a number, for messages.
    public var description: String { "\(rawValue)" }
}

/// The kernel's id of a plane (a layer a CRTC composes; unused by the dumb-buffer path).
public struct PlaneID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's object id.
    public let rawValue: UInt32
    /// Wraps a kernel object id.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The id as a number, for messages.
    public var description: String { "\(rawValue)" }
}

/// The kernel's id of an encoder (the link between a CRTC and a connector).
public struct EncoderID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's object id.
    public let rawValue: UInt32
    /// Wraps a kernel object id.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The id as a number, for messages.
    public var description: String { "\(rawValue)" }
}

/// The kernel's id of a framebuffer object (a buffer registered for scanout).
public struct FramebufferID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's object id.
    public let rawValue: UInt32
    /// Wraps a kernel object id.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The id as a number, for messages.
    public var description: String { "\(rawValue)" }
}
