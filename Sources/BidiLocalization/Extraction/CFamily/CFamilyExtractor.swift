/// The localizable strings of one C, C++, Objective-C or Objective-C++ file, as genstrings
/// reads them: `NSLocalizedString(key, comment)`, `NSLocalizedStringFromTable(key, table,
/// comment)`, `NSLocalizedStringFromTableInBundle(key, table, bundle, comment)`,
/// `NSLocalizedStringWithDefaultValue(key, table, bundle, value, comment)`, the same four
/// `CFCopyLocalizedString…` functions (keys written `CFSTR("…")`), the genstrings-style
/// routines given (`NAME`, `NAMEFromTable`…), routines described by argument positions, and
/// member routines on a literal (`@"key".localized`).
///
/// Keys, tables and values must be string literals (adjacent literals are one); a comment may
/// be a literal or `nil`; a `nil` or `NULL` table is `Localizable`.
struct CFamilyExtractor {
  let text: ExtractionSourceText
  let tokenizer: CFamilyTokenizer
  let routines: [LocalizationRoutine]
  /// The string constants every file given defines (`#define SPARKLE_TABLE @"Sparkle"`), which
  /// stand for their literal where a key, table or value is expected.
  let constants: [String: CFamilyToken]
  private(set) var strings: [ExtractedString] = []
  private(set) var diagnostics: [ExtractionDiagnostic] = []

  init(_ text: ExtractionSourceText, routines: [LocalizationRoutine], constants: [String: CFamilyToken] = [:])
  {
    self.text = text
    tokenizer = CFamilyTokenizer(text.scalars)
    self.routines = routines
    self.constants = constants
  }

  /// Name → argument positions (from 0) of key, table, value and comment.
  private var macros: [String: (key: Int, table: Int?, value: Int?, comment: Int?)] {
    var table: [String: (key: Int, table: Int?, value: Int?, comment: Int?)] = [:]
    for name in ["NSLocalizedString", "CFCopyLocalizedString"] + routines.compactMap(\.genstringsName) {
      for (macro, positions) in LocalizationRoutine.macros(name) {
        table[macro] = (positions.key, positions.table, positions.value, positions.comment)
      }
    }
    for routine in routines {
      guard case .call(let name, .position(let key), let tableArgument, let value, let comment) = routine.form
      else { continue }
      func position(_ argument: LocalizationRoutine.Argument?) -> Int? {
        if case .position(let position)? = argument { return position - 1 }
        return nil
      }
      table[name] = (key - 1, position(tableArgument), position(value), position(comment))
    }
    return table
  }

  mutating func run() {
    for start in tokenizer.problems {
      diagnostics.append(
        ExtractionDiagnostic(
          location: text.location(start), reason: .unreadableSource, message: "unterminated string literal"))
    }
    let tokens = tokenizer.tokens
    let macros = self.macros
    let members = Set(
      routines.compactMap { routine -> String? in
        if case .member(let name) = routine.form { return name }
        return nil
      })
    var closers: [Int: Int] = [:]
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      if token.text == "(" || token.text == "[" || token.text == "{" { stack.append(index) }
      if token.text == ")" || token.text == "]" || token.text == "}", let open = stack.popLast() {
        closers[open] = index
      }
    }
    for (index, token) in tokens.enumerated() {
      if token.kind == .string, index + 2 < tokens.count, tokens[index + 1].text == ".",
        tokens[index + 2].kind == .identifier, members.contains(tokens[index + 2].text)
      {
        add(key: token, table: nil, value: nil, comment: nil)
        continue
      }
      guard token.kind == .identifier, let positions = macros[token.text], index + 1 < tokens.count,
        tokens[index + 1].text == "(", let close = closers[index + 1]
      else { continue }
      // The arguments, cut at commas outside brackets.
      var arguments: [[CFamilyToken]] = [[]]
      var cursor = index + 2
      while cursor < close {
        if tokens[cursor].text == ",", tokens[cursor].kind == .punctuation {
          arguments.append([])
        } else {
          let end = closers[cursor] ?? cursor
          arguments[arguments.count - 1] += tokens[cursor...end]
          cursor = end
        }
        cursor += 1
      }
      // An argument's literal (through `CFSTR(…)`, parentheses and string constants); `nil`
      // for none, `nil`/`NULL`, or an expression (`isLiteral` false for an expression).
      func literal(_ position: Int?) -> (token: CFamilyToken?, isLiteral: Bool) {
        guard let position, position < arguments.count else { return (nil, true) }
        let argument = arguments[position].filter { !($0.kind == .identifier && $0.text == "CFSTR") }
        let inner = argument.filter { $0.text != "(" && $0.text != ")" || $0.kind != .punctuation }
        guard inner.count == 1 else { return (nil, false) }
        if inner[0].kind == .string { return (inner[0], true) }
        if inner[0].kind == .identifier, let constant = constants[inner[0].text] { return (constant, true) }
        return (nil, ["nil", "NULL", "Nil", "nullptr"].contains(inner[0].text))
      }
      guard let key = literal(positions.key).token else {
        if !token.inDefinition, positions.key < arguments.count, !arguments[positions.key].isEmpty {
          diagnostics.append(
            ExtractionDiagnostic(
              location: text.location(arguments[positions.key][0].start), reason: .nonLiteralArgument,
              message: "\(token.text): the key is not a string literal: it cannot be extracted"))
        }
        continue
      }
      let table = literal(positions.table)
      guard table.isLiteral else {
        if !token.inDefinition {
          diagnostics.append(
            ExtractionDiagnostic(
              location: text.location(key.start), reason: .nonLiteralArgument,
              message: "\(token.text): the table is not a string literal: '\(key.text)' cannot be extracted"))
        }
        continue
      }
      add(
        key: key, table: table.token, value: literal(positions.value).token,
        comment: literal(positions.comment).token)
    }
  }

  private mutating func add(
    key: CFamilyToken, table: CFamilyToken?, value: CFamilyToken?, comment: CFamilyToken?
  ) {
    var string = ExtractedString(
      key: key.text, table: table?.text ?? CatalogSet.defaultTableName, value: value?.text,
      comment: comment?.text,
      location: text.location(key.start))
    string.commentSpelling = comment?.spelling
    strings.append(string)
  }
}

extension LocalizationRoutine {
  /// The name of a genstrings-style routine.
  var genstringsName: String? {
    if case .genstrings(let name) = form { return name }
    return nil
  }
}
