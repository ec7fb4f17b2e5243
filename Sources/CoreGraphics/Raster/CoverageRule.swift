// Vitrine — Apache License 2.0

/// Which winding numbers the row walk counts as inside: one path's fill rule, or, for the
/// intersection of up to three paths walked together (nested clip paths), each path's own
/// rule on its own winding number. Path `i`'s chains weigh 2^(16·i), so the walk's winding
/// number holds each path's winding as a signed 16-bit digit, read back here. Walking the
/// paths together gives the intersection's exact coverage where their edges cross inside a
/// pixel; multiplying their masks under-covers there.
struct CoverageRule {
    /// The most paths one rule intersects (their weights fit in 48 bits).
    static let maximumPaths = 3

    private let count: Int
    /// Bit `i` set: path `i` is filled even-odd.
    private let evenOdd: Int

    /// One path filled with `rule`.
    init(_ rule: CGPathFillRule) {
        count = 1
        evenOdd = rule == .evenOdd ? 1 : 0
    }

    /// The intersection of paths filled with `rules` (1 to `maximumPaths`).
    init(intersecting rules: [CGPathFillRule]) {
        precondition((1...Self.maximumPaths).contains(rules.count), "CoverageRule: \(rules.count) paths")
        count = rules.count
        evenOdd = rules.indices.reduce(0) { $0 | (rules[$1] == .evenOdd ? 1 << $1 : 0) }
    }

    /// How much one edge of path `index` going down adds to the winding number.
    static func weight(ofPath index: Int) -> Int { 1 << (16 * index) }

    @inline(__always)
    func contains(_ winding: Int) -> Bool {
        if count == 1 { return evenOdd != 0 ? winding & 1 != 0 : winding != 0 }
        var rest = winding
        for i in 0..<count {
            let digit = ((rest &+ 32768) & 0xFFFF) &- 32768
            if !(evenOdd >> i & 1 != 0 ? digit & 1 != 0 : digit != 0) { return false }
            rest = (rest &- digit) >> 16
        }
        return true
    }
}
