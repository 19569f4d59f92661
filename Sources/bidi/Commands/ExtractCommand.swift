import BidiInput
import BidiLocalization
import Foundation

/// `bidi extract`: the genstrings step for Swift sources.
enum ExtractCommand: Subcommand {
  static let name = "extract"
  static let summary = "extract localizable strings from Swift sources into .strings or .xcstrings"
  static let operands = "PATH…"
  static let discussion = """
    Reads the .swift files under each PATH and writes their localizable strings, one file per
    table, into DIR (default: the current folder):

      NSLocalizedString("key", tableName:, bundle:, value:, comment:)
      String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)
      LocalizedStringResource("key", defaultValue:, table:, …)
      Text("key", tableName:, comment:) and LocalizedStringKey("key")   (SwiftUI)

    Interpolations become the placeholders Xcode writes: %lld for integers, %lf for floating
    point, the specifier: given, %@ otherwise; each %@ guessed from a variable is listed.
    """
  static let epilogue = """
    Notes (guessed placeholders, keys used with two comments or placeholder lists, calls
    whose key is not a literal) go to standard error as FILE:LINE:COLUMN.
    Exit codes: 0 written, 64 usage, 65 a source is not UTF-8, 66 no such PATH, 74 cannot write.
    """

  /// The values of `--format`.
  enum Format: String, CaseIterable, Sendable { case strings, xcstrings }
  /// The values of `--encoding`.
  enum Encoding: String, CaseIterable, Sendable { case utf16, utf8 }

  static let output = Option.text(
    "--output", "DIR", help: "the folder the tables are written to (default: .)")
  static let format = Option<Format>.choice(
    "--format",
    help:
      "strings (default): DIR/TABLE.strings, sorted by key, with genstrings' comments; xcstrings: merged into DIR/TABLE.xcstrings (new keys added, keys gone from the code marked stale, translations kept)"
  )
  static let encoding = Option<Encoding>.choice(
    "--encoding", help: "of .strings output: utf16 (default: UTF-16 with a BOM, as genstrings writes) or utf8"
  )
  static let routine = Option.text(
    "--routine", "NAME[,NAME…]", help: "functions called like NSLocalizedString (genstrings -s)",
    repeatable: true)
  static let options: [any OptionDeclaring] = [output, format, encoding, routine]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let output = arguments[output] ?? "."
    let format = (arguments[format] ?? .strings).rawValue
    let encoding = arguments[encoding] ?? .utf16
    let routines = arguments.all(routine).flatMap { $0.split(separator: ",").map(String.init) }
    let paths = arguments.operands
    guard !paths.isEmpty else { throw CommandError.usage("extract needs at least one PATH") }
    var sources: [String] = []
    for path in paths { sources += try CommandIO.files(at: path) { $0.hasSuffix(".swift") } }
    let extractor = StringExtractor(routines: routines)
    var strings: [ExtractedString] = []
    for path in sources {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError(code: .noInput, message: "\(path): cannot read")
      }
      let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
      guard let text = try? StrictUTF8.decode(body) else { throw CommandError.data("\(path): not UTF-8") }
      let found = extractor.extract(text, path: path)
      strings += found.strings
      for diagnostic in found.diagnostics { io.warn("\(diagnostic.location): note: \(diagnostic.message)") }
    }
    let extraction = StringExtraction(strings)
    for string in strings {
      for placeholder in string.placeholders where placeholder.isGuess {
        io.warn("\(string.location): note: \(placeholder)")
      }
    }
    for diagnostic in extraction.diagnostics {
      io.warn("\(diagnostic.location): warning: \(diagnostic.message)")
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for table in extraction.tableNames {
        let url = URL(fileURLWithPath: output).appendingPathComponent(table + "." + format)
        let data: Data
        if format == "strings" {
          data = StringsFileWriter.data(
            extraction.stringsEntries(table: table), encoding: encoding == .utf8 ? .utf8 : .utf16)
        } else {
          data = try extraction.mergedStringCatalog(
            FileManager.default.contents(atPath: url.path), table: table)
        }
        try data.write(to: url)
      }
    } catch let error as CatalogReadError {
      throw CommandError.data("\(error): not a String Catalog")
    } catch {
      throw CommandError(code: .ioError, message: "\(output): cannot write: \(error.localizedDescription)")
    }
    io.warn(
      "\(extraction.tables.values.map(\.count).reduce(0, +)) strings in \(extraction.tables.count) tables from \(sources.count) files"
    )
    return .ok
  }
}
