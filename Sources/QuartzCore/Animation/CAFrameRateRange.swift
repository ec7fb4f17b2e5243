// Vitrine — Apache License 2.0

/// The range of frame rates a display link (or animation) would like, as on iOS 15: the
/// display picks a rate in `minimum...maximum`, `preferred` if it can.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// The rate wanted within the range; nil leaves the choice to the system.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate (Core Animation's all-zero range).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The rate a display link aims for: `preferred`, else `maximum`; 0 for no preference.
    var targetRate: Float {
        if let preferred, preferred > 0 { return preferred }
        return max(maximum, 0)
    }
}
