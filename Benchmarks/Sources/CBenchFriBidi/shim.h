#ifndef BIDIKIT_BENCH_FRIBIDI_H
#define BIDIKIT_BENCH_FRIBIDI_H

#include <stdlib.h>
#include <fribidi.h>

/// Raw FriBidi doing what BidiKit's visual-string API does, for comparison: FriBidi's own
/// character tables, paragraph direction from the text (LTR when none), levels, line
/// reordering, mirroring; controls removed. UTF-32 in, UTF-32 out (out holds length units).
/// Returns the output length, or -1.
static inline int bench_fribidi_visual(const uint32_t *in, int length, uint32_t *out) {
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *levels = malloc(sizeof(FriBidiLevel) * (size_t)length);
  FriBidiStrIndex *map = malloc(sizeof(FriBidiStrIndex) * (size_t)length);
  int result = -1;
  if (types && brackets && levels && map) {
    fribidi_get_bidi_types(in, length, types);
    fribidi_get_bracket_types(in, length, types, brackets);
    FriBidiParType direction = FRIBIDI_PAR_ON;
    if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels)) {
      for (int i = 0; i < length; i++) map[i] = i;
      if (fribidi_reorder_line(0, types, length, 0, direction, levels, NULL, map)) {
        int n = 0;
        for (int v = 0; v < length; v++) {
          int i = map[v];
          FriBidiChar c = in[i];
          if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E
              || c == 0x200F || c == 0x061C)
            continue;
          if (FRIBIDI_LEVEL_IS_RTL(levels[i])) fribidi_get_mirror_char(c, &c);
          out[n++] = c;
        }
        result = n;
      }
    }
  }
  free(types);
  free(brackets);
  free(levels);
  free(map);
  return result;
}

#endif
