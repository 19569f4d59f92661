import CICU

/// ICU's levels and visual order for one paragraph, per Unicode scalar.
struct ICUWitness {
  var paragraphLevel: Int
  var levels: [Int]
  /// Logical scalar indices, left to right.
  var order: [Int]

  init?(_ scalars: [Unicode.Scalar], base: String) {
    var units: [UInt16] = []
    var scalarOfUnit: [Int] = []
    for (index, scalar) in scalars.enumerated() {
      for unit in UTF16.encode(scalar)! {
        units.append(unit)
        scalarOfUnit.append(index)
      }
    }
    guard let bidi = bidikit_icu_open() else { return nil }
    defer { bidikit_icu_close(bidi) }
    let level: UInt8 = base == "ltr" ? 0 : base == "rtl" ? 1 : 0xFE
    let count = Int32(units.count)
    guard units.withUnsafeBufferPointer({ bidikit_icu_set_para(bidi, $0.baseAddress, count, level) }) == 0 else { return nil }
    paragraphLevel = Int(bidikit_icu_para_level(bidi))
    var unitLevels = [UInt8](repeating: 0, count: units.count)
    guard bidikit_icu_levels(bidi, &unitLevels, count) == 0 else { return nil }
    var map = [Int32](repeating: 0, count: units.count)
    guard units.isEmpty || bidikit_icu_visual_map(bidi, &map) == 0 else { return nil }
    levels = scalars.indices.map { index in Int(unitLevels[scalarOfUnit.firstIndex(of: index)!]) }
    var seen = Set<Int>()
    order = map.compactMap { unit in
      let scalar = scalarOfUnit[Int(unit)]
      return seen.insert(scalar).inserted ? scalar : nil
    }
  }
}
