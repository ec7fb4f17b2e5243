// Vitrine — Apache License 2.0
// One colour over blocks of rows (a rectangle's pixels, a glyph's mask), one call per block
// rather than per row: the fill of copy and clear, source-over, the saturating plus-lighter
// and plus-darker, destination-over, and source-over through an A8 mask. Compiled per level like
// CVitrineCPUKernels and picked by the same dispatch; every level gives the same bits as
// the Swift per-pixel formulas (SolidCompositeKernel, SourceOverKernel).
#ifndef CVITRINE_CPU_SOLID_ROWS_H
#define CVITRINE_CPU_SOLID_ROWS_H

#include <stddef.h>
#include <stdint.h>

#include "CVitrineCPUKernels.h"

/// The CGBlendMode raw values `compositeRows` takes.
enum {
    CVitrineCPUModeDestinationOver = 21,
    CVitrineCPUModePlusDarker = 26,
    CVitrineCPUModePlusLighter = 27,
};

/// One level's row kernels. Rows are `stride` pixels apart; pixels premultiplied ARGB32.
typedef struct CVitrineCPUSolidRows {
    /// Stores `pixel` in `count` pixels of each of `rows` rows.
    void (*fill)(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t pixel);
    /// `count` pixels of each of `rows` rows become `mode` of `source` over them, at full
    /// coverage: plus-lighter min(255, s + d), plus-darker max(0, s + d − 255) per channel,
    /// destination-over d + round(s·(255 − da) / 255) capped at 255. Returns 0 (nothing
    /// drawn) for any other mode.
    int (*composite)(int mode, uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source);
    /// Source-over of `source` onto `count` pixels of each of `rows` rows. With `roomy`, the
    /// caller guarantees that `count` rounded up to eight pixels of every row may be read and
    /// written: the last pixels of a row then go as one block whose lanes past `count` are
    /// written back as they were.
    void (*blend)(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source, int roomy);
    /// Source-over of `source` through one block's coverage bytes (pixel k's in byte k of
    /// `coverage`), the same for each of `rows` rows of eight pixels: a stroked rectangle's
    /// side. The caller guarantees the eight pixels of every row may be read and written.
    void (*blendColumn)(uint32_t *destination, size_t stride, size_t rows, uint32_t source, uint64_t coverage);
    /// Source-over of `source` × coverage / 255 for `rows` rows of `count` pixels, the
    /// coverage rows `maskStride` bytes apart: zero coverage leaves a pixel, full coverage
    /// of an opaque source stores it. Works in whole blocks of eight: the caller guarantees
    /// that `count` rounded up to eight pixels of every row, and eight coverage bytes at
    /// every block start, may be read (the lanes past `count` are left as they are).
    void (*blendMask)(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source,
                      const uint8_t *coverage, size_t maskStride);
} CVitrineCPUSolidRows;

/// The row kernels of `level`, or NULL when this CPU (or architecture) lacks it.
const CVitrineCPUSolidRows *CVitrineCPU_solidRowsForLevel(CVitrineCPULevel level);

/// The row kernels of the active level.
static inline const CVitrineCPUSolidRows *CVitrineCPU_solidRows(void) {
    return CVitrineCPU_solidRowsForLevel(CVitrineCPU_active->level);
}

/// Calls of the active level's row kernels, for Swift.
static inline void CVitrineCPU_fillRows(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t pixel) {
    CVitrineCPU_solidRows()->fill(destination, stride, count, rows, pixel);
}
static inline int CVitrineCPU_compositeRows(int mode, uint32_t *destination, size_t stride, size_t count, size_t rows,
                                            uint32_t source) {
    return CVitrineCPU_solidRows()->composite(mode, destination, stride, count, rows, source);
}
static inline void CVitrineCPU_blendRows(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source,
                                         int roomy) {
    CVitrineCPU_solidRows()->blend(destination, stride, count, rows, source, roomy);
}
static inline void CVitrineCPU_blendColumn(uint32_t *destination, size_t stride, size_t rows, uint32_t source,
                                           uint64_t coverage) {
    CVitrineCPU_solidRows()->blendColumn(destination, stride, rows, source, coverage);
}
static inline void CVitrineCPU_blendMaskRows(uint32_t *destination, size_t stride, size_t count, size_t rows, uint32_t source,
                                             const uint8_t *coverage, size_t maskStride) {
    CVitrineCPU_solidRows()->blendMask(destination, stride, count, rows, source, coverage, maskStride);
}

#endif
