// Vitrine — Apache License 2.0

/// A distance to move something by, horizontally and vertically, in points.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
