/// The patterns of the ``RTLRule``s over a file's code lexemes (see ``RTLAudit``).
struct RTLMatcher {
  struct Match {
    var rule: RTLRule
    var offset: Int
    var message: String
    /// The declarations it is in (``declarations(around:)``).
    var declarations: [String] = []
    /// The values it is shown only with (``conditions(around:)``).
    var conditions: [String] = []
  }

  let lexemes: [Lexeme]
  /// The file as named.
  let file: String
  /// The file's path, lowercased: media code is recognised by it.
  let path: String
  /// Whether the file is a test (in a `Tests` folder, or named `…Tests.swift`), a debug tool
  /// (in a `Debug` folder, or named with the word `Debug`: `RetroDebugView.swift`) or part of a
  /// sample, example, demo or playground app: not a screen the app's users see. Nor is
  /// R.swift's generated `R.generated.swift`, whose validation loads each system image the
  /// storyboards use only to check that it exists.
  var isTestCode: Bool {
    isTestOrDebugTool || path.split(separator: "/").last == "r.generated.swift"
      || path.split(separator: "/").dropLast().contains { folder in
        Self.notShippedFolderWords.contains(where: folder.contains)
      }
      || (file.split(separator: "/").last.map { Self.words(String($0)).contains("debug") } ?? false)
  }
  /// Whether the file is a test (in a `Tests` folder, or named `…Tests.swift`) or in a folder
  /// of developer screens (`Debug`, `Dev`, `DevTools`, `Sandbox`): what it creates or calls is not shown to users because of it. A file named with
  /// the word `Debug` may be a pane users open (`AdvancedDebugSettingsView.swift`), and a
  /// sample app does show a library's views.
  var isTestOrDebugTool: Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains {
      $0.hasSuffix("tests") || Self.developerFolders.contains(String($0))
    }
      || (components.last.map { $0.hasSuffix("tests.swift") || $0.hasSuffix("tests.m") } ?? false)
  }
  /// Folders of screens only developers open (a `Debug` folder, a hidden `Dev` menu, a
  /// `Sandbox` of experiments).
  static let developerFolders: Set<String> = [
    "debug", "dev", "devmenu", "devtools", "developertools", "developermenu", "sandbox",
  ]
  /// Words of folders whose apps are not the one shipped: samples, examples, demos and
  /// playgrounds (interface documents in them are left alone too).
  static let notShippedFolderWords = ["sample", "example", "demo", "playground"]
  /// Lines where the code tests the layout direction.
  let directionLines: Set<Int>
  /// The bodies of the functions that test the layout direction somewhere.
  let directionFunctions: [ClosedRange<Int>]
  /// What the rest of the file says about the views it configures.
  let context: FileContext
  var matches: [Match] = []
  /// Whether the code forces every screen of the app left to right: a window or the
  /// `appearance()` proxy, or a `WindowGroup`'s content (see ``matchForcedDirection(_:)``).
  var forcesWholeApp = false
  /// The views whose body's root the file forces left to right (`var body: some View {
  /// NavigationStack { … }.environment(\.layoutDirection, .leftToRight) }`).
  var forcedBodies: Set<String> = []

  /// Lines before and after a finding where a test of the layout direction silences it.
  static let contextBefore = 15
  static let contextAfter = 3

  init(lexemes: [Lexeme], file: String) {
    self.lexemes = lexemes
    self.file = file
    path = file.lowercased()
    var lines: Set<Int> = []
    for (index, lexeme) in lexemes.enumerated() {
      // A right-to-left language's code (`language == "ar"`) tests the direction too.
      if lexeme.kind == .literal && lexeme.isPlainLiteral
        && Self.rightToLeftLanguageCodes.contains(lexeme.text)
      {
        lines.insert(lexeme.line)
      }
      guard lexeme.kind == .identifier else { continue }
      if Self.testsDirection(lexeme.text) { lines.insert(lexeme.line) }
      // `layoutDirection == …` and `@Environment(\.layoutDirection) var layoutDirection`.
      if lexeme.text == "layoutDirection" || lexeme.text == "semanticContentAttribute" {
        let next = index + 2 < lexemes.count ? lexemes[index + 1].text + lexemes[index + 2].text : ""
        let previous = index > 0 ? lexemes[index - 1].text : ""
        if next == "==" || next == "!=" || previous == "var" || previous == "let" {
          lines.insert(lexeme.line)
        }
      }
    }
    directionLines = lines
    context = Self.context(of: lexemes)
    directionFunctions = Self.functionBodies(lexemes).filter { body in
      body.contains { lines.contains($0) }
    }
  }

  /// The line ranges of the function and method bodies (Swift `func` and `init`,
  /// Objective-C `- (…)`/`+ (…)` methods), outermost and nested alike.
  static func functionBodies(_ lexemes: [Lexeme]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var open: [(line: Int, isFunction: Bool)] = []
    for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .punctuation {
      if lexeme.text == "{" {
        var position = index - 1
        var isFunction = false
        while position >= 0 && position > index - 80 {
          let text = lexemes[position].text
          if text == "{" || text == "}" || text == ";" {
            isFunction =
              isFunction
              || (position + 2 < index && ["-", "+"].contains(lexemes[position + 1].text)
                && lexemes[position + 2].text == "(")
            break
          }
          if lexemes[position].kind == .identifier && (text == "func" || text == "init") { isFunction = true }
          position -= 1
        }
        open.append((lexeme.line, isFunction))
      } else if lexeme.text == "}", let last = open.popLast(), last.isFunction {
        result.append(last.line...lexeme.line)
      }
    }
    return result
  }

  /// The codes of the right-to-left languages, as a language test writes them (`"ar"`).
  static let rightToLeftLanguageCodes: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "yi", "ps", "ckb", "dv", "sd", "ug", "syr",
  ]

  /// Whether an identifier names the right-to-left direction or a test of it: `isRTL`,
  /// `rightToLeft`, `effectiveUserInterfaceLayoutDirection`.
  static func testsDirection(_ identifier: String) -> Bool {
    let lower = identifier.lowercased()
    if lower.contains("righttoleft") || lower.contains("userinterfacelayoutdirection") { return true }
    return words(identifier).contains("rtl")
  }

  /// The lowercased words of a camel-case or snake-case identifier (`isRTLLayout`: is, rtl,
  /// layout); any character but a letter or digit separates words too (`self.bundleID`).
  static func words(_ identifier: String) -> [String] {
    var result: [String] = []
    var current = ""
    let scalars = Array(identifier.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let upper = scalar.properties.isUppercase
      let nextLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
      let previousLower = index > 0 && scalars[index - 1].properties.isLowercase
      let separates = !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
      if separates || (upper && (previousLower || (nextLower && !current.isEmpty))) {
        if !current.isEmpty { result.append(current.lowercased()) }
        current = ""
        if separates { continue }
      }
      current.unicodeScalars.append(scalar)
    }
    if !current.isEmpty { result.append(current.lowercased()) }
    return result
  }

  func text(_ index: Int) -> String {
    index >= 0 && index < lexemes.count ? lexemes[index].text : ""
  }

  func isIdentifier(_ index: Int, _ names: Set<String>) -> Bool {
    index >= 0 && index < lexemes.count && lexemes[index].kind == .identifier
      && names.contains(lexemes[index].text)
  }

  /// Whether the lexeme at `index` follows `==` or `!=` or is a `case`: read, not set.
  func isComparedOrMatched(_ index: Int) -> Bool {
    (text(index - 1) == "=" && (text(index - 2) == "=" || text(index - 2) == "!"))
      || text(index - 1) == "case"
      || (text(index - 1) == "." && text(index - 2) == "case")
  }

  /// Whether the code within the context lines of `line`, or the function around it, tests
  /// the layout direction.
  func knowsDirection(near line: Int) -> Bool {
    ((line - Self.contextBefore)...(line + Self.contextAfter)).contains { directionLines.contains($0) }
      || directionFunctions.contains { $0.contains(line) }
  }

  /// The identifiers on lines `range`.
  func identifiers(onLines range: ClosedRange<Int>, around index: Int) -> [String] {
    positions(onLines: range, around: index).filter { lexemes[$0].kind == .identifier }.map(text)
  }

  /// The positions of the lexemes on lines `range`, which holds the line of the lexeme at `index`.
  func positions(onLines range: ClosedRange<Int>, around index: Int) -> Range<Int> {
    var low = index
    while low > 0 && lexemes[low - 1].line >= range.lowerBound { low -= 1 }
    var high = index
    while high < lexemes.count && lexemes[high].line <= range.upperBound { high += 1 }
    return low..<high
  }

  mutating func report(_ rule: RTLRule, at index: Int, _ message: String) {
    let line = lexemes[index].line
    guard !knowsDirection(near: line), !isMediaCode(index), !isTestCode, !context.deadLines.contains(line)
    else { return }
    matches.append(
      Match(
        rule: rule, offset: lexemes[index].offset, message: message,
        declarations: declarations(around: index),
        conditions: conditions(around: index)))
  }

  /// The names of the declarations the lexeme at `index` is in: the constant its line declares
  /// (`static let back = Image(systemName: …)`), each enclosing private function or computed
  /// property (`private var backButton: some View {`) and each enclosing type (`struct Row: View {`,
  /// Objective-C's `@implementation Row`), innermost first.
  func declarations(around index: Int) -> [String] {
    var names: [String] = []
    var position = index - 1
    while position >= 0 && lexemes[position].line == lexemes[index].line {
      if text(position) == "let" || text(position) == "var",
        lexemes.indices.contains(position + 1), lexemes[position + 1].kind == .identifier
      {
        // `if let value = …` binds a name for the branch, and declares nothing.
        if ["if", "guard", "while", ",", "case"].contains(text(position - 1)) { break }
        // A constant (`let back = …`, `var x: T = …`), not a computed property (`var body: … {`).
        var after = position + 2
        while after < index && text(after) != "=" && text(after) != "{" { after += 1 }
        if text(after) == "=" { names.append(text(position + 1)) }
        break
      }
      position -= 1
    }
    var depth = 0
    var outermost: Int?
    position = index - 1
    while position >= 0 {
      switch text(position) {
      case "}": depth += 1
      case "{" where depth > 0: depth -= 1
      case "{":
        outermost = position
        if let name = typeName(before: position) ?? privateMember(before: position) { names.append(name) }
      case "implementation" where text(position - 1) == "@" && lexemes.indices.contains(position + 1):
        names.append(text(position + 1))
        return names
      case "end" where text(position - 1) == "@": return names
      default: break
      }
      position -= 1
    }
    if let outermost, let name = freeFunction(before: outermost), !names.contains(name) { names.append(name) }
    return names
  }

  /// The function a `{` at `brace` opens the body of, if it is a Swift `func` (`@ViewBuilder
  /// func ActionRow(title: String) -> some View {`): at the top level of a file, nothing but
  /// the app's own code calls it.
  func freeFunction(before brace: Int) -> String? {
    guard let keyword = declaration(before: brace, keywords: ["func"]), lexemes.indices.contains(keyword + 1),
      lexemes[keyword + 1].kind == .identifier
    else { return nil }
    return text(keyword + 1)
  }

  /// The names each `if` around the lexeme at `index` tests on its own, so that the code runs
  /// only when they are true or hold a value: `showChevron` for `if showChevron {`,
  /// `if self.showChevron && isEnabled {`, `if let count {`, `if let count = count {` or
  /// `if count != nil {` (``AppCode`` tells whether any code sets them). Inside a private
  /// function or computed property, the names every call of it in the file is inside too
  /// (`if let onBack { backButton(action: onBack) }`), through two such calls at most.
  func conditions(around index: Int, calls: Int = 2) -> [String] {
    var names: [String] = []
    var depth = 0
    var position = index - 1
    while position >= 0 {
      switch text(position) {
      case "}": depth += 1
      case "{" where depth > 0: depth -= 1
      case "{":
        if let keyword = declaration(before: position, keywords: ["if"]), text(keyword - 1) != "#" {
          names += Self.testedNames(lexemes[(keyword + 1)..<position].map(\.text))
        }
        if calls > 0, let member = privateMember(before: position, includingStatic: false) {
          let uses = lexemes.indices.filter {
            lexemes[$0].kind == .identifier && text($0) == member && !isDeclared($0)
          }
          let around = uses.map { Set(conditions(around: $0, calls: calls - 1)) }
          if let first = around.first {
            names += around.dropFirst().reduce(first) { $0.intersection($1) }.sorted()
          }
        }
      default: break
      }
      position -= 1
    }
    return names
  }

  /// The names an `if`'s condition (its lexemes' texts) tests on its own, clause by clause.
  static func testedNames(_ condition: [String]) -> [String] {
    condition.joined(separator: " ").components(separatedBy: " , ").flatMap {
      $0.components(separatedBy: " & & ")
    }.compactMap { clause in
      var parts = clause.split(separator: " ").map(String.init)
      if parts.count >= 2 && (parts[0] == "let" || parts[0] == "var") {
        // `let count` or `let value = count`.
        parts = parts.count >= 4 && parts[2] == "=" ? Array(parts[3...]) : Array(parts[1...])
      }
      if parts.suffix(3) == ["!", "=", "nil"] { parts.removeLast(3) }
      if parts.first == "self" && parts.dropFirst().first == "." { parts.removeFirst(2) }
      guard parts.count == 1, let name = parts.first, name.first?.isLowercase == true,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      return name
    }
  }

  /// The private function or computed property a `{` at `brace` opens the body of
  /// (`private func backButton() -> some View {`, `fileprivate var arrow: UIImage {`, a
  /// member of a `private extension`), the static function or image property (`static func
  /// sidebarButton() -> some View {`, `static var back: UIImage {`) or the view property
  /// (`var recapCard: some View {`, not `body`), a computed image or control property (`var
  /// backButton: UIBarButtonItem {`) or a function returning a view (`func menuButton() -> some
  /// View {`, not a style's `makeBody`), if any: only code that names it calls it. A private member is none of a protocol's requirements; a static
  /// function SwiftUI or the compiler calls (a result builder's `build…`, a preference key's
  /// `reduce`, `main`) is not one, nor is one the Objective-C runtime may call (`@objc`,
  /// `@IBAction`, `dynamic`) or an override.
  /// With `includingStatic` false, only a private member: one all of whose callers are in its
  /// own file.
  func privateMember(before brace: Int, includingStatic: Bool = true) -> String? {
    guard let position = memberKeyword(before: brace) else { return nil }
    let part = text(position)
    var modifier = position - 1
    var isPrivate = false
    var isStatic = false
    let name = text(position + 1)
    while modifier >= 0 && lexemes[modifier].line >= lexemes[position].line - 1 {
      let word = text(modifier)
      if word == "private" || word == "fileprivate" { isPrivate = text(modifier + 1) != "(" }
      if word == "static" { isStatic = true }
      if ["objc", "IBAction", "IBSegueAction", "dynamic", "override"].contains(word) { return nil }
      if !(lexemes[modifier].kind == .identifier || word == "@") { break }
      modifier -= 1
    }
    if includingStatic && isStatic && part == "func" && !name.hasPrefix("build")
      && !["reduce", "main"].contains(name)
    {
      isPrivate = true
    }
    if includingStatic && part == "var" && text(position + 2) == ":" && name != "defaultValue" {
      let type = text(position + 3)
      // `static var chevronRight: UIImage { … }`: an image constant computed on each use; `var
      // backButton: UIBarButtonItem {`: an image or a control built on each use (an optional
      // one may be a protocol's: TipKit's `image`; so is an environment key's `defaultValue`);
      // `var recapCard: some View {`: a part of a view (SwiftUI itself reads only `body`, and
      // `previews`). Only code naming them reads them.
      if (isStatic && Self.namedConstantTypes.contains(type))
        || (text(position + 4) == "{" && Self.builtControlTypes.contains(type))
        || (type == "some" && text(position + 4) == "View" && !["body", "previews"].contains(name))
      {
        isPrivate = true
      }
    }
    // `func MakeMenuButton(title: String) -> some View {`: the same for a function. SwiftUI
    // itself calls only a modifier's `body(content:)` and a style's `makeBody(configuration:)`.
    if includingStatic && part == "func" && brace >= 4
      && lexemes[(brace - 4)..<brace].map(\.text) == ["-", ">", "some", "View"]
      && !Self.viewFunctionsSwiftUICalls.contains(name) && !name.hasPrefix("build")
    {
      isPrivate = true
    }
    return isPrivate || isInPrivateExtension(position) ? name : nil
  }

  /// The `func` or `var` keyword of the function or computed property whose body a `{` at
  /// `brace` opens (`func row() -> some View {`, `var back: UIImage {`), if any.
  func memberKeyword(before brace: Int) -> Int? {
    var position = brace - 1
    var depth = 0
    while position >= 0 && position > brace - 60 {
      let part = text(position)
      if part == ")" || part == "]" { depth += 1 }
      if part == "(" || part == "[" { depth -= 1 }
      if depth == 0 && (part == "{" || part == "}" || part == ";" || part == "=") { return nil }
      if depth == 0 && (part == "func" || part == "var"), lexemes[position + 1].kind == .identifier {
        return position
      }
      position -= 1
    }
    return nil
  }

  /// The names the file declares `private` or `fileprivate` (`private var backButton: some
  /// View {`, `fileprivate struct Row: View {`, `private static let arrow = …`), and the
  /// members of a `private extension` that do not say otherwise, which only code in the file
  /// can use. `private(set)` restricts only setting a name.
  func privateDeclarations() -> Set<String> {
    var names: Set<String> = []
    // For each brace open around the lexeme, whether it is the body of a private extension.
    var bodies: [Bool] = []
    var extensionOpens: Set<Int> = []
    for index in lexemes.indices.dropLast() {
      let keyword = text(index)
      if lexemes[index].kind == .punctuation && keyword == "{" {
        bodies.append(extensionOpens.contains(index))
      } else if lexemes[index].kind == .punctuation && keyword == "}" {
        _ = bodies.popLast()
      }
      guard Self.declarationKeywords.contains(keyword) || keyword == "extension",
        lexemes[index + 1].kind == .identifier
      else { continue }
      let modifiers = self.modifiers(before: index)
      let isPrivate = !modifiers.isDisjoint(with: ["private", "fileprivate"])
      if keyword == "extension" {
        if isPrivate, let open = lexemes[index...].firstIndex(where: { $0.text == "{" }) {
          extensionOpens.insert(open)
        }
      } else if isPrivate || (bodies.last == true && modifiers.isDisjoint(with: Self.accessModifiers)) {
        names.insert(text(index + 1))
      }
    }
    return names
  }

  /// The functions returning `some View` that SwiftUI calls, not code naming them: a view
  /// modifier's `body(content:)`, a style's `makeBody(configuration:)` (buttons, labels,
  /// toggles…), a text field style's `_body(configuration:)`; and a result builder's
  /// `build…` functions, which the compiler calls.
  static let viewFunctionsSwiftUICalls: Set<String> = ["body", "makeBody", "_body"]

  /// The types of the computed properties, static or not, that only code naming them reads:
  /// images and the controls showing them.
  static let builtControlTypes: Set<String> = [
    "Image", "UIImage", "NSImage", "UIImageView", "UIButton", "UIBarButtonItem", "NSButton",
  ]

  /// The types of the static properties that only code naming them reads (`static var back:
  /// UIImage {`), unlike a protocol's requirements (an environment key's `defaultValue`, an
  /// app intent's `title`).
  static let namedConstantTypes: Set<String> = [
    "Image", "UIImage", "NSImage", "String", "UIImageView", "UIButton", "UIBarButtonItem", "NSButton", "some",
  ]

  /// The access modifiers that make a member of a private extension visible outside its file.
  static let accessModifiers: Set<String> = ["public", "internal", "open", "package"]

  /// The modifiers before the declaration keyword at `index`, on its line (`private static`
  /// before `let`); `private(set)` is not one.
  func modifiers(before index: Int) -> Set<String> {
    var found: Set<String> = []
    var modifier = index - 1
    while modifier >= 0 && lexemes[modifier].line == lexemes[index].line
      && !["{", "}", ";", "="].contains(text(modifier))
    {
      if text(modifier + 1) != "(" { found.insert(text(modifier)) }
      modifier -= 1
    }
    return found
  }

  /// Whether the declaration keyword at `index` declares a member of a `private extension`
  /// without an access modifier of its own: a member only its file can use.
  func isInPrivateExtension(_ index: Int) -> Bool {
    guard modifiers(before: index).isDisjoint(with: Self.accessModifiers) else { return false }
    var depth = 0
    var position = index - 1
    while position >= 0 {
      if lexemes[position].kind == .punctuation && text(position) == "}" { depth += 1 }
      if lexemes[position].kind == .punctuation && text(position) == "{" {
        if depth == 0 {
          guard let keyword = declaration(before: position, keywords: ["extension"]) else { return false }
          return !modifiers(before: keyword).isDisjoint(with: ["private", "fileprivate"])
        }
        depth -= 1
      }
      position -= 1
    }
    return false
  }

  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "struct", "class", "enum", "actor", "typealias", "protocol",
  ]

  /// The type a `{` at `brace` opens the body of (`struct Row: View {`), if any.
  func typeName(before brace: Int) -> String? {
    typeDeclaration(before: brace).map { text($0 + 1) }
  }

  /// The superclass and protocols the type whose body a `{` at `brace` opens names
  /// (`View` for `struct Row: View {`); empty for other braces.
  func inheritance(before brace: Int) -> [String] {
    guard let keyword = typeDeclaration(before: brace) else { return [] }
    var names: [String] = []
    var position = keyword + 2
    if text(position) == "<" {
      // Generic parameters: `struct Row<Value: Hashable>: View`.
      while position < brace && text(position) != ">" { position += 1 }
      position += 1
    }
    guard text(position) == ":" else { return [] }
    while position < brace && text(position) != "where" {
      if lexemes[position].kind == .identifier && text(position - 1) != "." { names.append(text(position)) }
      position += 1
    }
    return names
  }

  /// The type an `extension` whose body a `{` at `brace` opens extends (`Row` for
  /// `extension Row: Equatable {`, `Model` for `extension Row.Model {`), if any.
  func extendedType(before brace: Int) -> String? {
    guard let keyword = declaration(before: brace, keywords: ["extension"]) else { return nil }
    var name = keyword + 1
    while text(name + 1) == "." && lexemes.indices.contains(name + 2) && lexemes[name + 2].kind == .identifier
    {
      name += 2
    }
    return lexemes.indices.contains(name) && lexemes[name].kind == .identifier ? text(name) : nil
  }

  /// The position of the `struct`, `class`, `enum` or `actor` that declares the type whose body
  /// a `{` at `brace` opens, if any.
  private func typeDeclaration(before brace: Int) -> Int? {
    guard let keyword = declaration(before: brace, keywords: ["struct", "class", "enum", "actor"]),
      lexemes.indices.contains(keyword + 1), lexemes[keyword + 1].kind == .identifier,
      !["func", "var", "let"].contains(text(keyword + 1))
    else { return nil }
    return keyword
  }

  /// The position of the last of `keywords` in the declaration whose body a `{` at `brace`
  /// opens (within 40 lexemes, not past another brace or a `;`), if any.
  func declaration(before brace: Int, keywords: Set<String>) -> Int? {
    var position = brace - 1
    while position >= 0 && position > brace - 40 {
      let part = text(position)
      if part == "{" || part == "}" || part == ";" { return nil }
      if keywords.contains(part) { return position }
      position -= 1
    }
    return nil
  }

  mutating func run() {
    for index in lexemes.indices {
      switch lexemes[index].kind {
      case .identifier:
        matchAlignment(index)
        matchAnchor(index)
        matchInsets(index)
        matchForcedDirection(index)
        matchMirroring(index)
      case .literal: matchSymbol(index)
      default: break
      }
    }
  }
}
