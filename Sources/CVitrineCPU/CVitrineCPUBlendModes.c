// Vitrine — Apache License 2.0
// The blend modes of CVitrineCPUBlendModes.h, eight pixels at a time, each channel of the
// eight in a 32-bit lane: integers for the integer formulas, floats for those that divide. The bodies
// are always inlined into one function per level, as in CVitrineCPUKernels.c, and each mode
// gets its own loop (the mode is a constant there), so nothing is decided per pixel.
//
// The formulas are BlendFormula's (W3C Compositing and Blending Level 1 on premultiplied
// values), written to give its exact bits:
//   - integer modes: channel = min(round(N / 255), alpha), N = s·(255 − da) + d·(255 − sa)
//     + X with X the mode's product term; round(N / 255) = floor((N + 127) / 255), done in
//     float as floor((M + 0.5) / 255), which is exact for the M < 2^19 these reach;
//   - colorDodge, colorBurn, softLight: the same float operations in the same order;
//   - hue, saturation, color, luminosity: likewise, with branches as lane selects.
// Contraction to FMA is off: an AVX2 build would otherwise fuse products the SSE2 one
// rounds twice, and the levels would differ.
#include "CVitrineCPUBlendModes.h"
#include "CVitrineCPUVectors.h"

#include <string.h>

#pragma STDC FP_CONTRACT OFF

typedef int32_t Ints8 __attribute__((vector_size(32)));
typedef float Floats8 __attribute__((vector_size(32)));

enum { MULTIPLY = 1, SCREEN, OVERLAY, DARKEN, LIGHTEN, COLOR_DODGE, COLOR_BURN, SOFT_LIGHT, HARD_LIGHT,
       DIFFERENCE, EXCLUSION, HUE, SATURATION, COLOR, LUMINOSITY };

/// Lane selects: `mask` lanes are all ones (take `a`) or all zeros (take `b`).
ALWAYS_INLINE Ints8 pick(Ints8 mask, Ints8 a, Ints8 b) { return (a & mask) | (b & ~mask); }
ALWAYS_INLINE Floats8 pickF(Ints8 mask, Floats8 a, Floats8 b) { return (Floats8)pick(mask, (Ints8)a, (Ints8)b); }
ALWAYS_INLINE Ints8 minI(Ints8 a, Ints8 b) { return pick(b < a, b, a); }
ALWAYS_INLINE Ints8 maxI(Ints8 a, Ints8 b) { return pick(b > a, b, a); }
/// Swift's `min(x, y)` (`y < x ? y : x`) and `max(x, y)` (`y >= x ? y : x`), lane by lane.
ALWAYS_INLINE Floats8 minF(Floats8 x, Floats8 y) { return pickF(y < x, y, x); }
ALWAYS_INLINE Floats8 maxF(Floats8 x, Floats8 y) { return pickF(y >= x, y, x); }
ALWAYS_INLINE Floats8 splat(float v) { return (Floats8){0} + v; }
ALWAYS_INLINE Floats8 toFloats(Ints8 v) { return __builtin_convertvector(v, Floats8); }
/// Truncated toward zero (Swift's `Int(_:)` of a Float).
ALWAYS_INLINE Ints8 truncated(Floats8 v) { return __builtin_convertvector(v, Ints8); }

/// round(x / 255) for 0 ≤ x ≤ 255² (BlendFormula.div255; PremultipliedPixel's identity).
ALWAYS_INLINE Ints8 div255Small(Ints8 x) { x += 128; return (x + (x >> 8)) >> 8; }

/// round(n / 255) as BlendFormula's integer division gives it, then at least 0: n + 127
/// below 0 gives 0; else floor((n + 127 + 0.5) / 255), whose float error (< 2·10⁻⁴ for
/// values up to 2^19) stays below the 0.5 / 255 the half moves it from a whole number.
ALWAYS_INLINE Ints8 roundDiv255(Ints8 n) {
    Ints8 m = n + 127;
    m &= ~(m >> 31);
    return truncated((toFloats(m) + 0.5f) * (1.0f / 255.0f));
}

/// sa·da·HardLight product term over 255² (BlendFormula.hardLight).
ALWAYS_INLINE Ints8 hardLight(Ints8 s, Ints8 sa, Ints8 d, Ints8 da) {
    return pick(2 * s <= sa, 2 * s * d, sa * da - 2 * (da - d) * (sa - s));
}

ALWAYS_INLINE Ints8 channel(Pixels8 p, int shift) { return (Ints8)((p >> shift) & 255); }

/// The integer separable modes' product term X for one channel.
ALWAYS_INLINE Ints8 productTerm(int mode, Ints8 s, Ints8 sa, Ints8 d, Ints8 da) {
    switch (mode) {
    case MULTIPLY: return s * d;
    case SCREEN: return s * da + d * sa - s * d;
    case OVERLAY: return hardLight(d, da, s, sa);
    case HARD_LIGHT: return hardLight(s, sa, d, da);
    case DARKEN: return minI(s * da, d * sa);
    case LIGHTEN: return maxI(s * da, d * sa);
    case DIFFERENCE: { Ints8 v = s * da - d * sa; return pick(v < 0, -v, v); }
    default: return s * da + d * sa - 2 * s * d;  // exclusion
    }
}

/// sa·da·B(cb, cs) in 0...1 for colorDodge, colorBurn and softLight (BlendFormula.dividingBlend).
ALWAYS_INLINE Floats8 dividingBlend(int mode, Ints8 s, Ints8 sa, Ints8 d, Ints8 da) {
    Ints8 valid = (sa > 0) & (da > 0);
    Floats8 fsa = toFloats(sa), fda = toFloats(da), one = splat(1), zero = splat(0), b;
    Floats8 cs = toFloats(s) / pickF(valid, fsa, one), cb = toFloats(d) / pickF(valid, fda, one);
    switch (mode) {
    case COLOR_DODGE:
        b = pickF(cb == 0, zero, pickF(cs >= 1, one, minF(one, cb / (1 - cs))));
        break;
    case COLOR_BURN:
        b = pickF(cb >= 1, one, pickF(cs <= 0, zero, 1 - minF(one, (1 - cb) / cs)));
        break;
    default: {  // softLight
        Floats8 low = cb - (1 - 2 * cs) * cb * (1 - cb);
        Floats8 dd = pickF(cb <= 0.25f, ((16 * cb - 12) * cb + 4) * cb, __builtin_elementwise_sqrt(cb));
        Floats8 high = cb + (2 * cs - 1) * (dd - cb);
        b = pickF(cs <= 0.5f, low, high);
    }
    }
    return pickF(valid, fsa / 255 * fda / 255 * b, zero);
}

/// One of the twelve separable modes on eight pixel pairs (BlendFormula.separable).
ALWAYS_INLINE Pixels8 separable(int mode, Pixels8 source, Pixels8 destination) {
    Ints8 sa = (Ints8)(source >> 24), da = (Ints8)(destination >> 24);
    Ints8 alpha = sa + da - div255Small(sa * da);
    Pixels8 result = (Pixels8)minI(alpha, (Ints8){0} + 255) << 24;
    for (int shift = 16; shift >= 0; shift -= 8) {
        Ints8 s = channel(source, shift), d = channel(destination, shift);
        Ints8 outside = s * (255 - da) + d * (255 - sa), value;
        if (mode == COLOR_DODGE || mode == COLOR_BURN || mode == SOFT_LIGHT) {
            Floats8 x = (toFloats(outside) + dividingBlend(mode, s, sa, d, da) * 65025) / 255;
            value = truncated(maxF(x, splat(0)) + 0.5f);
        } else {
            value = roundDiv255(outside + productTerm(mode, s, sa, d, da));
        }
        result |= (Pixels8)minI(value, alpha) << shift;
    }
    return result;
}

/// Three colour channels in float lanes.
typedef struct RGB8 { Floats8 r, g, b; } RGB8;

ALWAYS_INLINE Floats8 lum(RGB8 c) { return 0.3f * c.r + 0.59f * c.g + 0.11f * c.b; }
ALWAYS_INLINE Floats8 smallest(RGB8 c) { Floats8 m = c.r; m = pickF(c.g < m, c.g, m); return pickF(c.b < m, c.b, m); }
ALWAYS_INLINE Floats8 largest(RGB8 c) { Floats8 m = c.r; m = pickF(c.g > m, c.g, m); return pickF(c.b > m, c.b, m); }

ALWAYS_INLINE RGB8 clipColor(RGB8 c) {
    Floats8 l = lum(c), n = smallest(c), x = largest(c);
    Ints8 low = (n < 0) & (l - n > 1e-6f);
    RGB8 out = c;
    out.r = pickF(low, l + (c.r - l) * l / (l - n), out.r);
    out.g = pickF(low, l + (c.g - l) * l / (l - n), out.g);
    out.b = pickF(low, l + (c.b - l) * l / (l - n), out.b);
    Ints8 high = (x > 1) & (x - l > 1e-6f);
    out.r = pickF(high, l + (out.r - l) * (1 - l) / (x - l), out.r);
    out.g = pickF(high, l + (out.g - l) * (1 - l) / (x - l), out.g);
    out.b = pickF(high, l + (out.b - l) * (1 - l) / (x - l), out.b);
    return out;
}

ALWAYS_INLINE RGB8 setLum(RGB8 c, Floats8 l) {
    Floats8 current = lum(c);
    RGB8 moved = { c.r + l - current, c.g + l - current, c.b + l - current };
    return clipColor(moved);
}

ALWAYS_INLINE Floats8 sat(RGB8 c) { return largest(c) - smallest(c); }

ALWAYS_INLINE RGB8 setSat(RGB8 c, Floats8 s) {
    Floats8 mx = largest(c), mn = smallest(c), zero = splat(0);
    Ints8 spread = mx > mn;
    RGB8 out = {
        pickF(spread, (c.r - mn) * s / (mx - mn), zero),
        pickF(spread, (c.g - mn) * s / (mx - mn), zero),
        pickF(spread, (c.b - mn) * s / (mx - mn), zero),
    };
    return out;
}

/// Colour channels divided by alpha; zero where alpha is.
ALWAYS_INLINE RGB8 unpremultiplied(Pixels8 p, Ints8 a) {
    Ints8 some = a > 0;
    Floats8 fa = pickF(some, toFloats(a), splat(1)), zero = splat(0);
    RGB8 c = {
        pickF(some, toFloats(channel(p, 16)) / fa, zero),
        pickF(some, toFloats(channel(p, 8)) / fa, zero),
        pickF(some, toFloats(channel(p, 0)) / fa, zero),
    };
    return c;
}

/// hue, saturation, color or luminosity on eight pixel pairs (BlendFormula.nonSeparable).
ALWAYS_INLINE Pixels8 nonSeparable(int mode, Pixels8 source, Pixels8 destination) {
    Ints8 sa = (Ints8)(source >> 24), da = (Ints8)(destination >> 24);
    Ints8 alpha = sa + da - div255Small(sa * da);
    RGB8 cs = unpremultiplied(source, sa), cb = unpremultiplied(destination, da), blended;
    switch (mode) {
    case HUE: blended = setLum(setSat(cs, sat(cb)), lum(cb)); break;
    case SATURATION: blended = setLum(setSat(cb, sat(cs)), lum(cb)); break;
    case COLOR: blended = setLum(cs, lum(cb)); break;
    default: blended = setLum(cb, lum(cs)); break;  // luminosity
    }
    Floats8 fsa = toFloats(sa) / 255, fda = toFloats(da) / 255;
    Pixels8 result = (Pixels8)minI(alpha, (Ints8){0} + 255) << 24;
    Floats8 parts[3] = { blended.r, blended.g, blended.b };
    for (int i = 0; i < 3; i++) {
        int shift = 16 - 8 * i;
        Floats8 s = toFloats(channel(source, shift)) / 255, d = toFloats(channel(destination, shift)) / 255;
        Floats8 r = s * (1 - fda) + d * (1 - fsa) + fsa * fda * parts[i];
        Ints8 finite = (r - r) == 0;
        Ints8 value = pick(finite, truncated(minF(maxF(r, splat(0)), splat(1)) * 255 + 0.5f), (Ints8){0});
        result |= (Pixels8)minI(value, alpha) << shift;
    }
    return result;
}

ALWAYS_INLINE Pixels8 blendBlock(int mode, Pixels8 source, Pixels8 destination) {
    return mode >= HUE ? nonSeparable(mode, source, destination) : separable(mode, source, destination);
}

/// Whole blocks of one mode: sources scaled by coverage, zero-coverage pixels kept.
ALWAYS_INLINE size_t spanBody(int mode, uint32_t *destination, size_t count, const uint32_t *sources,
                              const uint8_t *coverage, uint32_t constant) {
    const uint64_t constantLanes = (uint64_t)(constant & 255) * 0x0101010101010101ull;
    size_t blocks = count & ~(size_t)7;
    for (size_t i = 0; i < blocks; i += 8) {
        uint64_t c8 = constantLanes;
        if (coverage) memcpy(&c8, coverage + i, sizeof c8);
        if (c8 == 0) continue;
        Pixels8 s = load8(sources + i), d = load8(destination + i);
        if (c8 == UINT64_MAX) {
            store8(destination + i, blendBlock(mode, s, d));
            continue;
        }
        Pixels8 c = widen(c8);
        s = scale(s, (Lanes16)(c | (c << 16)));
        Ints8 kept = (Ints8)(c == 0);
        store8(destination + i, (Pixels8)pick(kept, (Ints8)d, (Ints8)blendBlock(mode, s, d)));
    }
    return blocks;
}

ALWAYS_INLINE size_t blendModeSpanBody(int mode, uint32_t *destination, size_t count, const uint32_t *sources,
                                       const uint8_t *coverage, uint32_t constant) {
    switch (mode) {
#define MODE_CASE(m) case m: return spanBody(m, destination, count, sources, coverage, constant);
    MODE_CASE(MULTIPLY) MODE_CASE(SCREEN) MODE_CASE(OVERLAY) MODE_CASE(DARKEN) MODE_CASE(LIGHTEN)
    MODE_CASE(COLOR_DODGE) MODE_CASE(COLOR_BURN) MODE_CASE(SOFT_LIGHT) MODE_CASE(HARD_LIGHT)
    MODE_CASE(DIFFERENCE) MODE_CASE(EXCLUSION) MODE_CASE(HUE) MODE_CASE(SATURATION) MODE_CASE(COLOR)
    MODE_CASE(LUMINOSITY)
#undef MODE_CASE
    default: return 0;
    }
}

#define DEFINE_LEVEL(suffix, attributes)                                                                          \
    attributes static size_t blendModeSpan_##suffix(int mode, uint32_t *d, size_t n, const uint32_t *s,          \
                                                    const uint8_t *c, uint32_t k) {                               \
        return blendModeSpanBody(mode, d, n, s, c, k);                                                            \
    }

DEFINE_ALL_LEVELS

CVitrineCPUBlendModeSpan CVitrineCPU_blendModeSpanForLevel(CVitrineCPULevel level) {
    if (!CVitrineCPU_kernelsForLevel(level)) return NULL;
    switch (level) {
#if defined(__x86_64__)
    case CVitrineCPULevelX86_64_V2: return blendModeSpan_v2;
    case CVitrineCPULevelAVX2: return blendModeSpan_avx2;
#endif
    default: return blendModeSpan_baseline;
    }
}
