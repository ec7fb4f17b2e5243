// Vitrine — Apache License 2.0
// The kernels of CVitrineCPUBilinear.h, written once with clang's vector extensions and
// compiled per level as CVitrineCPUKernels.c is. Two channels share a 32-bit lane (0x00RR00BB
// and 0x00AA00GG): a·(256 − f) + b·f + 128 ≤ 65408 fits its 16-bit half, so eight pixels are
// one vector of sixteen 16-bit lanes per channel pair.
#include "CVitrineCPUBilinear.h"
#include "CVitrineCPUVectors.h"

typedef uint64_t Pairs4 __attribute__((vector_size(32)));

ALWAYS_INLINE uint32_t lerp1(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t g = 256 - f;
    uint32_t rb = ((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f + 0x00800080u) >> 8 & 0x00FF00FFu;
    uint32_t ag = (((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f + 0x00800080u) & 0xFF00FF00u;
    return rb | ag;
}

/// `lerp1` for eight pixels; `f` holds the weight in both 16-bit halves of every lane.
ALWAYS_INLINE Pixels8 lerp8(Pixels8 a, Pixels8 b, Lanes16 f) {
    Lanes16 g = 256 - f;
    Lanes16 rb = ((Lanes16)(a & 0x00FF00FFu) * g + (Lanes16)(b & 0x00FF00FFu) * f + 128) >> 8;
    Lanes16 ag = ((Lanes16)((a >> 8) & 0x00FF00FFu) * g + (Lanes16)((b >> 8) & 0x00FF00FFu) * f + 128) >> 8;
    return (Pixels8)rb | ((Pixels8)ag << 8);
}

ALWAYS_INLINE Lanes16 weight(uint32_t f) { return (Lanes16){0} + (uint16_t)f; }

ALWAYS_INLINE void lerpRowsBody(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom, uint32_t fy) {
    if (count < 8) {
        for (size_t k = 0; k < count; k++) out[k] = lerp1(top[k], bottom[k], fy);
        return;
    }
    const Lanes16 f = weight(fy);
    // The last pixels as one block ending at `count`, overlapping ones already written
    // (with the same values), not up to seven scalar ones.
    for (size_t k = 0;; k += 8) {
        if (k + 8 > count) k = count - 8;
        store8(out + k, lerp8(load8(top + k), load8(bottom + k), f));
        if (k + 8 == count) break;
    }
}

/// Columns 0, step, 2·step … 7·step of `row` (left) and the column after each (right).
ALWAYS_INLINE void neighbours(const uint32_t *row, size_t step, Pixels8 *left, Pixels8 *right) {
    if (step == 1) {
        *left = load8(row);
        *right = load8(row + 1);
    } else if (step == 2) {
        Pixels8 a = load8(row), b = load8(row + 8);
        *left = __builtin_shufflevector(a, b, 0, 2, 4, 6, 8, 10, 12, 14);
        *right = __builtin_shufflevector(a, b, 1, 3, 5, 7, 9, 11, 13, 15);
    } else {
        // Each pair as one 64-bit load (left column low), then split into even and odd lanes.
        uint64_t p[8];
        for (int j = 0; j < 8; j++) memcpy(&p[j], row + j * step, sizeof p[j]);
        Pixels8 a, b;
        Pairs4 low = {p[0], p[1], p[2], p[3]}, high = {p[4], p[5], p[6], p[7]};
        memcpy(&a, &low, sizeof a);
        memcpy(&b, &high, sizeof b);
        *left = __builtin_shufflevector(a, b, 0, 2, 4, 6, 8, 10, 12, 14);
        *right = __builtin_shufflevector(a, b, 1, 3, 5, 7, 9, 11, 13, 15);
    }
}

/// Sample blocks as `sampleSteps` takes them; inlined with a constant `step` where it has
/// one, so that `neighbours` picks its loads once, outside the loop.
ALWAYS_INLINE void sampleBlocks(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom, size_t step,
                                Lanes16 wx, Lanes16 wy) {
    // As lerpRowsBody: the last samples as one block ending at `count`.
    for (size_t k = 0;; k += 8) {
        if (k + 8 > count) k = count - 8;
        Pixels8 topLeft, topRight, bottomLeft, bottomRight;
        neighbours(top + k * step, step, &topLeft, &topRight);
        neighbours(bottom + k * step, step, &bottomLeft, &bottomRight);
        store8(out + k, lerp8(lerp8(topLeft, bottomLeft, wy), lerp8(topRight, bottomRight, wy), wx));
        if (k + 8 == count) break;
    }
}

ALWAYS_INLINE void sampleStepsBody(uint32_t *out, size_t count, const uint32_t *top, const uint32_t *bottom, size_t step,
                                   uint32_t fx, uint32_t fy) {
    if (count < 8) {
        for (size_t k = 0; k < count; k++) {
            size_t c = k * step;
            out[k] = lerp1(lerp1(top[c], bottom[c], fy), lerp1(top[c + 1], bottom[c + 1], fy), fx);
        }
        return;
    }
    const Lanes16 wx = weight(fx), wy = weight(fy);
    switch (step) {
    case 1: sampleBlocks(out, count, top, bottom, 1, wx, wy); break;
    case 2: sampleBlocks(out, count, top, bottom, 2, wx, wy); break;
    default: sampleBlocks(out, count, top, bottom, step, wx, wy); break;
    }
}

// MARK: - Levels

#define DEFINE_LEVEL(suffix, attributes)                                                                          \
    attributes static void lerpRows_##suffix(uint32_t *o, size_t n, const uint32_t *t, const uint32_t *b,         \
                                             uint32_t fy) {                                                       \
        lerpRowsBody(o, n, t, b, fy);                                                                             \
    }                                                                                                             \
    attributes static void sampleSteps_##suffix(uint32_t *o, size_t n, const uint32_t *t, const uint32_t *b,      \
                                                size_t step, uint32_t fx, uint32_t fy) {                          \
        sampleStepsBody(o, n, t, b, step, fx, fy);                                                                \
    }                                                                                                             \
    static const CVitrineCPUBilinear bilinear_##suffix = { lerpRows_##suffix, sampleSteps_##suffix };

DEFINE_ALL_LEVELS

const CVitrineCPUBilinear *CVitrineCPU_bilinearForLevel(CVitrineCPULevel level) {
    if (!CVitrineCPU_kernelsForLevel(level)) return NULL;
    switch (level) {
#if defined(__x86_64__)
    case CVitrineCPULevelX86_64_V2: return &bilinear_v2;
    case CVitrineCPULevelAVX2: return &bilinear_avx2;
#endif
    default: return &bilinear_baseline;
    }
}
