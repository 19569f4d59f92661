extension SourceScanner.Run {
  /// Whether `scalar` can be part of an identifier (so that a quote after it is no prefix).
  static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether the scalar before the current one ends an identifier.
  var followsIdentifier: Bool { index > 0 && Self.isIdentifier(scalars[index - 1]) }

  /// The string literal that starts here, and how many scalars its opener has; `nil` if none.
  func stringOpener() -> (StringForm, Int)? {
    let scalar = scalars[index]
    switch language {
    case .swift: return swiftOpener()
    case .cFamily:
      if scalar == "R" && self[1] == "\"" && !followsIdentifierOtherThanPrefix() { return cppRawOpener() }
      if scalar == "@" && self[1] == "\"" {
        // C# verbatim string: no escapes, `""` is a quote.
        return (
          StringForm(
            terminator: ["\""], backslashEscapes: false, endsAtLineBreak: false,
            doubledTerminatorIsLiteral: true, escapeForm: .none), 2
        )
      }
      return quote(scalar, ["\"", "'"])
    case .javaScript:
      if scalar == "`" {
        return (
          StringForm(terminator: ["`"], interpolation: (["$", "{"], "}"), endsAtLineBreak: false), 1
        )
      }
      return quote(scalar, ["\"", "'"])
    case .python: return pythonOpener()
    case .rust: return rustOpener()
    case .go:
      if scalar == "`" {
        return (
          StringForm(terminator: ["`"], backslashEscapes: false, endsAtLineBreak: false, escapeForm: .none), 1
        )
      }
      return quote(scalar, ["\"", "'"])
    case .java:
      if starts(with: ["\"", "\"", "\""]) {
        return (StringForm(terminator: ["\"", "\"", "\""], endsAtLineBreak: false), 3)
      }
      return quote(scalar, ["\"", "'"])
    case .kotlin:
      if starts(with: ["\"", "\"", "\""]) {
        return (
          StringForm(
            terminator: ["\"", "\"", "\""], backslashEscapes: false, interpolation: (["$", "{"], "}"),
            endsAtLineBreak: false, escapeForm: .none), 3
        )
      }
      if scalar == "\"" { return (StringForm(terminator: ["\""], interpolation: (["$", "{"], "}")), 1) }
      return quote(scalar, ["'"])
    case .shell: return shellOpener()
    }
  }

  /// An ordinary single-line literal opened by one of `quotes`.
  func quote(_ scalar: Unicode.Scalar, _ quotes: [Unicode.Scalar]) -> (StringForm, Int)? {
    quotes.contains(scalar) ? (StringForm(terminator: [scalar]), 1) : nil
  }

  /// C++ `R"delimiter(` … `)delimiter"`, also after the prefixes u8, u, U, L.
  func cppRawOpener() -> (StringForm, Int)? {
    var end = index + 2
    var delimiter: [Unicode.Scalar] = []
    while end < scalars.count && scalars[end] != "(" && delimiter.count <= 16 {
      delimiter.append(scalars[end])
      end += 1
    }
    guard end < scalars.count, scalars[end] == "(" else { return nil }
    return (
      StringForm(
        terminator: [")"] + delimiter + ["\""], backslashEscapes: false, endsAtLineBreak: false,
        escapeForm: .none), end + 1 - index
    )
  }

  /// Whether the identifier before `R"` is something other than a string prefix (u8, u, U, L).
  func followsIdentifierOtherThanPrefix() -> Bool {
    var start = index
    while start > 0 && Self.isIdentifier(scalars[start - 1]) { start -= 1 }
    let word = String(String.UnicodeScalarView(scalars[start..<index]))
    return !["", "u8", "u", "U", "L"].contains(word)
  }

  /// Swift: `"`, `"""`, and raw strings with `#` before them.
  func swiftOpener() -> (StringForm, Int)? {
    let hashes = hashes(after: index)
    let quoteStart = index + hashes
    guard quoteStart < scalars.count, scalars[quoteStart] == "\"" else { return nil }
    let hashTail = [Unicode.Scalar](repeating: "#", count: hashes)
    let multiline =
      quoteStart + 2 < scalars.count && scalars[quoteStart + 1] == "\"" && scalars[quoteStart + 2] == "\""
    let quotes: [Unicode.Scalar] = multiline ? ["\"", "\"", "\""] : ["\""]
    var form = StringForm(terminator: quotes + hashTail, escapeHashes: hashes)
    form.interpolation = (["("], ")")
    form.interpolationAfterBackslash = true
    form.endsAtLineBreak = !multiline
    form.escapeForm = hashes == 0 ? .standard : .swiftRaw(hashes: hashes)
    return (form, hashes + quotes.count)
  }

  /// Python: quotes and triple quotes after up to two prefix letters (r, b, f, u in any case).
  func pythonOpener() -> (StringForm, Int)? {
    guard !followsIdentifier else { return nil }
    var prefix = ""
    var offset = 0
    while let scalar = self[offset], "rRbBfFuU".unicodeScalars.contains(scalar), offset < 2 {
      prefix.unicodeScalars.append(scalar)
      offset += 1
    }
    guard let quote = self[offset], quote == "\"" || quote == "'" else { return nil }
    let triple = self[offset + 1] == quote && self[offset + 2] == quote
    let lower = prefix.lowercased()
    let raw = lower.contains("r")
    var form = StringForm(terminator: triple ? [quote, quote, quote] : [quote], endsAtLineBreak: !triple)
    // A raw string keeps its backslashes but still cannot end at an escaped quote.
    form.escapeForm = raw || lower.contains("b") ? .none : .standard
    if lower.contains("f") {
      form.interpolation = (["{"], "}")
      form.doubledOpenerIsLiteral = true
    }
    return (form, offset + (triple ? 3 : 1))
  }

  /// Rust: `"…"` (which may span lines), raw `r#"…"#`, byte strings, and `'c'` (not lifetimes).
  func rustOpener() -> (StringForm, Int)? {
    let scalar = scalars[index]
    if !followsIdentifier
      && (scalar == "r" || (scalar == "b" && self[1] == "r") || (scalar == "c" && self[1] == "r"))
    {
      let start = scalar == "r" ? 1 : 2
      let hashes = hashes(after: index + start)
      if self[start + hashes] == "\"" {
        let tail = [Unicode.Scalar](repeating: "#", count: hashes)
        return (
          StringForm(
            terminator: ["\""] + tail, backslashEscapes: false, endsAtLineBreak: false, escapeForm: .none),
          start + hashes + 1
        )
      }
    }
    if scalar == "\"" { return (StringForm(terminator: ["\""], endsAtLineBreak: false), 1) }
    if scalar == "'" {
      // 'x' and '\u{…}' are characters; 'a without a closing quote two scalars on is a lifetime.
      if self[1] == "\\" || (self[1] != nil && self[2] == "'") { return (StringForm(terminator: ["'"]), 1) }
    }
    return nil
  }

  /// Shells: `'…'` (no escape at all), `$'…'` (C escapes, `\u202E` included) and `"…"` (with
  /// `$(…)` inside, and no `\u` escape). `${…}` inside `"…"` is read as part of the literal.
  func shellOpener() -> (StringForm, Int)? {
    let scalar = scalars[index]
    if scalar == "$" && self[1] == "'" { return (StringForm(terminator: ["'"], endsAtLineBreak: false), 2) }
    if scalar == "'" {
      return (
        StringForm(
          terminator: ["'"], backslashEscapes: false, endsAtLineBreak: false,
          escapeForm: .shellQuoteSplice(quote: "'")), 1
      )
    }
    if scalar == "\"" {
      return (
        StringForm(
          terminator: ["\""], interpolation: (["$", "("], ")"), endsAtLineBreak: false,
          escapeForm: .shellQuoteSplice(quote: "\"")), 1
      )
    }
    return nil
  }
}
