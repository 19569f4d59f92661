import BidiLint
import BidiLocalization
import BidiText
import Foundation

/// JSON text for the catalog subcommands' output.
enum JSONText {
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4, with: "0")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}

/// `bidi catalog`: the parsed entries of a catalog file.
enum CatalogCommand: Subcommand {
  static let name = "catalog"
  static let summary = "parsed entries of a .strings, .stringsdict, .xcstrings or .po file"
  static let usage = """
    usage: bidi catalog [--format text|json] FILE

    Reads a string catalog and prints its entries. The format comes from the extension:
    .strings, .stringsdict, .xcstrings, .po/.pot.

      --format text   (default) one line per text: LINE:COLUMN, key, form, value, with
                      directional controls shown as ⟨RLI⟩, ⟨PDI⟩…
      --format json   for .strings: a JSON object key → value, what `plutil -convert json`
                      gives; for the other formats: {"format", "developmentLanguage",
                      "tables": [{"language", "entries": [{"key", "context", "line", "column",
                      "sourceTexts", "texts": [{"form", "text", "line", "column"}]}]}]}

    Problems are reported on standard error as FILE:LINE:COLUMN: message, the rest of the
    file is still printed, and the exit code is then 65.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let format = try arguments.option("--format", oneOf: ["text", "json"]) ?? "text"
    let paths = try arguments.positionals()
    guard paths.count == 1 else { throw CommandError.usage("catalog takes one FILE") }
    let file = try read(paths[0], io: io)
    if format == "json" {
      io.print(json(file))
    } else {
      for table in file.tables {
        io.print("# language: \(table.language ?? "unknown"), \(table.entries.count) entries")
        for entry in table.entries {
          let key = BidiNotation.escape(entry.context.map { "\($0)\u{4}\(entry.key)" } ?? entry.key)
          if entry.texts.isEmpty {
            io.print(
              "\(entry.location.line):\(entry.location.column)\t\(escapeLine(key))\t(untranslated)")
          }
          for text in entry.texts {
            io.print(
              "\(text.location.line):\(text.location.column)\t\(escapeLine(key))\t\(text.form ?? "-")\t\(escapeLine(BidiNotation.escape(text.text)))"
            )
          }
        }
      }
    }
    for diagnostic in file.diagnostics {
      io.warn("\(diagnostic.location): error: \(diagnostic.message)")
    }
    return file.diagnostics.isEmpty ? .ok : .dataError
  }

  static func read(_ path: String, io: CommandIO) throws -> CatalogFile {
    guard let format = CatalogFormat(path: path) else {
      throw CommandError.usage("\(path): not a catalog (.strings, .stringsdict, .xcstrings, .po)")
    }
    guard let input = try io.inputs([path]).first else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    return CatalogFile(data: input.data, path: path, format: format)
  }

  static func escapeLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
  }

  static func json(_ file: CatalogFile) -> String {
    if file.format == .strings {
      var order: [String] = []
      var values: [String: String] = [:]
      for entry in file.tables.first?.entries ?? [] {
        if values[entry.key] == nil { order.append(entry.key) }
        values[entry.key] = entry.value ?? ""
      }
      return JSONText.object(order.map { ($0, JSONText.string(values[$0]!)) })
    }
    func texts(_ texts: [CatalogText]) -> String {
      "["
        + texts.map { text in
          JSONText.object([
            ("form", text.form.map(JSONText.string) ?? "null"),
            ("text", JSONText.string(text.text)),
            ("line", "\(text.location.line)"), ("column", "\(text.location.column)"),
          ])
        }.joined(separator: ",") + "]"
    }
    let tables = file.tables.map { table in
      JSONText.object([
        ("language", table.language.map(JSONText.string) ?? "null"),
        (
          "entries",
          "["
            + table.entries.map { entry in
              JSONText.object([
                ("key", JSONText.string(entry.key)),
                ("context", entry.context.map(JSONText.string) ?? "null"),
                ("line", "\(entry.location.line)"), ("column", "\(entry.location.column)"),
                ("sourceTexts", texts(entry.sourceTexts)), ("texts", texts(entry.texts)),
              ])
            }.joined(separator: ",") + "]"
        ),
      ])
    }
    return JSONText.object([
      ("format", JSONText.string(file.format.rawValue)),
      ("developmentLanguage", file.developmentLanguage.map(JSONText.string) ?? "null"),
      ("tables", "[" + tables.joined(separator: ",") + "]"),
    ])
  }
}

/// `bidi lint`: bidi hazards in catalogs.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let summary = "find bidi hazards in catalogs and Trojan Source in code; exit 1 on errors"
  static let usage = """
    usage: bidi lint [--format text|json] [--source [--language L]] PATH…

    Lints .strings, .stringsdict, .xcstrings and .po files for bidi hazards, and source code
    for Trojan Source attacks (folders are searched recursively; hidden folders and .build
    are skipped). A file in xx.lproj is compared with the same file in Base.lproj or
    en.lproj for placeholder mismatches.

    Source code (.swift; .c .h .cpp .m .cs…; .js .ts…; .py; .rs; .go; .java; .kt; .sh .bash,
    and any named file with --source, read as C-family unless --language says otherwise:
    swift, c, javascript, python, rust, go, java, kotlin, shell) is tokenized into comments,
    string literals and code, as compilers do. Every directional control is reported with
    the token it is in and how its line displays (rustc's text_direction_codepoint_in_*):
      text-direction-codepoint-in-comment (error; warning for LRM, RLM, ALM)
      text-direction-codepoint-in-literal (error; warning for LRM, RLM, ALM)
      text-direction-codepoint-in-code    (error)
    'crossesToken' (JSON) / "not closed in it" (text) marks a control whose pairing leaves
    its comment or literal: the reordering that makes an attack.

    Rules (severity):
      syntax (error)                 the file is malformed at this position
      placeholder-at-edge (warning)  right-to-left text starts or ends with a placeholder
      garbled-placeholder (error)    typical LTR values interpolated naively display garbled
                                     (resolved by the bidi engine in a right-to-left paragraph)
      placeholder-mismatch (error)   placeholders differ from the development language
      unbalanced-controls (error)    embeddings, overrides or isolates not closed, stray PDF/PDI
      control-in-key (error)         a directional control in a key
      legacy-embedding (info)        LRE/RLE where an isolate is meant

      --format text   (default) FILE:LINE:COLUMN: severity: message [rule], then the fix
      --format json   an array of {"file", "line", "column", "rule", "severity", "message",
                      "fix", "key", "language", "offset"}

    Exit code 1 when any finding is an error, 0 otherwise; 65 when a source file is not
    UTF-8 (reported with its line and column, and skipped).
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let format = try arguments.option("--format", oneOf: ["text", "json"]) ?? "text"
    let allSource = arguments.flag("--source")
    let language = try SourceCodeInput.language(&arguments)
    let paths = try arguments.positionals()
    guard !paths.isEmpty else { throw CommandError.usage("lint needs at least one PATH") }
    var files: [String] = []
    for path in paths { files += try catalogFiles(at: path) }
    // Source files: by extension, or every file named with --source.
    let isSource = { (path: String) in
      (allSource && paths.contains(path))
        || (CatalogFormat(path: path) == nil && SourceLanguage(path: path) != nil)
    }
    var sourceFindings: [SourceCodeFinding] = []
    var unreadable = false
    for path in files where isSource(path) {
      do {
        sourceFindings += try SourceCodeInput.findings(
          path, language: SourceCodeInput.language(of: path, given: language), io: io)
      } catch let error as CommandError where error.code == .dataError {
        // A file that is not UTF-8 is reported and skipped; the others are still linted.
        io.warn(error.message)
        unreadable = true
      }
    }
    let linter = CatalogLinter()
    var findings: [LintFinding] = []
    for path in files where !isSource(path) {
      let file = try CatalogCommand.read(path, io: io)
      var development: StringTable?
      if file.format == .strings || file.format == .stringsdict,
        let other = CatalogLinter.developmentPath(for: path),
        let data = FileManager.default.contents(atPath: other)
      {
        development = CatalogFile(data: data, path: other, format: file.format).tables.first
      }
      findings += linter.lint(file, development: development)
    }
    if format == "json" {
      io.print(
        "["
          + findings.map { finding in
            JSONText.object([
              ("file", JSONText.string(finding.location.file)),
              ("line", "\(finding.location.line)"),
              ("column", "\(finding.location.column)"),
              ("rule", JSONText.string(finding.rule.rawValue)),
              ("severity", JSONText.string(finding.severity.rawValue)),
              ("message", JSONText.string(finding.message)),
              ("fix", JSONText.string(finding.rule.fixHint)),
              ("key", finding.key.map(JSONText.string) ?? "null"),
              ("language", finding.language.map(JSONText.string) ?? "null"),
              ("offset", finding.scalarOffset.map { "\($0)" } ?? "null"),
            ])
          }.joined(separator: ",\n") + (findings.isEmpty || sourceFindings.isEmpty ? "" : ",\n")
          + sourceFindings.map(SourceCodeInput.json).joined(separator: ",\n") + "]")
    } else {
      for finding in findings {
        io.print(CatalogCommand.escapeLine(TerminalText.escapeControls(finding.description)))
        io.print("  fix: \(finding.rule.fixHint)")
      }
      for finding in sourceFindings {
        io.print(TerminalText.escapeControls(finding.description))
        io.print("  fix: \(SourceCodeInput.fixHint(finding))")
      }
      var counts: [LintSeverity: Int] = [:]
      for finding in findings { counts[finding.severity, default: 0] += 1 }
      let sourceErrors = sourceFindings.filter { $0.severity == .error }.count
      io.warn(
        "\((counts[.error] ?? 0) + sourceErrors) errors, \((counts[.warning] ?? 0) + sourceFindings.count - sourceErrors) warnings, \(counts[.info] ?? 0) notes in \(files.count) files"
      )
    }
    let hasErrors =
      findings.contains { $0.severity == .error } || sourceFindings.contains { $0.severity == .error }
    return unreadable ? .dataError : hasErrors ? .findings : .ok
  }

  /// `path` itself, or the catalogs and source files under it when it is a folder, sorted.
  static func catalogFiles(at path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      throw CommandError(code: .ioError, message: "\(path): cannot list")
    }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      let name = (item as NSString).lastPathComponent
      if name.hasPrefix(".") || name == ".build" {
        enumerator.skipDescendants()
        continue
      }
      if CatalogFormat(path: item) != nil || SourceLanguage(path: item) != nil {
        result.append((path as NSString).appendingPathComponent(item))
      }
    }
    return result.sorted()
  }
}
