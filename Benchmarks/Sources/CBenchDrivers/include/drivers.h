#ifndef BIDIKIT_BENCH_DRIVERS_H
#define BIDIKIT_BENCH_DRIVERS_H

// Raw C engines doing the whole job BidiKit's visual-string API does, from UTF-8 bytes in
// memory to UTF-8 visual bytes, timed inside C: the reference for TextBenchmarks' ratios, with
// no Swift string, array or call in the timed loop.
//
// Input: lines separated by '\n' in one buffer (no newline at the end). Output: each line's
// visual text, one after the other without separators; lineEnds[k] is where line k's output
// ends in `out`. Both engines reuse their buffers from line to line (grown on demand), as a C
// program would. Each returns the number of lines written, or -1 on failure (allocation,
// engine error, `out` too small), with the seconds spent in *seconds.

#include <stdint.h>

/// ICU4C: u_strFromUTF8 → ubidi_setPara(UBIDI_DEFAULT_LTR) → ubidi_writeReordered(
/// UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS) → u_strToUTF8, one UBiDi object for all
/// lines. (ICU's control removal also drops ZWJ and ZWNJ, which BidiKit keeps.)
int64_t bench_icu_visual_lines(const uint8_t *input, int64_t length, uint8_t *out, int64_t capacity,
                               int64_t *lineEnds, int64_t maxLines, double *seconds);

/// GNU FriBidi, the steps of BidiKit's visual string with FriBidi's own character tables:
/// fribidi_charset_to_unicode(UTF-8) → fribidi_get_bidi_types → fribidi_get_bracket_types →
/// fribidi_get_par_embedding_levels_ex(FRIBIDI_PAR_ON: the first strong letter, else LTR) →
/// fribidi_reorder_line (no flags: rule L3 off, as the benchmark's visual options) → LRM, RLM,
/// ALM, embeddings, overrides, PDF and isolates removed, fribidi_get_mirror_char at odd levels →
/// fribidi_unicode_to_charset(UTF-8).
int64_t bench_fribidi_visual_lines(const uint8_t *input, int64_t length, uint8_t *out, int64_t capacity,
                                   int64_t *lineEnds, int64_t maxLines, double *seconds);

#endif
