// Vitrine — Apache License 2.0

/// How a text layer places each line between the edges of its bounds (Core Animation's
/// raw values).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Left for left-to-right text, right for right-to-left text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred between the edges.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines stretched to both edges; a paragraph's last line, and unwrapped
    /// lines, align as `.natural`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The layout's alignment; names Vitrine does not know align as `.natural`.
    var layoutAlignment: ParagraphLayoutStyle.Alignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}
