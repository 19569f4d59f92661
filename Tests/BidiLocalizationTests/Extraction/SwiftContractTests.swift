import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// Which Swift literals are keys: the contract of ``SwiftLocalizableAPI`` (the article
/// "Extracting strings" lists it), and the typed contexts that make a literal a key.
@Suite struct SwiftContractTests {
  /// A source and the keys it must give, in source order.
  struct Case: CustomTestStringConvertible, Sendable {
    var source: String
    var keys: [String]
    var testDescription: String { source }
  }

  static func keys(_ source: String, routines: [String] = []) -> [String] {
    StringExtractor(routines: routines.map { try! LocalizationRoutine(parsing: $0) })
      .extract(source, path: "A.swift").strings.map(\.key)
  }

  /// Every SwiftUI view whose first argument is a `LocalizedStringKey` title.
  @Test(arguments: SwiftLocalizableAPI.titledViews)
  func titledViews(view: String) {
    #expect(Self.keys("\(view)(\"Title\", value: x) { Text(verbatim: \"no\") }") == ["Title"])
    #expect(Self.keys("\(view)(title) { }").isEmpty, "not a literal")
  }

  @Test(arguments: [
    Case(source: #"Text("a", tableName: "T", comment: "c"); Text(verbatim: "no"); Text(name)"#, keys: ["a"]),
    Case(source: #"Button("Save", systemImage: "square.and.arrow.down") { }"#, keys: ["Save"]),
    Case(source: #"LabeledContent("Version", value: "1.0")"#, keys: ["Version"]),
    Case(source: #"TextField("Name", text: $name, prompt: Text("Your name"))"#, keys: ["Name", "Your name"]),
    Case(source: #"ShareLink(item: url, preview: .init("Photo", image: image))"#, keys: ["Photo"]),
    Case(
      source:
        #"view.navigationTitle("Home").help("Tap").accessibilityLabel("Label").accessibilityHint("Hint")"#,
      keys: ["Home", "Tap", "Label", "Hint"]),
    Case(
      source: #".alert("Delete?", isPresented: $shown) { Button("Delete", role: .destructive) { } }"#,
      keys: ["Delete?", "Delete"]),
    Case(source: #".confirmationDialog("Sure?", isPresented: $x) { }.badge("New")"#, keys: ["Sure?", "New"]),
    Case(source: #".searchable(text: $query, prompt: "Search")"#, keys: ["Search"]),
    Case(
      source: #".accessibilityAction(named: "Archive") { }.accessibilityInputLabels(["Mail", "Inbox"])"#,
      keys: ["Archive", "Mail", "Inbox"]),
    Case(
      source: #"let s = String(localized: "k", defaultValue: "v", table: "T", comment: "c")"#, keys: ["k"]),
    Case(
      source: #"let r = LocalizedStringResource("r", comment: "c"); let k = LocalizedStringKey("k")"#,
      keys: ["r", "k"]),
    Case(source: #"let a = AttributedString(localized: "Styled **text**")"#, keys: ["Styled **text**"]),
    Case(source: #"let v = String.LocalizationValue("v")"#, keys: ["v"]),
    // App Intents.
    Case(source: #"static var title: LocalizedStringResource = "Post""#, keys: ["Post"]),
    Case(
      source:
        #"static var description = IntentDescription("Posts", categoryName: "Social", searchKeywords: ["toot"])"#,
      keys: ["Posts", "Social", "toot"]),
    Case(
      source: #"@Parameter(title: "Caption", description: "The caption") var caption: String"#,
      keys: ["Caption", "The caption"]),
    Case(source: #"return .result(dialog: "Posted")"#, keys: ["Posted"]),
    Case(
      source:
        #"static var caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.home: "Home", .list: .init(title: "Lists")]"#,
      keys: ["Home", "Lists"]),
    Case(
      source: #"static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Account")"#,
      keys: ["Account"]),
    // Literals that are not keys.
    Case(
      source: #"Image("logo"); Label("Title", systemImage: "star"); print("log"); let s = "plain""#,
      keys: ["Title"]),
    Case(source: #"Text("a" + b); Text("a".uppercased()); Text(name ?? "none")"#, keys: []),
  ])
  func platformCalls(_ example: Case) {
    #expect(Self.keys(example.source) == example.keys)
  }

  /// Literals where the type context makes them keys: ternaries, returns, array and dictionary
  /// literals, declarations, assignments, default arguments.
  @Test(arguments: [
    Case(
      source: #"Text(isOn ? "On" : "Off"); Button(busy ? "Wait" : name) { }"#, keys: ["On", "Off", "Wait"]),
    Case(source: #"let title: LocalizedStringKey = flag ? "Yes" : "No""#, keys: ["Yes", "No"]),
    Case(
      source: #"let items: [LocalizedStringKey] = ["One", "Two"]; let names: [String] = ["a"]"#,
      keys: ["One", "Two"]),
    Case(
      source: """
        var title: LocalizedStringKey {
          switch self {
          case .home: "Home"
          case .list: return "List"
          default:
            if flag { "Flag" } else { "None" }
          }
        }
        var name: String { "not a key" }
        """,
      keys: ["Home", "List", "Flag", "None"]),
    Case(
      source: """
        func label(for state: State) -> LocalizedStringKey {
          let prefix = items.map { "skipped \\($0)" }
          guard state.ok else { return "Failed" }
          return state.done ? "Done" : "Working"
        }
        """,
      keys: ["Failed", "Done", "Working"]),
    Case(
      source: """
        var warning: LocalizedStringKey {
          if case let .invalid(reason) = status {
            return reason
          } else if isNew,
            groups.contains(where: { $0.title == title })
          {
            return "Already exists"
          }
          return "Fine"
        }
        """,
      keys: ["Already exists", "Fine"]),
    Case(
      source:
        #"@State private var error: LocalizedStringKey?; func fail() { error = "Not supported"; other = "x" }"#,
      keys: ["Not supported"]),
    Case(source: #"init(title: LocalizedStringKey = "Untitled", name: String = "n") {}"#, keys: ["Untitled"]),
  ])
  func typedContexts(_ example: Case) {
    #expect(Self.keys(example.source) == example.keys)
  }

  /// Views, functions and enum cases the sources declare with key parameters make their
  /// callers' literals keys, in any file.
  @Test func declaredAPIs() {
    let declarations = """
      struct SettingsRow: View {
        let title: LocalizedStringKey
        var subtitle: LocalizedStringKey? = nil
        let icon: String
        var body: some View { Text(title) }
      }
      struct Badge { init(_ text: LocalizedStringResource, color: Color) {} }
      func section(_ header: LocalizedStringKey, footer: String) {}
      enum Banner { case info(LocalizedStringKey) }
      """
    let callers = """
      SettingsRow(title: "Account", subtitle: "Signed in", icon: "person")
      Badge("New", color: .red)
      section("General", footer: "not a key")
      show(.info("Saved"))
      """
    let extraction = StringExtractor().extract([
      (path: "Declarations.swift", text: declarations), (path: "Callers.swift", text: callers),
    ])
    #expect(extraction.strings.map(\.key) == ["Account", "Signed in", "New", "General", "Saved"])
    #expect(extraction.strings.allSatisfy { $0.location.file == "Callers.swift" })
  }

  /// BidiKit's own `Localizer` calls are read by default, on a receiver that says it is one.
  @Test func localizerCalls() {
    let source = """
      let a = localizer.format("files %d", count)
      let b = self.localizer.string("title", table: "Settings", default: "Settings")
      let c = Localizer(catalogs: c, language: "ar").localize("greeting", arguments: [])
      let d = formatter.string("not a localizer")
      let e = FormatStyle.format("not one either")
      """
    let strings = StringExtractor().extract(source, path: "A.swift").strings
    #expect(strings.map(\.key) == ["files %d", "title", "greeting"])
    #expect(strings.map(\.table) == ["Localizable", "Settings", "Localizable"])
    #expect(strings[1].value == "Settings")
  }

  /// Literals inside interpolations are read as well (`"\("key".localized): \(x)"`).
  @Test func literalsInsideInterpolations() {
    let source = #"let title = "\("designed-by".localized) \(name), \(Text("bold").bold())""#
    #expect(Self.keys(source, routines: [".localized"]) == ["designed-by", "bold"])
  }

  /// The article "Extracting strings" lists every initializer and modifier read: it is the
  /// contract, and it must not drift from the code.
  @Test func theArticleListsTheContract() throws {
    let article = try String(
      contentsOfFile: Repository.path("Sources/BidiLocalization/BidiLocalization.docc/ExtractingStrings.md"),
      encoding: .utf8)
    for name in SwiftLocalizableAPI.initializers.keys {
      #expect(article.contains("`\(name)"), "\(name) is read but not listed")
    }
    for name in SwiftLocalizableAPI.modifiers.keys {
      #expect(article.contains("`.\(name)"), ".\(name) is read but not listed")
    }
  }
}
