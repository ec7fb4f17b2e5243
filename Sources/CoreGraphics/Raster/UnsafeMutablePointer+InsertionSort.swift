// Vitrine — Apache License 2.0

extension UnsafeMutablePointer {
    /// Sorts the elements at `range` so that none comes `before` the one ahead of it. Stable,
    /// and nearly linear on nearly sorted input: the scan converter's lists keep their order
    /// from row to row except where edges cross.
    @inline(__always)
    func insertionSort(_ range: Range<Int>, by before: (Pointee, Pointee) -> Bool) {
        guard range.count > 1 else { return }
        var i = range.lowerBound + 1
        while i < range.upperBound {
            let item = self[i]
            var j = i - 1
            while j >= range.lowerBound && before(item, self[j]) {
                self[j + 1] = self[j]
                j -= 1
            }
            self[j + 1] = item
            i += 1
        }
    }
}
