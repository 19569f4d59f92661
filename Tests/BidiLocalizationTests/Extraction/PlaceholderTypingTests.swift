import Testing

@testable import BidiLocalization

/// Interpolations become the placeholders Xcode writes for their types (SwiftUI's
/// `_FormatSpecifiable`: `Int` `%lld`, `Int32` `%d`, `UInt` `%llu`, `UInt8` `%u`, `Float` `%f`,
/// `Double` `%lf`; `%@` for every other type), from what the sources declare, and `%@` with a
/// note when they do not show the type.
@Suite struct PlaceholderTypingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// Declarations before the interpolation.
    var declarations: String
    /// The interpolation's source.
    var interpolation: String
    var placeholder: String
    var isGuess = false
    var testDescription: String { "\(declarations) \\(\(interpolation))" }
  }

  static func placeholder(_ example: Case, otherFile: String = "") -> ExtractedString.Placeholder? {
    let source = example.declarations + "\nText(\"Value \\(\(example.interpolation)) 100%\")\n"
    let strings = StringExtractor().extract([
      (path: "A.swift", text: source), (path: "B.swift", text: otherFile),
    ]).strings
    guard strings.count == 1,
      strings[0].key == "Value \(strings[0].placeholders.first?.placeholder ?? "?") 100%%"
    else { return nil }
    return strings[0].placeholders.first
  }

  @Test(arguments: [
    Case(declarations: "", interpolation: "42", placeholder: "%lld"),
    Case(declarations: "", interpolation: "-7", placeholder: "%lld"),
    Case(declarations: "", interpolation: "2.5", placeholder: "%lf"),
    Case(declarations: "", interpolation: "Int(size)", placeholder: "%lld"),
    Case(declarations: "", interpolation: "Double(ratio)", placeholder: "%lf"),
    Case(declarations: "", interpolation: "Float(x)", placeholder: "%f"),
    Case(declarations: "", interpolation: "String(n)", placeholder: "%@"),
    Case(declarations: "", interpolation: #"value, specifier: "%.1f""#, placeholder: "%.1f"),
    Case(declarations: "", interpolation: "date, style: .date", placeholder: "%@"),
    Case(declarations: "", interpolation: "items.count", placeholder: "%lld"),
    Case(declarations: "", interpolation: "user.name", placeholder: "%@", isGuess: true),
    Case(declarations: "let count = 3", interpolation: "count", placeholder: "%lld"),
    Case(declarations: "var count: Int = 0", interpolation: "count", placeholder: "%lld"),
    Case(declarations: "let small: Int32 = 0", interpolation: "small", placeholder: "%d"),
    Case(declarations: "let big: Int64 = 0", interpolation: "big", placeholder: "%lld"),
    Case(declarations: "let u: UInt = 0", interpolation: "u", placeholder: "%llu"),
    Case(declarations: "let byte: UInt8 = 0", interpolation: "byte", placeholder: "%u"),
    Case(declarations: "let f: Float = 0", interpolation: "f", placeholder: "%f"),
    Case(declarations: "let ratio: Double = 0", interpolation: "ratio", placeholder: "%lf"),
    Case(declarations: "let width: CGFloat = 0", interpolation: "width", placeholder: "%lf"),
    Case(declarations: "let name: String", interpolation: "name", placeholder: "%@"),
    Case(declarations: "let when: Date", interpolation: "when", placeholder: "%@"),
    Case(declarations: "func row(index: Int) {", interpolation: "index + 1", placeholder: "%lld"),
    Case(
      declarations: "@State var total: Int? = nil; if let total {", interpolation: "total",
      placeholder: "%lld"),
    Case(declarations: "for index in 0..<n {", interpolation: "index", placeholder: "%lld"),
    Case(
      declarations: "for (offset, item) in items.enumerated() {", interpolation: "offset", placeholder: "%lld"
    ),
    Case(declarations: "ForEach(0..<5) { step in", interpolation: "step", placeholder: "%lld"),
    Case(
      declarations: "items.enumerated().reduce(into: 0) { total, pair in let (index, item) = pair;",
      interpolation: "index + 1", placeholder: "%lld"),
    Case(
      declarations: "func split() -> (minutes: Int, seconds: String) {}; let (minutes, seconds) = split()",
      interpolation: "seconds", placeholder: "%@"),
    Case(
      declarations: "let uses = history.map { $0.count }.reduce(0, +)", interpolation: "uses",
      placeholder: "%lld"),
    Case(declarations: "let isOn = flag == 1", interpolation: "isOn", placeholder: "%@"),
    Case(declarations: "ForEach(items) { item in", interpolation: "item", placeholder: "%@", isGuess: true),
  ])
  func fromTheFile(_ example: Case) throws {
    let placeholder = try #require(Self.placeholder(example))
    #expect(placeholder.placeholder == example.placeholder)
    #expect(placeholder.isGuess == example.isGuess)
  }

  /// Another file's declarations type a member; a name the file declares itself without a
  /// visible type is not typed by another file's value of the same name.
  @Test func fromOtherFiles() throws {
    let model = """
      struct Tag { let totalUses: Int; let statusesCount: String }
      struct Account { let statusesCount: Int? }
      struct Other { let days: Double }
      """
    let cases: [(String, String, String, Bool)] = [
      ("", "tag.totalUses", "%lld", false),
      ("", "tag.statusesCount", "%@", true),  // declared Int? and String: unknown
      ("", "account.statusesCount ?? 0", "%lld", false),  // the one numeric type
      ("if let days = nextDays() {", "days", "%@", true),  // shadows Other.days
    ]
    for (declarations, interpolation, expected, isGuess) in cases {
      let placeholder = try #require(
        Self.placeholder(
          Case(declarations: declarations, interpolation: interpolation, placeholder: expected),
          otherFile: model))
      #expect(placeholder.placeholder == expected, "\(interpolation)")
      #expect(placeholder.isGuess == isGuess, "\(interpolation)")
    }
  }

  /// A guessed placeholder is a note naming the guess, at the literal.
  @Test func guessesAreNotes() {
    let extraction = StringExtractor().extract("Text(\"Hello \\(user.name)\")", path: "A.swift")
    #expect(extraction.diagnostics.map(\.reason) == [.guessedPlaceholder])
    #expect(
      extraction.diagnostics[0].description
        == "A.swift:1:6: note: \\(user.name) → %@ (guessed: the source does not show the type)")
  }
}
