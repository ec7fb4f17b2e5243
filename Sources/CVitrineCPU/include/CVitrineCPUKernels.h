// Vitrine — Apache License 2.0
// The pixel kernels chosen at run time for the CPU the program runs on. An app builds
// Vitrine with a plain `swift build` (SwiftPM passes no CPU flags to a package depended on
// by URL), so Swift code is compiled for the architecture's baseline (SSE2 on x86-64); these
// kernels are compiled once per level with clang's per-function `target` attribute, and a
// table of the best level the CPU (and the OS, for AVX state) supports is picked once, at
// load. Every level computes the same formulas, so output is bit-identical across levels.
#ifndef CVITRINE_CPU_KERNELS_H
#define CVITRINE_CPU_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The instruction-set levels kernels are compiled for. On ARM64 only `baseline` (NEON) exists.
typedef enum CVitrineCPULevel {
    /// x86-64's SSE2, or ARM64's NEON: what every CPU of the architecture has.
    CVitrineCPULevelBaseline = 0,
    /// x86-64-v2: SSE3, SSSE3, SSE4.1, SSE4.2, POPCNT.
    CVitrineCPULevelX86_64_V2 = 1,
    /// x86-64-v3's vector part: AVX2 (256-bit integer lanes), with BMI2 and FMA.
    CVitrineCPULevelAVX2 = 2,
} CVitrineCPULevel;

/// One level's kernels. Each works in whole blocks of eight pixels: it handles
/// `count & ~7` pixels and leaves the rest to the caller (whose tail code is the one every
/// level shares). Pixels are premultiplied ARGB32; division by 255 is the exact rounding
/// form of PremultipliedPixel.
typedef struct CVitrineCPUKernels {
    CVitrineCPULevel level;
    /// The level's name, as `VITRINE_CPU_KERNELS` takes it ("baseline", "x86-64-v2", "avx2").
    const char *name;
    /// destination = source + destination × (255 − source.alpha) / 255.
    void (*blendSolid)(uint32_t *destination, size_t count, uint32_t source);
    /// destination = (source × coverage / 255) over destination; no coverage leaves a pixel,
    /// full coverage of an opaque source stores it.
    void (*blendSolidMasked)(uint32_t *destination, size_t count, uint32_t source, const uint8_t *coverage);
    /// destination = (sources × coverage / 255) over destination, coverage NULL meaning full.
    void (*blend)(uint32_t *destination, size_t count, const uint32_t *sources, const uint8_t *coverage);
} CVitrineCPUKernels;

/// The kernels in use: the best level this CPU supports, or the one `VITRINE_CPU_KERNELS`
/// names (lowered to the best available). Set before `main` runs.
extern const CVitrineCPUKernels *CVitrineCPU_active;

/// The kernels of `level`, or NULL when this CPU (or this build's architecture) lacks it.
const CVitrineCPUKernels *CVitrineCPU_kernelsForLevel(CVitrineCPULevel level);

/// The best level this CPU and OS support.
CVitrineCPULevel CVitrineCPU_bestLevel(void);

/// Makes `level`'s kernels the active ones; returns 0 (and changes nothing) when the CPU
/// lacks it. For tests and benchmarks, called while nothing draws.
int CVitrineCPU_forceLevel(CVitrineCPULevel level);

/// The active kernels, for Swift (which may not read a mutable C global in Swift 6 mode).
static inline const CVitrineCPUKernels *CVitrineCPU_activeKernels(void) { return CVitrineCPU_active; }

/// Calls of the active kernels, inlined into Swift callers.
static inline void CVitrineCPU_blendSolid(uint32_t *destination, size_t count, uint32_t source) {
    CVitrineCPU_active->blendSolid(destination, count, source);
}
static inline void CVitrineCPU_blendSolidMasked(uint32_t *destination, size_t count, uint32_t source, const uint8_t *coverage) {
    CVitrineCPU_active->blendSolidMasked(destination, count, source, coverage);
}
static inline void CVitrineCPU_blend(uint32_t *destination, size_t count, const uint32_t *sources, const uint8_t *coverage) {
    CVitrineCPU_active->blend(destination, count, sources, coverage);
}

#endif
