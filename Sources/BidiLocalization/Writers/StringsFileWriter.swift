import BidiInput
import Foundation

/// Writes Apple `.strings` files: `/* comment */` and `"key" = "value";` per entry, as
/// genstrings and Xcode write them.
///
/// Quotes, backslashes and line breaks are escaped (`\"`, `\\`, `\n`, `\r`, `\t`); other C0
/// controls as `\U00XX`; everything else, directional controls included, is written as it is.
/// The result reads back (through BidiKit's reader or Foundation's) to the same values.
public enum StringsFileWriter {
  /// One entry to write.
  public struct Entry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: String
    /// A comment written before the entry, if any.
    public var comment: String?

    /// Creates an entry.
    public init(key: String, value: String, comment: String? = nil) {
      self.key = key
      self.value = value
      self.comment = comment
    }
  }

  /// How the file's text is encoded.
  public enum Encoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-16 little-endian with a byte-order mark, as genstrings writes.
    case utf16
    /// UTF-8 without a byte-order mark.
    case utf8
  }

  /// Where the blank lines go.
  public enum Layout: Sendable, Hashable, CaseIterable {
    /// Comment, entry, blank line: as genstrings writes.
    case genstrings
    /// Blank line, comment, entry: as `ibtool --export-strings-file` writes.
    case interfaceBuilder
  }

  /// The text of a `.strings` file with `entries` in order, laid out as genstrings (each
  /// entry followed by a blank line) or ibtool (each comment preceded by one) writes them. A
  /// `*/` inside a comment is written `* /`, so that it cannot end the comment.
  public static func text(_ entries: [Entry], layout: Layout = .genstrings) -> String {
    var result = ""
    for entry in entries {
      if layout == .interfaceBuilder { result += "\n" }
      if let comment = entry.comment {
        result += "/* " + comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
      }
      result += quoted(entry.key) + " = " + quoted(entry.value) + (layout == .genstrings ? ";\n\n" : ";\n")
    }
    return result
  }

  /// The bytes of a `.strings` file in `encoding`, laid out as `layout` says.
  public static func data(_ entries: [Entry], encoding: Encoding = .utf16, layout: Layout = .genstrings)
    -> Data
  {
    let text = text(entries, layout: layout)
    switch encoding {
    case .utf8: return Data(text.utf8)
    case .utf16:
      var data = Data([0xFF, 0xFE])
      data.reserveCapacity(2 + 2 * text.utf16.count)
      for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
      return data
    }
  }

  /// `text` between double quotes with `.strings` escapes.
  public static func quoted(_ text: String) -> String {
    QuotedLiteral.quoted(text) { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F
        ? "\\U" + QuotedLiteral.digits(scalar.value, radix: 16, width: 4, uppercase: true) : nil
    }
  }
}
