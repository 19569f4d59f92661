import BidiText
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Terminal widths against glibc's `wcwidth` in the C.UTF-8 locale, on every scalar.
@Suite("Terminal columns: every scalar against glibc's wcwidth")
struct TerminalColumnsTests {
  /// Unicode version in which each code point was assigned, from DerivedAge.txt.
  static func ages() throws -> [String?] {
    let text = try String(contentsOfFile: "/usr/share/unicode/DerivedAge.txt", encoding: .utf8)
    var ages = [String?](repeating: nil, count: 0x110000)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "#")[0].split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).map {
        Int($0, radix: 16)!
      }
      for codePoint in bounds[0]...bounds[bounds.count - 1] { ages[codePoint] = fields[1] }
    }
    return ages
  }

  /// Why BidiKit's width of a scalar differs from glibc 2.36's, or `nil` if it should not.
  enum Exception: String, CaseIterable {
    /// glibc 2.36 has the Unicode 14.0 tables: a character new in 15.0 is unknown to it (-1),
    /// or has the width of the unassigned code point it was.
    case newInUnicode15 = "assigned in Unicode 15.0, after glibc 2.36's Unicode 14.0 data"
    /// `wcwidth` gives -1 for control characters (C0, DEL, C1) and the line and paragraph
    /// separators; BidiKit counts them as taking no column, a bounded result for text that
    /// should not contain them (a separator ends the line).
    case control = "control character or separator: glibc -1, BidiKit 0"
    /// `wcwidth` gives -1 for code points without a character (unassigned, noncharacters);
    /// BidiKit gives the East Asian Width default (2 in the CJK ideograph planes, else 1).
    case unassigned = "unassigned or noncharacter: glibc -1, BidiKit 1 or 2"
  }

  static func exception(
    _ scalar: Unicode.Scalar, age: String?, ours: Int, glibc: Int
  ) -> Exception? {
    if age == "15.0" { return .newInUnicode15 }
    let category = scalar.properties.generalCategory
    if [.control, .lineSeparator, .paragraphSeparator].contains(category), glibc == -1, ours == 0 {
      return .control
    }
    if age == nil || scalar.properties.isNoncharacterCodePoint, glibc == -1 { return .unassigned }
    return nil
  }

  @Test("wcwidth agrees on every scalar except the listed exceptions")
  func everyScalar() throws {
    // wcwidth is declared for _XOPEN_SOURCE only, so Swift's Glibc module leaves it out: it is
    // looked up in the C library already loaded (RTLD_DEFAULT).
    typealias WCWidth = @convention(c) (wchar_t) -> Int32
    let symbol = try #require(dlsym(nil, "wcwidth"), "no wcwidth in the C library")
    let wcwidth = unsafeBitCast(symbol, to: WCWidth.self)
    let locale = try #require(newlocale(1 << LC_CTYPE, "C.UTF-8", nil), "no C.UTF-8 locale")
    defer { freelocale(locale) }
    let previous = uselocale(locale)  // this thread only
    defer { uselocale(previous) }
    let ages = try Self.ages()
    var exceptions: [Exception: Int] = [:]
    var unexplained: [String] = []
    for value in UInt32(0)..<0x110000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let ours = TerminalColumns.width(of: scalar)
      let glibc = Int(wcwidth(wchar_t(value)))
      guard ours != glibc else { continue }
      if let reason = Self.exception(scalar, age: ages[Int(value)], ours: ours, glibc: glibc) {
        exceptions[reason, default: 0] += 1
      } else {
        unexplained.append("U+\(String(value, radix: 16, uppercase: true)) ours \(ours) glibc \(glibc)")
      }
    }
    print("wcwidth exceptions: \(exceptions.map { "\($0.key): \($0.value)" }.sorted())")
    #expect(unexplained.isEmpty, "\(unexplained.count) unexplained: \(unexplained.prefix(20))")
  }
}

/// Widths of whole strings, counted by grapheme cluster.
@Suite("Terminal columns: strings by grapheme cluster")
struct TerminalColumnsClusterTests {
  @Test(
    "clusters",
    arguments: [
      ("abc", 3),
      ("e\u{301}", 1),  // a combining mark adds nothing
      ("שָׁלוֹם", 4),  // points on Hebrew letters
      ("مرحبا", 5),
      ("中文", 4),
      ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo: one syllable
      ("\u{1F600}", 2),  // emoji presentation: wide
      ("\u{2764}", 1),  // HEAVY BLACK HEART: text presentation by default
      ("\u{2764}\u{FE0F}", 2),  // … as emoji with VS16
      ("1\u{FE0F}\u{20E3}", 2),  // keycap one
      ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),  // family: one ZWJ sequence
      ("\u{1F1EE}\u{1F1F1}", 2),  // flag: two regional indicators
      ("\u{1F44D}\u{1F3FD}", 2),  // thumbs up with a skin tone
      ("\u{0600}123", 4),  // ARABIC NUMBER SIGN is visible
      ("a\u{200F}b\u{2066}c\u{2069}", 3),  // bidi controls take no column
    ])
  func clusters(text: String, columns: Int) {
    #expect(TerminalColumns.width(of: text) == columns)
  }

  @Test("without joiners or variation selectors, a string's width is the sum of its scalars'")
  func sumOfScalars() throws {
    guard let entries = TranslationCorpus.entries() else {
      Issue.record("no translations corpus")
      return
    }
    var checked = 0
    for entry in entries
    where !entry.msgstr.unicodeScalars.contains(where: { $0 == "\u{200D}" || $0 == "\u{FE0F}" }) {
      let sum = entry.msgstr.unicodeScalars.reduce(0) { $0 + TerminalColumns.width(of: $1) }
      #expect(TerminalColumns.width(of: entry.msgstr) == sum, "\(entry.msgstr)")
      checked += 1
    }
    #expect(checked > 10_000)
  }
}
