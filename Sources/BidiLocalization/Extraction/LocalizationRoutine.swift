import Foundation

/// A function or member, written by the app, that localizes a string literal: what
/// `bidi extract --routine` describes and ``StringExtractor`` reads besides the platform's own
/// calls.
///
/// Three forms, parsed from text:
///
/// | written | reads | for example |
/// | --- | --- | --- |
/// | `NAME` | as genstrings' `-s NAME`: `NAME(key, comment)`, `NAMEFromTable(key, table, comment)`, `NAMEFromTableInBundle(key, table, bundle, comment)`, `NAMEWithDefaultValue(key, table, bundle, value, comment)` in C and Objective-C; `NAME("key", tableName:, bundle:, value:, comment:)` in Swift | `SULocalizedString` |
/// | `NAME(key: N, table: M, value: V, comment: C)` | a call whose key is argument N (1-based); the others are optional, each a position or an argument label | `L10n.tr(table: 1, key: 2, value: fallback)`, `String.localized(key: 1)` |
/// | `.NAME` | a member of a string literal, which is the key: `"key".NAME`, `"key".NAME(…)` | `.localized` |
///
/// `NAME` may be qualified (`L10n.tr`): the call must then be written with that qualifier.
/// Keys read through a routine are `String` keys: an interpolation in one makes a key that
/// never matches, and is reported instead of extracted.
public struct LocalizationRoutine: Sendable, Hashable, CustomStringConvertible {
  /// Which argument holds something: its position (from 1) or its label.
  public enum Argument: Sendable, Hashable, CustomStringConvertible {
    /// The argument at this position, counting from 1, labeled or not.
    case position(Int)
    /// The argument with this label.
    case label(String)

    /// `2` or `fallback`.
    public var description: String {
      switch self {
      case .position(let position): "\(position)"
      case .label(let label): label
      }
    }
  }

  /// The form of a routine.
  public enum Form: Sendable, Hashable {
    /// genstrings' `-s NAME`.
    case genstrings(name: String)
    /// A call whose arguments are described.
    case call(name: String, key: Argument, table: Argument?, value: Argument?, comment: Argument?)
    /// A member of a string literal.
    case member(name: String)
  }

  /// The routine.
  public var form: Form

  /// A routine of a given form.
  public init(_ form: Form) { self.form = form }

  /// Why a routine's description cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Reads `NAME`, `NAME(key: N, …)` or `.NAME`.
  public init(parsing text: String) throws(ParseError) {
    let text = text.trimmingCharacters(in: .whitespaces)
    func isName(_ name: Substring, dotted: Bool) -> Bool {
      let parts = name.split(separator: ".", omittingEmptySubsequences: false)
      return !name.isEmpty && (dotted || parts.count == 1)
        && parts.allSatisfy { part in
          guard let first = part.unicodeScalars.first else { return false }
          return (first == "_" || first.properties.isXIDStart)
            && part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
        }
    }
    if text.hasPrefix(".") {
      guard isName(text.dropFirst(), dotted: false) else {
        throw ParseError(message: "'\(text)': a member routine is '.NAME', NAME an identifier")
      }
      form = .member(name: String(text.dropFirst()))
      return
    }
    guard let open = text.firstIndex(of: "(") else {
      guard isName(text[...], dotted: true) else {
        throw ParseError(message: "'\(text)': a routine is NAME, NAME(key: N, …) or .NAME")
      }
      form = .genstrings(name: text)
      return
    }
    let name = text[..<open].trimmingCharacters(in: .whitespaces)
    guard isName(name[...], dotted: true), text.hasSuffix(")") else {
      throw ParseError(message: "'\(text)': a routine is NAME, NAME(key: N, …) or .NAME")
    }
    var arguments: [String: Argument] = [:]
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    for item in inside.split(separator: ",") {
      let pair = item.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pair.count == 2, ["key", "table", "value", "comment"].contains(pair[0]) else {
        throw ParseError(
          message:
            "'\(text)': '\(item.trimmingCharacters(in: .whitespaces))' is not key:, table:, value: or comment: with a position or label"
        )
      }
      guard arguments[pair[0]] == nil else { throw ParseError(message: "'\(text)': \(pair[0]): given twice") }
      if let position = Int(pair[1]) {
        guard position >= 1 else { throw ParseError(message: "'\(text)': positions count from 1") }
        arguments[pair[0]] = .position(position)
      } else if isName(pair[1][...], dotted: false) {
        arguments[pair[0]] = .label(pair[1])
      } else {
        throw ParseError(message: "'\(text)': \(pair[0]): '\(pair[1])' is neither a position nor a label")
      }
    }
    guard let key = arguments["key"] else { throw ParseError(message: "'\(text)': key: is required") }
    form = .call(
      name: name, key: key, table: arguments["table"], value: arguments["value"],
      comment: arguments["comment"])
  }

  /// The routine as it is written on the command line.
  public var description: String {
    switch form {
    case .genstrings(let name): return name
    case .member(let name): return "." + name
    case .call(let name, let key, let table, let value, let comment):
      let parts = [("key", key), ("table", table), ("value", value), ("comment", comment)].compactMap {
        label, argument in
        argument.map { "\(label): \($0)" }
      }
      return "\(name)(\(parts.joined(separator: ", ")))"
    }
  }

  /// The genstrings macro names a `NAME` routine stands for in C and Objective-C, with the
  /// positions (from 0) of their key, table, value and comment arguments.
  static func macros(_ name: String) -> [String: (key: Int, table: Int?, value: Int?, comment: Int)] {
    [
      name: (0, nil, nil, 1), name + "FromTable": (0, 1, nil, 2), name + "FromTableInBundle": (0, 1, nil, 3),
      name + "WithDefaultValue": (0, 1, 3, 4),
    ]
  }
}
