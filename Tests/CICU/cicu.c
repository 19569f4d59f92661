#include "include/cicu.h"

#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>

BidiKitICUBidi *bidikit_icu_open(void) { return (BidiKitICUBidi *)ubidi_open(); }

void bidikit_icu_close(BidiKitICUBidi *bidi) { ubidi_close((UBiDi *)bidi); }

int bidikit_icu_set_para(BidiKitICUBidi *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paraLevel, NULL, &status);
  return U_FAILURE(status) ? (int)status : 0;
}

uint8_t bidikit_icu_para_level(BidiKitICUBidi *bidi) { return ubidi_getParaLevel((UBiDi *)bidi); }

int bidikit_icu_levels(BidiKitICUBidi *bidi, uint8_t *levels, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  const UBiDiLevel *result = ubidi_getLevels((UBiDi *)bidi, &status);
  if (U_FAILURE(status)) return (int)status;
  for (int32_t i = 0; i < length; i++) levels[i] = result[i];
  return 0;
}

int bidikit_icu_visual_map(BidiKitICUBidi *bidi, int32_t *map) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_getVisualMap((UBiDi *)bidi, map, &status);
  return U_FAILURE(status) ? (int)status : 0;
}

int32_t bidikit_icu_write_reordered(BidiKitICUBidi *bidi, uint16_t *dest, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubidi_writeReordered((UBiDi *)bidi, (UChar *)dest, capacity,
                                        UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, &status);
  return U_FAILURE(status) ? -1 : length;
}

int bidikit_icu_is_right_to_left(const char *localeID) { return uloc_isRightToLeft(localeID) ? 1 : 0; }

int32_t bidikit_icu_plural_category(const char *localeID, double number, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(localeID, UPLURAL_TYPE_CARDINAL, &status);
  if (U_FAILURE(status)) return -1;
  UChar keyword[32];
  int32_t length = uplrules_select(rules, number, keyword, 32, &status);
  uplrules_close(rules);
  if (U_FAILURE(status) || length >= capacity) return -1;
  for (int32_t i = 0; i < length; i++) out[i] = (char)keyword[i];
  out[length] = 0;
  return length;
}
