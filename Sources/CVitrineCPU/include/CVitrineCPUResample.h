// Vitrine — Apache License 2.0
// The horizontal pass of a scaled image's bilinear resampling (ImageShader.resampleRow),
// compiled per level like CVitrineCPUKernels and picked by the same dispatch.
#ifndef CVITRINE_CPU_RESAMPLE_H
#define CVITRINE_CPU_RESAMPLE_H

#include <stddef.h>
#include <stdint.h>

#include "CVitrineCPUKernels.h"

/// Writes whole blocks of eight of `count` samples into `out`: sample j blends columns
/// c = p >> 16 and c + 1 of `columns` by weight (p >> 8) & 255 (/256), where p = `position`
/// + j·`step`, each channel a·(256 − f) + b·f rounded to nearest over 256 (ImageShader.lerp).
/// Reads no column at or past `readable`. Handles steps in 1...2·65536 and returns the
/// samples written (0 where the level has no such kernel: the caller's loop does them all).
typedef size_t (*CVitrineCPULerpColumns)(uint32_t *out, size_t count, const uint32_t *columns, size_t readable,
                                         int32_t position, int32_t step);

/// The kernel of `level`, or NULL when this CPU (or architecture) lacks it.
CVitrineCPULerpColumns CVitrineCPU_lerpColumnsForLevel(CVitrineCPULevel level);

/// The kernel of the active level.
static inline size_t CVitrineCPU_lerpColumns(uint32_t *out, size_t count, const uint32_t *columns, size_t readable,
                                             int32_t position, int32_t step) {
    return CVitrineCPU_lerpColumnsForLevel(CVitrineCPU_active->level)(out, count, columns, readable, position, step);
}

#endif
