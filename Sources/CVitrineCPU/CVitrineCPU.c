// Vitrine — Apache License 2.0
// The functions are static inline in the header; SwiftPM needs one source file per C target.
#include "CVitrineCPU.h"
