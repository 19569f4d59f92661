/// Disagreements with ICU that a third witness showed to be ICU's defects.
enum ICUDefects {
  /// Whether `disagreement` is an instance of a documented ICU defect.
  static func explains(_ disagreement: Disagreement) -> Bool {
    uniformLevels(disagreement)
  }

  /// ICU sets every level to the paragraph level when it finds the text unidirectional, even
  /// where UAX #9 resolves higher levels of the same parity (numbers, overrides): the visual
  /// order is the same, the levels are not.
  static func uniformLevels(_ d: Disagreement) -> Bool {
    let base = d.icu.paragraphLevel
    guard d.ours.paragraphLevel == base, d.ours.order == d.icu.order else { return false }
    let icuLevels = d.icu.levels.filter { $0 != 0xFF }
    let ourLevels = d.ours.levels.filter { $0 != 0xFF }
    return icuLevels.allSatisfy { $0 == base } && ourLevels.allSatisfy { $0 & 1 == base & 1 }
  }
}
