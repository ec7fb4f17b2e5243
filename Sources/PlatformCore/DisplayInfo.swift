// Vitrine — Apache License 2.0

/// What a display tells the layers above it about the screen it drives.
public struct DisplayInfo: Sendable, Equatable {
    /// A short name for logs, such as `"card0 Virtual-1"` or `"headless"`.
    public var name: String
    /// The size of the scanned-out image in pixels, before any mounting rotation.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// The panel's physical size in millimetres when known.
    public var physicalWidthMillimeters: Double?
    public var physicalHeightMillimeters: Double?
    /// The mode's refresh rate in hertz; used to pace frames when flips return early.
    public var refreshRate: Double

    public init(
        name: String, pixelWidth: Int, pixelHeight: Int,
        physicalWidthMillimeters: Double? = nil, physicalHeightMillimeters: Double? = nil,
        refreshRate: Double = 60
    ) {
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.physicalWidthMillimeters = physicalWidthMillimeters
        self.physicalHeightMillimeters = physicalHeightMillimeters
        self.refreshRate = refreshRate
    }
}
