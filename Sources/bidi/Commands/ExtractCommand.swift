import BidiInput
import BidiLocalization
import Foundation

/// `bidi extract`: the genstrings step, and Xcode's String Catalog extraction.
enum ExtractCommand: Subcommand {
  static let name = "extract"
  static let summary = "extract localizable strings from sources and Interface Builder files"
  static let operands = "PATH…"
  static let discussion = """
    Reads the .swift, .m, .mm, .c, .cpp and .h files under each PATH and writes their
    localizable strings, one file per table, into DIR (default: the current folder).

    Interface Builder documents (.xib, .storyboard; in a folder, those in Base.lproj or in no
    .lproj) give one table each, DIR/NAME.strings for NAME.storyboard, as ibtool
    --export-strings-file writes it: "OBJECT-ID.text" = "…"; after a comment naming the
    class, the property and the text.

    Swift, as Xcode's String Catalog extraction: literals passed where SwiftUI, Foundation or
    App Intents take a LocalizedStringKey, LocalizedStringResource or String.LocalizationValue
    (Text, Button, Label, Toggle, .navigationTitle, String(localized:), IntentDescription…),
    or where a function, initializer or enum case of the sources does; literals returned or
    assigned where such a type is declared; NSLocalizedString. Objective-C and C, as
    genstrings: NSLocalizedString, …FromTable, …FromTableInBundle, …WithDefaultValue,
    CFCopyLocalizedString…. BidiKit's Localizer calls (format, string, localize) in both.

    Interpolations become the placeholders Xcode writes: %lld for Int, %lf for Double, %f for
    Float, %llu for UInt…, the specifier: given, %@ for text and other types; a %@ guessed
    because the sources do not show the type is a note.

    --routine SPEC describes the app's own wrappers:
      NAME                        like genstrings -s: NAME, NAMEFromTable, NAMEFromTableInBundle,
                                  NAMEWithDefaultValue (Swift: NSLocalizedString's labels)
      NAME(key: N, table: M, value: V, comment: C)
                                  a call whose key is argument N (from 1); the others optional,
                                  each a position or a label: 'L10n.tr(table: 1, key: 2)'
      .NAME                       a member of a string literal: "key".localized
    A configuration file (.bidilint.json) can list them too, and send the strings of some
    folders (app extensions, packages) to their own output folder:
      {"extract": {"routines": [".localized"],
                   "targets": [{"sources": ["Widgets"], "output": "Widgets/en.lproj"}]}}
    """
  static let epilogue = """
    Notes (guessed placeholders, keys skipped because they have no letter or digit, calls
    whose key is not a literal) and warnings (a String key with an interpolation, which never
    matches at run time; a key used with two comments, values or placeholder lists) go to
    standard error as FILE:LINE:COLUMN: note|warning: message.
    Exit codes: 0 written, 64 usage, 65 a source is not UTF-8, an Interface Builder document
    is not one (FILE:LINE:COLUMN), a bad configuration or two tables of one name, 66 no such
    PATH, 74 cannot write.
    """

  /// The values of `--format`.
  enum Format: String, CaseIterable, Sendable { case strings, xcstrings }
  /// The values of `--encoding`.
  enum Encoding: String, CaseIterable, Sendable { case utf16, utf8 }

  static let output = Option.text(
    "--output", "DIR", help: "the folder the tables are written to (default: .)")
  static let each = Flag(
    "--each", help: "one output per PATH: DIR is taken inside each PATH (--output en.lproj App Widgets)")
  static let format = Option<Format>.choice(
    "--format",
    help:
      "strings (default): DIR/TABLE.strings as genstrings writes them; xcstrings: merged into DIR/TABLE.xcstrings (new keys added, keys gone from the code marked stale, translations kept)"
  )
  static let encoding = Option<Encoding>.choice(
    "--encoding",
    help: "of .strings output: utf16 (default: UTF-16 with a BOM, as genstrings and ibtool write) or utf8"
  )
  static let routine = Option.text(
    "--routine", "SPEC", help: "an app routine that localizes a literal (see above); repeatable",
    repeatable: true)
  static let config = Option.text(
    "--config", "FILE",
    help: "a configuration (default: .bidilint.json at the root of the first PATH that is a folder)")
  static let quiet = Flag("--quiet", help: "no notes, only warnings")
  static let options: [any OptionDeclaring] = [output, each, format, encoding, routine, config, quiet]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let paths = arguments.operands
    guard !paths.isEmpty else { throw CommandError.usage("extract needs at least one PATH") }
    let outputFolder = arguments[output] ?? "."
    let (configuration, configurationFolder, _) = try ConfigurationFile.load(
      arguments[config], paths: paths, empty: ExtractionConfiguration()
    ) { try ExtractionConfiguration(json: $0) }
    var routines = configuration.routines
    for text in arguments.all(routine) {
      do {
        routines.append(try LocalizationRoutine(parsing: text))
      } catch {
        throw CommandError.usage("--routine \(error.message)")
      }
    }
    // Each file, and the folder its tables go to.
    var files: [(path: String, text: String)] = []
    var documents: [(path: String, folder: String)] = []
    var destinations: [String: String] = [:]
    for path in paths {
      let included = { StringExtractor.InputKind(path: $0) != nil || isWalkedInterfaceDocument($0) }
      for file in try CommandIO.files(at: path, including: included) {
        let destination =
          arguments[each]
          ? (path as NSString).appendingPathComponent(outputFolder)
          : configuration.target(for: relativePath(file, to: configurationFolder)).map {
            (configurationFolder as NSString).appendingPathComponent($0.output)
          } ?? outputFolder
        if isInterfaceDocument(file) {
          documents.append((file, destination))
          continue
        }
        guard let data = FileManager.default.contents(atPath: file) else {
          throw CommandError(code: .noInput, message: "\(file): cannot read")
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        files.append((file, try SourceCodeInput.text(of: Data(body), name: file)))
        destinations[file] = destination
      }
    }
    if !documents.isEmpty && arguments[format] == .xcstrings {
      throw CommandError.usage("Interface Builder documents are written as .strings: --format strings")
    }
    let found = StringExtractor(routines: routines).extract(files)
    let quietly = arguments[quiet]
    // What reading found; the conflicts between uses are reported per output folder below.
    for diagnostic in found.diagnostics where !diagnostic.reason.isConflict {
      if !quietly || diagnostic.severity == .warning { io.warn(diagnostic.description) }
    }
    var groups: [String: [ExtractedString]] = [:]
    for string in found.strings {
      groups[destinations[string.location.file] ?? outputFolder, default: []].append(string)
    }
    var written = 0
    var codeTables: [String: [String]] = [:]
    for folder in groups.keys.sorted() {
      let extraction = StringExtraction(groups[folder]!)
      for diagnostic in extraction.diagnostics { io.warn(diagnostic.description) }
      codeTables[folder] = extraction.tableNames
      written += try write(extraction, to: folder, arguments: arguments)
    }
    written += try writeInterfaceTables(
      documents, besides: codeTables, encoding: arguments[encoding] == .utf8 ? .utf8 : .utf16)
    let folders = Set(groups.keys).union(documents.map(\.folder)).count
    io.warn("\(written) strings in \(folders) output folders from \(files.count + documents.count) files")
    return .ok
  }

  /// Writes the tables of `extraction` into `folder`; the number of strings written.
  private static func write(_ extraction: StringExtraction, to folder: String, arguments: ParsedArguments)
    throws
    -> Int
  {
    let format = arguments[format] ?? .strings
    let encoding: StringsFileWriter.Encoding = arguments[encoding] == .utf8 ? .utf8 : .utf16
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for table in extraction.tableNames {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(table + "." + format.rawValue)
        let data =
          format == .strings
          ? StringsFileWriter.data(extraction.stringsEntries(table: table), encoding: encoding)
          : try extraction.mergedStringCatalog(FileManager.default.contents(atPath: url.path), table: table)
        try data.write(to: url)
      }
    } catch let error as CatalogReadError {
      throw CommandError.data("\(error): not a String Catalog")
    } catch {
      throw CommandError(code: .ioError, message: "\(folder): cannot write: \(error.localizedDescription)")
    }
    return extraction.tables.values.map(\.count).reduce(0, +)
  }

  /// `path` relative to `folder` when it is inside it, else as given.
  private static func relativePath(_ path: String, to folder: String) -> String {
    let file = URL(fileURLWithPath: path).standardizedFileURL.path
    let root = URL(fileURLWithPath: folder).standardizedFileURL.path
    return file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : path
  }
}
