/// Arabic shaping for displays that do not shape: cursive joining (the Unicode Standard, §9.2
/// "Arabic", Cursive Joining), presentation forms and the mandatory lam-alef ligatures, in
/// logical order, after the levels are resolved. Gives what GNU FriBidi's
/// `fribidi_join_arabic` then `fribidi_shape_arabic` (presentation forms and ligatures) give,
/// with BidiKit's Unicode data: the Swift back end's shaping, and the FriBidi back end's
/// through FriBidi.
///
/// - Joining (``join(_:classes:levels:count:)``): each character's joining type (R, L, D, C,
///   U; T transparent and G ignored are skipped) from ``ArabicShapingTables``; two characters
///   join when the first joins towards the second and the second towards the first, both at
///   one level (characters removed by X9 match any level). Towards the following character
///   is left at an odd level and right at an even one. A shaping character that joins nothing
///   on a side loses that side; skipped characters between two joined ones get both sides.
/// - Forms: a shaping character takes its isolated, final, initial or medial presentation form
///   by the sides it joins (right only: final; left only: initial; both: medial).
/// - Ligatures: at an odd level, lam in its initial or medial form followed at the same level by
///   alef with madda, hamza above, hamza below, or plain alef, in its final form, becomes the
///   lam-alef ligature; the alef's place takes U+FEFF, which the visual text leaves out.
enum ArabicShaping {
  /// Joining property bits: as FriBidi's `FriBidiArabicProp`.
  static let joinsRight: UInt8 = 1
  static let joinsLeft: UInt8 = 2
  static let shapes: UInt8 = 4
  static let transparent: UInt8 = 8
  static let ignored: UInt8 = 16

  /// Shapes `text` in place; `classes` and `levels` are the text's (same count).
  static func shape(
    _ text: UnsafeMutableBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>,
    levels: UnsafeBufferPointer<BidiLevel>, engine: ResolutionEngine
  ) {
    let count = text.count
    guard count > 0 else { return }
    switch engine {
    case .swift:
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joining in
        shape(
          text.baseAddress!, count: count, classes: classes.baseAddress!, levels: levels.baseAddress!,
          joining: joining.baseAddress!)
      }
    #if BIDIKIT_FRIBIDI
      case .friBidi:
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { types in
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joining in
            FriBidi.shapeArabic(
              text.baseAddress!, count: count, classes: classes, levels: levels.baseAddress!,
              types: types.baseAddress!, joining: joining.baseAddress!)
          }
        }
    #endif
    }
  }

  /// Shapes `count` scalars in place in Swift, with the caller's scratch of `count` bytes.
  static func shape(
    _ text: UnsafeMutablePointer<UInt32>, count: Int, classes: UnsafePointer<BidiClass>,
    levels: UnsafePointer<BidiLevel>, joining: UnsafeMutablePointer<UInt8>
  ) {
    let tables = ArabicShapingTables.shared
    var hasShaping = false
    for i in 0..<count {
      let properties = tables.joining(of: text[i])
      joining[i] = properties
      hasShaping = hasShaping || properties & shapes != 0 && properties & transparent == 0
    }
    // Nothing joins or changes form without a character that shapes (a letter).
    guard hasShaping else { return }
    join(joining, classes: classes, levels: levels, count: count)
    // Presentation forms.
    for i in 0..<count where joining[i] & shapes != 0 {
      text[i] = tables.form(of: text[i], sides: joining[i] & (joinsRight | joinsLeft))
    }
    // The mandatory lam-alef ligatures, at odd levels.
    var i = 0
    while i < count - 1 {
      if levels[i] & 1 == 1 && levels[i] == levels[i + 1],
        let ligature = ArabicShapingTables.lamAlef(text[i], text[i + 1])
      {
        text[i] = 0xFEFF
        text[i + 1] = ligature
      }
      i += 1
    }
  }

  /// Cursive joining over `joining` (the joining properties of each character, in logical
  /// order): clears the sides a character does not join on, and gives the skipped characters
  /// between two joined ones both sides.
  static func join(
    _ joining: UnsafeMutablePointer<UInt8>, classes: UnsafePointer<BidiClass>,
    levels: UnsafePointer<BidiLevel>,
    count: Int
  ) {
    let noLevel = BidiLevel.max  // a character removed by X9 matches any level
    var saved = 0  // the last character not skipped
    var savedLevel = noLevel
    var savedShapes = false
    var savedFollowing: UInt8 = 0  // the side of `saved` towards the following character
    var joins = false  // whether `saved` may join the next character
    for i in 0..<count where joining[i] & ignored == 0 {
      var disjoin = false
      let shaping = joining[i] & shapes != 0
      let level = classes[i].isRemovedByX9 ? noLevel : levels[i]
      if joins && !(savedLevel == level || savedLevel == noLevel || level == noLevel) {
        disjoin = true
        joins = false
      }
      let skipped = joining[i] & transparent != 0
      if !skipped {
        let preceding = level & 1 == 1 ? joinsRight : joinsLeft
        if !joins {
          if shaping { joining[i] &= ~preceding }
        } else if joining[i] & preceding == 0 {
          disjoin = true
        } else {
          // Skipped characters in between join both ways (marks on a joined pair).
          for j in saved + 1..<i { joining[j] |= preceding | savedFollowing }
        }
      }
      if disjoin && savedShapes { joining[saved] &= ~savedFollowing }
      if !skipped {
        saved = i
        savedLevel = level
        savedShapes = shaping
        savedFollowing = level & 1 == 1 ? joinsLeft : joinsRight
        joins = joining[i] & savedFollowing != 0
      }
    }
    if joins && savedShapes { joining[saved] &= ~savedFollowing }
  }
}
