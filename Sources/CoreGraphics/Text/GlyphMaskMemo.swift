// Vitrine — Apache License 2.0
// A layout drawn again (a label's text each time it is redrawn, a string drawn at many
// places) asks the glyph cache for the same masks: the memo keeps the one each glyph got,
// with its subpixel offset, for the last device scale. A warm draw then reads its masks one
// after the other, where the cache's lookups each loaded a slot of its table that other
// text had pushed out of the processor's caches. The masks are the cache's own (the same
// pixels); a layout holds on to them while it lives, so large layouts (a text view's) are
// left out, and the memo is made on the second draw at a scale, not for text drawn once.

import Foundation

/// The glyph masks a layout was last drawn with. Shared by copies of the layout, whose
/// glyphs never change after it is made.
final class GlyphMaskMemo: @unchecked Sendable {
    /// Layouts with more glyphs than this draw through the cache only (chosen, not
    /// measured: some screenfuls of label text).
    static let largestLayout = 1024

    /// One glyph's mask and the subpixel offset it was rendered at. A struct, not a tuple
    /// (the runtime copies tuples holding references through generic value witnesses).
    struct Glyph {
        var subpixel = -1
        var mask: GlyphMask?
    }

    private let lock = NSLock()
    // Read and written under `lock` only.
    private var scale: CGFloat = .nan
    private var glyphs: [Glyph] = []
    private var lent = false

    init() {}

    /// The masks remembered for `glyphCount` glyphs at device `scale`, indexed as the
    /// layout's glyphs (empty entries until drawn); nil on the first draw at a scale, and
    /// while another thread draws the layout (then it draws through the cache alone). The
    /// caller hands the array back with `giveBack`.
    func borrow(scale: CGFloat, glyphCount: Int) -> [Glyph]? {
        lock.lock()
        defer { lock.unlock() }
        guard !lent else { return nil }
        guard scale == self.scale else {
            self.scale = scale
            glyphs = []
            return nil
        }
        lent = true
        if glyphs.count != glyphCount { return Array(repeating: Glyph(), count: glyphCount) }
        defer { glyphs = [] }
        return glyphs
    }

    /// Keeps `glyphs` (from `borrow`, filled in) for the next draw.
    func giveBack(_ glyphs: [Glyph]) {
        lock.lock()
        self.glyphs = glyphs
        lent = false
        lock.unlock()
    }
}
