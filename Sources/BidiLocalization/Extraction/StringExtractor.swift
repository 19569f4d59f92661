/// The genstrings step for Swift sources: finds the localizable strings of a file.
///
/// Recognised calls (the key and value must be string literals, as for genstrings):
/// - `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`, and custom routines
///   with the same arguments (``routines``, genstrings' `-s`);
/// - `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)`;
/// - `LocalizedStringResource("key", defaultValue:, table:, locale:, bundle:, comment:)`;
/// - SwiftUI's `Text("key", tableName:, bundle:, comment:)` and `LocalizedStringKey("key")`.
///
/// A literal with interpolations becomes a key with placeholders, as Xcode writes them:
/// `"\(count) files"` → `%lld files` when the source shows an integer, `%@` when it does not
/// (listed in ``ExtractedString/placeholders`` as a guess). Comments and string literals
/// elsewhere are skipped; calls whose key is not a literal are reported.
public struct StringExtractor: Sendable {
  /// Extra function names read like `NSLocalizedString` (genstrings' `-s ROUTINE`).
  public var routines: [String]

  /// An extractor that also reads `routines`.
  public init(routines: [String] = []) { self.routines = routines }

  /// The strings of one Swift source file, and the calls that could not be read.
  public func extract(_ source: String, path: String) -> (
    strings: [ExtractedString], diagnostics: [CatalogDiagnostic]
  ) {
    let scalars = Array(source.unicodeScalars)
    var lineStarts = [0]
    // The UTF-8 offset of each scalar, and of the end.
    var utf8Offsets = [0]
    utf8Offsets.reserveCapacity(scalars.count + 1)
    for (index, scalar) in scalars.enumerated() {
      utf8Offsets.append(utf8Offsets[index] + UTF8.width(scalar))
      if scalar == "\n" { lineStarts.append(index + 1) }
    }
    func location(_ index: Int) -> SourceLocation {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
      }
      return SourceLocation(
        file: path,
        position: SourcePosition(
          line: low + 1, column: index - lineStarts[low] + 1, utf8Offset: utf8Offsets[min(index, scalars.count)]))
    }
    let names = Set(
      ["NSLocalizedString", "String", "LocalizedStringResource", "Text", "LocalizedStringKey"] + routines)
    var strings: [ExtractedString] = []
    var diagnostics: [CatalogDiagnostic] = []
    var index = 0
    var previousWord = ""
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
        index = SwiftSourceSkipper.skipComment(scalars, at: index)
        continue
      }
      if SwiftSourceSkipper.literalStart(scalars, at: index) != nil {
        index = (try? SwiftStringLiteral.read(scalars, at: index).end) ?? index + 1
        continue
      }
      guard Self.isIdentifierStart(scalar), index == 0 || !Self.isIdentifierPart(scalars[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count && Self.isIdentifierPart(scalars[end]) { end += 1 }
      let word = String(String.UnicodeScalarView(scalars[index..<end]))
      defer { previousWord = word }
      var open = end
      while open < scalars.count && (scalars[open] == " " || scalars[open] == "\t") { open += 1 }
      guard names.contains(word), previousWord != "func", previousWord != "init", open < scalars.count,
        scalars[open] == "("
      else {
        index = end
        continue
      }
      let arguments = Self.arguments(scalars, openParenthesis: open)
      let place = location(index)
      index = end
      guard let call = Self.call(word, arguments: arguments, routines: routines) else { continue }
      switch call {
      case .failure(let failure):
        diagnostics.append(CatalogDiagnostic(location: place, reason: .unsupportedContent, message: failure.message))
      case .success(var string):
        string.location = place
        strings.append(string)
      }
    }
    return (strings, diagnostics)
  }

  /// One argument of a call: its label and, when it is a lone string literal, the literal.
  struct Argument {
    var label: String?
    var literal: SwiftStringLiteral?
    var isLiteral: Bool { literal != nil }
  }

  /// The arguments of the call whose `(` is at `open` (empty when they cannot be read).
  static func arguments(_ scalars: [Unicode.Scalar], openParenthesis open: Int) -> [Argument] {
    guard let close = try? SwiftSourceSkipper.matchingClose(scalars, from: open + 1, closer: ")") else {
      return []
    }
    var result: [Argument] = []
    var index = open + 1
    func skipSpace() {
      while index < close {
        if scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" || scalars[index] == "\r"
        {
          index += 1
        } else if scalars[index] == "/", index + 1 < close,
          scalars[index + 1] == "/" || scalars[index + 1] == "*"
        {
          index = SwiftSourceSkipper.skipComment(scalars, at: index)
        } else {
          return
        }
      }
    }
    while index < close {
      skipSpace()
      var argument = Argument()
      // A label: an identifier followed by ':'.
      var end = index
      while end < close && isIdentifierPart(scalars[end]) { end += 1 }
      var colon = end
      while colon < close && (scalars[colon] == " " || scalars[colon] == "\t") { colon += 1 }
      if end > index, colon < close, scalars[colon] == ":" {
        argument.label = String(String.UnicodeScalarView(scalars[index..<end]))
        index = colon + 1
        skipSpace()
      }
      if SwiftSourceSkipper.literalStart(scalars, at: index) != nil,
        var literal = try? SwiftStringLiteral.read(scalars, at: index)
      {
        index = literal.end
        skipSpace()
        // Literals joined with `+` are one text, as genstrings reads them.
        while index < close, scalars[index] == "+" {
          let plus = index
          index += 1
          skipSpace()
          guard SwiftSourceSkipper.literalStart(scalars, at: index) != nil,
            let next = try? SwiftStringLiteral.read(scalars, at: index)
          else {
            index = plus
            break
          }
          literal.segments += next.segments
          literal.end = next.end
          index = next.end
          skipSpace()
        }
        if index >= close || scalars[index] == "," { argument.literal = literal }
      }
      // The rest of the argument, to the next top-level comma.
      while index < close && scalars[index] != "," {
        let scalar = scalars[index]
        if scalar == "(" || scalar == "[" || scalar == "{" {
          let closer: Unicode.Scalar = scalar == "(" ? ")" : scalar == "[" ? "]" : "}"
          index =
            ((try? SwiftSourceSkipper.matchingClose(scalars, from: index + 1, closer: closer)) ?? close) + 1
        } else if SwiftSourceSkipper.literalStart(scalars, at: index) != nil {
          index = (try? SwiftStringLiteral.read(scalars, at: index).end) ?? index + 1
        } else {
          index += 1
        }
      }
      result.append(argument)
      index += 1
    }
    return result
  }

  /// The string a call names, a reason it cannot be read, or `nil` when it is not a
  /// localization call (`String(x)`, `Text(verbatim:)`, `Text(variable)`).
  static func call(_ name: String, arguments: [Argument], routines: [String]) -> Result<
    ExtractedString, Failure
  >? {
    func labeled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
    let keyArgument: Argument?
    let tableLabel: String
    let valueLabel: String
    switch name {
    case "String":
      guard let localized = labeled("localized") else { return nil }
      (keyArgument, tableLabel, valueLabel) = (localized, "table", "defaultValue")
    case "Text", "LocalizedStringKey":
      guard let first = arguments.first, first.label == nil, first.isLiteral else { return nil }
      (keyArgument, tableLabel, valueLabel) = (first, "tableName", "")
    case "LocalizedStringResource":
      (keyArgument, tableLabel, valueLabel) = (arguments.first { $0.label == nil }, "table", "defaultValue")
    default:  // NSLocalizedString and custom routines
      (keyArgument, tableLabel, valueLabel) = (arguments.first { $0.label == nil }, "tableName", "value")
    }
    guard let keyLiteral = keyArgument?.literal else {
      return .failure(Failure(message: "\(name): the key is not a string literal; it cannot be extracted"))
    }
    var placeholders: [ExtractedString.Placeholder] = []
    let key = text(of: keyLiteral, placeholders: &placeholders)
    var value: String?
    if let literal = labeled(valueLabel)?.literal {
      value = text(of: literal, placeholders: &placeholders)
    }
    let table = labeled(tableLabel)?.literal?.plainText ?? labeled("table")?.literal?.plainText
    let comment = labeled("comment")?.literal?.plainText
    return .success(
      ExtractedString(
        key: key, table: table ?? CatalogSet.defaultTableName, value: value, comment: comment,
        location: SourceLocation(file: ""), placeholders: placeholders))
  }

  /// Why a call cannot be extracted.
  struct Failure: Error {
    var message: String
  }

  /// The catalog text of a literal: plain text as it is; with interpolations, `%` doubled and
  /// each interpolation replaced by its placeholder.
  static func text(of literal: SwiftStringLiteral, placeholders: inout [ExtractedString.Placeholder])
    -> String
  {
    if let plain = literal.plainText { return plain }
    var result = ""
    for segment in literal.segments {
      switch segment {
      case .text(let text): result += text.replacingOccurrences(of: "%", with: "%%")
      case .interpolation(let source):
        let placeholder = ExtractedString.Placeholder.inferred(from: source)
        placeholders.append(placeholder)
        result += placeholder.placeholder
      }
    }
    return result
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDStart
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDContinue
  }
}
