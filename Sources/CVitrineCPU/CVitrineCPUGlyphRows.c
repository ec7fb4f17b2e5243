// Vitrine — Apache License 2.0
// The glyph kernel of CVitrineCPUGlyphRows.h, written once with clang's vector extensions
// and compiled per level as CVitrineCPUSolidRows.c is, with the same arithmetic.
#include "CVitrineCPUGlyphRows.h"
#include "CVitrineCPUVectors.h"

#include <string.h>

typedef uint32_t Pixels4 __attribute__((vector_size(16)));
typedef uint16_t Lanes8 __attribute__((vector_size(16)));
typedef uint8_t Bytes4 __attribute__((vector_size(4)));

/// `scale` for four pixels.
ALWAYS_INLINE Pixels4 scale4(Pixels4 p, Lanes8 factor) {
    Lanes8 rb = (Lanes8)(p & 0x00FF00FFu) * factor + 128;
    rb = (rb + (rb >> 8)) >> 8;
    Lanes8 ag = ((Lanes8)p >> 8) * factor + 128;
    ag = (ag + (ag >> 8)) & 0xFF00;
    return (Pixels4)(rb | ag);
}

/// `count` (at most `lanes`) coverage bytes from `c`, the rest zero, read without passing `end`.
ALWAYS_INLINE uint64_t coverageBytes(const uint8_t *c, size_t count, size_t lanes, const uint8_t *end) {
    uint64_t c8 = 0;
    if ((size_t)(end - c) >= lanes) {
        if (lanes == 8) {
            memcpy(&c8, c, 8);
        } else {
            uint32_t c4;
            memcpy(&c4, c, 4);
            c8 = c4;
        }
        if (count < lanes) c8 &= (1ull << (8 * count)) - 1;
    } else {
        for (size_t k = 0; k < count; k++) c8 |= (uint64_t)c[k] << (8 * k);
    }
    return c8;
}

/// Source-over of `source` through eight coverage bytes into eight pixels.
ALWAYS_INLINE Pixels8 blend8(Pixels8 sources, Pixels8 d, uint64_t c8) {
    return over(scale(sources, factors(widen(c8))), d);
}

/// The same for four pixels.
ALWAYS_INLINE Pixels4 blend4(Pixels4 sources, Pixels4 d, uint32_t c4) {
    Bytes4 b; memcpy(&b, &c4, sizeof b);
    Pixels4 f = __builtin_convertvector(b, Pixels4);
    Pixels4 s = scale4(sources, (Lanes8)(f | (f << 16)));
    return s + scale4(d, (Lanes8)((255 - (s >> 24)) | ((255 - (s >> 24)) << 16)));
}

/// One glyph row: whole blocks of eight, then the last pixels as a block of four when
/// they fit one (a narrow glyph's edge), else of eight. Lanes past the row get no coverage
/// and leave their pixels; a block reaching past the bitmap's edge goes through `lanes`.
ALWAYS_INLINE void blendGlyphRow(uint32_t *destination, size_t count, int opaque, Pixels8 sources, uint32_t source,
                                 const uint8_t *coverage, const uint8_t *end, size_t room) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        if (end - (coverage + i) >= 8) memcpy(&c8, coverage + i, 8);
        else c8 = coverageBytes(coverage + i, 8, 8, end);
        if (c8 == 0) continue;
        if (c8 == UINT64_MAX && opaque) { store8(destination + i, sources); continue; }
        store8(destination + i, blend8(sources, load8(destination + i), c8));
    }
    const size_t rest = count - i;
    if (rest == 0) return;
    if (rest <= 4) {
        uint32_t c4 = (uint32_t)coverageBytes(coverage + i, rest, 4, end);
        if (c4 == 0) return;
        const Pixels4 sources4 = (Pixels4){0} + source;
        if (room - i >= 4) {
            Pixels4 d; memcpy(&d, destination + i, sizeof d);
            d = blend4(sources4, d, c4);
            memcpy(destination + i, &d, sizeof d);
        } else {
            uint32_t lanes[4] = {0};
            memcpy(lanes, destination + i, rest * 4);
            Pixels4 d; memcpy(&d, lanes, sizeof d);
            d = blend4(sources4, d, c4);
            memcpy(destination + i, &d, rest * 4);
        }
        return;
    }
    uint64_t c8 = coverageBytes(coverage + i, rest, 8, end);
    if (c8 == 0) return;
    if (room - i >= 8) {
        store8(destination + i, blend8(sources, load8(destination + i), c8));
    } else {
        uint32_t lanes[8] = {0};
        memcpy(lanes, destination + i, rest * 4);
        Pixels8 d = blend8(sources, load8(lanes), c8);
        memcpy(destination + i, &d, rest * 4);
    }
}

ALWAYS_INLINE void blendGlyphsBody(uint32_t *pixels, size_t stride, size_t bitmapWidth, uint32_t source,
                                   const CVitrineCPUGlyphSpan *glyphs, size_t count) {
    const int opaque = source >> 24 == 255;
    const Pixels8 sources = (Pixels8){0} + source;
    for (size_t g = 0; g < count; g++) {
        const CVitrineCPUGlyphSpan glyph = glyphs[g];
        uint32_t *destination = pixels + (size_t)glyph.y * stride + (size_t)glyph.x;
        const uint8_t *coverage = glyph.coverage;
        // Pixels from the glyph's left edge to the bitmap's right edge.
        const size_t room = bitmapWidth - (size_t)glyph.x;
        for (int32_t row = 0; row < glyph.height; row++) {
            blendGlyphRow(destination, (size_t)glyph.width, opaque, sources, source, coverage, glyph.coverageEnd, room);
            destination += stride;
            coverage += glyph.maskStride;
        }
    }
}

#define DEFINE_LEVEL(suffix, attributes)                                                                          \
    attributes static void blendGlyphs_##suffix(uint32_t *p, size_t stride, size_t width, uint32_t s,            \
                                                const CVitrineCPUGlyphSpan *g, size_t n) {                       \
        blendGlyphsBody(p, stride, width, s, g, n);                                                               \
    }

DEFINE_ALL_LEVELS

CVitrineCPUBlendGlyphs CVitrineCPU_blendGlyphsForLevel(CVitrineCPULevel level) {
    if (!CVitrineCPU_kernelsForLevel(level)) return NULL;
    switch (level) {
#if defined(__x86_64__)
    case CVitrineCPULevelX86_64_V2: return blendGlyphs_v2;
    case CVitrineCPULevelAVX2: return blendGlyphs_avx2;
#endif
    default: return blendGlyphs_baseline;
    }
}
