#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// printf's formatting of one argument by one placeholder, without isolation.
enum PrintfConversion {
  /// The text of `argument` formatted by `placeholder`, or `nil` when they do not fit.
  static func format(_ argument: FormatArgument, _ placeholder: FormatTemplate.Placeholder) -> String? {
    let conversion = placeholder.conversion
    switch (argument.storage, conversion) {
    case (.text(let text), "@"), (.text(let text), "s"):
      return pad(truncate(text, placeholder.precision), placeholder)
    case (.text(let text), "c"):
      return pad(text.first.map(String.init) ?? "", placeholder)
    case (.text, _):
      return nil
    case (.signed(let value), "@"), (.signed(let value), "s"):
      return pad(decimal(value), placeholder)
    case (.unsigned(let value), "@"), (.unsigned(let value), "s"):
      return pad(decimal(value), placeholder)
    case (.double(let value), "@"), (.double(let value), "s"):
      return pad(String(value), placeholder)
    case (.signed(let value), "c"):
      return character(UInt32(exactly: value), placeholder)
    case (.unsigned(let value), "c"):
      return character(UInt32(exactly: value), placeholder)
    case (.signed(let value), "d"), (.signed(let value), "i"):
      if placeholder.isPlain { return decimal(value) }
      return cFormat(placeholder, length: "ll", value)
    case (.unsigned(let value), "d"), (.unsigned(let value), "i"), (.unsigned(let value), "u"):
      if placeholder.isPlain { return decimal(value) }
      return cFormat(placeholder, length: "ll", value, conversion: "u")
    case (.signed(let value), _) where placeholder.takesInteger:
      if placeholder.isPlain && conversion == "u" && value >= 0 { return decimal(value) }
      return cFormat(placeholder, length: "ll", UInt64(bitPattern: value))
    case (.unsigned(let value), _) where placeholder.takesInteger:
      return cFormat(placeholder, length: "ll", value)
    case (.signed(let value), _) where placeholder.takesFloat:
      return floatingPoint(Double(value), placeholder)
    case (.unsigned(let value), _) where placeholder.takesFloat:
      return floatingPoint(Double(value), placeholder)
    case (.double(let value), _) where placeholder.takesFloat:
      return floatingPoint(value, placeholder)
    default:
      return nil
    }
  }

  /// `value` in decimal, as `String(value)` writes it: digits made straight into the string
  /// (a small string, without allocation, up to 15 characters).
  static func decimal(_ value: Int64) -> String {
    decimal(value.magnitude, negative: value < 0)
  }

  /// `value` in decimal, as `String(value)` writes it.
  static func decimal(_ value: UInt64) -> String {
    decimal(value, negative: false)
  }

  private static func decimal(_ magnitude: UInt64, negative: Bool) -> String {
    var length = negative ? 2 : 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      length += 1
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var rest = magnitude
      var i = length
      repeat {
        i -= 1
        buffer[i] = 0x30 + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if negative { buffer[0] = 0x2D }  // "-"
      return length
    }
  }

  /// `value` formatted by a floating-point placeholder: plain `%f` and `%.Nf` without the C
  /// library (``PrintfFixedPoint``), the others with it.
  private static func floatingPoint(_ value: Double, _ placeholder: FormatTemplate.Placeholder) -> String {
    if placeholder.conversion == "f" && placeholder.flags.isEmpty && placeholder.width == nil,
      let fixed = PrintfFixedPoint.format(value, precision: placeholder.precision ?? 6)
    {
      return fixed
    }
    return cFormat(placeholder, length: "", value)
  }

  /// Formats one C value with `vsnprintf` and the placeholder's flags, width and precision.
  private static func cFormat(
    _ placeholder: FormatTemplate.Placeholder, length: String, _ value: CVarArg,
    conversion: Character? = nil
  ) -> String {
    var spec = "%" + placeholder.flags
    if let width = placeholder.width { spec += String(width) }
    if let precision = placeholder.precision { spec += "." + String(precision) }
    spec += length
    spec.append(conversion ?? placeholder.conversion)
    return withVaList([value]) { arguments in
      var buffer = [CChar](repeating: 0, count: 128)
      let needed = Int(vsnprintf(&buffer, buffer.count, spec, arguments))
      if needed < buffer.count {
        return String(decoding: buffer[..<max(needed, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      return withVaList([value]) { again in
        buffer = [CChar](repeating: 0, count: needed + 1)
        _ = vsnprintf(&buffer, buffer.count, spec, again)
        return String(decoding: buffer[..<needed].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
  }

  private static func character(_ codePoint: UInt32?, _ placeholder: FormatTemplate.Placeholder) -> String? {
    guard let scalar = codePoint.flatMap(Unicode.Scalar.init) else { return nil }
    return pad(String(Character(scalar)), placeholder)
  }

  private static func truncate(_ text: String, _ precision: Int?) -> String {
    guard let precision, text.count > precision else { return text }
    return String(text.prefix(precision))
  }

  private static func pad(_ text: String, _ placeholder: FormatTemplate.Placeholder) -> String {
    guard let width = placeholder.width else { return text }
    let count = text.count
    guard count < width else { return text }
    let padding = String(repeating: " ", count: width - count)
    return placeholder.flags.contains("-") ? text + padding : padding + text
  }
}
