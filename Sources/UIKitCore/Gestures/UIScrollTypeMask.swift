// Vitrine — Apache License 2.0

/// The kinds of scroll events a pan gesture recognizer takes (`allowedScrollTypesMask`):
/// a mouse wheel's notches (discrete) or a trackpad's glide (continuous).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A discrete scroll type from a device, like a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A continuous scroll type from a device, like a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Either.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
