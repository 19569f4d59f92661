import BidiLocalization
import Foundation

/// `bidi pseudo`: a catalog in a pseudo-language.
enum PseudoCommand: Subcommand {
  static let name = "pseudo"
  static let summary = "write a catalog in a pseudo-language (ar-XB right to left, en-XA accented)"
  static let usage = """
    usage: bidi pseudo --rtl|--accented|--expanded [--output FILE] FILE

    Writes FILE (.strings, .stringsdict, .xcstrings, .po/.pot) in a pseudo-language, in its
    own format, to standard output or FILE:

      --rtl        ar-XB: each line right to left (RLM), text mirrored (RLO…PDF), each
                   placeholder isolated once (FSI…PDI)
      --accented   en-XA: letters accented, the text in [ ] and padded about 40%
      --expanded   the text padded about 40% with words (one two three…)

    Placeholders and format specifiers (%@, %1$d, %.2f, %#@files@, %(name)s) are never
    altered. A .strings file is written in UTF-8; a property list (.stringsdict, or .strings
    written as one) as XML; a String Catalog gets an ar-XB or en-XA localization beside its
    others; a gettext catalog becomes one in the pseudo-language.

    Exit codes: 0 written, 64 usage, 65 the file cannot be read as its format, 66 no such
    file, 74 cannot write.
    """

  static func run(_ arguments: inout Arguments, io: CommandIO) throws -> ExitCode {
    let styles = [
      (arguments.flag("--rtl"), PseudoLanguage.Style.rightToLeft),
      (arguments.flag("--accented"), .accented), (arguments.flag("--expanded"), .expanded),
    ].filter(\.0).map(\.1)
    let output = try arguments.option("--output")
    let paths = try arguments.positionals()
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
