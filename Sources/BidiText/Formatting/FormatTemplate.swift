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
    var flags: String
    var width: Int?
    var precision: Int?
    /// Whether the conversion takes an integer argument.
    var takesInteger: Bool { "diuoxXc".contains(conversion) }
    var takesFloat: Bool { "fFeEgGaA".contains(conversion) }
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
      let start = i
      let startUTF16 = utf16
      func fail(_ reason: FormatTemplateError.Reason) -> FormatTemplateError {
        FormatTemplateError(reason, utf16Offset: startUTF16)
      }
      i += 1
      guard i < count else { throw fail(.danglingPercent) }
      if bytes[i] == 0x25 {  // "%%"
        i += 1
        utf16 += 2
        continue
      }
      // Position: digits then "$".
      var position: Int?
      var j = i
      var number = 0
      while j < count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
        number = min(number * 10 + Int(bytes[j] - 0x30), 1_000_000)
        j += 1
      }
      if j < count, j > i, bytes[j] == 0x24 {  // "$"
        guard number > 0 else { throw fail(.zeroPosition) }
        position = number - 1
        i = j + 1
      }
      // Flags.
      var flags = ""
      while i < count, let flag = Self.flag(bytes[i]) {
        if let flag = flag { flags.unicodeScalars.append(flag) }
        i += 1
      }
      // Width.
      var width: Int?
      if i < count, bytes[i] == 0x2A { throw fail(.starWidthOrPrecision) }
      while i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
        width = min((width ?? 0) * 10 + Int(bytes[i] - 0x30), 1_000_000)
        i += 1
      }
      // Precision.
      var precision: Int?
      if i < count, bytes[i] == 0x2E {
        i += 1
        precision = 0
        if i < count, bytes[i] == 0x2A { throw fail(.starWidthOrPrecision) }
        while i < count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
          precision = min(precision! * 10 + Int(bytes[i] - 0x30), 1_000_000)
          i += 1
        }
      }
      // Length modifiers.
      while i < count, "hlqjztL".utf8.contains(bytes[i]) { i += 1 }
      guard i < count else { throw fail(.danglingPercent) }
      let conversionByte = bytes[i]
      i += 1
      var variableName: String?
      switch conversionByte {
      case UInt8(ascii: "@") where flags.contains("#"):
        // %#@name@: the name runs to the next "@".
        guard let end = bytes[i...].firstIndex(of: 0x40), end > i else { throw fail(.unterminatedVariable) }
        variableName = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
        i = end + 1
      case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "d"), UInt8(ascii: "i"),
        UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"),
        UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
        UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"):
        break
      default:
        // Report the whole character, which may not be ASCII.
        var end = i
        while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i - 1)..<end]), as: UTF8.self)
        throw fail(.unknownConversion(found))
      }
      let index: Int
      if let position {
        if positional == false { throw fail(.mixedPositionalAndSequential) }
        positional = true
        index = position
      } else {
        if positional == true { throw fail(.mixedPositionalAndSequential) }
        positional = false
        index = nextSequential
        nextSequential += 1
      }
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      var conversion = Character(Unicode.Scalar(conversionByte))
      if conversion == "S" { conversion = "s" }
      if conversion == "C" { conversion = "c" }
      placeholders.append(
        Placeholder(
          argumentIndex: index, isPositional: position != nil, conversion: conversion,
          variableName: variableName, spelling: spelling, utf16Offset: startUTF16, utf8Range: start..<i,
          flags: flags, width: width, precision: precision))
      utf16 += i - start  // placeholders are ASCII, except variable names
      if let variableName { utf16 += variableName.utf16.count - variableName.utf8.count }
    }
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
