// Vitrine — Apache License 2.0
// A map from constraint handles to values, stored by handle number. The solver numbers
// handles densely from 1, so an array replaces hashing on every add, remove and constant
// change; it keeps a count of the values present.

struct HandleMap<Value> {
    private var slots: [Value?] = []
    private(set) var count = 0

    subscript(handle: ConstraintHandle) -> Value? {
        get {
            let index = handle.id
            return index >= 0 && index < slots.count ? slots[index] : nil
        }
        set {
            let index = handle.id
            guard index >= 0 else { return }
            if index >= slots.count {
                guard newValue != nil else { return }
                let grown = max(index + 1, slots.count * 2, 16)
                slots.append(contentsOf: repeatElement(nil, count: grown - slots.count))
            }
            count += (newValue != nil ? 1 : 0) - (slots[index] != nil ? 1 : 0)
            slots[index] = newValue
        }
    }

    /// Makes room for handles numbered below `count`.
    mutating func reserveCapacity(_ count: Int) {
        guard count > slots.count else { return }
        slots.append(contentsOf: repeatElement(nil, count: count - slots.count))
    }

    @discardableResult
    mutating func removeValue(forKey handle: ConstraintHandle) -> Value? {
        let old = self[handle]
        self[handle] = nil
        return old
    }

    /// The values in handle order.
    var values: [Value] { slots.compactMap { $0 } }

    /// The handles and values in handle order.
    var entries: [(ConstraintHandle, Value)] {
        slots.indices.compactMap { index in slots[index].map { (ConstraintHandle(id: index), $0) } }
    }
}
