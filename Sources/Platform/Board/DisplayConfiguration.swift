// Vitrine — Apache License 2.0

/// The `[display]` section of a board file: which card, connector and mode to drive,
/// how many scanout buffers, and how the panel is sized and mounted.
///
/// Every key is optional; an absent key takes the default documented on its property.
///
/// Guarantees: `bufferCount` is 2 or 3; `scale`, when present, is positive and finite;
/// `physicalSize`, when present, has positive dimensions. The initializers enforce it,
/// and those properties cannot be reassigned. A board file is held to narrower ranges
/// (`physicalSizeRange`, `scaleRange`, `referenceDPIRange`, `largestModeSide`,
/// `isCardPath`), so that no value it gives can overflow what is derived from it.
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
    /// `card`: the DRM device node, `/dev/dri/cardN` or a `/dev/dri/by-path/…-card`
    /// link; nil (the default) picks the first card that can do modesetting.
    public var card: String?
    /// `connector`: a connector name, or absent (the default) for the first connected one.
    public var connector: ConnectorSelection
    /// `mode`: the video mode; `.preferred` by default. A size is at most
    /// `largestModeSide` each way (and, for the headless backend, within
    /// `HeadlessDisplayOutput.largestScreen`); a rate at most 1000 Hz.
    public var mode: ModeSelection
    /// `buffers`: how many dumb buffers to cycle through, 2 or 3; 3 by default, so the
    /// compositor can draw while one buffer is on screen and one is queued.
    public private(set) var bufferCount: Int
    /// `width-mm` and `height-mm`: the panel's physical size, given together. nil (the
    /// default) falls back to what the connector reports, when plausible. In a board
    /// file each is within `physicalSizeRange`, 1…10000 mm.
    public var physicalSize: PhysicalSize?
    /// `rotation`: how the panel is mounted; 0 by default.
    public var rotation: DisplayRotation
    /// `scale`: a positive contentScaleFactor that overrides the one computed from the
    /// panel's DPI; nil by default. In a board file, within `scaleRange` (0.5…8).
    public private(set) var scale: Double?
    /// `reference-dpi`: the density that scale 1 stands for; 160 by default (Android's
    /// baseline, close to the first iPhone's 163). In a board file, within
    /// `referenceDPIRange` (10…1000).
    public private(set) var referenceDPI: Double = DisplayDensity.defaultReferenceDPI
    /// `scale-rounding`: how the DPI ratio becomes a scale; `.halves` by default.
    public var scaleRounding: ScaleRounding = .halves
    /// `safe-area`: `[top, left, bottom, right]` in points, the edges a bezel or rounded
    /// glass hides, in the panel's orientation as mounted; zero by default. Each within
    /// `safeAreaRange`. The windows' `safeAreaInsets` start from it.
    public var safeArea = SafeArea()
    /// `compositor-threads`: how many threads the compositor repaints large damage on,
    /// within `compositorThreadsRange`; nil (the default) for one per CPU the process may
    /// use (`AllowedProcessors`: its affinity mask and cgroup CPU quota).
    public var compositorThreads: Int?

    /// The insets of `safe-area`, in points.
    public struct SafeArea: Hashable, Sendable {
        public var top: Double, left: Double, bottom: Double, right: Double

        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

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
        "scale-rounding", "safe-area", "compositor-threads",
    ]

    /// The range of `width-mm` and `height-mm`: 1 mm (below it the panel's DPI would be
    /// absurd) to 10 m (a 400-inch wall is 8.9 m wide). Ours; no standard sets one.
    public static let physicalSizeRange = 1.0...10_000.0
    /// The range of `scale` and `VITRINE_SCALE_FACTOR`: iOS screens have 1 to 3; 0.5 is
    /// `exact` rounding's least, 8 far beyond any panel. A DPI-derived scale is kept in it too.
    public static let scaleRange = 0.5...8.0
    /// The range of `reference-dpi`: 10 to 1000, around every panel's density.
    public static let referenceDPIRange = 10.0...1000.0
    /// The range of each `safe-area` inset: 0 to 1000 points, more than any bezel covers
    /// of a panel at the least scale. Ours; UIKit gets insets from the device.
    public static let safeAreaRange = 0.0...1000.0
    /// The range of `compositor-threads`: one (the calling thread alone) to 64, more than
    /// any kiosk board has cores. Ours.
    public static let compositorThreadsRange = 1...64
    /// The largest `WIDTHxHEIGHT` a `mode` may ask for, each side: the largest framebuffer
    /// current DRM drivers (i915, amdgpu) accept.
    public static let largestModeSide = 16384

    /// Whether `path` may be a `card`: `/dev/dri/cardN`, or a link udev makes for one
    /// under `/dev/dri/by-path/` (a name ending in `-card`, with no `/`). Anything else
    /// is refused, so the key cannot point the kiosk's DRM ioctls at another file.
    public static func isCardPath(_ path: String) -> Bool {
        if path.hasPrefix("/dev/dri/card") {
            let number = path.dropFirst("/dev/dri/card".count)
            return !number.isEmpty && number.count <= 4 && number.allSatisfy { $0.isASCII && $0.isNumber }
        }
        if path.hasPrefix("/dev/dri/by-path/") {
            let name = path.dropFirst("/dev/dri/by-path/".count)
            return name.hasSuffix("-card") && !name.contains("/") && !name.hasPrefix(".") && name.count <= 255
        }
        return false
    }

    /// Decodes and validates a `[display]` table, recording each bad key's error.
    init(decoding table: ConfigurationTable) {
        table.rejectUnknownKeys(allowed: Self.keys)
        self.init()

        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("backend") else { return }
            guard let backend = DisplayBackend.named(text) else {
                throw table.error("backend", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not one of \(DisplayBackend.registered.map { "\"\($0.name)\"" }.joined(separator: ", "))"))
            }
            self.backend = backend
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let framebuffer = try table.string("framebuffer") else { return }
            guard framebuffer.hasPrefix("/") else {
                throw table.error("framebuffer", .invalidValue("\(BoardConfigurationError.quoted(framebuffer)) is not an absolute path such as \"/dev/fb0\""))
            }
            self.framebuffer = framebuffer
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let card = try table.string("card") else { return }
            guard Self.isCardPath(card) else {
                throw table.error("card", .invalidValue(
                    "\(BoardConfigurationError.quoted(card)) is not a DRM card such as \"/dev/dri/card0\" or \"/dev/dri/by-path/…-card\""))
            }
            self.card = card
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let connector = try table.string("connector") else { return }
            guard !connector.isEmpty else {
                throw table.error("connector", .invalidValue("empty; name a connector such as \"HDMI-A-1\", or leave the key out for the first connected one"))
            }
            self.connector = .named(connector)
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("mode") else { return }
            guard let mode = ModeSelection(text) else {
                throw table.error("mode", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not \"preferred\", \"current\", \"WIDTHxHEIGHT\" or \"WIDTHxHEIGHT@HZ\" (such as \"1280x800@60\")"))
            }
            if case let .exact(width, height, refresh) = mode {
                guard width <= Self.largestModeSide, height <= Self.largestModeSide else {
                    throw table.error("mode", .invalidValue(
                        "\(BoardConfigurationError.quoted(text)): no display is larger than \(Self.largestModeSide)x\(Self.largestModeSide)"))
                }
                guard (refresh ?? 60) <= 1000 else {
                    throw table.error("mode", .invalidValue("\(BoardConfigurationError.quoted(text)): the refresh rate is above 1000 Hz"))
                }
            }
            self.mode = mode
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let buffers = try table.integer("buffers") else { return }
            guard buffers == 2 || buffers == 3 else { throw table.error("buffers", .invalidValue("\(buffers) is not one of 2, 3")) }
            self.bufferCount = buffers
        }
        var width: Double?, height: Double?
        table.collect { () throws(BoardConfigurationError) in width = try Self.number("width-mm", in: table, Self.physicalSizeRange, unit: " mm") }
        table.collect { () throws(BoardConfigurationError) in height = try Self.number("height-mm", in: table, Self.physicalSizeRange, unit: " mm") }
        switch (width, height) {
        case (let width?, let height?):
            physicalSize = PhysicalSize(widthMillimeters: width, heightMillimeters: height)
        case (.some, nil) where !table.has("height-mm"):
            table.problems.record(table.error("height-mm", .missingKey("required when width-mm is given")))
        case (nil, .some) where !table.has("width-mm"):
            table.problems.record(table.error("width-mm", .missingKey("required when height-mm is given")))
        default:
            break
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let degrees = try table.integer("rotation") else { return }
            guard let rotation = DisplayRotation(rawValue: degrees) else {
                throw table.error("rotation", .invalidValue("\(degrees) is not one of 0, 90, 180, 270"))
            }
            self.rotation = rotation
        }
        table.collect { () throws(BoardConfigurationError) in scale = try Self.number("scale", in: table, Self.scaleRange) }
        table.collect { () throws(BoardConfigurationError) in
            if let dpi = try Self.number("reference-dpi", in: table, Self.referenceDPIRange) { referenceDPI = dpi }
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let text = try table.string("scale-rounding") else { return }
            guard let rounding = ScaleRounding(rawValue: text) else {
                throw table.error("scale-rounding", .invalidValue(
                    "\(BoardConfigurationError.quoted(text)) is not one of \(ScaleRounding.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"))
            }
            scaleRounding = rounding
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let insets = try table.numbers("safe-area") else { return }
            guard insets.count == 4 else {
                throw table.error("safe-area", .invalidValue("has \(insets.count) numbers; give four, [top, left, bottom, right], in points"))
            }
            for (index, inset) in insets.enumerated() where !Self.safeAreaRange.contains(inset) {
                throw table.error("safe-area", .invalidValue(
                    "\(Self.format(inset)) is outside \(Self.format(Self.safeAreaRange.lowerBound))…\(Self.format(Self.safeAreaRange.upperBound)) points"),
                    suffix: "[\(index)]")
            }
            safeArea = SafeArea(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        }
        table.collect { () throws(BoardConfigurationError) in
            guard let threads = try table.integer("compositor-threads") else { return }
            guard Self.compositorThreadsRange.contains(threads) else {
                throw table.error("compositor-threads", .invalidValue(
                    "\(threads) is outside \(Self.compositorThreadsRange.lowerBound)…\(Self.compositorThreadsRange.upperBound); leave the key out for one thread per CPU the kiosk may use"))
            }
            compositorThreads = threads
        }
        table.collect { () throws(BoardConfigurationError) in
            if backend == .headless, let problem = HeadlessDisplayOutput.problem(with: mode) {
                throw table.error("mode", .invalidValue(problem))
            }
        }
    }

    /// A positive number in `range`: "is not a positive number" below zero (as it always
    /// said), else the range.
    private static func number(
        _ key: String, in table: ConfigurationTable, _ range: ClosedRange<Double>, unit: String = ""
    ) throws(BoardConfigurationError) -> Double? {
        guard let value = try table.number(key) else { return nil }
        guard value > 0 else { throw table.error(key, .invalidValue("\(format(value)) is not a positive number")) }
        guard range.contains(value) else {
            throw table.error(key, .invalidValue(
                "\(format(value))\(unit) is outside \(format(range.lowerBound))…\(format(range.upperBound))\(unit)"))
        }
        return value
    }

    /// `320` for whole numbers, `2.5` otherwise: how the user probably wrote it.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
