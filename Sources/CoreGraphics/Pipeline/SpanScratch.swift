// Vitrine — Apache License 2.0

/// Scratch memory for one span: source pixels, combined coverage and a row of runs' coverage,
/// plus a block of source pixels for bands of rows; reused across fills.
final class SpanScratch {
    private(set) var sources: UnsafeMutablePointer<UInt32>
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var pattern: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Source pixels for a block of rows shaded at once (`SpanBlender.coverRows`).
    let block: UnsafeMutablePointer<UInt32>
    static let blockCapacity = 4096

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        sources = .allocate(capacity: self.capacity)
        coverage = .allocate(capacity: self.capacity)
        pattern = .allocate(capacity: self.capacity)
        block = .allocate(capacity: Self.blockCapacity)
    }

    /// Makes room for spans of `count` pixels.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        sources.deallocate(); coverage.deallocate(); pattern.deallocate()
        capacity = count
        sources = .allocate(capacity: count)
        coverage = .allocate(capacity: count)
        pattern = .allocate(capacity: count)
    }

    deinit {
        sources.deallocate(); coverage.deallocate(); pattern.deallocate(); block.deallocate()
    }
}
