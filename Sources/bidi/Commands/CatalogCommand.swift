import BidiEngine
import BidiInput
import BidiLint
import BidiLocalization
import Foundation

/// `bidi catalog`: the parsed entries of a catalog file.
enum CatalogCommand: Subcommand {
  static let name = "catalog"
  static let summary = "parsed entries of a .strings, .stringsdict, .xcstrings or .po file"
  static let operands = "FILE"
  static let discussion = """
    Reads a string catalog and prints its entries. The format comes from the extension:
    .strings, .stringsdict, .xcstrings, .po/.pot.
    """
  static let epilogue = """
    --format text (the default) prints one line per text: LINE:COLUMN, key, form, value, with
    directional controls shown as ⟨RLI⟩, ⟨PDI⟩…. --format json prints, for .strings, a JSON
    object key → value, what `plutil -convert json` gives; for the other formats:
    {"format", "developmentLanguage", "tables": [{"language", "entries": [{"key", "context",
    "line", "column", "sourceTexts", "texts": [{"form", "text", "line", "column"}]}]}]}.

    Problems are reported on standard error as FILE:LINE:COLUMN: message, the rest of the
    file is still printed, and the exit code is then 65.
    """
  static let format = Option<TextOrJSON>.choice("--format", help: "text (default) or json (see below)")
  static let options: [any OptionDeclaring] = [format]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let paths = arguments.operands
    guard paths.count == 1 else { throw CommandError.usage("catalog takes one FILE") }
    let file = try read(paths[0], io: io)
    if arguments[format] == .json {
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
