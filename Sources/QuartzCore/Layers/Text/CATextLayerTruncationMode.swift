// Vitrine — Apache License 2.0

/// Where a text layer cuts a line too wide for its bounds, putting an ellipsis there
/// (Core Animation's raw values).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not truncated: the text runs on and is clipped at the bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The line's start is replaced by an ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The line's end is replaced by an ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The line's middle is replaced by an ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The line break of an unwrapped line; names Vitrine does not know clip, as `.none`.
    var lineBreak: ParagraphLayoutStyle.LineBreak {
        switch self {
        case .start: .truncatingHead
        case .end: .truncatingTail
        case .middle: .truncatingMiddle
        default: .clipping
        }
    }

    /// Whether the mode truncates at all.
    var truncates: Bool { self == .start || self == .end || self == .middle }
}
