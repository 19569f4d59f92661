/// The patterns of the ``RTLRule``s over a file's code lexemes (see ``RTLAudit``).
struct RTLMatcher {
  struct Match {
    var rule: RTLRule
    var offset: Int
    var message: String
  }

  let lexemes: [Lexeme]
  /// The file's path, lowercased: media code is recognised by it.
  let path: String
  /// Lines where the code tests the layout direction.
  let directionLines: Set<Int>
  var matches: [Match] = []

  /// Lines before and after a finding where a test of the layout direction silences it.
  static let contextBefore = 8
  static let contextAfter = 3

  init(lexemes: [Lexeme], file: String) {
    self.lexemes = lexemes
    path = file.lowercased()
    var lines: Set<Int> = []
    for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .identifier {
      if Self.testsDirection(lexeme.text) { lines.insert(lexeme.line) }
      // `layoutDirection == …` and `@Environment(\.layoutDirection) var layoutDirection`.
      if lexeme.text == "layoutDirection" || lexeme.text == "semanticContentAttribute" {
        let next = index + 2 < lexemes.count ? lexemes[index + 1].text + lexemes[index + 2].text : ""
        let previous = index > 0 ? lexemes[index - 1].text : ""
        if next == "==" || next == "!=" || previous == "var" || previous == "let" {
          lines.insert(lexeme.line)
        }
      }
    }
    directionLines = lines
  }

  /// Whether an identifier names the right-to-left direction or a test of it: `isRTL`,
  /// `rightToLeft`, `effectiveUserInterfaceLayoutDirection`.
  static func testsDirection(_ identifier: String) -> Bool {
    let lower = identifier.lowercased()
    if lower.contains("righttoleft") || lower.contains("userinterfacelayoutdirection") { return true }
    return words(identifier).contains("rtl")
  }

  /// The lowercased words of a camel-case or snake-case identifier (`isRTLLayout`: is, rtl, layout).
  static func words(_ identifier: String) -> [String] {
    var result: [String] = []
    var current = ""
    let scalars = Array(identifier.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let upper = scalar.properties.isUppercase
      let nextLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
      let previousLower = index > 0 && scalars[index - 1].properties.isLowercase
      if scalar == "_" || (upper && (previousLower || (nextLower && !current.isEmpty))) {
        if !current.isEmpty { result.append(current.lowercased()) }
        current = ""
        if scalar == "_" { continue }
      }
      current.unicodeScalars.append(scalar)
    }
    if !current.isEmpty { result.append(current.lowercased()) }
    return result
  }

  func text(_ index: Int) -> String {
    index >= 0 && index < lexemes.count ? lexemes[index].text : ""
  }

  func isIdentifier(_ index: Int, _ names: Set<String>) -> Bool {
    index >= 0 && index < lexemes.count && lexemes[index].kind == .identifier
      && names.contains(lexemes[index].text)
  }

  /// Whether the lexeme at `index` follows `==` or `!=` or is a `case`: read, not set.
  func isComparedOrMatched(_ index: Int) -> Bool {
    (text(index - 1) == "=" && (text(index - 2) == "=" || text(index - 2) == "!"))
      || text(index - 1) == "case"
      || (text(index - 1) == "." && text(index - 2) == "case")
  }

  /// Whether the code within the context lines of `line` tests the layout direction.
  func knowsDirection(near line: Int) -> Bool {
    ((line - Self.contextBefore)...(line + Self.contextAfter)).contains { directionLines.contains($0) }
  }

  /// The identifiers on lines `range`.
  func identifiers(onLines range: ClosedRange<Int>, around index: Int) -> [String] {
    var result: [String] = []
    var low = index
    while low > 0 && lexemes[low - 1].line >= range.lowerBound { low -= 1 }
    var position = low
    while position < lexemes.count && lexemes[position].line <= range.upperBound {
      if lexemes[position].kind == .identifier { result.append(lexemes[position].text) }
      position += 1
    }
    return result
  }

  mutating func report(_ rule: RTLRule, at index: Int, _ message: String) {
    guard !knowsDirection(near: lexemes[index].line), !isMediaCode(index) else { return }
    matches.append(Match(rule: rule, offset: lexemes[index].offset, message: message))
  }

  mutating func run() {
    for index in lexemes.indices {
      switch lexemes[index].kind {
      case .identifier:
        matchAlignment(index)
        matchAnchor(index)
        matchInsets(index)
        matchForcedDirection(index)
        matchMirroring(index)
      case .literal: matchSymbol(index)
      default: break
      }
    }
  }
}
