#ifndef BIDIKIT_CICU_SHIM_H
#define BIDIKIT_CICU_SHIM_H

// ICU renames every C function with its version (ubidi_open is ubidi_open_72), which Swift
// cannot see through. These inline wrappers compile in C, where the renaming applies.
#include <unicode/ubidi.h>
#include <unicode/ustring.h>

typedef struct BidiKitICUBidi BidiKitICUBidi;

static inline BidiKitICUBidi *bidikit_icu_open(void) { return (BidiKitICUBidi *)ubidi_open(); }

static inline void bidikit_icu_close(BidiKitICUBidi *bidi) { ubidi_close((UBiDi *)bidi); }

/// paraLevel: 0 LTR, 1 RTL, 0xFE (UBIDI_DEFAULT_LTR) auto. Returns 0 on success.
static inline int bidikit_icu_set_para(BidiKitICUBidi *bidi, const UChar *text, int32_t length,
                                       uint8_t paraLevel) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara((UBiDi *)bidi, text, length, paraLevel, NULL, &status);
  return U_FAILURE(status) ? (int)status : 0;
}

static inline uint8_t bidikit_icu_para_level(BidiKitICUBidi *bidi) {
  return ubidi_getParaLevel((UBiDi *)bidi);
}

/// Copies one level per UTF-16 code unit into levels. Returns 0 on success.
static inline int bidikit_icu_levels(BidiKitICUBidi *bidi, uint8_t *levels, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  const UBiDiLevel *result = ubidi_getLevels((UBiDi *)bidi, &status);
  if (U_FAILURE(status)) return (int)status;
  for (int32_t i = 0; i < length; i++) levels[i] = result[i];
  return 0;
}

/// Visual index -> logical UTF-16 index, one per code unit. Returns 0 on success.
static inline int bidikit_icu_visual_map(BidiKitICUBidi *bidi, int32_t *map) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_getVisualMap((UBiDi *)bidi, map, &status);
  return U_FAILURE(status) ? (int)status : 0;
}

/// Writes the visual string (mirrored, bidi controls removed). Returns its length, or -1.
static inline int32_t bidikit_icu_write_reordered(BidiKitICUBidi *bidi, UChar *dest, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubidi_writeReordered((UBiDi *)bidi, dest, capacity,
                                        UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, &status);
  return U_FAILURE(status) ? -1 : length;
}

#endif
