import BidiLocalization
import Foundation

/// `bidi pseudo`: a catalog in a pseudo-language.
enum PseudoCommand: Subcommand {
  static let name = "pseudo"
  static let summary = "write a catalog in a pseudo-language (ar-XB right to left, en-XA accented)"
  static let operands = "FILE"
  static let discussion = """
    Writes FILE (.strings, .stringsdict, .xcstrings, .po/.pot) in a pseudo-language, in its
    own format, to standard output or the --output file. Give one of --rtl, --accented,
    --expanded.

    Placeholders and format specifiers (%@, %1$d, %.2f, %#@files@, %(name)s) are never
    altered. A .strings file is written in UTF-8; a property list (.stringsdict, or .strings
    written as one) as XML; a String Catalog gets an ar-XB or en-XA localization beside its
    others; a gettext catalog becomes one in the pseudo-language.
    """
  static let epilogue = """
    Exit codes: 0 written, 64 usage, 65 the file cannot be read as its format, 66 no such
    file, 74 cannot write.
    """

  static let rtl = Flag(
    "--rtl",
    help:
      "ar-XB: each line right to left (RLM), text mirrored (RLO…PDF), each placeholder isolated once (FSI…PDI)"
  )
  static let accented = Flag(
    "--accented", help: "en-XA: letters accented, the text in [ ] and padded about 40%")
  static let expanded = Flag("--expanded", help: "the text padded about 40% with words (one two three…)")
  static let output = Option.text("--output", "FILE", help: "write to FILE instead of standard output")
  static let options: [any OptionDeclaring] = [rtl, accented, expanded, output]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let styles = [
      (arguments[rtl], PseudoLanguage.Style.rightToLeft),
      (arguments[accented], .accented), (arguments[expanded], .expanded),
    ].filter(\.0).map(\.1)
    let output = arguments[output]
    let paths = arguments.operands
    guard styles.count == 1 else {
      throw CommandError.usage("pseudo takes one of --rtl, --accented, --expanded")
    }
    guard paths.count == 1 else { throw CommandError.usage("pseudo takes one FILE") }
    let path = paths[0]
    guard let format = CatalogFormat(path: path) else {
      throw CommandError.usage("\(path): not a catalog (.strings, .stringsdict, .xcstrings, .po)")
    }
    guard let input = try io.inputs([path]).first else {
      throw CommandError(code: .noInput, message: "\(path): no such file")
    }
    let data: Data
    do {
      data = try PseudoCatalog.transform(input.data, path: path, format: format, style: styles[0])
    } catch {
      throw CommandError.data("\(path): \(error.message)")
    }
    if let output {
      do {
        try data.write(to: URL(fileURLWithPath: output))
      } catch {
        throw CommandError(code: .ioError, message: "\(output): cannot write: \(error.localizedDescription)")
      }
    } else {
      io.write(String(decoding: data, as: UTF8.self))
    }
    return .ok
  }
}
