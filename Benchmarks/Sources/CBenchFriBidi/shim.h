#ifndef BIDIKIT_BENCH_FRIBIDI_H
#define BIDIKIT_BENCH_FRIBIDI_H

// GNU FriBidi for the C drivers of the benchmarks (CBenchDrivers), found with pkg-config.
#include <fribidi.h>

#endif
