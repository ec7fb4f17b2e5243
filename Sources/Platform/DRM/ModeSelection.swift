// Vitrine — Apache License 2.0

/// Which of a connector's modes to drive: a policy value from the board configuration.
///
/// The text forms are "preferred", "current", "1024x600" and "1024x600@60"; the
/// default is `.preferred`, the panel's native mode.
public enum ModeSelection: Hashable, Sendable, LosslessStringConvertible {
    /// The mode the driver marks preferred (the panel's native one), else the first listed.
    case preferred
    /// The mode the CRTC runs now (set by the firmware or the console), else `.preferred`.
    case current
    /// A mode of this size; with a refresh rate, the one closest to it within
    /// `refreshTolerance` hertz; without, the preferred one of that size, else the fastest.
    case exact(width: Int, height: Int, refresh: Double?)

    /// How far a mode's computed rate may be from the requested one: 1280x800 at
    /// 59.81 Hz is what "1280x800@60" means.
    public static let refreshTolerance = 0.5

    /// Parses "preferred", "current", "WxH" or "WxH@R" (R in hertz, decimals allowed).
    /// Returns nil for anything else, including zero or negative sizes and rates.
    public init?(_ description: String) {
        let text = description.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "preferred": self = .preferred; return
        case "current": self = .current; return
        default: break
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, size.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0
        else { return nil }
        var refresh: Double?
        if parts.count == 2 {
            let rate = parts[1]
            guard !rate.isEmpty, rate.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
                  let value = Double(rate), value > 0, value.isFinite
            else { return nil }
            refresh = value
        }
        self = .exact(width: width, height: height, refresh: refresh)
    }

    /// The text form, which `init?(_:)` reads back.
    public var description: String {
        switch self {
        case .preferred: return "preferred"
        case .current: return "current"
        case let .exact(width, height, refresh?):
            let whole = refresh.rounded() == refresh ? "\(Int(refresh))" : "\(refresh)"
            return "\(width)x\(height)@\(whole)"
        case let .exact(width, height, nil): return "\(width)x\(height)"
        }
    }

    /// Picks a mode from `modes` (a connector's, in the driver's order).
    /// - Parameters:
    ///   - modes: the connector's modes.
    ///   - current: the mode the CRTC driving the connector runs now, if any.
    /// - Returns: the chosen mode, or nil when no mode fits (or the list is empty).
    public func choose(from modes: [DisplayMode], current: DisplayMode? = nil) -> DisplayMode? {
        switch self {
        case .preferred:
            return modes.first(where: \.isPreferred) ?? modes.first
        case .current:
            return current ?? ModeSelection.preferred.choose(from: modes)
        case let .exact(width, height, refresh):
            let sized = modes.filter { $0.width == width && $0.height == height && !$0.isInterlaced }
            if let refresh {
                let near = sized.filter { abs($0.refreshRate - refresh) <= Self.refreshTolerance }
                return near.min { abs($0.refreshRate - refresh) < abs($1.refreshRate - refresh) }
            }
            return sized.first(where: \.isPreferred) ?? sized.max { $0.refreshRate < $1.refreshRate }
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
