// Vitrine — Apache License 2.0
// The glyph kernel of CVitrineCPUGlyphRows.h, written once with clang's vector extensions
// and compiled per level as CVitrineCPUSolidRows.c is, with the same arithmetic.
#include "CVitrineCPUGlyphRows.h"

#include <string.h>

#pragma clang diagnostic ignored "-Wpsabi"

typedef uint32_t GlyphPixels8 __attribute__((vector_size(32)));
typedef uint16_t GlyphLanes16 __attribute__((vector_size(32)));
typedef uint8_t GlyphBytes8 __attribute__((vector_size(8)));
typedef uint32_t GlyphPixels4 __attribute__((vector_size(16)));
typedef uint16_t GlyphLanes8 __attribute__((vector_size(16)));
typedef uint8_t GlyphBytes4 __attribute__((vector_size(4)));

#define ALWAYS_INLINE static inline __attribute__((always_inline))

ALWAYS_INLINE GlyphPixels8 glyphLoad8(const void *p) { GlyphPixels8 v; memcpy(&v, p, sizeof v); return v; }
ALWAYS_INLINE void glyphStore8(void *p, GlyphPixels8 v) { memcpy(p, &v, sizeof v); }

/// Every pixel times its lane of `factor` / 255, rounded (PremultipliedPixel.scale).
ALWAYS_INLINE GlyphPixels8 glyphScale(GlyphPixels8 p, GlyphLanes16 factor) {
    GlyphLanes16 rb = (GlyphLanes16)(p & 0x00FF00FFu) * factor + 128;
    rb = (rb + (rb >> 8)) >> 8;
    GlyphLanes16 ag = ((GlyphLanes16)p >> 8) * factor + 128;
    ag = (ag + (ag >> 8)) & 0xFF00;
    return (GlyphPixels8)(rb | ag);
}

/// glyphScale for four pixels.
ALWAYS_INLINE GlyphPixels4 glyphScale4(GlyphPixels4 p, GlyphLanes8 factor) {
    GlyphLanes8 rb = (GlyphLanes8)(p & 0x00FF00FFu) * factor + 128;
    rb = (rb + (rb >> 8)) >> 8;
    GlyphLanes8 ag = ((GlyphLanes8)p >> 8) * factor + 128;
    ag = (ag + (ag >> 8)) & 0xFF00;
    return (GlyphPixels4)(rb | ag);
}

ALWAYS_INLINE GlyphLanes16 glyphFactors(GlyphPixels8 f) { return (GlyphLanes16)(f | (f << 16)); }

ALWAYS_INLINE GlyphPixels8 glyphWiden(uint64_t c8) {
    GlyphBytes8 b; memcpy(&b, &c8, sizeof b);
    return __builtin_convertvector(b, GlyphPixels8);
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
ALWAYS_INLINE GlyphPixels8 blend8(GlyphPixels8 sources, GlyphPixels8 d, uint64_t c8) {
    GlyphPixels8 s = glyphScale(sources, glyphFactors(glyphWiden(c8)));
    return s + glyphScale(d, glyphFactors(255 - (s >> 24)));
}

/// The same for four pixels.
ALWAYS_INLINE GlyphPixels4 blend4(GlyphPixels4 sources, GlyphPixels4 d, uint32_t c4) {
    GlyphBytes4 b; memcpy(&b, &c4, sizeof b);
    GlyphPixels4 f = __builtin_convertvector(b, GlyphPixels4);
    GlyphPixels4 s = glyphScale4(sources, (GlyphLanes8)(f | (f << 16)));
    return s + glyphScale4(d, (GlyphLanes8)((255 - (s >> 24)) | ((255 - (s >> 24)) << 16)));
}

/// One glyph row: whole blocks of eight, then the last pixels as a block of four when
/// they fit one (a narrow glyph's edge), else of eight. Lanes past the row get no coverage
/// and leave their pixels; a block reaching past the bitmap's edge goes through `lanes`.
ALWAYS_INLINE void blendGlyphRow(uint32_t *destination, size_t count, int opaque, GlyphPixels8 sources, uint32_t source,
                                 const uint8_t *coverage, const uint8_t *end, size_t room) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        if (end - (coverage + i) >= 8) memcpy(&c8, coverage + i, 8);
        else c8 = coverageBytes(coverage + i, 8, 8, end);
        if (c8 == 0) continue;
        if (c8 == UINT64_MAX && opaque) { glyphStore8(destination + i, sources); continue; }
        glyphStore8(destination + i, blend8(sources, glyphLoad8(destination + i), c8));
    }
    const size_t rest = count - i;
    if (rest == 0) return;
    if (rest <= 4) {
        uint32_t c4 = (uint32_t)coverageBytes(coverage + i, rest, 4, end);
        if (c4 == 0) return;
        const GlyphPixels4 sources4 = (GlyphPixels4){0} + source;
        if (room - i >= 4) {
            GlyphPixels4 d; memcpy(&d, destination + i, sizeof d);
            d = blend4(sources4, d, c4);
            memcpy(destination + i, &d, sizeof d);
        } else {
            uint32_t lanes[4] = {0};
            memcpy(lanes, destination + i, rest * 4);
            GlyphPixels4 d; memcpy(&d, lanes, sizeof d);
            d = blend4(sources4, d, c4);
            memcpy(destination + i, &d, rest * 4);
        }
        return;
    }
    uint64_t c8 = coverageBytes(coverage + i, rest, 8, end);
    if (c8 == 0) return;
    if (room - i >= 8) {
        glyphStore8(destination + i, blend8(sources, glyphLoad8(destination + i), c8));
    } else {
        uint32_t lanes[8] = {0};
        memcpy(lanes, destination + i, rest * 4);
        GlyphPixels8 d = blend8(sources, glyphLoad8(lanes), c8);
        memcpy(destination + i, &d, rest * 4);
    }
}

ALWAYS_INLINE void blendGlyphsBody(uint32_t *pixels, size_t stride, size_t bitmapWidth, uint32_t source,
                                   const CVitrineCPUGlyphSpan *glyphs, size_t count) {
    const int opaque = source >> 24 == 255;
    const GlyphPixels8 sources = (GlyphPixels8){0} + source;
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

DEFINE_LEVEL(baseline, )
#if defined(__x86_64__)
DEFINE_LEVEL(v2, __attribute__((target("sse3,ssse3,sse4.1,sse4.2,popcnt"))))
DEFINE_LEVEL(avx2, __attribute__((target("avx,avx2,bmi,bmi2,fma,sse4.2,popcnt"))))
#endif

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
