// phone-numbers: left-to-right values (phone numbers, amounts, host:port, paths, e-mail
// addresses) put into Arabic and Hebrew sentences, naively and with BidiFormatter.
//
// usage: phone-numbers
//
// Every sentence is printed in visual order, Arabic-shaped and right-aligned, as a
// right-to-left reader would see it, so a terminal without bidi support shows it right. The
// mark before each line says whether the value stayed intact: the engine is asked where each
// of the value's characters is displayed, and they must be side by side, in their own order.

import BidiEngine

/// One message of a translation catalog (or written for this example) and a value for it.
struct Example {
  var language: String
  var source: String
  var english: String
  var template: String
  var value: String
  var kind: ValueKind
}

let examples = [
  Example(
    language: "Arabic", source: "written for this example", english: "Call %s",
    template: "اتصل بـ %s", value: "+1 408-555-1212", kind: .phoneNumber),
  Example(
    language: "Hebrew", source: "written for this example", english: "Call %s now",
    template: "התקשרו אל %s עכשיו", value: "+1 408-555-1212", kind: .phoneNumber),
  Example(
    language: "Arabic", source: "written for this example", english: "Amount due: %s",
    template: "المبلغ المستحق: %s", value: "-17.50 €", kind: .number),
  Example(
    language: "Hebrew", source: "written for this example", english: "Your balance is %s today",
    template: "היתרה שלך היום היא %s", value: "-1,234.56", kind: .number),
  Example(
    language: "Arabic", source: "ar/apt.mo", english: "Connecting to %s",
    template: "الاتصال بـ%s", value: "[2001:db8::1]:8080", kind: .url),
  Example(
    language: "Arabic", source: "ar/libapt-pkg6.0.mo", english: "Failed to write file %s",
    template: "فشلت كتابة الملف %s", value: "/var/cache/apt/archives/partial", kind: .filePath),
  Example(
    language: "Hebrew", source: "he/Linux-PAM.mo", english: "You have mail in folder %s.",
    template: "יש לך דוא״ל בתיקייה %s.", value: "/var/mail/sarah", kind: .filePath),
  Example(
    language: "Hebrew", source: "written for this example", english: "Reply to %s",
    template: "השיבו אל %s", value: "sarah@example.com", kind: .emailAddress),
]

/// The width of the right-aligned text column.
let width = 48
let display = VisualOptions(shapesArabic: true)

/// Whether `value` displays intact in `message`: its characters, found in the logical
/// message, are shown next to each other and left to right, in their own order.
func isIntact(_ value: String, in message: String) -> Bool {
  let paragraph = BidiAnalysis(message).paragraphs[0]
  let scalars = Array(value.unicodeScalars)
  guard let start = paragraph.scalars.indices.first(where: { paragraph.scalars[$0...].starts(with: scalars) })
  else { return false }
  // Visual positions of the displayed characters (controls removed by rule X9 are not shown).
  let shown = paragraph.line.visualOrder.filter { !paragraph.bidiClasses[$0].isRemovedByX9 }
  let positions = (start..<start + scalars.count).compactMap { shown.firstIndex(of: $0) }
  return positions.count == scalars.count && zip(positions, positions.dropFirst()).allSatisfy { $0 + 1 == $1 }
}

/// Prints `message` in visual order after a label and a mark.
func show(_ label: String, _ message: String, value: String) {
  let mark = isIntact(value, in: message) ? "✓" : "✗"
  let lines = BidiAnalysis(message).terminalLines(display, width: width, alignsRightToLeft: true)
  for (index, line) in lines.enumerated() {
    let prefix =
      index == 0
      ? label + String(repeating: " ", count: max(0, 10 - label.count)) + mark
      : String(repeating: " ", count: 11)
    print("  \(prefix) │\(line)")
  }
}

for example in examples {
  print("\(example.language), “\(example.english)” (\(example.source)) → \(example.value)")
  let naive = example.template.replacing("%s", with: example.value)
  let formatter = BidiFormatter(context: .rightToLeft)
  let formatted = try formatter.format(example.template, [.text(example.value, kind: example.kind)])
  show("naive", naive, value: example.value)
  show("BidiKit", formatted, value: example.value)
  print("  value sent as \(BidiNotation.escape(formatter.wrap(example.value, kind: example.kind)))")
  print()
}

// Renderers without isolate support: the legacy style, embeddings and marks (as AndroidX).
let legacy = BidiFormatter(context: .rightToLeft, style: .embedding)
let phone = examples[0]
let embedded = try legacy.format(phone.template, [.text(phone.value, kind: phone.kind)])
print("Legacy style (embeddings and marks) for renderers without isolates → \(phone.value)")
show("embedding", embedded, value: phone.value)
print("  value sent as \(BidiNotation.escape(legacy.wrap(phone.value, kind: phone.kind)))")
