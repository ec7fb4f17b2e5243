// Vitrine — Apache License 2.0

/// The `[display]` section of a board file: which card, connector and mode to drive,
/// how many scanout buffers, and how the panel is sized and mounted.
///
/// Every key is optional; an absent key takes the default documented on its property.
///
/// Guarantees: `bufferCount` is 2 or 3; `scale`, when present, is positive and finite;
/// `physicalSize`, when present, has positive dimensions. The initializers enforce it,
/// and those properties cannot be reassigned.
public struct DisplayConfiguration: Hashable, Sendable {
    /// A panel's physical size in millimetres.
    public struct PhysicalSize: Hashable, Sendable {
        /// The width of the active area, in millimetres.
        public let widthMillimeters: Double
        /// The height of the active area, in millimetres.
        public let heightMillimeters: Double

        /// Creates a size; both dimensions must be positive.
        /// - Parameters:
        ///   - widthMillimeters: the width of the active area.
        ///   - heightMillimeters: the height of the active area.
        public init(widthMillimeters: Double, heightMillimeters: Double) {
            precondition(
                widthMillimeters > 0 && heightMillimeters > 0,
                "DisplayConfiguration.PhysicalSize: sizes must be positive, got \(widthMillimeters)x\(heightMillimeters) mm")
            self.widthMillimeters = widthMillimeters
            self.heightMillimeters = heightMillimeters
        }
    }

    /// `backend`: `drm`, `fbdev` or `headless`; nil (the default) tries DRM, then headless.
    /// `VITRINE_DISPLAY` overrides it.
    public var backend: DisplayBackend?
    /// `framebuffer`: the fbdev device for `backend = "fbdev"`; `/dev/fb0` when absent.
    public var framebuffer: String?
    /// `card`: the DRM device node, such as `/dev/dri/card0`; nil (the default) picks
    /// the first card that can do modesetting.
    public var card: String?
    /// `connector`: a connector name, or absent (the default) for the first connected one.
    public var connector: ConnectorSelection
    /// `mode`: the video mode; `.preferred` by default.
    public var mode: ModeSelection
    /// `buffers`: how many dumb buffers to cycle through, 2 or 3; 3 by default, so the
    /// compositor can draw while one buffer is on screen and one is queued.
    public private(set) var bufferCount: Int
    /// `width-mm` and `height-mm`: the panel's physical size, given together. nil (the
    /// default) falls back to what the connector reports, when plausible.
    public var physicalSize: PhysicalSize?
    /// `rotation`: how the panel is mounted; 0 by default.
    public var rotation: DisplayRotation
    /// `scale`: a positive contentScaleFactor that overrides the one computed from the
    /// panel's DPI; nil by default.
    public private(set) var scale: Double?
    /// `reference-dpi`: the density that scale 1 stands for; 160 by default (Android's
    /// baseline, close to the first iPhone's 163).
    public private(set) var referenceDPI: Double = DisplayDensity.defaultReferenceDPI
    /// `scale-rounding`: how the DPI ratio becomes a scale; `.halves` by default.
    public var scaleRounding: ScaleRounding = .halves

    /// Creates a display configuration; the defaults are those of an absent key.
    /// - Parameters:
    ///   - card: the DRM device node, or nil for the first modesetting card.
    ///   - connector: which connector to use.
    ///   - mode: which mode to set.
    ///   - bufferCount: 2 or 3.
    ///   - physicalSize: the panel's size, when the board states it.
    ///   - rotation: how the panel is mounted.
    ///   - scale: a positive scale factor overriding the computed one.
    public init(
        card: String? = nil, connector: ConnectorSelection = .firstConnected, mode: ModeSelection = .preferred,
        bufferCount: Int = 3, physicalSize: PhysicalSize? = nil, rotation: DisplayRotation = .degrees0,
        scale: Double? = nil
    ) {
        precondition(bufferCount == 2 || bufferCount == 3, "DisplayConfiguration: 'bufferCount' must be 2 or 3, got \(bufferCount)")
        precondition(scale.map { $0 > 0 && $0.isFinite } ?? true, "DisplayConfiguration: 'scale' must be positive, got \(scale!)")
        self.card = card
        self.connector = connector
        self.mode = mode
        self.bufferCount = bufferCount
        self.physicalSize = physicalSize
        self.rotation = rotation
        self.scale = scale
    }

    /// The keys the `[display]` section accepts.
    static let keys = [
        "backend", "framebuffer", "card", "connector", "mode", "buffers", "width-mm", "height-mm", "rotation", "scale", "reference-dpi",
        "scale-rounding",
    ]

    /// Decodes and validates a `[display]` table.
    init(decoding table: ConfigurationTable) throws(BoardConfigurationError) {
        try table.rejectUnknownKeys(allowed: Self.keys)
        self.init()

        if let text = try table.string("backend") {
            guard let backend = DisplayBackend.named(text) else {
                throw table.error("backend", .invalidValue(
                    "\"\(text)\" is not one of \(DisplayBackend.registered.map { "\"\($0.name)\"" }.joined(separator: ", "))"))
            }
            self.backend = backend
        }
        if let framebuffer = try table.string("framebuffer") {
            guard framebuffer.hasPrefix("/") else {
                throw table.error("framebuffer", .invalidValue("\"\(framebuffer)\" is not an absolute path such as \"/dev/fb0\""))
            }
            self.framebuffer = framebuffer
        }
        if let card = try table.string("card") {
            guard card.hasPrefix("/") else {
                throw table.error("card", .invalidValue("\"\(card)\" is not an absolute path such as \"/dev/dri/card0\""))
            }
            self.card = card
        }
        if let connector = try table.string("connector") {
            guard !connector.isEmpty else {
                throw table.error("connector", .invalidValue("empty; name a connector such as \"HDMI-A-1\", or leave the key out for the first connected one"))
            }
            self.connector = .named(connector)
        }
        if let text = try table.string("mode") {
            guard let mode = ModeSelection(text) else {
                throw table.error("mode", .invalidValue(
                    "\"\(text)\" is not \"preferred\", \"current\", \"WIDTHxHEIGHT\" or \"WIDTHxHEIGHT@HZ\" (such as \"1280x800@60\")"))
            }
            self.mode = mode
        }
        if let buffers = try table.integer("buffers") {
            guard buffers == 2 || buffers == 3 else { throw table.error("buffers", .invalidValue("\(buffers) is not one of 2, 3")) }
            self.bufferCount = buffers
        }
        let width = try Self.positive("width-mm", in: table)
        let height = try Self.positive("height-mm", in: table)
        switch (width, height) {
        case (let width?, let height?):
            physicalSize = PhysicalSize(widthMillimeters: width, heightMillimeters: height)
        case (.some, nil):
            throw table.error("height-mm", .missingKey("required when width-mm is given"))
        case (nil, .some):
            throw table.error("width-mm", .missingKey("required when height-mm is given"))
        case (nil, nil):
            break
        }
        if let degrees = try table.integer("rotation") {
            guard let rotation = DisplayRotation(rawValue: degrees) else {
                throw table.error("rotation", .invalidValue("\(degrees) is not one of 0, 90, 180, 270"))
            }
            self.rotation = rotation
        }
        scale = try Self.positive("scale", in: table)
        if let dpi = try Self.positive("reference-dpi", in: table) {
            referenceDPI = dpi
        }
        if let text = try table.string("scale-rounding") {
            guard let rounding = ScaleRounding(rawValue: text) else {
                throw table.error("scale-rounding", .invalidValue(
                    "\"\(text)\" is not one of \(ScaleRounding.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"))
            }
            scaleRounding = rounding
        }
    }

    private static func positive(_ key: String, in table: ConfigurationTable) throws(BoardConfigurationError) -> Double? {
        guard let value = try table.number(key) else { return nil }
        guard value > 0 else { throw table.error(key, .invalidValue("\(format(value)) is not a positive number")) }
        return value
    }

    /// `320` for whole numbers, `2.5` otherwise: how the user probably wrote it.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
