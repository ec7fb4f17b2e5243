// Vitrine — Apache License 2.0
// Source-over of one colour through the masks of a line's glyphs, every glyph in one call
// (a glyph's rows were one call each from Swift, with the bookkeeping of the blocks around
// it). A glyph row is blended in blocks of eight pixels, and its last pixels as a block of
// four when they fit one: a 16-pixel glyph is 6 to 10 pixels wide, so half its second block
// of eight was work past its edge. The bits are those of CVitrineCPUSolidRows' blendMask.
// Compiled per level like CVitrineCPUSolidRows and picked by the same dispatch.
#ifndef CVITRINE_CPU_GLYPH_ROWS_H
#define CVITRINE_CPU_GLYPH_ROWS_H

#include <stddef.h>
#include <stdint.h>

#include "CVitrineCPUKernels.h"

/// The visible part of one glyph's mask, in device pixels.
typedef struct CVitrineCPUGlyphSpan {
    /// The coverage byte of the visible part's top-left pixel.
    const uint8_t *coverage;
    /// One past the mask's last byte: no read goes past it.
    const uint8_t *coverageEnd;
    /// The visible part's top-left pixel and size (width and height at least 1).
    int32_t x, y, width, height;
    /// Bytes from one coverage row to the next.
    int32_t maskStride;
    int32_t unused;
} CVitrineCPUGlyphSpan;

/// Blends `source` (premultiplied ARGB32) with source-over through each glyph of `glyphs`
/// in turn, into the bitmap whose pixel (0, 0) is `pixels`, rows `stride` pixels apart and
/// `bitmapWidth` wide; every glyph lies inside the bitmap. Zero coverage leaves a pixel,
/// full coverage of an opaque source stores it; no pixel outside the glyphs changes.
typedef void (*CVitrineCPUBlendGlyphs)(uint32_t *pixels, size_t stride, size_t bitmapWidth, uint32_t source,
                                       const CVitrineCPUGlyphSpan *glyphs, size_t count);

/// The glyph kernel of `level`, or NULL when this CPU (or architecture) lacks it.
CVitrineCPUBlendGlyphs CVitrineCPU_blendGlyphsForLevel(CVitrineCPULevel level);

/// The glyph kernel of the active level, for Swift.
static inline void CVitrineCPU_blendGlyphs(uint32_t *pixels, size_t stride, size_t bitmapWidth, uint32_t source,
                                           const CVitrineCPUGlyphSpan *glyphs, size_t count) {
    CVitrineCPU_blendGlyphsForLevel(CVitrineCPU_active->level)(pixels, stride, bitmapWidth, source, glyphs, count);
}

#endif
