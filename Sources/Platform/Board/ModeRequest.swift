// Vitrine — Apache License 2.0

/// Which video mode the display is set to. Board key `display.mode`:
/// `"preferred"`, `"current"`, `"WxH"` or `"WxH@Hz"`.
public enum ModeRequest: Hashable, Sendable, CustomStringConvertible {
    /// The mode the connector marks as preferred (usually the panel's native one).
    case preferred
    /// The mode the CRTC already runs (as left by the firmware or console), without a modeset.
    case current
    /// The first mode of this size; with a refresh rate, the one closest to it.
    case size(width: Int, height: Int, refresh: Double?)

    /// Parses the board-file spelling. Returns nil for anything else, including
    /// zero or negative sizes and refresh rates.
    /// - Parameter text: `"preferred"`, `"current"`, `"1280x800"` or `"1920x1080@59.94"`.
    public init?(_ text: String) {
        switch text {
        case "preferred":
            self = .preferred
        case "current":
            self = .current
        default:
            let sizeAndRate = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            let size = sizeAndRate[0].split(separator: "x", omittingEmptySubsequences: false)
            guard size.count == 2,
                size.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }),
                let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0
            else { return nil }
            var refresh: Double? = nil
            if sizeAndRate.count == 2 {
                let rate = sizeAndRate[1]
                guard !rate.isEmpty, rate.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "." }),
                    let value = Double(rate), value > 0, value.isFinite
                else { return nil }
                refresh = value
            }
            self = .size(width: width, height: height, refresh: refresh)
        }
    }

    /// The board-file spelling: `preferred`, `current`, `1280x800` or `1280x800@60`.
    public var description: String {
        switch self {
        case .preferred: return "preferred"
        case .current: return "current"
        case .size(let width, let height, nil): return "\(width)x\(height)"
        case .size(let width, let height, let refresh?):
            let rate = refresh == refresh.rounded() ? String(Int(refresh)) : String(refresh)
            return "\(width)x\(height)@\(rate)"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
