// Vitrine — Apache License 2.0
// The span kernels of SourceOverKernel (see its notes for the arithmetic), written once
// with clang's vector extensions and compiled per level by the `target` attribute of each
// level's functions (CVitrineCPUVectors.h).
#include "CVitrineCPUKernels.h"
#include "CVitrineCPUVectors.h"

#include <stdlib.h>
#include <string.h>

ALWAYS_INLINE uint64_t loadCoverage(const uint8_t *p) { uint64_t c; memcpy(&c, p, sizeof c); return c; }

ALWAYS_INLINE void blendSolidBody(uint32_t *destination, size_t count, uint32_t source) {
    Lanes16 inverse = (Lanes16){0} + (uint16_t)(255 - (source >> 24));
    Pixels8 sources = (Pixels8){0} + source;
    for (size_t i = 0; i + 8 <= count; i += 8) {
        store8(destination + i, sources + scale(load8(destination + i), inverse));
    }
}

ALWAYS_INLINE void blendSolidMaskedBody(uint32_t *destination, size_t count, uint32_t source, const uint8_t *coverage) {
    int opaque = source >> 24 == 255;
    Pixels8 sources = (Pixels8){0} + source;
    for (size_t i = 0; i + 8 <= count; i += 8) {
        uint64_t c8 = loadCoverage(coverage + i);
        if (c8 == 0) continue;
        if (c8 == UINT64_MAX && opaque) { store8(destination + i, sources); continue; }
        Pixels8 s = scale(sources, factors(widen(c8)));
        store8(destination + i, over(s, load8(destination + i)));
    }
}

ALWAYS_INLINE void blendBody(uint32_t *destination, size_t count, const uint32_t *sources, const uint8_t *coverage) {
    if (coverage) {
        for (size_t i = 0; i + 8 <= count; i += 8) {
            uint64_t c8 = loadCoverage(coverage + i);
            if (c8 == 0) continue;
            Pixels8 s = load8(sources + i);
            if (c8 == UINT64_MAX && allOpaque(s)) { store8(destination + i, s); continue; }
            if (c8 != UINT64_MAX) s = scale(s, factors(widen(c8)));
            store8(destination + i, over(s, load8(destination + i)));
        }
    } else {
        for (size_t i = 0; i + 8 <= count; i += 8) {
            Pixels8 s = load8(sources + i);
            if (allOpaque(s)) { store8(destination + i, s); continue; }
            store8(destination + i, over(s, load8(destination + i)));
        }
    }
}

/// One level's three kernels, named with `suffix`, compiled with `attributes`.
#define DEFINE_LEVEL(suffix, attributes)                                                              \
    attributes static void blendSolid_##suffix(uint32_t *d, size_t n, uint32_t s) { blendSolidBody(d, n, s); } \
    attributes static void blendSolidMasked_##suffix(uint32_t *d, size_t n, uint32_t s, const uint8_t *c) {   \
        blendSolidMaskedBody(d, n, s, c);                                                             \
    }                                                                                                 \
    attributes static void blend_##suffix(uint32_t *d, size_t n, const uint32_t *s, const uint8_t *c) {      \
        blendBody(d, n, s, c);                                                                        \
    }

DEFINE_ALL_LEVELS
static const CVitrineCPUKernels baselineKernels = {
    CVitrineCPULevelBaseline, "baseline", blendSolid_baseline, blendSolidMasked_baseline, blend_baseline,
};

#if defined(__x86_64__)
#include <cpuid.h>

static const CVitrineCPUKernels v2Kernels = {
    CVitrineCPULevelX86_64_V2, "x86-64-v2", blendSolid_v2, blendSolidMasked_v2, blend_v2,
};
static const CVitrineCPUKernels avx2Kernels = {
    CVitrineCPULevelAVX2, "avx2", blendSolid_avx2, blendSolidMasked_avx2, blend_avx2,
};

/// Read from CPUID (and, for AVX, whether the OS saves the YMM registers: XGETBV).
static CVitrineCPULevel detectLevel(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return CVitrineCPULevelBaseline;
    const unsigned sse3 = 1u << 0, ssse3 = 1u << 9, fma = 1u << 12, sse41 = 1u << 19, sse42 = 1u << 20,
                   popcnt = 1u << 23, osxsave = 1u << 27, avx = 1u << 28;
    unsigned v2 = sse3 | ssse3 | sse41 | sse42 | popcnt;
    if ((ecx & v2) != v2) return CVitrineCPULevelBaseline;
    if ((ecx & (osxsave | avx | fma)) != (osxsave | avx | fma)) return CVitrineCPULevelX86_64_V2;
    unsigned xcr0Low, xcr0High;
    __asm__("xgetbv" : "=a"(xcr0Low), "=d"(xcr0High) : "c"(0));
    if ((xcr0Low & 6) != 6) return CVitrineCPULevelX86_64_V2;  // XMM and YMM state enabled
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return CVitrineCPULevelX86_64_V2;
    const unsigned avx2 = 1u << 5, bmi1 = 1u << 3, bmi2 = 1u << 8;
    if ((ebx & (avx2 | bmi1 | bmi2)) != (avx2 | bmi1 | bmi2)) return CVitrineCPULevelX86_64_V2;
    return CVitrineCPULevelAVX2;
}
#else
static CVitrineCPULevel detectLevel(void) { return CVitrineCPULevelBaseline; }
#endif

static CVitrineCPULevel best = CVitrineCPULevelBaseline;
const CVitrineCPUKernels *CVitrineCPU_active = &baselineKernels;

const CVitrineCPUKernels *CVitrineCPU_kernelsForLevel(CVitrineCPULevel level) {
    if (level > best) return NULL;
    switch (level) {
    case CVitrineCPULevelBaseline: return &baselineKernels;
#if defined(__x86_64__)
    case CVitrineCPULevelX86_64_V2: return &v2Kernels;
    case CVitrineCPULevelAVX2: return &avx2Kernels;
#endif
    default: return NULL;
    }
}

CVitrineCPULevel CVitrineCPU_bestLevel(void) { return best; }

int CVitrineCPU_forceLevel(CVitrineCPULevel level) {
    const CVitrineCPUKernels *kernels = CVitrineCPU_kernelsForLevel(level);
    if (!kernels) return 0;
    CVitrineCPU_active = kernels;
    return 1;
}

/// Picks the kernels before main: the best level, or the one VITRINE_CPU_KERNELS names
/// ("baseline", "x86-64-v2", "avx2"), lowered to the best when the CPU lacks it. An unknown
/// name keeps the best level (the choice is printed by `vitrine-bench`).
__attribute__((constructor)) static void chooseKernels(void) {
    best = detectLevel();
    CVitrineCPULevel level = best;
    const char *forced = getenv("VITRINE_CPU_KERNELS");
    if (forced) {
        if (strcmp(forced, "baseline") == 0) level = CVitrineCPULevelBaseline;
        else if (strcmp(forced, "x86-64-v2") == 0) level = CVitrineCPULevelX86_64_V2;
        else if (strcmp(forced, "avx2") == 0) level = CVitrineCPULevelAVX2;
        if (level > best) level = best;
    }
    CVitrineCPU_active = CVitrineCPU_kernelsForLevel(level);
}
