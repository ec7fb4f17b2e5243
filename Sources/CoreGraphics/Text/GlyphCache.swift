// Vitrine — Apache License 2.0
// Warm text is a dictionary lookup and a mask blend per glyph. The cache is bounded by
// bytes with two generations (an approximate LRU that costs nothing on a hit): when the
// current generation fills half the budget it becomes the old one and the previous old one
// is dropped; a hit in the old generation moves the glyph back to the current one.
import Foundation

/// Rasterized glyph masks keyed by face, glyph, pixel size and subpixel offset.
public final class GlyphCache: @unchecked Sendable {
    /// What identifies one rendering of a glyph.
    public struct Key: Hashable, Sendable {
        /// The face's `identifier`.
        public var face: Int32
        /// The glyph index in the face.
        public var glyph: UInt32
        /// The pixel size × 64.
        public var pixelSize26_6: Int32
        /// The horizontal offset in 1/`GlyphRasterizer.subpixelSteps` px.
        public var subpixel: UInt8
    }

    /// The cache text drawing uses (4 MiB of masks).
    public static let shared = GlyphCache(byteBudget: 4 << 20)

    /// The most bytes of mask the cache keeps.
    public let byteBudget: Int
    // The counters and the tables are written under `lock`, so the runtime's exclusivity
    // checks (a thread-local lookup per access) are left out.
    /// Lookups answered from the cache.
    @exclusivity(unchecked) public private(set) var hits = 0
    /// Lookups that had to rasterize.
    @exclusivity(unchecked) public private(set) var misses = 0

    private let lock = NSLock()
    /// The last mask seen for each of 1024 slots picked by a cheap mix of the key: a warm
    /// glyph is found by one comparison, without hashing the key for the dictionaries.
    /// (With 256, a line's 50-odd glyph renderings shared slots often enough that the
    /// dictionary lookups of the glyphs evicting each other cost about 5 % of warm text.)
    /// Only ever a copy of an entry of `current`, emptied when `current` is.
    @exclusivity(unchecked) private var recent = [RecentGlyph?](repeating: nil, count: 1024)
    @exclusivity(unchecked) private var current: [Key: GlyphMask] = [:]
    @exclusivity(unchecked) private var previous: [Key: GlyphMask] = [:]
    @exclusivity(unchecked) private var currentBytes = 0

    /// A slot of `recent`. A struct, not a tuple: an optional tuple is copied through the
    /// runtime's generic value witnesses, which cost more than the rest of a warm lookup.
    private struct RecentGlyph {
        var key: Key
        var mask: GlyphMask
    }

    /// An empty cache holding at most `byteBudget` bytes of masks.
    public init(byteBudget: Int) {
        self.byteBudget = max(byteBudget, 1024)
    }

    /// The number of masks held.
    public var count: Int { lock.withLock { current.count + previous.count } }

    /// The mask for `glyph` of `face` at `pixelSize26_6` shifted by `subpixel` quarter pixels,
    /// rendered on first use; nil when FreeType cannot render it.
    public func mask(face: FontFace, glyph: UInt32, pixelSize26_6: Int, subpixel: Int) -> GlyphMask? {
        let key = Key(face: face.identifier, glyph: glyph, pixelSize26_6: Int32(clamping: pixelSize26_6), subpixel: UInt8(truncatingIfNeeded: subpixel))
        let slot = Int(truncatingIfNeeded: (key.glyph &* 0x9E37_79B1 &+ UInt32(bitPattern: key.pixelSize26_6) &* 0x85EB_CA6B
                                            &+ UInt32(key.subpixel) &* 0xC2B2_AE35 &+ UInt32(bitPattern: key.face)) >> 22)
        lock.lock()
        // Compared and read in place: copying the slot out retained its mask once more.
        if recent[slot]?.key == key, let mask = recent[slot]?.mask {
            hits += 1
            lock.unlock()
            return mask
        }
        if let hit = current[key] {
            hits += 1
            recent[slot] = RecentGlyph(key: key, mask: hit)
            lock.unlock()
            return hit
        }
        if let old = previous.removeValue(forKey: key) {
            hits += 1
            insert(old, for: key)
            lock.unlock()
            return old
        }
        misses += 1
        lock.unlock()
        // Rasterize outside the cache lock; the face has its own.
        guard let rendered = GlyphRasterizer.mask(face: face, glyph: glyph, pixelSize26_6: pixelSize26_6, subpixel: subpixel) else { return nil }
        lock.withLock { insert(rendered, for: key) }
        return rendered
    }

    /// Drops every mask.
    public func removeAll() {
        lock.withLock {
            current.removeAll()
            previous.removeAll()
            recent = Array(repeating: nil, count: recent.count)
            currentBytes = 0
        }
    }

    // Called with `lock` held.
    private func insert(_ glyph: GlyphMask, for key: Key) {
        // 32 bytes of bookkeeping per entry besides the coverage.
        let bytes = glyph.mask.coverage.count + 32
        if currentBytes + bytes > byteBudget / 2 {
            previous = current
            current = [:]
            recent = Array(repeating: nil, count: recent.count)
            currentBytes = 0
        }
        current[key] = glyph
        currentBytes += bytes
    }
}
