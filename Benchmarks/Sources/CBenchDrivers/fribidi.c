#include "include/drivers.h"

#include <fribidi.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double monotonic(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/// The directional controls BidiKit's visual string leaves out (VisualOptions.removesBidiControls).
static int is_removed_control(FriBidiChar c) {
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F ||
         c == 0x061C;
}

int64_t bench_fribidi_visual_lines(const uint8_t *input, int64_t length, uint8_t *out, int64_t capacity,
                                   int64_t *lineEnds, int64_t maxLines, double *seconds) {
  double start = monotonic();
  int64_t scalarCapacity = 0;
  FriBidiChar *logical = NULL, *visual = NULL;
  FriBidiCharType *types = NULL;
  FriBidiBracketType *brackets = NULL;
  FriBidiLevel *levels = NULL;
  FriBidiStrIndex *map = NULL;
  int64_t lines = 0, written = 0, at = 0;
  int failed = 0;
  while (at < length && lines < maxLines) {
    const uint8_t *newline = memchr(input + at, '\n', (size_t)(length - at));
    int64_t end = newline ? newline - input : length;
    int bytes = (int)(end - at);
    // At most one scalar per byte.
    if (bytes + 1 > scalarCapacity) {
      scalarCapacity = 2 * ((int64_t)bytes + 1);
      free(logical), free(visual), free(types), free(brackets), free(levels), free(map);
      size_t n = (size_t)scalarCapacity;
      logical = malloc(sizeof *logical * n);
      visual = malloc(sizeof *visual * n);
      types = malloc(sizeof *types * n);
      brackets = malloc(sizeof *brackets * n);
      levels = malloc(sizeof *levels * n);
      map = malloc(sizeof *map * n);
      if (!logical || !visual || !types || !brackets || !levels || !map) { failed = 1; break; }
    }
    int count = fribidi_charset_to_unicode(FRIBIDI_CHAR_SET_UTF8, (const char *)input + at, bytes, logical);
    fribidi_get_bidi_types(logical, count, types);
    fribidi_get_bracket_types(logical, count, types, brackets);
    FriBidiParType direction = FRIBIDI_PAR_ON;
    if (count > 0 && !fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, levels)) {
      failed = 1;
      break;
    }
    for (int i = 0; i < count; i++) map[i] = i;
    if (count > 0 && !fribidi_reorder_line(0, types, count, 0, direction, levels, NULL, map)) {
      failed = 1;
      break;
    }
    int n = 0;
    for (int v = 0; v < count; v++) {
      int i = map[v];
      FriBidiChar c = logical[i];
      if (is_removed_control(c)) continue;
      if (FRIBIDI_LEVEL_IS_RTL(levels[i])) fribidi_get_mirror_char(c, &c);
      visual[n++] = c;
    }
    // fribidi_unicode_to_charset writes a final NUL: room for 4 bytes a scalar and it.
    if (capacity - written < 4 * (int64_t)n + 1) { failed = 1; break; }
    written += fribidi_unicode_to_charset(FRIBIDI_CHAR_SET_UTF8, visual, n, (char *)out + written);
    lineEnds[lines++] = written;
    at = end + 1;
  }
  free(logical), free(visual), free(types), free(brackets), free(levels), free(map);
  *seconds = monotonic() - start;
  return failed ? -1 : lines;
}
