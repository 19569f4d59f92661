import BidiInput
import BidiLint
import BidiText
import Foundation

/// Source code in `bidi lint` and `bidi sanitize --source`: the Trojan Source checks.
enum SourceCodeInput {
  /// The languages `--language` accepts, by name.
  static let languageNames: [String: SourceLanguage] = [
    "swift": .swift, "c": .cFamily, "c++": .cFamily, "cpp": .cFamily, "objc": .cFamily, "csharp": .cFamily,
    "javascript": .javaScript, "js": .javaScript, "typescript": .javaScript, "ts": .javaScript,
    "python": .python, "rust": .rust, "go": .go, "java": .java, "kotlin": .kotlin, "shell": .shell,
    "bash": .shell, "sh": .shell,
  ]

  /// `--language L`: the language of source files whose extension does not say it.
  static func language(requires: [String] = []) -> Option<String> {
    .text(
      "--language", "L",
      help:
        "the language of files whose extension does not tell: \(languageNames.keys.sorted().joined(separator: ", "))",
      requires: requires)
  }

  /// The language `--language` names, or `nil` when none is given.
  static func language(_ arguments: ParsedArguments) throws -> SourceLanguage? {
    guard let name = arguments[language()] else { return nil }
    guard let language = languageNames[name.lowercased()] else {
      throw CommandError.usage(
        "--language must be one of \(languageNames.keys.sorted().joined(separator: ", ")); got '\(name)'")
    }
    return language
  }

  /// The language of `path`: the one given, else by extension, else (with `--source`) C-family.
  static func language(of path: String, given: SourceLanguage?) -> SourceLanguage {
    given ?? SourceLanguage(path: path) ?? .cFamily
  }

  /// The text of a source file, decoded strictly: invalid UTF-8 is exit 65 with its position.
  static func text(of data: Data, name: String) throws -> String {
    let bytes = [UInt8](data)
    do {
      return try StrictUTF8.decode(bytes)
    } catch {
      let lineStart = bytes[..<error.byteOffset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      throw CommandError.data(
        "\(name):\(error.position.line):\(error.position.column): invalid UTF-8 at byte "
          + "\(error.byteOffset - lineStart + 1) of the line")
    }
  }

  /// The text of one source file, decoded strictly, and its name.
  static func text(_ path: String, io: CommandIO) throws -> (text: String, name: String) {
    guard let input = try io.inputs([path]).first else { return ("", path) }
    return (try text(of: input.data, name: input.name), input.name)
  }

  /// `bidi sanitize --source`: every input rewritten to standard output, or, if any control
  /// cannot be rewritten, nothing written and every such control reported (exit 65). With
  /// `audit`, the findings instead, exit 1 if any is an error.
  static func sanitize(
    _ paths: [String], language given: SourceLanguage?, audit: Bool, escape: Bool, io: CommandIO
  ) throws -> ExitCode {
    var outputs: [String] = []
    var refusals: [String] = []
    var hasErrors = false
    for input in try io.inputs(paths) {
      let language = given ?? SourceLanguage(path: input.name) ?? .cFamily
      let text = try text(of: input.data, name: input.name)
      if audit {
        for finding in SourceCodeAudit(language: language).findings(in: text, file: input.name) {
          io.print(TerminalText.escapeControls(finding.description))
          hasErrors = hasErrors || finding.severity == .error
        }
        continue
      }
      let sanitizer = SourceCodeSanitizer(
        language: language,
        shellHasDollarQuotes: SourceCodeSanitizer.shellHasDollarQuotes(path: input.name, text: text))
      switch sanitizer.sanitize(text, file: input.name) {
      case .success(let result): outputs.append(result.text)
      case .failure(let refused): refusals += refused.controls.map(\.description)
      }
    }
    if audit { return hasErrors ? .findings : .ok }
    guard refusals.isEmpty else {
      for refusal in refusals { io.warn(refusal) }
      io.warn(
        "nothing written: \(refusals.count) directional controls cannot be rewritten without changing the program"
      )
      return .dataError
    }
    for output in outputs { io.write(escape ? BidiNotation.escape(output) : output) }
    return .ok
  }
}
