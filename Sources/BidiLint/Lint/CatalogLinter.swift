import BidiLocalization
import BidiEngine
import Foundation

/// Finds bidi hazards in catalogs: placeholders at the edge of right-to-left values,
/// placeholders whose values would display garbled (checked with the bidi engine),
/// placeholder mismatches against the development language, unbalanced directional controls,
/// controls in keys and legacy embeddings. See ``LintRule``.
///
/// ```swift
/// let file = try CatalogFile(contentsOf: "ar.lproj/Localizable.strings")
/// let development = try CatalogFile(contentsOf: "en.lproj/Localizable.strings").tables.first
/// for finding in CatalogLinter().lint(file, development: development) {
///   print(finding)   // ar.lproj/Localizable.strings:12:9: error: … [garbled-placeholder]
/// }
/// ```
///
/// Time is linear in the number of entries: each text is checked on its own.
public struct CatalogLinter: Sendable {
  /// The rules to run (all by default).
  public var rules: Set<LintRule>
  /// Whether the app formats every string through `Localizer` (or BidiKit's formatter),
  /// which isolates each argument: then a right-to-left text's placeholders cannot garble
  /// their values nor set the paragraph direction, and ``LintRule/garbledPlaceholder`` and
  /// ``LintRule/placeholderAtEdge`` are not reported.
  public var formatsThroughLocalizer: Bool

  /// Creates a linter running `rules`.
  public init(rules: Set<LintRule> = Set(LintRule.allCases), formatsThroughLocalizer: Bool = false) {
    self.rules = rules
    self.formatsThroughLocalizer = formatsThroughLocalizer
  }

  /// The rules that run: ``rules`` without those ``formatsThroughLocalizer`` makes moot.
  var activeRules: Set<LintRule> {
    formatsThroughLocalizer ? rules.subtracting([.garbledPlaceholder, .placeholderAtEdge]) : rules
  }

  /// Lints every table of `file`.
  ///
  /// - Parameters:
  ///   - file: a parsed catalog; its `CatalogFile.diagnostics` become ``LintRule/syntax`` findings.
  ///   - development: the development-language table to compare placeholders with, for formats
  ///     that do not carry the development text themselves (`.strings`, `.stringsdict`).
  /// - Returns: findings in file order.
  public func lint(_ file: CatalogFile, development: StringTable? = nil) -> [LintFinding] {
    var findings: [LintFinding] = []
    let rules = activeRules
    for diagnostic in file.diagnostics {
      let rule: LintRule = diagnostic.reason == .pluralStructure ? .pluralStructure : .syntax
      if rules.contains(rule) {
        findings.append(LintFinding(rule: rule, location: diagnostic.location, message: diagnostic.message))
      }
    }
    CatalogStateCheck.check(file) { rule, location, message, key, language in
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(rule: rule, location: location, message: message, key: key, language: language))
    }
    let developmentTexts = development.map { table in
      Dictionary(table.entries.map { ($0.key, $0.texts) }, uniquingKeysWith: { _, last in last })
    }
    for table in file.tables {
      let direction = table.language.map(TextDirection.init(languageIdentifier:))
      let isDevelopmentTable =
        file.developmentLanguage != nil && table.language == file.developmentLanguage
      let hasFormatFlags = table.entries.contains { $0.flags.contains { $0.hasSuffix("-format") } }
      for entry in table.entries {
        var sources = entry.sourceTexts
        if sources.isEmpty, let texts = developmentTexts?[entry.key] { sources = texts }
        lint(
          entry, sources: isDevelopmentTable ? [] : sources, direction: direction,
          language: table.language,
          format: file.format, formatFlags: hasFormatFlags, into: &findings)
      }
    }
    // File order, stable for findings at the same place.
    return findings.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
  }

  func lint(
    _ entry: CatalogEntry, sources: [CatalogText], direction: TextDirection?, language: String?,
    format: CatalogFormat, formatFlags: Bool, into findings: inout [LintFinding]
  ) {
    if format == .po && entry.key.isEmpty && entry.context == nil { return }  // the header
    let rules = activeRules
    func report(_ rule: LintRule, _ location: SourceLocation, _ message: String, offset: Int? = nil) {
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(
          rule: rule, location: location, message: message, key: entry.key, language: language,
          scalarOffset: offset))
    }
    for (name, text) in [("key", entry.key), ("context", entry.context ?? "")] {
      for (offset, scalar) in text.unicodeScalars.enumerated() {
        if let control = DirectionalControl(scalar) {
          report(
            .controlInKey, entry.location,
            "the \(name) contains \(control.notation) at character \(offset + 1)", offset: offset)
        }
      }
    }
    let isFormat = Self.isFormatString(entry, fileHasFormatFlags: formatFlags)
    for text in entry.texts {
      let value = text.text
      let where_ = text.form.map { " (form \($0))" } ?? ""
      for problem in ControlBalance.problems(in: value) {
        report(
          .unbalancedControls, text.location, problem.message + where_, offset: problem.scalarOffset
        )
      }
      if let offset = value.unicodeScalars.firstIndex(where: {
        $0 == DirectionalControl.leftToRightEmbedding.scalar
          || $0 == DirectionalControl.rightToLeftEmbedding.scalar
      }) {
        let index = value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: offset)
        report(
          .legacyEmbedding, text.location,
          "embedding \(BidiNotation.escape(String(value.unicodeScalars[offset])))"
            + " at character \(index + 1) where an isolate is meant" + where_, offset: index)
      }
      guard isFormat, value.contains("%") else { continue }
      let placeholders = FormatPlaceholder.parse(value)
      if !sources.isEmpty {
        checkPlaceholders(placeholders, of: text, against: sources, report: report)
      }
      guard !placeholders.isEmpty else { continue }
      let hasRTL = value.unicodeScalars.contains { BidiClass($0).isStrongRightToLeft }
      guard hasRTL, direction ?? .rightToLeft == .rightToLeft else { continue }
      let scalars = Array(value.unicodeScalars)
      let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
      if let first = scalars.firstIndex(where: { !isSpace($0) }),
        let placeholder = placeholders.first,
        placeholder.scalarRange.lowerBound == first
      {
        report(
          .placeholderAtEdge, text.location,
          "right-to-left text starts with \(placeholder.text) and no mark or isolate: a left-to-right value there sets the paragraph direction"
            + where_,
          offset: first)
      }
      if let last = scalars.lastIndex(where: { !isSpace($0) }), let placeholder = placeholders.last,
        placeholder.scalarRange.upperBound == last + 1
      {
        report(
          .placeholderAtEdge, text.location,
          "right-to-left text ends with \(placeholder.text) and no mark or isolate after it"
            + where_,
          offset: placeholder.scalarRange.lowerBound)
      }
      if let garbling = DisplayCheck.garbling(in: value, placeholders: placeholders) {
        report(
          .garbledPlaceholder, text.location,
          "\(garbling.placeholder.text) with the value '\(garbling.sample)' displays as '\(garbling.shown)' in a right-to-left paragraph"
            + where_,
          offset: garbling.placeholder.scalarRange.lowerBound)
      }
    }
  }

  func checkPlaceholders(
    _ placeholders: [FormatPlaceholder], of text: CatalogText, against sources: [CatalogText],
    report: (LintRule, SourceLocation, String, Int?) -> Void
  ) {
    let candidates: [CatalogText]
    if sources.count == 1 {
      candidates = sources
    } else if let same = sources.first(where: { $0.form == text.form }) {
      candidates = [same]
    } else {
      candidates = sources
    }
    let exact = text.form == nil && candidates.count == 1 && candidates[0].form == nil
    let sourcePlaceholders = candidates.flatMap { FormatPlaceholder.parse($0.text) }
    let expected = Set(sourcePlaceholders.map(\.signature))
    let found = Set(placeholders.map(\.signature))
    let unexpected = placeholders.filter { !expected.contains($0.signature) }
    let missing = exact ? sourcePlaceholders.filter { !found.contains($0.signature) } : []
    var problems: [String] = []
    if !unexpected.isEmpty {
      problems.append("unexpected " + unexpected.map(\.text).joined(separator: " "))
    }
    if !missing.isEmpty {
      problems.append("missing " + missing.map(\.text).joined(separator: " "))
    }
    if exact && problems.isEmpty && placeholders.count != sourcePlaceholders.count {
      problems.append(
        "\(placeholders.count) placeholders where the development text has \(sourcePlaceholders.count)"
      )
    }
    guard !problems.isEmpty else { return }
    let development = candidates.map { $0.text }.joined(separator: " | ")
    report(
      .placeholderMismatch, text.location,
      "placeholders differ from the development text '\(BidiNotation.escape(development))': "
        + problems.joined(separator: "; ")
        + (text.form.map { " (form \($0))" } ?? ""), placeholders.first?.scalarRange.lowerBound)
  }

  /// Whether the entry's texts are printf-style formats: by its gettext flags when it has
  /// them (`c-format`, `no-c-format`…); not when other entries of the file have such flags
  /// and this one has none (`msgfmt` and `msgunfmt` mark every format string, so the rest are
  /// plain text or other syntaxes such as strftime); else when its development text has a
  /// placeholder and
  /// every `%` in it starts one (or it has no development text).
  static func isFormatString(_ entry: CatalogEntry, fileHasFormatFlags: Bool) -> Bool {
    if entry.flags.contains(where: { $0.hasPrefix("no-") && $0.hasSuffix("-format") }) {
      return false
    }
    if entry.flags.contains(where: { $0.hasSuffix("-format") }) { return true }
    if fileHasFormatFlags { return false }
    guard !entry.sourceTexts.isEmpty else { return true }
    return entry.sourceTexts.contains { text in
      // Every `%` must start a placeholder (or be `%%`): "%H:%M" is strftime, not printf.
      let placeholders = FormatPlaceholder.parse(text.text)
      let percents = text.text.replacingOccurrences(of: "%%", with: "").filter { $0 == "%" }.count
      return !placeholders.isEmpty && placeholders.count == percents
    }
  }

  /// The development-language file for a file in an `xx.lproj` folder: the same file name in
  /// `Base.lproj`, else in the development language's folder (`en.lproj`), when it exists and
  /// is not the file itself.
  public static func developmentPath(for path: String, developmentLanguage: String = "en") -> String? {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    guard folder.pathExtension == "lproj" else { return nil }
    for name in ["Base.lproj", developmentLanguage + ".lproj"] {
      let candidate = folder.deletingLastPathComponent().appendingPathComponent(name)
        .appendingPathComponent(url.lastPathComponent)
      if candidate.standardizedFileURL.path != url.standardizedFileURL.path,
        FileManager.default.fileExists(atPath: candidate.path)
      {
        return candidate.path
      }
    }
    return nil
  }
}
