// Vitrine — Apache License 2.0

/// How a DPI ratio becomes a scale factor (board key `display.scale-rounding`).
public enum ScaleRounding: String, CaseIterable, Sendable {
    /// The ratio as it is (at least 0.5).
    case exact
    /// The nearest multiple of 0.25, at least 1.
    case quarters
    /// The nearest multiple of 0.5, at least 1: 1, 1.5, 2, 2.5 … (the default).
    case halves
    /// The nearest whole number, at least 1, as iOS screens have.
    case integers

    /// Rounds `ratio` (panel DPI ÷ reference DPI).
    public func round(_ ratio: Double) -> Double {
        switch self {
        case .exact: return max(0.5, ratio)
        case .quarters: return max(1, (ratio * 4).rounded() / 4)
        case .halves: return max(1, (ratio * 2).rounded() / 2)
        case .integers: return max(1, ratio.rounded())
        }
    }
}

/// The panel's physical size, pixel density and the points-to-pixels scale derived from
/// them, with where each came from — what a kiosk logs at start.
///
/// The physical size comes from the board configuration, else from the connector's
/// reported millimetres when they are plausible, else it is unknown and the reference
/// density is assumed. Reported sizes are distrusted when either is 0 (many DSI and SPI
/// panels), when both are multiples of 10 (the made-up values EDID blocks of cheap panels
/// and emulators carry: QEMU says 320x200 mm), or when they give a density outside
/// 50–600 DPI.
public struct DisplayDensity: Equatable, Sendable {
    public enum SizeSource: String, Sendable {
        case boardConfiguration = "board configuration"
        case connector = "connector"
        case unknown = "unknown"
    }

    public enum ScaleSource: String, Sendable {
        case environment = "VITRINE_SCALE_FACTOR"
        case boardConfiguration = "board scale"
        case density = "DPI"
    }

    public static let defaultReferenceDPI = 160.0
    static let plausibleDPI = 50.0...600.0

    public var physicalWidthMillimeters: Double?
    public var physicalHeightMillimeters: Double?
    public var sizeSource: SizeSource
    /// Pixels per inch along the width (the reference density when the size is unknown).
    public var dpi: Double
    public var scale: Double
    public var scaleSource: ScaleSource

    /// Resolves the density of a logical screen of `pixelWidth × pixelHeight` (after the
    /// board's rotation); millimetres are given as the panel reports them, unturned.
    /// - Parameters:
    ///   - reportedWidthMillimeters, reportedHeightMillimeters: what the connector says.
    ///   - configuration: the board's `[display]` section.
    ///   - scaleOverride: `VITRINE_SCALE_FACTOR`, when set.
    public init(
        pixelWidth: Int, pixelHeight: Int,
        reportedWidthMillimeters: Double?, reportedHeightMillimeters: Double?,
        configuration: DisplayConfiguration, scaleOverride: Double? = nil
    ) {
        if let size = configuration.physicalSize {
            physicalWidthMillimeters = size.widthMillimeters
            physicalHeightMillimeters = size.heightMillimeters
            sizeSource = .boardConfiguration
        } else if let w = reportedWidthMillimeters, let h = reportedHeightMillimeters,
                  Self.isPlausible(widthMillimeters: w, heightMillimeters: h, pixelWidth: pixelWidth) {
            physicalWidthMillimeters = w
            physicalHeightMillimeters = h
            sizeSource = .connector
        } else {
            physicalWidthMillimeters = nil
            physicalHeightMillimeters = nil
            sizeSource = .unknown
        }
        // Sizes are the panel's own; a panel mounted turned shows its height across.
        if configuration.rotation.swapsWidthAndHeight {
            (physicalWidthMillimeters, physicalHeightMillimeters) = (physicalHeightMillimeters, physicalWidthMillimeters)
        }
        dpi = physicalWidthMillimeters.map { Self.dpi(pixels: pixelWidth, millimeters: $0) } ?? configuration.referenceDPI
        if let scaleOverride {
            scale = scaleOverride
            scaleSource = .environment
        } else if let boardScale = configuration.scale {
            scale = boardScale
            scaleSource = .boardConfiguration
        } else {
            // Kept within the range a board's `scale` may have: a 1 mm "panel" would
            // otherwise ask for a scale of thousands.
            let range = DisplayConfiguration.scaleRange
            scale = min(max(configuration.scaleRounding.round(dpi / configuration.referenceDPI), range.lowerBound), range.upperBound)
            scaleSource = .density
        }
    }

    static func dpi(pixels: Int, millimeters: Double) -> Double {
        Double(pixels) / (millimeters / 25.4)
    }

    /// Whether a connector's reported size can be believed (see the type's documentation).
    public static func isPlausible(widthMillimeters w: Double, heightMillimeters h: Double, pixelWidth: Int) -> Bool {
        guard w > 0, h > 0 else { return false }
        if w.truncatingRemainder(dividingBy: 10) == 0 && h.truncatingRemainder(dividingBy: 10) == 0 { return false }
        return plausibleDPI.contains(dpi(pixels: pixelWidth, millimeters: w))
    }

    /// One line for the start-up log.
    public var summary: String {
        let size = physicalWidthMillimeters.map { w in
            "\(Self.format(w))x\(Self.format(physicalHeightMillimeters ?? 0)) mm (\(sizeSource.rawValue))"
        } ?? "physical size unknown"
        return "\(size), \(Self.format(dpi.rounded())) dpi, scale \(Self.format(scale)) (\(scaleSource.rawValue))"
    }

    /// `320`, `2.5`; values too large for an Int (only from code, never from a board
    /// file) print as Double does rather than trap.
    private static func format(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
