// Vitrine — Apache License 2.0

/// An 8-bit coverage mask: how much of each pixel of a rectangle a shape covers, 0...255.
/// Rasterized glyphs and antialiased clip paths are masks.
///
/// Guarantees: `coverage.count == width * height`, rows top to bottom, no padding.
public struct CoverageMask: Sendable {
    public let width: Int
    public let height: Int
    public var coverage: [UInt8]

    /// A mask of `width × height` with every pixel set to `value`.
    public init(width: Int, height: Int, value: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "CoverageMask: negative size \(width)x\(height)")
        self.width = width
        self.height = height
        self.coverage = Array(repeating: value, count: width * height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }
}
