// Vitrine — Apache License 2.0
// What every kernel file of this module shares (internal: not in include/, so not part of
// the module's interface): eight premultiplied ARGB pixels as one clang vector, the
// arithmetic on them, and the per-level `target` attributes.
//
// The helpers are always inlined, so they take the level of the function they are inlined
// into: one source gives SSE2, x86-64-v2 and AVX2 machine code, and the 256-bit vectors
// split into two SSE registers below AVX2. A file defines its level's functions in a
// DEFINE_LEVEL(suffix, attributes) macro and instantiates them with DEFINE_ALL_LEVELS.
#pragma once

#include <stdint.h>
#include <string.h>

// 256-bit vectors pass between these helpers only inlined, so no call has an AVX ABI.
#pragma clang diagnostic ignored "-Wpsabi"

#define ALWAYS_INLINE static inline __attribute__((always_inline))

#define LEVEL_V2 __attribute__((target("sse3,ssse3,sse4.1,sse4.2,popcnt")))
#define LEVEL_AVX2 __attribute__((target("avx,avx2,bmi,bmi2,fma,sse4.2,popcnt")))

/// The including file's DEFINE_LEVEL, once per level this architecture has.
#if defined(__x86_64__)
#define DEFINE_ALL_LEVELS DEFINE_LEVEL(baseline, ) DEFINE_LEVEL(v2, LEVEL_V2) DEFINE_LEVEL(avx2, LEVEL_AVX2)
#else
#define DEFINE_ALL_LEVELS DEFINE_LEVEL(baseline, )
#endif

typedef uint32_t Pixels8 __attribute__((vector_size(32)));
typedef uint16_t Lanes16 __attribute__((vector_size(32)));
typedef uint8_t Bytes8 __attribute__((vector_size(8)));

ALWAYS_INLINE Pixels8 load8(const void *p) { Pixels8 v; memcpy(&v, p, sizeof v); return v; }
ALWAYS_INLINE void store8(void *p, Pixels8 v) { memcpy(p, &v, sizeof v); }

/// Every pixel times its lane of `factor` / 255, rounded (PremultipliedPixel.scale); the
/// factor is in both 16-bit halves of a pixel's lane.
ALWAYS_INLINE Pixels8 scale(Pixels8 p, Lanes16 factor) {
    Lanes16 rb = (Lanes16)(p & 0x00FF00FFu) * factor + 128;
    rb = (rb + (rb >> 8)) >> 8;
    Lanes16 ag = ((Lanes16)p >> 8) * factor + 128;
    ag = (ag + (ag >> 8)) & 0xFF00;
    return (Pixels8)(rb | ag);
}

/// A factor of 0...255 in each pixel's lane, as `scale` takes it.
ALWAYS_INLINE Lanes16 factors(Pixels8 f) { return (Lanes16)(f | (f << 16)); }

/// Source-over of premultiplied `s` onto `d`.
ALWAYS_INLINE Pixels8 over(Pixels8 s, Pixels8 d) { return s + scale(d, factors(255 - (s >> 24))); }

/// Eight coverage bytes, one to a pixel's lane.
ALWAYS_INLINE Pixels8 widen(uint64_t c8) {
    Bytes8 b; memcpy(&b, &c8, sizeof b);
    return __builtin_convertvector(b, Pixels8);
}

ALWAYS_INLINE int allOpaque(Pixels8 p) {
    uint32_t a = p[0] & p[1] & p[2] & p[3] & p[4] & p[5] & p[6] & p[7];
    return a >= 0xFF000000u;
}
