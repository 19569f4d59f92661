/// A parsed printf-style template: `%@ %s %d %i %u %ld %lld %f %.2f %x %c %%`, positional
/// `%1$@`, flags (`-+ 0#'`, and glibc's `I`, accepted and ignored), width, precision, length
/// modifiers (`hh h l ll q j z t L`) and stringsdict variables `%#@name@`.
///
/// Parse once, format many times with `format(_:_:)` with a ``FormatTemplate``.
/// A `%#@name@` variable takes one argument, like any placeholder: the text already chosen by
/// its plural rule (or a number).
public struct FormatTemplate: Sendable, Hashable {
  /// One placeholder of a template.
  public struct Placeholder: Sendable, Hashable {
    /// The zero-based index of the argument it formats.
    public var argumentIndex: Int
    /// Whether it names its argument's position (`%2$@`).
    public var isPositional: Bool
    /// The conversion character: `"@"`, `"d"`, `"f"`…; `"@"` for a `%#@name@` variable.
    public var conversion: Character
    /// The variable name of a `%#@name@` placeholder, else `nil`.
    public var variableName: String?
    /// The placeholder as written, such as `"%1$-8.2f"`.
    public var spelling: String
    /// UTF-16 offset of its `%` in the template.
    public var utf16Offset: Int
    /// UTF-8 range of the placeholder in the template.
    var utf8Range: Range<Int>
    /// Flags, as written (`"-+ 0#'"`).
    package var flags: String
    package var width: Int?
    package var precision: Int?
    /// Whether the conversion takes an integer argument.
    package var takesInteger: Bool { "diuoxXc".contains(conversion) }
    package var takesFloat: Bool { "fFeEgGaA".contains(conversion) }
    /// Whether a plain `%d`/`%ld`… (no flags, width or precision).
    var isPlain: Bool { flags.isEmpty && width == nil && precision == nil }
  }

  /// The template text.
  public let text: String
  /// The placeholders in text order (`%%` is not one).
  public let placeholders: [Placeholder]
  /// The number of arguments the template uses: one more than the highest argument index.
  public var argumentCount: Int { placeholders.map { $0.argumentIndex + 1 }.max() ?? 0 }

  /// Parses `text`. Throws a ``FormatTemplateError`` naming the UTF-16 offset of the bad
  /// placeholder: a dangling `%`, an unknown conversion, positional and sequential placeholders
  /// mixed, `%0$@`, `*` width, an unterminated `%#@name`.
  public init(_ text: String) throws(FormatTemplateError) {
    self.text = text
    var placeholders: [Placeholder] = []
    var text = text
    let failure: FormatTemplateError? = text.withUTF8 { bytes in
      do throws(FormatTemplateError) {
        try Self.parse(bytes, into: &placeholders)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    self.placeholders = placeholders
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into placeholders: inout [Placeholder])
    throws(FormatTemplateError)
  {
    var i = 0
    var utf16 = 0
    var nextSequential = 0
    var positional: Bool?
    let count = bytes.count
    while i < count {
      let byte = bytes[i]
      if byte != 0x25 {  // not "%"
        utf16 += byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
        i += 1
        continue
      }
      if i + 1 < count, bytes[i + 1] == 0x25 {  // "%%"
        i += 2
        utf16 += 2
        continue
      }
      let start = i
      let startUTF16 = utf16
      func fail(_ reason: FormatTemplateError.Reason) -> FormatTemplateError {
        FormatTemplateError(reason, utf16Offset: startUTF16)
      }
      let lexeme = try lex(bytes, at: start, utf16Offset: startUTF16)
      // What the lexer reads for catalogs but printf formatting does not take.
      if lexeme.mappingKey != nil { throw fail(.unknownConversion("(")) }
      if lexeme.usesStar { throw fail(.starWidthOrPrecision) }
      if lexeme.conversion == UInt8(ascii: "p") { throw fail(.unknownConversion("p")) }
      i = lexeme.end
      let index: Int
      if let position = lexeme.position {
        if positional == false { throw fail(.mixedPositionalAndSequential) }
        positional = true
        index = position - 1
      } else {
        if positional == true { throw fail(.mixedPositionalAndSequential) }
        positional = false
        index = nextSequential
        nextSequential += 1
      }
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      var conversion = Character(Unicode.Scalar(lexeme.conversion))
      if conversion == "S" { conversion = "s" }
      if conversion == "C" { conversion = "c" }
      placeholders.append(
        Placeholder(
          argumentIndex: index, isPositional: lexeme.position != nil, conversion: conversion,
          variableName: lexeme.variableName, spelling: spelling, utf16Offset: startUTF16,
          utf8Range: start..<i,
          flags: lexeme.flags, width: lexeme.width, precision: lexeme.precision))
      utf16 += i - start  // placeholders are ASCII, except variable names
      if let name = lexeme.variableName { utf16 += name.utf16.count - name.utf8.count }
    }
  }

  /// One placeholder as written, read from its `%` by ``lex(_:at:utf16Offset:)``: what both
  /// the strict parser and the lenient ``scan(_:)`` start from.
  struct Lexeme {
    /// The UTF-8 offset just after the placeholder.
    var end: Int
    /// `n` of `%n$…` (from 1).
    var position: Int?
    /// The Python mapping key of `%(key)s`.
    var mappingKey: String?
    /// Flags, as written (`"-+ 0#'"`), without glibc's `I`.
    var flags: String
    var width: Int?
    var precision: Int?
    /// Whether width or precision is `*` (taken from an argument).
    var usesStar: Bool
    /// The length modifiers as written (`"l"`, `"ll"`, `"q"`, `"hh"`…).
    var lengthModifier: String
    /// The conversion byte: `@ s S d i u o x X f F e E g G a A c C p`.
    var conversion: UInt8
    /// The name of a `%#@name@` variable.
    var variableName: String?
  }

  /// Reads the placeholder whose `%` is at `start` (not `%%`). Throws, with `utf16Offset`, for
  /// a placeholder cut off by the end, `%0$`, an unknown conversion or an unterminated
  /// `%#@name`. Also reads what only catalogs have: Python's `%(key)s`, `*` width and
  /// precision (`%*d`, `%.*2$f`) and `%p`.
  static func lex(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, utf16Offset: Int)
    throws(FormatTemplateError) -> Lexeme
  {
    func fail(_ reason: FormatTemplateError.Reason) -> FormatTemplateError {
      FormatTemplateError(reason, utf16Offset: utf16Offset)
    }
    let count = bytes.count
    func digits(_ i: inout Int) -> Int? {
      var value: Int?
      while i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
        value = min((value ?? 0) * 10 + Int(bytes[i] - 0x30), 1_000_000)
        i += 1
      }
      return value
    }
    /// `*` or `*n$` at `i`.
    func star(_ i: inout Int) -> Bool {
      guard i < count, bytes[i] == 0x2A else { return false }
      i += 1
      var j = i
      if digits(&j) != nil, j < count, bytes[j] == 0x24 { i = j + 1 }
      return true
    }
    var i = start + 1
    guard i < count else { throw fail(.danglingPercent) }
    var position: Int?
    var mappingKey: String?
    if bytes[i] == 0x28 {  // "(": a Python mapping key runs to ")", not across a "%"
      guard let close = bytes[(i + 1)...].firstIndex(where: { $0 == 0x29 || $0 == 0x25 }),
        bytes[close] == 0x29, close > i + 1
      else { throw fail(.unknownConversion("(")) }
      mappingKey = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<close]), as: UTF8.self)
      i = close + 1
    } else {
      // Position: digits then "$".
      var j = i
      if let number = digits(&j), j < count, bytes[j] == 0x24 {
        guard number > 0 else { throw fail(.zeroPosition) }
        position = number
        i = j + 1
      }
    }
    // Flags.
    var flags = ""
    while i < count, let flag = Self.flag(bytes[i]) {
      if let flag = flag { flags.unicodeScalars.append(flag) }
      i += 1
    }
    // Width and precision.
    var usesStar = star(&i)
    let width = usesStar ? nil : digits(&i)
    var precision: Int?
    if i < count, bytes[i] == 0x2E {
      i += 1
      if star(&i) {
        usesStar = true
      } else {
        precision = digits(&i) ?? 0
      }
    }
    // Length modifiers.
    let lengthStart = i
    while i < count, "hlqjztL".utf8.contains(bytes[i]) { i += 1 }
    let lengthModifier = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[lengthStart..<i]), as: UTF8.self)
    guard i < count else { throw fail(.danglingPercent) }
    let conversion = bytes[i]
    i += 1
    var variableName: String?
    switch conversion {
    case UInt8(ascii: "@") where flags.contains("#"):
      // %#@name@: the name runs to the next "@".
      guard let end = bytes[i...].firstIndex(of: 0x40), end > i else { throw fail(.unterminatedVariable) }
      variableName = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
      i = end + 1
    case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "d"), UInt8(ascii: "i"),
      UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"),
      UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "p"):
      break
    default:
      // Report the whole character, which may not be ASCII.
      var end = i
      while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i - 1)..<end]), as: UTF8.self)
      throw fail(.unknownConversion(found))
    }
    return Lexeme(
      end: i, position: position, mappingKey: mappingKey, flags: flags, width: width, precision: precision,
      usesStar: usesStar, lengthModifier: lengthModifier, conversion: conversion, variableName: variableName)
  }

  /// A flag byte: `.some(scalar)` for a printf flag, `.some(nil)` for one that is accepted and
  /// ignored (glibc's `I`), `nil` when not a flag.
  private static func flag(_ byte: UInt8) -> Unicode.Scalar?? {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
      UInt8(ascii: "'"):
      .some(Unicode.Scalar(byte))
    case UInt8(ascii: "I"): .some(nil)
    default: nil
    }
  }
}
