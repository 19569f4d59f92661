#include "include/cicu.h"

#include <unicode/ubidi.h>
#include <unicode/uloc.h>
#include <unicode/ubrk.h>
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

int bidikit_icu_set_line(BidiKitICUBidi *bidi, int32_t start, int32_t limit, BidiKitICUBidi *line) {
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setLine((const UBiDi *)bidi, start, limit, (UBiDi *)line, &status);
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

BidiKitICULineBreaks *bidikit_icu_line_breaks_open(const char *localeID) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, localeID, NULL, 0, &status);
  return U_FAILURE(status) ? NULL : (BidiKitICULineBreaks *)iterator;
}

void bidikit_icu_line_breaks_close(BidiKitICULineBreaks *breaks) { ubrk_close((UBreakIterator *)breaks); }

int bidikit_icu_line_breaks_set_text(BidiKitICULineBreaks *breaks, const uint16_t *text, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText((UBreakIterator *)breaks, (const UChar *)text, length, &status);
  return U_FAILURE(status) ? (int)status : 0;
}

int32_t bidikit_icu_line_breaks_next(BidiKitICULineBreaks *breaks, int *hard) {
  int32_t offset = ubrk_next((UBreakIterator *)breaks);
  if (offset == UBRK_DONE) return -1;
  int32_t rule = ubrk_getRuleStatus((UBreakIterator *)breaks);
  *hard = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT ? 1 : 0;
  return offset;
}

#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <string.h>

int32_t bidikit_icu_plural_category_decimal(const char *localeID, const char *decimal, char *out,
                                            int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  // Exactly the fraction digits the text shows, no grouping: the operands v and f of `decimal`.
  const char *dot = strchr(decimal, '.');
  int32_t places = dot ? (int32_t)strlen(dot + 1) : 0;
  UChar skeleton[64];
  int32_t length = 0;
  const char *prefix = "group-off ";
  for (const char *p = prefix; *p; p++) skeleton[length++] = (UChar)*p;
  if (places > 0) {
    skeleton[length++] = '.';
    for (int32_t i = 0; i < places && length < 60; i++) skeleton[length++] = '0';
  } else {
    for (const char *p = "precision-integer"; *p; p++) skeleton[length++] = (UChar)*p;
  }
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, length, localeID, &status);
  UFormattedNumber *result = unumf_openResult(&status);
  UPluralRules *rules = uplrules_openForType(localeID, UPLURAL_TYPE_CARDINAL, &status);
  unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), result, &status);
  UChar keyword[32];
  int32_t keywordLength = uplrules_selectFormatted(rules, result, keyword, 32, &status);
  uplrules_close(rules);
  unumf_closeResult(result);
  unumf_close(formatter);
  if (U_FAILURE(status) || keywordLength >= capacity) return -1;
  for (int32_t i = 0; i < keywordLength; i++) out[i] = (char)keyword[i];
  out[keywordLength] = 0;
  return keywordLength;
}

int32_t bidikit_icu_format_number(const char *localeID, double value, int32_t fractionDigits, int useInteger,
                                  int64_t integer, uint16_t *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, localeID, NULL, &status);
  if (U_FAILURE(status)) return -1;
  unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, fractionDigits);
  unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, fractionDigits);
  int32_t length = useInteger ? unum_formatInt64(format, integer, (UChar *)out, capacity, NULL, &status)
                              : unum_formatDouble(format, value, (UChar *)out, capacity, NULL, &status);
  unum_close(format);
  return U_FAILURE(status) ? -1 : length;
}
