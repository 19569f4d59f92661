/// A malformed printf-style template, or arguments that do not fit it.
///
/// The position is a UTF-16 offset into the template (what `NSString`, Xcode and JavaScript
/// count), pointing at the `%` that starts the bad placeholder.
public struct FormatTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// A `%` at the end of the template, or a placeholder cut off by the end.
    case danglingPercent
    /// A conversion character that is not supported (`%k`, `%n`, `%p`), given as found.
    case unknownConversion(String)
    /// Positional (`%1$@`) and sequential (`%@`) placeholders in one template.
    case mixedPositionalAndSequential
    /// A positional index of 0 (`%0$@`): positions start at 1.
    case zeroPosition
    /// `*` for width or precision (taking them from arguments) is not supported.
    case starWidthOrPrecision
    /// A `%#@name@` variable without its closing `@`.
    case unterminatedVariable
    /// The placeholder needs argument `index` (zero-based), but only `count` were given.
    case missingArgument(index: Int, count: Int)
    /// The argument at `index` (zero-based) cannot be formatted by this conversion (a text
    /// for `%d`).
    case argumentMismatch(index: Int, conversion: String)
  }

  /// What is wrong.
  public var reason: Reason
  /// UTF-16 offset of the `%` that starts the bad placeholder.
  public var utf16Offset: Int

  /// Creates an error.
  public init(_ reason: Reason, utf16Offset: Int) {
    self.reason = reason
    self.utf16Offset = utf16Offset
  }

  /// `"at UTF-16 offset 4: …"`.
  public var description: String {
    let message: String
    switch reason {
    case .danglingPercent: message = "dangling '%' (placeholder cut off by the end of the template)"
    case .unknownConversion(let conversion): message = "unknown conversion '%\(conversion)'"
    case .mixedPositionalAndSequential:
      message = "positional (%1$@) and sequential (%@) placeholders mixed in one template"
    case .zeroPosition: message = "positions start at 1 (%1$@), not 0"
    case .starWidthOrPrecision: message = "'*' width or precision is not supported"
    case .unterminatedVariable: message = "unterminated %#@variable@ (missing closing '@')"
    case .missingArgument(let index, let count):
      message =
        "placeholder needs argument \(index + 1) but \(count) argument\(count == 1 ? " was" : "s were") given"
    case .argumentMismatch(let index, let conversion):
      message = "argument \(index + 1) cannot be formatted with '%\(conversion)'"
    }
    return "at UTF-16 offset \(utf16Offset): \(message)"
  }
}
