// Vitrine — Apache License 2.0
// Bilinear sampling along two image rows (ImageShader's spans of a scaled or offset image),
// compiled per level like CVitrineCPUKernels and picked by the same dispatch. Every level
// gives ImageShader.lerp's bits: a + (b − a)·f/256 per channel, rounded to nearest, the two
// rows blended first, then the two columns.
#ifndef CVITRINE_CPU_BILINEAR_H
#define CVITRINE_CPU_BILINEAR_H

#include <stddef.h>
#include <stdint.h>

#include "CVitrineCPUKernels.h"

/// One level's bilinear kernels. Pixels are ARGB32, weights 0...255 (/256).
typedef struct CVitrineCPUBilinear {
    /// out[k] = lerp(top[k], bottom[k], fy) for k in 0..<count.
    void (*lerpRows)(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom, uint32_t fy);
    /// Sample k of `count` blends columns k·step and k·step + 1 of both rows: rows first by
    /// `fy`, then columns by `fx`. Reads no column past (count − 1)·step + 1; step ≥ 1.
    void (*sampleSteps)(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom, size_t step,
                        uint32_t fx, uint32_t fy);
} CVitrineCPUBilinear;

/// The kernels of `level`, or NULL when this CPU (or architecture) lacks it.
const CVitrineCPUBilinear *CVitrineCPU_bilinearForLevel(CVitrineCPULevel level);

/// Calls of the active level's kernels, for Swift.
static inline void CVitrineCPU_lerpRows(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom,
                                        uint32_t fy) {
    CVitrineCPU_bilinearForLevel(CVitrineCPU_active->level)->lerpRows(out, count, top, bottom, fy);
}
static inline void CVitrineCPU_sampleSteps(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom,
                                           size_t step, uint32_t fx, uint32_t fy) {
    CVitrineCPU_bilinearForLevel(CVitrineCPU_active->level)->sampleSteps(out, count, top, bottom, step, fx, fy);
}

#endif
