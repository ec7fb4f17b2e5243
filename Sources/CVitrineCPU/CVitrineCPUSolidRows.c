// Vitrine — Apache License 2.0
// The row kernels of CVitrineCPUSolidRows.h, written once with clang's vector extensions
// and compiled per level as CVitrineCPUKernels.c is. Source-over is SourceOverKernel's
// blend of one colour, a block of rows in one call. Plus-lighter is a per-byte saturating
// add of premultiplied pixels (SSE2's `paddusb`), plus-darker the same add of the bytes'
// complements, complemented; destination-over adds the scaled colour with the same
// saturation, and skips blocks whose destination is opaque (it leaves them as they are).
#include "CVitrineCPUSolidRows.h"
#include "CVitrineCPUVectors.h"

#include <string.h>

typedef uint32_t AlignedPixels8 __attribute__((vector_size(32), aligned(32)));
typedef uint8_t Bytes32 __attribute__((vector_size(32)));

ALWAYS_INLINE Pixels8 addSaturating(Pixels8 a, Pixels8 b) {
    return (Pixels8)__builtin_elementwise_add_sat((Bytes32)a, (Bytes32)b);
}

// MARK: - Fill

ALWAYS_INLINE void fillBody(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t pixel) {
    if (count < 8) {
        // Columns a few pixels wide (a frame's sides, thin lines): no block fits in a row,
        // so plain stores, kept scalar (vectorized, they became masked stores, far slower).
        for (size_t r = 0; r < rows; r++, destination += stride) {
#pragma clang loop vectorize(disable) unroll(disable)
            for (size_t i = 0; i < count; i++) destination[i] = pixel;
        }
        return;
    }
    const Pixels8 block = (Pixels8){0} + pixel;
    for (size_t r = 0; r < rows; r++, destination += stride) {
        // Stores aligned to 32 bytes never straddle a cache line (unaligned ones at random
        // pixel positions split one store in four or two).
        // The unaligned pixels at both ends are one unaligned block each, overlapping the
        // aligned ones (the same value stored twice), not up to seven single stores.
        uint32_t *end = destination + count;
        store8(destination, block);
        uint32_t *p = (uint32_t *)(((uintptr_t)destination + 32) & ~(uintptr_t)31);
        // Four stores a turn: with one, the loop's own instructions held back the stores
        // of a block that sits in the cache (the common case of a small fill).
        for (; p + 32 <= end; p += 32) {
            *(AlignedPixels8 *)p = block;
            *(AlignedPixels8 *)(p + 8) = block;
            *(AlignedPixels8 *)(p + 16) = block;
            *(AlignedPixels8 *)(p + 24) = block;
        }
        for (; p + 8 <= end; p += 8) *(AlignedPixels8 *)p = block;
        store8(end - 8, block);
    }
}

// MARK: - Source-over

/// Starts loading the `count` pixels of `row` for writing. Rows of a block lie apart in
/// memory, where the hardware prefetcher sees no stream, so a block's row loads the row two
/// below it (as SpanBlender's blocks do) when the block is 32...512 pixels wide.
ALWAYS_INLINE void prefetchRow(const uint32_t *row, size_t count) {
    for (size_t i = 0; i < count; i += 16) __builtin_prefetch(row + i, 1, 3);
    __builtin_prefetch(row + count - 1, 1, 3);
}

/// Source-over of one pixel, as PremultipliedPixel.sourceOver: two channels to a 32-bit
/// lane, each product under 2^16.
ALWAYS_INLINE uint32_t overOne(uint32_t s, uint32_t d) {
    uint32_t inverse = 255 - (s >> 24);
    uint32_t rb = (d & 0x00FF00FFu) * inverse + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((d >> 8) & 0x00FF00FFu) * inverse + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return s + (rb | ag);
}

ALWAYS_INLINE void blendRowsBody(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source,
                                 int roomy) {
    const Pixels8 s = (Pixels8){0} + source;
    const Lanes16 inverse = (Lanes16){0} + (uint16_t)(255 - (source >> 24));
    const size_t tail = count & 7, blocks = count - tail;
    // Lanes of the last block that are the row's (all ones) and past it (zero).
    const Pixels8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    const Pixels8 inside = (Pixels8)(lane < (uint32_t)tail);
    const int hinted = count >= 32 && count <= 512;
    for (size_t r = 0; r < rows; r++, destination += stride) {
        if (hinted && r + 2 < rows) prefetchRow(destination + 2 * stride, count);
        for (size_t i = 0; i < blocks; i += 8) store8(destination + i, s + scale(load8(destination + i), inverse));
        if (tail == 0) continue;
        uint32_t *last = destination + blocks;
        if (roomy && tail >= 4) {
            Pixels8 d = load8(last);
            store8(last, ((s + scale(d, inverse)) & inside) | (d & ~inside));
        } else {
            for (size_t i = 0; i < tail; i++) last[i] = overOne(source, last[i]);
        }
    }
}

ALWAYS_INLINE void blendColumnBody(uint32_t *destination, size_t stride, size_t rows, uint32_t source, uint64_t coverage) {
    // The coverage is a value, not memory the stores might change: the scaled colour is
    // made once for the whole column.
    const Pixels8 s = scale((Pixels8){0} + source, factors(widen(coverage)));
    for (size_t r = 0; r < rows; r++, destination += stride) store8(destination, over(s, load8(destination)));
}

// MARK: - Plus-lighter, plus-darker, destination-over

/// The mode's result for eight destination pixels; `s` is the colour in every lane.
ALWAYS_INLINE Pixels8 compositeBlock(int mode, Pixels8 s, Pixels8 d) {
    switch (mode) {
    case CVitrineCPUModePlusLighter: return addSaturating(d, s);
    // max(0, s + d − 255) = 255 − min(255, (255 − s) + (255 − d)).
    case CVitrineCPUModePlusDarker: return ~addSaturating(~d, ~s);
    default: return addSaturating(d, scale(s, factors(255 - (d >> 24))));
    }
}

ALWAYS_INLINE void compositeRowsBody(int mode, uint32_t *destination, size_t stride, size_t count, size_t rows,
                                     uint32_t source) {
    const Pixels8 s = (Pixels8){0} + source;
    const int hinted = count >= 32 && count <= 512;
    for (size_t r = 0; r < rows; r++, destination += stride) {
        if (hinted && r + 2 < rows) prefetchRow(destination + 2 * stride, count);
        size_t i = 0;
        for (; i + 8 <= count; i += 8) {
            Pixels8 d = load8(destination + i);
            if (mode == CVitrineCPUModeDestinationOver && allOpaque(d)) continue;
            store8(destination + i, compositeBlock(mode, s, d));
        }
        if (i < count) {
            // The last pixels as one block read and written lane by lane.
            uint32_t lanes[8] = {0};
            memcpy(lanes, destination + i, (count - i) * 4);
            Pixels8 d = load8(lanes);
            store8(lanes, compositeBlock(mode, s, d));
            memcpy(destination + i, lanes, (count - i) * 4);
        }
    }
}

ALWAYS_INLINE int compositeBody(int mode, uint32_t *destination, size_t stride, size_t count, size_t rows,
                                uint32_t source) {
    switch (mode) {
    case CVitrineCPUModePlusLighter:
        compositeRowsBody(CVitrineCPUModePlusLighter, destination, stride, count, rows, source);
        return 1;
    case CVitrineCPUModePlusDarker:
        compositeRowsBody(CVitrineCPUModePlusDarker, destination, stride, count, rows, source);
        return 1;
    case CVitrineCPUModeDestinationOver:
        compositeRowsBody(CVitrineCPUModeDestinationOver, destination, stride, count, rows, source);
        return 1;
    default:
        return 0;
    }
}

// MARK: - Source-over through a mask

ALWAYS_INLINE void blendMaskBody(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source,
                                 const uint8_t *coverage, size_t maskStride) {
    const int opaque = source >> 24 == 255;
    const Pixels8 sources = (Pixels8){0} + source;
    for (size_t r = 0; r < rows; r++, destination += stride, coverage += maskStride) {
        for (size_t i = 0; i < count; i += 8) {
            uint64_t c8;
            memcpy(&c8, coverage + i, sizeof c8);
            // Lanes past `count` get no coverage, which leaves their pixels (255·d/255 is d).
            if (count - i < 8) c8 &= (1ull << (8 * (count - i))) - 1;
            if (c8 == 0) continue;
            if (c8 == UINT64_MAX && opaque) { store8(destination + i, sources); continue; }
            Pixels8 s = scale(sources, factors(widen(c8)));
            store8(destination + i, over(s, load8(destination + i)));
        }
    }
}

// MARK: - Levels

#define DEFINE_LEVEL(suffix, attributes)                                                                          \
    attributes static void fill_##suffix(uint32_t *d, size_t stride, size_t n, size_t rows, uint32_t p) {         \
        fillBody(d, stride, n, rows, p);                                                                          \
    }                                                                                                             \
    attributes static int composite_##suffix(int mode, uint32_t *d, size_t stride, size_t n, size_t rows,         \
                                             uint32_t s) {                                                        \
        return compositeBody(mode, d, stride, n, rows, s);                                                        \
    }                                                                                                             \
    attributes static void blendRows_##suffix(uint32_t *d, size_t stride, size_t n, size_t rows, uint32_t s,      \
                                              int roomy) {                                                        \
        blendRowsBody(d, stride, n, rows, s, roomy);                                                              \
    }                                                                                                             \
    attributes static void blendColumn_##suffix(uint32_t *d, size_t stride, size_t rows, uint32_t s, uint64_t c) { \
        blendColumnBody(d, stride, rows, s, c);                                                                   \
    }                                                                                                             \
    attributes static void blendMask_##suffix(uint32_t *d, size_t stride, size_t n, size_t rows, uint32_t s,      \
                                              const uint8_t *c, size_t maskStride) {                              \
        blendMaskBody(d, stride, n, rows, s, c, maskStride);                                                      \
    }                                                                                                             \
    static const CVitrineCPUSolidRows rows_##suffix = { fill_##suffix, composite_##suffix, blendRows_##suffix, \
                                                     blendColumn_##suffix, blendMask_##suffix };

DEFINE_ALL_LEVELS

const CVitrineCPUSolidRows *CVitrineCPU_solidRowsForLevel(CVitrineCPULevel level) {
    if (!CVitrineCPU_kernelsForLevel(level)) return NULL;
    switch (level) {
#if defined(__x86_64__)
    case CVitrineCPULevelX86_64_V2: return &rows_v2;
    case CVitrineCPULevelAVX2: return &rows_avx2;
#endif
    default: return &rows_baseline;
    }
}
