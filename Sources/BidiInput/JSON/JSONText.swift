/// JSON text written by hand where Codable's would not do (members in a given order, one
/// finding per line): strings escaped as RFC 8259 requires, and objects of pre-written values.
package enum JSONText {
  /// `text` as a JSON string literal.
  package static func string(_ text: String) -> String {
    QuotedLiteral.quoted(text) {
      $0.value < 0x20 ? "\\u" + QuotedLiteral.digits($0.value, radix: 16, width: 4) : nil
    }
  }

  /// An object of `members` (key, JSON text of the value), in the order given.
  package static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
