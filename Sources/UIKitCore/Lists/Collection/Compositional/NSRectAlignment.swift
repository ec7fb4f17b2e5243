// Vitrine — Apache License 2.0

/// Where a boundary supplementary item sits around its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
