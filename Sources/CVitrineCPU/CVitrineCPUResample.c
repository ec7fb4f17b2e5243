// Vitrine — Apache License 2.0
// The horizontal resampling pass of CVitrineCPUResample.h. Eight samples read at most
// sixteen consecutive columns when the step is at most two columns: both halves are loaded
// and each sample's left and right columns are picked out of them with AVX2's lane permute
// (`vpermd`), then blended in 16-bit lanes as ImageShader.lerp does, with the same rounding.
// Without AVX2 there is no lane permute worth having (SSSE3's byte shuffle covers four
// pixels), so the lower levels leave the pass to the caller's loop.
#include "CVitrineCPUResample.h"
#include "CVitrineCPUVectors.h"

#include <string.h>

static size_t lerpColumns_none(uint32_t *out, size_t count, const uint32_t *columns, size_t readable, int32_t position,
                               int32_t step) {
    (void)out; (void)count; (void)columns; (void)readable; (void)position; (void)step;
    return 0;
}

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 LEVEL_AVX2

/// a + (b − a)·f/256 per channel, rounded, with f in both 16-bit halves of each lane.
AVX2 static inline __m256i lerp8(__m256i a, __m256i b, __m256i f) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi16(128);
    __m256i g = _mm256_sub_epi16(_mm256_set1_epi16(256), f);
    __m256i rb = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(a, low), g),
                                                   _mm256_mullo_epi16(_mm256_and_si256(b, low), f)), half);
    __m256i ag = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(a, 8), low), g),
                                                   _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(b, 8), low), f)), half);
    return _mm256_or_si256(_mm256_srli_epi16(rb, 8), _mm256_andnot_si256(low, ag));
}

/// Lane `index` (0...15) of the sixteen columns `low` (0...7) and `high` (8...15).
AVX2 static inline __m256i pick16(__m256i low, __m256i high, __m256i index) {
    __m256i fromHigh = _mm256_cmpgt_epi32(index, _mm256_set1_epi32(7));
    return _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(low, index), _mm256_permutevar8x32_epi32(high, index), fromHigh);
}

AVX2 static size_t lerpColumns_avx2(uint32_t *out, size_t count, const uint32_t *columns, size_t readable,
                                    int32_t position, int32_t step) {
    if (step < 1 || step > 2 * 65536 || position < 0) return 0;
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), one = _mm256_set1_epi32(1);
    const __m256i offsets = _mm256_mullo_epi32(lanes, _mm256_set1_epi32(step));
    size_t j = 0;
    for (; j + 8 <= count; j += 8) {
        int32_t first = position >> 16;
        if ((size_t)first + 16 > readable) break;
        __m256i p = _mm256_add_epi32(_mm256_set1_epi32(position), offsets);
        __m256i index = _mm256_sub_epi32(_mm256_srli_epi32(p, 16), _mm256_set1_epi32(first));
        __m256i weight = _mm256_and_si256(_mm256_srli_epi32(p, 8), _mm256_set1_epi32(0xFF));
        weight = _mm256_or_si256(weight, _mm256_slli_epi32(weight, 16));
        __m256i low = _mm256_loadu_si256((const __m256i *)(columns + first));
        __m256i high = _mm256_loadu_si256((const __m256i *)(columns + first + 8));
        __m256i left = pick16(low, high, index), right = pick16(low, high, _mm256_add_epi32(index, one));
        _mm256_storeu_si256((__m256i *)(out + j), lerp8(left, right, weight));
        position += 8 * step;
    }
    return j;
}
#endif

CVitrineCPULerpColumns CVitrineCPU_lerpColumnsForLevel(CVitrineCPULevel level) {
    if (!CVitrineCPU_kernelsForLevel(level)) return NULL;
#if defined(__x86_64__)
    if (level == CVitrineCPULevelAVX2) return lerpColumns_avx2;
#endif
    return lerpColumns_none;
}
