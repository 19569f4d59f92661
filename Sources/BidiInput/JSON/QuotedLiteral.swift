/// A text between double quotes with C-style escapes, as JSON, `.strings` and gettext `.po`
/// write it: `\"`, `\\`, `\n`, `\r`, `\t`, and every other scalar `escape` returns a spelling
/// for (each format writes the remaining controls its own way).
package enum QuotedLiteral {
  /// `text` quoted; `escape` gives the spelling of a scalar that is not written as it is, or
  /// `nil` to write it unchanged.
  package static func quoted(_ text: String, escaping escape: (Unicode.Scalar) -> String?) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if let spelled = escape(scalar) { result += spelled } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result + "\""
  }

  /// `value` in `radix`, left-padded with zeros to `width` digits.
  package static func digits(_ value: UInt32, radix: Int, width: Int, uppercase: Bool = false) -> String {
    let text = String(value, radix: radix, uppercase: uppercase)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
