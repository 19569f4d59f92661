/// One condition of the CLDR plural rule syntax (UTS #35 Part 3, "Plural rules syntax"), in
/// the subset CLDR's cardinal rules use: `or` of `and` of relations `operand [% modulus] (= |
/// !=) ranges`, with ranges `a..b` and values separated by commas.
///
/// ```swift
/// let few = try PluralRule("v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
/// few.matches(PluralOperands(23))   // true
/// ```
///
/// `n` with a nonzero fraction never equals a whole value: `n = 1..4` is false for 1.5
/// (`within` is not used by CLDR's cardinal rules and is not read).
public struct PluralRule: Sendable, Hashable {
  /// A number the rule tests.
  enum Operand: Character, Sendable, Hashable {
    case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", e = "e", c = "c"
  }

  struct Relation: Sendable, Hashable {
    var operand: Operand
    var modulus: UInt64?
    var negated: Bool
    var ranges: [ClosedRange<UInt64>]
  }

  /// Alternatives (`or`) of conjunctions (`and`).
  let alternatives: [[Relation]]

  /// Why a rule cannot be read.
  public struct ParseError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
  }

  /// Parses a rule (`n % 100 = 3..10`); an empty rule matches nothing.
  public init(_ text: String) throws(ParseError) {
    var alternatives: [[Relation]] = []
    let trimmed = text.split(separator: " ").joined(separator: " ")
    guard !trimmed.isEmpty else {
      self.alternatives = []
      return
    }
    for alternative in trimmed.components(separatedBy: " or ") {
      var relations: [Relation] = []
      for relation in alternative.components(separatedBy: " and ") {
        relations.append(try Self.relation(relation))
      }
      alternatives.append(relations)
    }
    self.alternatives = alternatives
  }

  private static func relation(_ text: String) throws(ParseError) -> Relation {
    let negated = text.contains("!=")
    let sides = text.components(separatedBy: negated ? "!=" : "=")
    guard sides.count == 2 else { throw ParseError(message: "'\(text)': expected = or !=") }
    let left = sides[0].split(separator: "%").map { $0.trimmingSpaces }
    guard let name = left.first, name.count == 1, let operand = Operand(rawValue: name.first!),
      left.count <= 2
    else { throw ParseError(message: "'\(text)': unknown operand") }
    var modulus: UInt64?
    if left.count == 2 {
      guard let value = UInt64(left[1]), value > 0 else {
        throw ParseError(message: "'\(text)': bad modulus")
      }
      modulus = value
    }
    var ranges: [ClosedRange<UInt64>] = []
    for item in sides[1].split(separator: ",") {
      let bounds = item.trimmingSpaces.components(separatedBy: "..")
      guard (1...2).contains(bounds.count), let low = UInt64(bounds[0]),
        let high = UInt64(bounds[bounds.count - 1]), low <= high
      else { throw ParseError(message: "'\(text)': bad range '\(item)'") }
      ranges.append(low...high)
    }
    guard !ranges.isEmpty else { throw ParseError(message: "'\(text)': no values") }
    return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
  }

  /// Whether `operands` satisfy the rule.
  public func matches(_ operands: PluralOperands) -> Bool {
    alternatives.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
  }
}

extension PluralRule.Relation {
  func holds(for operands: PluralOperands) -> Bool {
    let value: UInt64
    switch operand {
    case .n:
      // A number with a fraction is in no list of whole values (nor is its remainder).
      guard operands.isWholeNumber else { return negated }
      value = operands.integerDigits
    case .i: value = operands.integerDigits
    case .v: value = UInt64(operands.visibleFractionCount)
    case .w: value = UInt64(operands.visibleFractionCountWithoutZeros)
    case .f: value = operands.fractionDigits
    case .t: value = operands.fractionDigitsWithoutZeros
    case .e, .c: value = 0
    }
    let tested = modulus.map { value % $0 } ?? value
    return ranges.contains { $0.contains(tested) } != negated
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension String {
  fileprivate var trimmingSpaces: String { Substring(self).trimmingSpaces }
}
