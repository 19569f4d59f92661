// The reference wrappers the tests use, compiled again for the benchmarks.
#include "../../../Tests/CICU/cicu.c"
