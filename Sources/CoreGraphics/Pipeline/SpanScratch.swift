// Vitrine — Apache License 2.0

/// Scratch memory for one span: source pixels, combined coverage and a row of runs' coverage,
/// reused across fills.
final class SpanScratch {
    private(set) var sources: UnsafeMutablePointer<UInt32>
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var pattern: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        sources = .allocate(capacity: self.capacity)
        coverage = .allocate(capacity: self.capacity)
        pattern = .allocate(capacity: self.capacity)
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
        sources.deallocate(); coverage.deallocate(); pattern.deallocate()
    }
}
