#ifndef BIDIKIT_CICU_H
#define BIDIKIT_CICU_H

// ICU's ubidi as a reference engine for BidiKit's tests. Only plain C types cross this header:
// the ICU headers stay inside cicu.c, so they cannot clash with the copy of ICU that
// Foundation carries, and ICU's versioned symbol names (ubidi_open_72…) stay in C.

#include <stdint.h>

typedef struct BidiKitICUBidi BidiKitICUBidi;

/// ubidi_open. NULL on failure.
BidiKitICUBidi *bidikit_icu_open(void);

/// ubidi_close.
void bidikit_icu_close(BidiKitICUBidi *bidi);

/// ubidi_setPara on UTF-16 text. paraLevel: 0 LTR, 1 RTL, 0xFE auto (LTR fallback),
/// 0xFF auto (RTL fallback). Returns 0 on success, else the ICU error code.
int bidikit_icu_set_para(BidiKitICUBidi *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel);

/// ubidi_getParaLevel.
uint8_t bidikit_icu_para_level(BidiKitICUBidi *bidi);

/// ubidi_getLevels: one level per UTF-16 unit into levels. Returns 0 on success.
int bidikit_icu_levels(BidiKitICUBidi *bidi, uint8_t *levels, int32_t length);

/// ubidi_getVisualMap: map[visual] = logical UTF-16 index. Returns 0 on success.
int bidikit_icu_visual_map(BidiKitICUBidi *bidi, int32_t *map);

/// ubidi_setLine: `line` (made by bidikit_icu_open) becomes the UTF-16 range [start, limit)
/// of the paragraph set on `bidi`, which must outlive it; rule L1 is applied at its end.
/// Returns 0 on success, else the ICU error code.
int bidikit_icu_set_line(BidiKitICUBidi *bidi, int32_t start, int32_t limit, BidiKitICUBidi *line);

/// ubidi_writeReordered with mirroring and bidi controls removed. Returns the length written,
/// or -1 on failure.
int32_t bidikit_icu_write_reordered(BidiKitICUBidi *bidi, uint16_t *dest, int32_t capacity);

/// uloc_isRightToLeft: 1 when the locale's script (given, or likely for its language and
/// region) is written right to left, else 0.
int bidikit_icu_is_right_to_left(const char *localeID);

/// uplrules_select (cardinal rules) for `number` in the locale: writes the category keyword
/// (`zero`, `one`, `two`, `few`, `many`, `other`) as ASCII with a final NUL into out. Returns
/// its length, or -1 on failure.
int32_t bidikit_icu_plural_category(const char *localeID, double number, char *out, int32_t capacity);

typedef struct BidiKitICULineBreaks BidiKitICULineBreaks;

/// ubrk_open(UBRK_LINE) for `localeID` ("" is the root locale: ICU's default line rules).
/// NULL on failure.
BidiKitICULineBreaks *bidikit_icu_line_breaks_open(const char *localeID);

/// ubrk_close.
void bidikit_icu_line_breaks_close(BidiKitICULineBreaks *breaks);

/// ubrk_setText on UTF-16 text (which must outlive the iteration). Returns 0 on success.
int bidikit_icu_line_breaks_set_text(BidiKitICULineBreaks *breaks, const uint16_t *text, int32_t length);

/// ubrk_next: the next break as a UTF-16 offset, or -1 at the end. *hard is set to 1 when
/// ubrk_getRuleStatus says the break is mandatory (UBRK_LINE_HARD), else 0.
int32_t bidikit_icu_line_breaks_next(BidiKitICULineBreaks *breaks, int *hard);

/// The cardinal plural category of a decimal number written in ASCII (`"1.50"`), with exactly
/// the fraction digits it shows (CLDR operands v, f, t), through unumf and
/// uplrules_selectFormatted. Returns the keyword's length, or -1 on failure.
int32_t bidikit_icu_plural_category_decimal(const char *localeID, const char *decimal, char *out,
                                            int32_t capacity);

/// unum_formatInt64 (when useInteger) or unum_formatDouble with exactly fractionDigits fraction
/// digits, in the locale's default numbering system, as UTF-16 into out. Returns the length,
/// or -1 on failure.
int32_t bidikit_icu_format_number(const char *localeID, double value, int32_t fractionDigits, int useInteger,
                                  int64_t integer, uint16_t *out, int32_t capacity);

#endif
