// Vitrine — Apache License 2.0
// CPU hints Swift has no spelling for. Static inline, so Swift code that calls them gets the
// single instruction inlined, not a call.
#ifndef CVITRINE_CPU_H
#define CVITRINE_CPU_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/// Asks the CPU to start loading the cache line holding `address` for writing soon. A hint:
/// it never faults, whatever the address.
static inline void CVitrineCPU_prefetchForWrite(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Stores `value` into `count` consecutive 32-bit words: libc's wmemset (wchar_t is 32 bits
/// on Linux), whose implementation is chosen for the CPU at load time like memset's.
static inline void CVitrineCPU_fill32(uint32_t *destination, uint32_t value, size_t count) {
    wmemset((wchar_t *)destination, (wchar_t)value, count);
}

#endif
