// Vitrine — Apache License 2.0

/// An immutable value held by reference: a struct that is copied often keeps a large,
/// rarely present part as one pointer instead of inline.
///
/// Equal when the values are equal; the same reference is equal without comparing them.
final class Reference<Value: Equatable & Sendable>: Equatable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: Reference, b: Reference) -> Bool {
        a === b || a.value == b.value
    }
}
