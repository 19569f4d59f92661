import Foundation

/// The strings extracted from a set of sources, grouped by table, with what was noticed while
/// reading them and the conflicts between their uses, ready to write as `.strings` files or to
/// merge into String Catalogs.
///
/// ```swift
/// let extraction = StringExtractor().extract(files)     // or StringExtraction(strings)
/// for problem in extraction.diagnostics { print(problem) }   // two comments for one key…
/// let data = StringsFileWriter.data(extraction.stringsEntries(table: "Localizable"))
/// ```
///
/// A key used more than once keeps its first value and location; its different comments are
/// all kept, sorted and joined as genstrings joins them (a line break and three spaces in a
/// `.strings` file), and reported, as are different values and different placeholders.
public struct StringExtraction: Sendable {
  /// Every string found, in source order.
  public var strings: [ExtractedString]
  /// What was noticed while reading the sources (guesses, skipped keys, calls that could not
  /// be read), then the conflicts between uses of one key.
  public var diagnostics: [ExtractionDiagnostic]
  /// Table → one entry per key (its first use, comments merged), in genstrings' order.
  public private(set) var tables: [String: [ExtractedString]] = [:]

  /// The comment genstrings writes for an entry without one.
  public static let noComment = "No comment provided by engineer."

  /// Groups `strings` by table and key, after `diagnostics` already found, and finds the
  /// conflicts.
  public init(_ strings: [ExtractedString], diagnostics: [ExtractionDiagnostic] = []) {
    self.strings = strings
    self.diagnostics = diagnostics
    var first: [String: [String: ExtractedString]] = [:]
    var comments: [String: [String: [(text: String, spelling: String)]]] = [:]
    for string in strings {
      let comment = string.comment.flatMap { $0.isEmpty ? nil : ($0, string.commentSpelling ?? $0) }
      guard let earlier = first[string.table]?[string.key] else {
        first[string.table, default: [:]][string.key] = string
        comments[string.table, default: [:]][string.key] = comment.map { [$0] } ?? []
        continue
      }
      let known = comments[string.table]?[string.key] ?? []
      if let comment, !known.contains(where: { $0.text == comment.0 }) {
        if let other = known.first {
          report(
            string, .conflictingComments,
            "key \"\(string.key)\" used with multiple comments \"\(other.text)\" (\(earlier.location)) & \"\(comment.0)\"; both kept"
          )
        }
        comments[string.table]![string.key]!.append(comment)
      }
      if string.value != earlier.value {
        let placeholders = { (text: String) in FormatPlaceholder.parse(text).map(\.signature) }
        if placeholders(earlier.value) != placeholders(string.value) {
          report(
            string, .conflictingPlaceholders,
            "key \"\(string.key)\" used with two placeholder lists: \"\(earlier.value)\" (\(earlier.location)) and \"\(string.value)\""
          )
        } else {
          report(
            string, .conflictingValues,
            "key \"\(string.key)\" used with multiple values: \"\(earlier.value)\" (\(earlier.location)) kept, \"\(string.value)\" ignored"
          )
        }
      }
    }
    tables = first.mapValues { byKey in
      byKey.values.map { string in
        var merged = string
        let all = (comments[string.table]?[string.key] ?? []).sorted {
          Self.genstringsOrder($0.text, $1.text)
        }
        merged.comment = all.isEmpty ? nil : all.map(\.text).joined(separator: "\n")
        merged.commentSpelling = all.isEmpty ? nil : all.map(\.spelling).joined(separator: "\n   ")
        return merged
      }.sorted { Self.genstringsOrder($0.key, $1.key) }
    }
  }

  private mutating func report(
    _ string: ExtractedString, _ reason: ExtractionDiagnostic.Reason, _ message: String
  ) {
    diagnostics.append(ExtractionDiagnostic(location: string.location, reason: reason, message: message))
  }

  /// The table names, sorted.
  public var tableNames: [String] { tables.keys.sorted() }

  /// The order genstrings writes keys (and merged comments) in: case-insensitive, then by
  /// UTF-16 code units — as genstrings' own output shows (`"Checking…"` before `"CPU…"` in
  /// sparkle-project/Sparkle's `Sparkle/Base.lproj/Sparkle.strings`).
  static func genstringsOrder(_ a: String, _ b: String) -> Bool {
    let (foldedA, foldedB) = (Array(a.lowercased().utf16), Array(b.lowercased().utf16))
    if foldedA != foldedB { return foldedA.lexicographicallyPrecedes(foldedB) }
    return Array(a.utf16).lexicographicallyPrecedes(Array(b.utf16))
  }

  /// The entries of a `.strings` file for `table`, as genstrings writes them: in its order,
  /// each with its comments as the source spells them (genstrings' comment for none), and a
  /// value with two or more placeholders numbered (`%@ of %@` → `%1$@ of %2$@`).
  public func stringsEntries(table: String) -> [StringsFileWriter.Entry] {
    (tables[table] ?? []).map { string in
      StringsFileWriter.Entry(
        key: string.key, value: Self.positional(string.value),
        comment: string.commentSpelling ?? string.comment ?? Self.noComment)
    }
  }

  /// `text` with its placeholders numbered when it has two or more and none is numbered.
  static func positional(_ text: String) -> String {
    let placeholders = FormatPlaceholder.parse(text).filter { $0.kind != .variable && $0.name == nil }
    guard placeholders.count >= 2, !placeholders.contains(where: { $0.text.contains("$") }) else {
      return text
    }
    var scalars = Array(text.unicodeScalars)
    for (number, placeholder) in placeholders.enumerated().reversed() {
      scalars.insert(contentsOf: "\(number + 1)$".unicodeScalars, at: placeholder.scalarRange.lowerBound + 1)
    }
    return String(String.UnicodeScalarView(scalars))
  }
}
