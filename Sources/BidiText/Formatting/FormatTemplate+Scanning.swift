extension FormatTemplate {
  /// A placeholder found by ``FormatTemplate/scan(_:)`` in text that may not be a valid
  /// template: a catalog's translation, a gettext `c-format` or `python-format` string.
  public struct ScannedPlaceholder: Sendable, Hashable {
    /// The placeholder as written, such as `"%1$-8.2f"`, `"%Id"` or `"%(name)s"`.
    public var spelling: String
    /// `n` of a positional placeholder `%n$…` (from 1), else `nil`.
    public var position: Int?
    /// The conversion character as written: `"@"`, `"s"`, `"S"`, `"d"`, `"p"`…; `"@"` for a
    /// `%#@name@` variable.
    public var conversion: Character
    /// The length modifier as written: `""`, `"l"`, `"ll"`, `"q"`, `"hh"`…
    public var lengthModifier: String
    /// The variable name of a `%#@name@` placeholder, else `nil`.
    public var variableName: String?
    /// The Python mapping key of `%(key)s`, else `nil`.
    public var mappingKey: String?
    /// Whether width or precision is `*`, taken from an argument.
    public var usesStar: Bool
    /// Where it is, in Unicode scalars from the start of the text.
    public var scalarRange: Range<Int>
    /// UTF-16 offset of its `%` in the text.
    public var utf16Offset: Int
  }

  /// A `%` that ``scan(_:)`` reads as plain text, and what printf (CoreFoundation's
  /// `__CFParseFormatSpec`, glibc's `vfprintf`) makes of it instead.
  package struct StrayPercent: Sendable, Hashable {
    /// What printf makes of the `%`.
    package enum Kind: Sendable, Hashable {
      /// A conversion after a space flag, such as `% d`, or `% ho` in "%lld% horas": printf
      /// reads an argument for it.
      case spaceFlagConversion(ScannedPlaceholder)
      /// A `%` before a character that starts no conversion (`%ا`, the second `$` of
      /// `%1$$@`), given as found: printf shows that character, drops the `%` and reads no
      /// argument.
      case notAConversion(String)
      /// A `%` at the end of the text, or a placeholder cut off by it.
      case dangling
    }
    /// What printf makes of it.
    package var kind: Kind
    /// Where the `%` is, in Unicode scalars from the start of the text.
    package var scalarOffset: Int
  }

  /// The placeholders of `text` read leniently, as a linter needs them: every placeholder the
  /// template parser reads (``init(_:)``, through the same code), and also Python's
  /// `%(key)s`, `*` width and precision and `%p`; positional and sequential placeholders may
  /// be mixed. A `%` that starts no complete placeholder is plain text and scanning goes on
  /// after it, so a broken translation still shows its other placeholders. Unlike printf, a
  /// space flag is not read (`% d`), so that "100% done" has no placeholder.
  public static func scan(_ text: String) -> [ScannedPlaceholder] {
    scanWithStrays(text).placeholders
  }

  /// ``scan(_:)``'s placeholders, and every other `%` of `text` (not `%%`) with what printf
  /// would make of it: what a linter needs to tell "100% done" in plain text from a broken
  /// placeholder in a format string.
  package static func scanWithStrays(_ text: String) -> (
    placeholders: [ScannedPlaceholder], strays: [StrayPercent]
  ) {
    var text = text
    return text.withUTF8 { bytes in
      var result: [ScannedPlaceholder] = []
      var strays: [StrayPercent] = []
      var i = 0
      var scalar = 0
      var utf16 = 0
      let count = bytes.count
      while i < count {
        let byte = bytes[i]
        if byte != 0x25 {  // not "%"
          if byte & 0xC0 != 0x80 {
            scalar += 1
            utf16 += byte >= 0xF0 ? 2 : 1
          }
          i += 1
          continue
        }
        if i + 1 < count, bytes[i + 1] == 0x25 {  // "%%"
          i += 2
          scalar += 2
          utf16 += 2
          continue
        }
        let lexeme: Lexeme
        do throws(FormatTemplateError) {
          lexeme = try lex(bytes, at: i, utf16Offset: utf16)
        } catch {
          let kind: StrayPercent.Kind
          switch error.reason {
          case .unknownConversion(let found): kind = .notAConversion(found)
          case .zeroPosition: kind = .notAConversion("0")
          case .unterminatedVariable: kind = .notAConversion("#@")
          default: kind = .dangling
          }
          strays.append(StrayPercent(kind: kind, scalarOffset: scalar))
          i += 1
          scalar += 1
          utf16 += 1
          continue
        }
        let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<lexeme.end]), as: UTF8.self)
        let scalars = spelling.unicodeScalars.count
        let placeholder = ScannedPlaceholder(
          spelling: spelling, position: lexeme.position,
          conversion: Character(Unicode.Scalar(lexeme.conversion)), lengthModifier: lexeme.lengthModifier,
          variableName: lexeme.variableName, mappingKey: lexeme.mappingKey, usesStar: lexeme.usesStar,
          scalarRange: scalar..<scalar + scalars, utf16Offset: utf16)
        if lexeme.flags.contains(" ") {
          // Plain text for `scan`: the text after the `%` is scanned again.
          strays.append(StrayPercent(kind: .spaceFlagConversion(placeholder), scalarOffset: scalar))
          i += 1
          scalar += 1
          utf16 += 1
          continue
        }
        result.append(placeholder)
        i = lexeme.end
        scalar += scalars
        utf16 += spelling.utf16.count
      }
      return (result, strays)
    }
  }
}
