// Vitrine — Apache License 2.0
import CoreGraphics

/// Remembers, for each scanout buffer, which pixels changed since it was last written,
/// so a present copies into the chosen buffer only what it lacks.
///
/// Every frame's damage is recorded against all buffers; writing a buffer takes (and
/// clears) its own list. A buffer that skipped two frames so gets the union of both.
/// Buffers start fully damaged, since their memory holds no frame yet.
///
/// Guarantees: every rectangle is inside `bounds` and non-empty; a buffer's list never
/// holds more than `maximumRectanglesPerBuffer` rectangles (beyond that they collapse
/// into their bounding box: copying a few extra rows is cheaper than tracking many
/// small rectangles) and never a rectangle contained in another.
public struct BufferDamageLedger: Sendable, Equatable {
    /// The screen; all damage is clipped to it.
    public let bounds: PixelRect
    /// The list length beyond which a buffer's damage collapses into its bounding box.
    public let maximumRectanglesPerBuffer: Int
    private var pending: [[PixelRect]]

    /// - Parameters:
    ///   - bufferCount: how many buffers take turns on screen.
    ///   - bounds: the screen.
    ///   - maximumRectanglesPerBuffer: the list length beyond which damage collapses.
    public init(bufferCount: Int, bounds: PixelRect, maximumRectanglesPerBuffer: Int = 8) {
        precondition(bufferCount > 0, "BufferDamageLedger: 'bufferCount' must be positive, got \(bufferCount)")
        precondition(maximumRectanglesPerBuffer > 0, "BufferDamageLedger: 'maximumRectanglesPerBuffer' must be positive")
        self.bounds = bounds
        self.maximumRectanglesPerBuffer = maximumRectanglesPerBuffer
        self.pending = Array(repeating: bounds.isEmpty ? [] : [bounds], count: bufferCount)
    }

    /// How many buffers the ledger tracks.
    public var bufferCount: Int { pending.count }

    /// Adds one frame's damage to every buffer.
    public mutating func record(_ damage: [PixelRect]) {
        for rect in damage {
            let clipped = rect.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            for index in pending.indices {
                Self.add(clipped, to: &pending[index], limit: maximumRectanglesPerBuffer)
            }
        }
    }

    /// What `buffer` lacks, without clearing it.
    public func damage(forBuffer buffer: Int) -> [PixelRect] {
        pending[buffer]
    }

    /// What `buffer` lacks; afterwards the buffer counts as up to date.
    public mutating func takeDamage(forBuffer buffer: Int) -> [PixelRect] {
        defer { pending[buffer] = [] }
        return pending[buffer]
    }

    /// Marks every buffer as needing the whole screen (after something else drew to them).
    public mutating func invalidateAll() {
        for index in pending.indices { pending[index] = [bounds] }
    }

    private static func add(_ rect: PixelRect, to list: inout [PixelRect], limit: Int) {
        if list.contains(where: { $0.contains(rect) }) { return }
        list.removeAll { rect.contains($0) }
        list.append(rect)
        if list.count > limit {
            list = [list.dropFirst().reduce(list[0]) { $0.union($1) }]
        }
    }
}
