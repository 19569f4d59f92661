#include "include/drivers.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/ubidi.h>
#include <unicode/ustring.h>

static double monotonic(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int64_t bench_icu_visual_lines(const uint8_t *input, int64_t length, uint8_t *out, int64_t capacity,
                               int64_t *lineEnds, int64_t maxLines, double *seconds) {
  double start = monotonic();
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_open();
  int32_t unitCapacity = 0;
  UChar *logical = NULL, *visual = NULL;
  int64_t lines = 0, written = 0, at = 0;
  int failed = bidi == NULL;
  while (!failed && at < length && lines < maxLines) {
    const uint8_t *newline = memchr(input + at, '\n', (size_t)(length - at));
    int64_t end = newline ? newline - input : length;
    int32_t bytes = (int32_t)(end - at);
    // UTF-16 never has more units than UTF-8 has bytes.
    if (bytes + 1 > unitCapacity) {
      unitCapacity = 2 * (bytes + 1);
      free(logical);
      free(visual);
      logical = malloc(sizeof(UChar) * (size_t)unitCapacity);
      visual = malloc(sizeof(UChar) * (size_t)unitCapacity);
      if (!logical || !visual) { failed = 1; break; }
    }
    int32_t units = 0;
    u_strFromUTF8(logical, unitCapacity, &units, (const char *)input + at, bytes, &status);
    ubidi_setPara(bidi, logical, units, UBIDI_DEFAULT_LTR, NULL, &status);
    int32_t visualUnits = ubidi_writeReordered(bidi, visual, unitCapacity,
                                               UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, &status);
    int32_t outBytes = 0;
    int64_t room = capacity - written;
    u_strToUTF8((char *)out + written, room > INT32_MAX ? INT32_MAX : (int32_t)room, &outBytes, visual,
                visualUnits, &status);
    if (U_FAILURE(status)) { failed = 1; break; }
    status = U_ZERO_ERROR;
    written += outBytes;
    lineEnds[lines++] = written;
    at = end + 1;
  }
  free(logical);
  free(visual);
  if (bidi) ubidi_close(bidi);
  *seconds = monotonic() - start;
  return failed ? -1 : lines;
}
