#ifndef BIDIKIT_CFRIBIDI_SHIM_H
#define BIDIKIT_CFRIBIDI_SHIM_H

#include <stdlib.h>
#include <fribidi.h>

// FriBidi's type and flag constants are macros and enum values whose import differs between
// FriBidi versions; these inline helpers give BidiKit one stable spelling. BidiKit's
// Internals/FriBidi.swift is the only Swift file that calls them.

/// The FriBidi character type for a BidiKit `BidiClass` raw value (order of Generated/).
static inline uint32_t bidikit_fribidi_type(uint8_t bidi_class) {
  switch (bidi_class) {
  case 0: return FRIBIDI_TYPE_LTR;
  case 1: return FRIBIDI_TYPE_RTL;
  case 2: return FRIBIDI_TYPE_AL;
  case 3: return FRIBIDI_TYPE_EN;
  case 4: return FRIBIDI_TYPE_ES;
  case 5: return FRIBIDI_TYPE_ET;
  case 6: return FRIBIDI_TYPE_AN;
  case 7: return FRIBIDI_TYPE_CS;
  case 8: return FRIBIDI_TYPE_NSM;
  case 9: return FRIBIDI_TYPE_BN;
  case 10: return FRIBIDI_TYPE_BS;
  case 11: return FRIBIDI_TYPE_SS;
  case 12: return FRIBIDI_TYPE_WS;
  case 13: return FRIBIDI_TYPE_ON;
  case 14: return FRIBIDI_TYPE_LRE;
  case 15: return FRIBIDI_TYPE_LRO;
  case 16: return FRIBIDI_TYPE_RLE;
  case 17: return FRIBIDI_TYPE_RLO;
  case 18: return FRIBIDI_TYPE_PDF;
  case 19: return FRIBIDI_TYPE_LRI;
  case 20: return FRIBIDI_TYPE_RLI;
  case 21: return FRIBIDI_TYPE_FSI;
  default: return FRIBIDI_TYPE_PDI;
  }
}

/// fribidi_get_par_embedding_levels_ex with a fixed paragraph direction (rtl: 0 or 1).
/// Returns the maximum level plus one, or 0 on failure.
static inline int bidikit_fribidi_levels(const uint32_t *types, const uint32_t *brackets,
                                         int32_t length, int rtl, uint8_t *levels) {
  FriBidiParType direction = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
  return fribidi_get_par_embedding_levels_ex((const FriBidiCharType *)types,
                                             (const FriBidiBracketType *)brackets, length,
                                             &direction, (FriBidiLevel *)levels);
}

/// fribidi_reorder_line over a whole line (offset 0), without mirroring or NSM reordering
/// unless reorder_nsm is set. map must hold the identity on entry; on return map[visual] is
/// the logical index. Returns the maximum level plus one, or 0 on failure.
static inline int bidikit_fribidi_reorder(const uint32_t *types, int32_t length, int rtl,
                                          int reorder_nsm, uint8_t *levels, int32_t *map) {
  FriBidiParType direction = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
  FriBidiFlags flags = reorder_nsm ? FRIBIDI_FLAG_REORDER_NSM : 0;
  return fribidi_reorder_line(flags, (const FriBidiCharType *)types, length, 0, direction,
                              (FriBidiLevel *)levels, NULL, (FriBidiStrIndex *)map);
}

/// Arabic joining (fribidi_join_arabic) and shaping to presentation forms and ligatures
/// (fribidi_shape_arabic), in logical order, in place, with the caller's scratch for the
/// joining properties (length bytes), so that a caller shaping line after line allocates
/// nothing.
static inline void bidikit_fribidi_shape_arabic_into(const uint32_t *types, const uint8_t *levels,
                                                     int32_t length, uint32_t *text, uint8_t *props) {
  FriBidiArabicProp *joining = (FriBidiArabicProp *)props;
  for (int32_t i = 0; i < length; i++) joining[i] = 0;
  fribidi_get_joining_types(text, length, joining);
  fribidi_join_arabic((const FriBidiCharType *)types, length, (const FriBidiLevel *)levels, joining);
  fribidi_shape_arabic(FRIBIDI_FLAG_SHAPE_ARAB_PRES | FRIBIDI_FLAG_SHAPE_ARAB_LIGA,
                       (const FriBidiLevel *)levels, length, joining, text);
}

#endif
