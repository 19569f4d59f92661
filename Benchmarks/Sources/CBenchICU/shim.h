// The same inline ICU wrappers the differential tests use.
#include "../../../Tests/CICU/shim.h"
