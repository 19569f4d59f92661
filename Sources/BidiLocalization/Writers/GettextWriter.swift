import BidiInput

/// Writes GNU gettext `.po` text.
enum GettextWriter {
  /// `text` as a `.po` string literal, C escapes for quotes, backslashes and controls.
  static func quoted(_ text: String) -> String {
    QuotedLiteral.quoted(text) {
      $0.value < 0x20 ? "\\" + QuotedLiteral.digits($0.value, radix: 8, width: 3) : nil
    }
  }

  /// A catalog in a pseudo-language: every entry's `msgstr` made from its `msgid` (and
  /// `msgid_plural`), with a header naming the pseudo-language and English plural forms.
  static func pseudo(_ entries: [CatalogEntry], style: PseudoLanguage.Style) -> String {
    var result = "msgid \"\"\nmsgstr \"\"\n"
    result += quoted("Language: \(style.tag)\n") + "\n"
    result += quoted("MIME-Version: 1.0\n") + "\n"
    result += quoted("Content-Type: text/plain; charset=UTF-8\n") + "\n"
    result += quoted("Content-Transfer-Encoding: 8bit\n") + "\n"
    result += quoted("Plural-Forms: nplurals=2; plural=(n != 1);\n") + "\n"
    for entry in entries where !(entry.key.isEmpty && entry.context == nil) {
      result += "\n"
      if let comment = entry.comment {
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
          result += "#. \(line)\n"
        }
      }
      let formats = entry.flags.filter { $0.hasSuffix("-format") }
      if !formats.isEmpty { result += "#, " + formats.joined(separator: ", ") + "\n" }
      if let context = entry.context { result += "msgctxt \(quoted(context))\n" }
      result += "msgid \(quoted(entry.key))\n"
      let sources = entry.sourceTexts.map(\.text)
      if sources.count > 1 {
        result += "msgid_plural \(quoted(sources[1]))\n"
        result += "msgstr[0] \(quoted(PseudoLanguage.transform(sources[0], style)))\n"
        result += "msgstr[1] \(quoted(PseudoLanguage.transform(sources[1], style)))\n"
      } else {
        result += "msgstr \(quoted(PseudoLanguage.transform(entry.key, style)))\n"
      }
    }
    return result
  }
}
