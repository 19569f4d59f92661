/// The Swift initializers, modifiers and functions whose arguments `bidi extract` reads, and
/// what each argument is. This table is the contract the documentation lists (see the
/// BidiLocalization article "Extracting strings").
///
/// A parameter typed `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue` makes a string literal passed to it a key, as the compiler and
/// Xcode's String Catalog extraction see it; a literal passed where the API takes a `String`
/// (`Text(verbatim:)`, `LabeledContent`'s `value:`, `Button`'s `systemImage:`) is not.
struct SwiftLocalizableAPI: Sendable, Hashable {
  /// The type a parameter has, as far as extraction is concerned.
  enum Parameter: Sendable, Hashable {
    /// A key: a literal's interpolations become placeholders (`LocalizedStringKey`,
    /// `LocalizedStringResource`, `String.LocalizationValue`, and the App Intents types made
    /// from them).
    case key
    /// An array of keys (`accessibilityInputLabels(_:)`, `IntentDescription`'s `searchKeywords:`).
    case keys
    /// A `String` key looked up at run time (`NSLocalizedString`, wrappers): literals joined
    /// with `+` are one key, and an interpolation makes a key that never matches.
    case string
    /// A value of the named type whose initializer takes keys, written `.init(…)`
    /// (`ShareLink`'s `preview: .init("Photo", image: image)`).
    case typed(String)
  }

  /// Parameter label → what it takes; `_` is the first argument when it has no label.
  var parameters: [String: Parameter]
  /// The label of the table name, the default (development-language) value and the comment.
  var table: String?
  var value: String?
  var comment: String?

  init(
    _ parameters: [String: Parameter] = ["_": .key], table: String? = nil, value: String? = nil,
    comment: String? = nil
  ) {
    self.parameters = parameters
    self.table = table
    self.value = value
    self.comment = comment
  }

  /// `NSLocalizedString(_:tableName:bundle:value:comment:)`, and `--routine NAME` in Swift.
  static let foundationLocalizedString = SwiftLocalizableAPI(
    ["_": .string], table: "tableName", value: "value", comment: "comment")

  /// SwiftUI views whose first unlabeled argument is a `LocalizedStringKey` title.
  static let titledViews = [
    "Button", "ColorPicker", "ContentUnavailableView", "ControlGroup", "CommandMenu", "DatePicker",
    "DisclosureGroup", "GroupBox", "Label", "LabeledContent", "Link", "Menu", "MenuBarExtra",
    "MultiDatePicker", "NavigationLink", "PhotosPicker", "Picker", "ProgressView", "Section",
    "SecureField", "ShareLink", "Stepper", "Tab", "TableColumn", "TextField", "TextFieldLink", "Toggle",
    "Window", "WindowGroup",
  ]

  /// Type name → how its initializers take keys.
  static let initializers: [String: SwiftLocalizableAPI] = {
    var table: [String: SwiftLocalizableAPI] = [:]
    for view in titledViews { table[view] = SwiftLocalizableAPI() }
    table["ShareLink"] = SwiftLocalizableAPI(["_": .key, "preview": .typed("SharePreview")])
    table["SharePreview"] = SwiftLocalizableAPI()
    table["Text"] = SwiftLocalizableAPI(table: "tableName", comment: "comment")
    table["LocalizedStringKey"] = SwiftLocalizableAPI()
    let resource = SwiftLocalizableAPI(table: "table", value: "defaultValue", comment: "comment")
    table["LocalizedStringResource"] = resource
    table["String.LocalizationValue"] = resource
    table["String"] = SwiftLocalizableAPI(
      ["localized": .key], table: "table", value: "defaultValue", comment: "comment")
    table["AttributedString"] = table["String"]
    table["NSLocalizedString"] = foundationLocalizedString
    // App Intents.
    table["IntentDescription"] = SwiftLocalizableAPI(
      ["_": .key, "categoryName": .key, "searchKeywords": .keys])
    table["IntentDialog"] = SwiftLocalizableAPI(["_": .key, "full": .key, "supporting": .key])
    table["DisplayRepresentation"] = SwiftLocalizableAPI(["_": .key, "title": .key, "subtitle": .key])
    table["TypeDisplayRepresentation"] = SwiftLocalizableAPI(["_": .key, "name": .key])
    table["AppShortcut"] = SwiftLocalizableAPI(["shortTitle": .key])
    // Property wrappers of App Intents, written as attributes: `@Parameter(title: "Caption")`.
    table["Parameter"] = SwiftLocalizableAPI(["title": .key, "description": .key])
    table["Property"] = SwiftLocalizableAPI(["title": .key])
    return table
  }()

  /// Modifier or method name → how it takes keys, for calls written `.name(…)`.
  static let modifiers: [String: SwiftLocalizableAPI] = {
    var table: [String: SwiftLocalizableAPI] = [:]
    for name in [
      "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel",
      "accessibilityHint", "accessibilityValue", "accessibilityRotor", "accessibilityCustomContent",
      "alert", "confirmationDialog", "badge", "fileDialogMessage", "fileDialogConfirmationLabel",
      "fileExporterFilenameLabel", "dialogSuppressionToggle",
    ] {
      table[name] = SwiftLocalizableAPI()
    }
    table["accessibilityAction"] = SwiftLocalizableAPI(["named": .key])
    table["accessibilityInputLabels"] = SwiftLocalizableAPI(["_": .keys])
    table["searchable"] = SwiftLocalizableAPI(["prompt": .key])
    table["result"] = SwiftLocalizableAPI(["dialog": .key])
    return table
  }()

  /// Whether `type` (as written in a declaration) is a key type, an array of key types, or
  /// neither: `LocalizedStringKey?`, `SwiftUI.LocalizedStringKey`, `[LocalizedStringResource]`.
  static func parameter(forType type: String) -> Parameter? {
    guard type.contains("Locali") || type.contains("Intent") || type.contains("Representation") else {
      return nil
    }
    var name = type.filter { !$0.isWhitespace }
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
      return parameter(forType: String(name.dropFirst().dropLast())) == .key ? .keys : nil
    }
    for module in ["SwiftUI.", "Foundation.", "AppIntents."] where name.hasPrefix(module) {
      name.removeFirst(module.count)
    }
    return keyTypes.contains(name) ? .key : nil
  }

  /// The types whose string literals are keys.
  static let keyTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "IntentDescription",
    "IntentDialog", "DisplayRepresentation", "TypeDisplayRepresentation",
  ]

  /// The value type of a dictionary type whose values are keys (`[Self: DisplayRepresentation]`,
  /// App Intents' `caseDisplayRepresentations`), or `nil`.
  static func dictionaryValueParameter(forType type: String) -> Parameter? {
    let name = type.filter { !$0.isWhitespace }
    guard name.hasPrefix("["), name.hasSuffix("]"), let colon = name.lastIndex(of: ":") else { return nil }
    return parameter(forType: String(name[name.index(after: colon)..<name.index(before: name.endIndex)]))
  }
}
