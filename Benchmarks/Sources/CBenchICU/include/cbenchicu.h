#include "../../../../Tests/CICU/include/cicu.h"
