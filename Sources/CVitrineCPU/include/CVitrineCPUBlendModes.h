// Vitrine — Apache License 2.0
// The separable and non-separable blend modes (multiply … luminosity) over spans, compiled
// per level like CVitrineCPUKernels and picked by the same dispatch (the active level).
// Each computes exactly the scalar formulas of the Swift `BlendFormula` (integer ones in
// 32-bit integer lanes, the ones that divide in float lanes with the same operations in the
// same order, never contracted to FMA), so every level gives the same bits as the Swift code.
#ifndef CVITRINE_CPU_BLEND_MODES_H
#define CVITRINE_CPU_BLEND_MODES_H

#include <stddef.h>
#include <stdint.h>

#include "CVitrineCPUKernels.h"

/// Blends `count & ~7` pixels (whole blocks of eight) of `sources` into `destination` with
/// the blend mode whose CGBlendMode raw value is `mode` (1 multiply … 15 luminosity). Each
/// source is first scaled by its coverage (`coverage[i]`, or `constant` when `coverage` is
/// NULL) / 255; zero coverage leaves the destination pixel. Returns the pixels handled: 0
/// when `mode` is not one of these.
typedef size_t (*CVitrineCPUBlendModeSpan)(int mode, uint32_t *destination, size_t count, const uint32_t *sources,
                                           const uint8_t *coverage, uint32_t constant);

/// The blend-mode kernel of `level`, or NULL when this CPU (or architecture) lacks it.
CVitrineCPUBlendModeSpan CVitrineCPU_blendModeSpanForLevel(CVitrineCPULevel level);

/// The blend-mode kernel of the active level.
static inline size_t CVitrineCPU_blendModeSpan(int mode, uint32_t *destination, size_t count, const uint32_t *sources,
                                               const uint8_t *coverage, uint32_t constant) {
    return CVitrineCPU_blendModeSpanForLevel(CVitrineCPU_active->level)(mode, destination, count, sources, coverage, constant);
}

#endif
