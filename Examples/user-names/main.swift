// user-names: a sentence that starts with a user name ("%@ shared a file with you"), with
// names of either direction and untrusted names that hide directional controls
// (Trojan Source, CVE-2021-42574), naively and with BidiKit.
//
// usage: user-names
//
// Every sentence is printed in visual order, Arabic-shaped, and right-aligned when its
// paragraph is right-to-left, as a bidi-aware screen would show it; invisible controls are
// written in BidiKit's notation (⟨RLO⟩, ⟨PDI⟩…).

import BidiEngine

/// A sentence that starts with a name, in one language.
struct Sentence {
  var language: String
  var direction: TextDirection
  var template: String
}

let english = Sentence(language: "English", direction: .leftToRight, template: "%@ shared a file with you")
let hebrew = Sentence(language: "Hebrew", direction: .rightToLeft, template: "%@ שיתף איתך קובץ")
let arabic = Sentence(language: "Arabic", direction: .rightToLeft, template: "%@ شارك ملفًا معك")
let englishWithPeriod = Sentence(
  language: "English in a right-to-left screen", direction: .leftToRight,
  template: "%@ shared a file with you.")

/// The width of the text column; right-to-left paragraphs are right-aligned in it.
let width = 48
let display = VisualOptions(shapesArabic: true)

/// Prints `message` in visual order after a label and a mark.
func show(_ label: String, _ ok: Bool, _ message: String) {
  let lines = BidiAnalysis(message).terminalLines(display, width: width, alignsRightToLeft: true)
  for (index, line) in lines.enumerated() {
    let prefix =
      index == 0
      ? label + String(repeating: " ", count: max(0, 10 - label.count)) + (ok ? "✓" : "✗")
      : String(repeating: " ", count: 11)
    print("  \(prefix) │\(line)")
  }
}

/// The paragraph direction a renderer gives `message` (its first strong character, rule P2).
func paragraphDirection(_ message: String) -> TextDirection {
  BidiAnalysis(message).paragraphs[0].direction
}

// 1. The name comes first, so it decides the paragraph direction of a naive message.
print("1. A name first: its direction must not become the sentence's")
print()
for (sentence, names) in [
  (hebrew, ["Sarah", "דוד"]), (arabic, ["Sarah", "محمد"]), (english, ["דוד", "محمد"]),
] {
  print("\(sentence.language) “\(english.template)”, paragraph should be \(sentence.direction.abbreviation)")
  let tail = String(sentence.template.dropFirst(2))
  for name in names {
    let naive = sentence.template.replacing("%@", with: name)
    show("naive", paragraphDirection(naive) == sentence.direction, naive)
    // Isolates (the default), and the legacy style: embeddings and marks, for renderers
    // without isolate support. P2 skips isolates but not embeddings, so there the message
    // needs a leading mark of its own direction.
    for (label, style) in [("BidiKit", FormattingStyle.isolate), ("legacy", .embedding)] {
      let formatted = try BidiFormatter(context: sentence.direction, style: style).format(
        sentence.template, [.text(name)])
      show(label, paragraphDirection(formatted) == sentence.direction, formatted)
      print(
        "  sent as \(BidiNotation.escape(formatted.replacing(name, with: "%@").replacing(tail, with: " …")))")
    }
  }
  print()
}

// 2. Untrusted names. The text after the name is unaffected when each of its characters gets
// the same embedding level as after the same name with every control stripped.
print("2. Untrusted names with directional controls (Trojan Source)")
print()

/// A hostile name, the sentence it goes into, and how the application frames the message.
struct HostileName {
  var what: String
  var name: String
  var sentence: Sentence
  /// The application's own wrapping of the whole message (here: an embedding, the legacy way).
  var frame: (String) -> String = { $0 }
}

let hostile = [
  HostileName(what: "an unterminated RLO", name: "\u{202E}evE", sentence: english),
  // An English message in a right-to-left screen, framed the legacy way: RLM (the screen's
  // direction), then LRE … PDF so that the final period stays at the sentence's end.
  HostileName(
    what: "a PDF closing the application's embedding", name: "Mallory\u{202C}", sentence: englishWithPeriod,
    frame: { "\u{200F}\u{202A}" + $0 + "\u{202C}" }),
  HostileName(what: "an LRI without PDI", name: "\u{2066}Dana", sentence: hebrew),
]

/// Whether the text after the name shows as it does after `stripped`.
func tailIsUnaffected(_ message: String, _ reference: String, tail: String) -> Bool {
  func tailLevels(_ text: String) -> [BidiLevel]? {
    let paragraph = BidiAnalysis(text).paragraphs[0]
    let scalars = Array(tail.unicodeScalars)
    guard
      let start = paragraph.scalars.indices.last(where: { paragraph.scalars[$0...].starts(with: scalars) })
    else { return nil }
    return Array(paragraph.levels[start..<start + scalars.count])
  }
  return tailLevels(message) != nil && tailLevels(message) == tailLevels(reference)
}

for item in hostile {
  let sentence = item.sentence
  let tail = String(sentence.template.dropFirst(2))
  let stripped = BidiSanitizer.stripping.sanitize(item.name)
  print("\(sentence.language), a name with \(item.what): \(BidiNotation.escape(item.name))")
  for finding in BidiControlAudit(item.name).findings { print("  audit: \(finding)") }
  print("  sanitized: \(BidiNotation.escape(BidiSanitizer.balancing.sanitize(item.name)))")

  let naive = item.frame(sentence.template.replacing("%@", with: item.name))
  let naiveReference = item.frame(sentence.template.replacing("%@", with: stripped))
  show("naive", tailIsUnaffected(naive, naiveReference, tail: tail), naive)

  // The formatter balances the name's controls, then isolates it.
  let formatter = BidiFormatter(context: sentence.direction)
  let formatted = item.frame(try formatter.format(sentence.template, [.text(item.name)]))
  let formattedReference = item.frame(try formatter.format(sentence.template, [.text(stripped)]))
  show("BidiKit", tailIsUnaffected(formatted, formattedReference, tail: tail), formatted)
  print("  sent as \(BidiNotation.escape(formatted.replacing(tail, with: " …")))")
  print()
}
