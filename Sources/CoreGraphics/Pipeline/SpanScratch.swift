// Vitrine — Apache License 2.0

/// Scratch memory for one span: source pixels, combined coverage and a row of runs' coverage,
/// plus a block of source pixels for bands of rows; reused across fills. The source buffers
/// hold `tailSlack` pixels more than asked, so a blend may read a whole block of eight past
/// a span's end (SourceOverKernel's `blockTail`).
final class SpanScratch {
    static let tailSlack = 8
    private(set) var sources: UnsafeMutablePointer<UInt32>
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var pattern: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Source pixels for a block of rows shaded at once (`SpanBlender.coverRows`).
    let block: UnsafeMutablePointer<UInt32>
    static let blockCapacity = 4096

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        sources = .allocate(capacity: self.capacity + Self.tailSlack)
        coverage = .allocate(capacity: self.capacity)
        pattern = .allocate(capacity: self.capacity)
        block = .allocate(capacity: Self.blockCapacity + Self.tailSlack)
    }

    /// Makes room for spans of `count` pixels.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        sources.deallocate(); coverage.deallocate(); pattern.deallocate()
        capacity = count
        sources = .allocate(capacity: count + Self.tailSlack)
        coverage = .allocate(capacity: count)
        pattern = .allocate(capacity: count)
    }

    deinit {
        sources.deallocate(); coverage.deallocate(); pattern.deallocate(); block.deallocate()
    }
}
