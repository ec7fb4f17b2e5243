// Vitrine — Apache License 2.0
// CPU hints Swift has no spelling for. Static inline, so Swift code that calls them gets the
// single instruction inlined, not a call.
#ifndef CVITRINE_CPU_H
#define CVITRINE_CPU_H

/// Asks the CPU to start loading the cache line holding `address` for writing soon. A hint:
/// it never faults, whatever the address.
static inline void CVitrineCPU_prefetchForWrite(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
