// Vitrine — Apache License 2.0

/// How `KMSDisplayOutput` picks its device, output and mode; the board configuration's
/// `[display]` section decoded into values.
public struct KMSConfiguration: Hashable, Sendable {
    /// The card node, such as "/dev/dri/card1"; nil to take the first /dev/dri/card* that
    /// has an output matching `connector`.
    public var cardPath: String?
    /// Which output to drive.
    public var connector: ConnectorSelection
    /// Which of its modes to drive.
    public var mode: ModeSelection
    /// How many scanout buffers take turns on screen: 2 or 3.
    public var bufferCount: Int
    /// How the panel is mounted; the picture is turned while it is copied into the buffers.
    public var rotation: DisplayRotation

    /// The accepted values of `bufferCount`.
    public static let bufferCounts = 2...3

    /// A configuration; the defaults take the first connected output in its preferred mode with three buffers.
    public init(
        cardPath: String? = nil, connector: ConnectorSelection = .firstConnected,
        mode: ModeSelection = .preferred, bufferCount: Int = 3, rotation: DisplayRotation = .degrees0
    ) {
        self.rotation = rotation
        self.cardPath = cardPath
        self.connector = connector
        self.mode = mode
        self.bufferCount = bufferCount
    }
}
