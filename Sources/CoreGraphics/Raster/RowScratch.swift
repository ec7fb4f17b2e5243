// Vitrine — Apache License 2.0

/// The row walk's lists, kept between fills and sized before each one, so the walk itself
/// runs on plain pointers: no reallocation, reference counting or exclusivity checks per event.
final class RowScratch {
    private(set) var order = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private(set) var edges = UnsafeMutablePointer<SweepEdge>.allocate(capacity: 1)
    private(set) var nextEvent = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private var capacity = 0

    /// Room for a fill of `chains` chains: the sweep line crosses each at most once.
    func reserve(chains: Int) {
        guard chains > capacity else { return }
        capacity = max(chains, 2 * capacity)
        order.deallocate(); edges.deallocate(); nextEvent.deallocate()
        order = .allocate(capacity: capacity)
        edges = .allocate(capacity: capacity)
        nextEvent = .allocate(capacity: capacity)
    }

    deinit {
        order.deallocate(); edges.deallocate(); nextEvent.deallocate()
    }
}
