// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct GlyphCacheTests {
    @Test func aSecondLookupIsAHitAndReturnsTheSameMask() throws {
        let face = try TextFixtures.dejaVuSans
        let cache = GlyphCache(byteBudget: 1 << 20)
        let glyph = try #require(face.glyph(for: "g"))
        let first = try #require(cache.mask(face: face, glyph: glyph, pixelSize26_6: 16 * 64, subpixel: 0))
        #expect(cache.hits == 0 && cache.misses == 1)
        let second = try #require(cache.mask(face: face, glyph: glyph, pixelSize26_6: 16 * 64, subpixel: 0))
        #expect(cache.hits == 1 && cache.misses == 1)
        #expect(first.mask.coverage == second.mask.coverage && first.left == second.left && first.top == second.top)
    }

    @Test func sizeAndSubpixelOffsetAreSeparateEntries() throws {
        let face = try TextFixtures.dejaVuSans
        let cache = GlyphCache(byteBudget: 1 << 20)
        let glyph = try #require(face.glyph(for: "l"))
        let whole = try #require(cache.mask(face: face, glyph: glyph, pixelSize26_6: 16 * 64, subpixel: 0))
        let half = try #require(cache.mask(face: face, glyph: glyph, pixelSize26_6: 16 * 64, subpixel: 2))
        _ = cache.mask(face: face, glyph: glyph, pixelSize26_6: 32 * 64, subpixel: 0)
        #expect(cache.misses == 3 && cache.count == 3)
        // Shifting half a pixel moves coverage: the masks differ.
        #expect(whole.mask.coverage != half.mask.coverage)
    }

    /// Warm lookups go through a small front table; every one must still return its own
    /// glyph, size and offset (the table compares whole keys), and forgetting the cache
    /// forgets the table too.
    @Test func warmLookupsReturnTheirOwnMasksAndRemoveAllForgetsThem() throws {
        let face = try TextFixtures.dejaVuSans
        let cache = GlyphCache(byteBudget: 1 << 20)
        var keys: [(glyph: UInt32, size: Int, subpixel: Int)] = []
        for scalar in "abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars {
            let glyph = try #require(face.glyph(for: scalar))
            for size in [12 * 64, 16 * 64] { for subpixel in 0..<4 { keys.append((glyph, size, subpixel)) } }
        }
        for _ in 0..<2 {
            for key in keys {
                let cached = try #require(cache.mask(face: face, glyph: key.glyph, pixelSize26_6: key.size, subpixel: key.subpixel))
                let fresh = try #require(GlyphRasterizer.mask(face: face, glyph: key.glyph, pixelSize26_6: key.size, subpixel: key.subpixel))
                #expect(cached.mask.coverage == fresh.mask.coverage && cached.left == fresh.left && cached.top == fresh.top)
            }
        }
        #expect(cache.misses == keys.count && cache.hits == keys.count)
        cache.removeAll()
        _ = cache.mask(face: face, glyph: keys[0].glyph, pixelSize26_6: keys[0].size, subpixel: keys[0].subpixel)
        #expect(cache.misses == keys.count + 1)
    }

    @Test func theCacheStaysWithinItsBudget() throws {
        let face = try TextFixtures.dejaVuSans
        let cache = GlyphCache(byteBudget: 16 * 1024)
        for scalar in UInt32(0x41)...UInt32(0x7A) {
            let glyph = try #require(face.glyph(for: Unicode.Scalar(scalar)!))
            _ = cache.mask(face: face, glyph: glyph, pixelSize26_6: 48 * 64, subpixel: 0)
        }
        // 58 glyphs of about 48 × 48 px (~2 KiB each) would be ~130 KiB unbounded; two
        // generations of at most half the budget each remain.
        #expect(cache.count < 58)
        #expect(cache.count > 0)
    }

    @Test func spaceHasAnEmptyMask() throws {
        let face = try TextFixtures.dejaVuSans
        let space = try #require(face.glyph(for: " "))
        let mask = try #require(GlyphRasterizer.mask(face: face, glyph: space, pixelSize26_6: 16 * 64, subpixel: 0))
        #expect(mask.mask.width == 0 || mask.mask.coverage.allSatisfy { $0 == 0 })
    }
}
