import BidiInput

/// What an app's sources say that its Interface Builder documents cannot: which classes and
/// outlets the code aligns itself, and which classes nothing else names. ``InterfaceFileAudit``
/// leaves the views concerned alone; `bidi lint --rtl` reads every source it is given first.
///
/// ```swift
/// var code = AppCode()
/// code.read(cellSource, language: .swift)
/// let document = try InterfaceDocument(bytes: bytes, file: "Cell.xib")
/// code.read(document)
/// let findings = InterfaceFileAudit(code: code).findings(in: document)
/// ```
public struct AppCode: Sendable, Hashable {
  /// The classes (and structures, extensions) declared in a file whose code tests the layout
  /// direction (`isRTL`, `effectiveUserInterfaceLayoutDirection`…) or assigns a text
  /// alignment (`textAlignment =`, `.alignment =`, `setAlignment:`, as a table view delegate
  /// aligning its cells does): their views, and documents they own, are left alone.
  public private(set) var classesHandlingAlignment: Set<String> = []
  /// The names of the properties the code assigns a text alignment to (`valueLabel` for
  /// `cell.valueLabel.textAlignment = …` or `[[self valueLabel] setAlignment:…]`, an instance
  /// variable's leading `_` dropped), or an attributed text (`attributedText =`,
  /// `setAttributedStringValue:`), which carries its own: views that outlets of these names
  /// hold are left alone.
  public private(set) var alignedProperties: Set<String> = []
  /// The names of the properties the code gives an image (`arrowView.image = …`,
  /// `[button setImage:…]`, `setImage(_:for:)`, a button's `configurationUpdateHandler =`,
  /// which restyles it on every state): a directional symbol an outlet of one of these names
  /// holds is replaced at run time.
  public private(set) var imagedProperties: Set<String> = []
  /// The names of the properties the code hides (`newAccountButton.isHidden = true`,
  /// `[row setHidden:YES]`) and never shows again: no `isHidden` of theirs is given another
  /// value anywhere (`= false`, `= !isEmpty`), nor is any unnamed view's (`$0.isHidden =
  /// false`) in the same file. A directional symbol inside a view an outlet of one of these
  /// names holds is never seen.
  public var hiddenProperties: Set<String> { hiddenOnce.subtracting(shownAgain) }
  private var hiddenOnce: Set<String> = []
  private var shownAgain: Set<String> = []
  /// Whether the code forces every screen left to right (`.environment(\.layoutDirection,
  /// .leftToRight)` on a `WindowGroup`'s content or on the root of its view's `body`, whose
  /// sheets and covers inherit it, `semanticContentAttribute = .forceLeftToRight`
  /// on a window or `UIView.appearance()`), outside media code: the app is then laid out left
  /// to right in every language, its directional symbols point the way its layout goes, and
  /// `bidi lint --rtl` reports none of them (the forced direction is the review rule
  /// `forced-left-to-right`'s finding).
  public var forcesLeftToRight: Bool { forcesWholeApp || !windowContents.isDisjoint(with: forcedBodies) }
  private var forcesWholeApp = false
  /// The views whose body's root is forced left to right, and the views a `WindowGroup` shows
  /// (`WindowGroup { ContentView() }`): one in both forces every screen, and what it presents.
  private var forcedBodies: Set<String> = []
  private var windowContents: Set<String> = []
  /// The file names of the documents read in `Base.lproj` folders.
  public private(set) var baseDocuments: Set<String> = []
  /// The storyboards read, as named.
  private var storyboards: Set<String> = []
  /// The xibs read whose top-level objects include views or cells of custom classes: those
  /// classes, and the class of the xib's owner (`File's Owner`), if it has one.
  private var xibViews: [String: Set<String>] = [:]
  private var xibOwners: [String: String] = [:]
  /// The storyboards the app's settings (``read(settings:file:)``) and the documents'
  /// storyboard references name, as ``storyboardKey(_:)``s.
  private var namedStoryboards: Set<String> = []
  /// Whether a settings file read names a storyboard (`UIMainStoryboardFile`,
  /// `UILaunchStoryboardName`…), and whether one could not be read: only when the first is
  /// true and the second false does the app say which storyboards it loads.
  private var settingsNameStoryboards = false
  private var settingsUnread = false
  /// How many files declare each class, and how many name each identifier or literal.
  private var declaringFiles: [String: Int] = [:]
  fileprivate var namingFiles: [String: Int] = [:]
  /// Where each identifier or literal is used, in every file read.
  private var uses = Uses()
  /// The names each file declares `private` or `fileprivate` (`private var backButton: some
  /// View {`), and where that file uses them: only that file can, so another file's use of
  /// the same name (its own `backButton`) does not count.
  private var privateNames: [String: Set<String>] = [:]
  private var privateUses: [String: Uses] = [:]
  /// The types the sources declare (`struct`, `class`, `enum`, `actor`, Objective-C's
  /// `@implementation`).
  private var types: Set<String> = []
  /// The views the sources declare (SwiftUI views, UIKit and AppKit views and cells) and the
  /// functions at the top level of their files: nothing but code creates or calls them, so one
  /// that no code names shows nothing, nor does what only it uses.
  private var views: Set<String> = []
  /// The names declared with nothing in them (`var showChevron = false`,
  /// `showChevron: Bool = false` among a function's parameters, `count: Int? = nil`), and the
  /// names code may give something (``countSettings(_:matcher:)``): a name of the first set
  /// and not of the second is never true and never holds a value.
  private var emptyNames: Set<String> = []
  private var setNames: Set<String> = []
  /// The stored properties declared `true` in a type's body (`var showsIndicator = true`), with
  /// the types declaring them; how often code calls each type (`Card(…)`), and how often such
  /// a call passes each argument label: a property every call passes (`showsIndicator: false`)
  /// keeps its default nowhere.
  private var trueDefaults: [String: Set<String>] = [:]
  private var callCounts: [String: Int] = [:]
  private var labelCounts: [String: [String: Int]] = [:]
  /// The names declared `static` or `class` (`static let first = Image(…)`), and the names
  /// declared otherwise: a name only ever declared static is used where a type or an implicit
  /// member names it (`Image.first`, `.first`), not where a value's member of the same name
  /// is (`children.first`).
  private var staticNames: Set<String> = []
  private var instanceNames: Set<String> = []
  /// The enumerations' cases, where code makes them, and the switch branches on them.
  private var cases = EnumCases()
  /// How many source files were read.
  public private(set) var sourceFiles = 0

  /// Nothing read yet.
  public init() {}

  /// Reads one source file of the app, in `language` (Swift or Objective-C), at path `file`.
  /// A test or a debug tool (in a `Tests` or `Debug` folder, a file named `…Tests.swift`) is
  /// counted and nothing more: what only it creates, calls, sets or shows is not shown to the
  /// app's users.
  public mutating func read(_ text: String, language: SourceLanguage, file: String = "") {
    let (lexemes, _) = RTLAudit(language: language).lexemes(of: text)
    var matcher = RTLMatcher(lexemes: lexemes, file: file)
    guard !matcher.isTestOrDebugTool else {
      sourceFiles += 1
      return
    }
    var setsAlignment = false
    var hides: Set<String> = []
    var shows: Set<String> = []
    var declared: Set<String> = []
    var named: Set<String> = []
    for index in lexemes.indices {
      let lexeme = lexemes[index]
      if lexeme.kind == .identifier || (lexeme.kind == .literal && lexeme.isPlainLiteral) {
        named.insert(lexeme.text)
      }
      guard index > 0 else { continue }
      if lexeme.kind == .identifier,
        ["class", "struct", "extension", "implementation", "interface"].contains(lexemes[index - 1].text),
        !["func", "var", "let"].contains(lexeme.text)
      {
        declared.insert(lexeme.text)
      }
      if let property = Self.receiver(
        at: index, in: lexemes, property: ["attributedText", "attributedStringValue"],
        setter: ["setAttributedText", "setAttributedStringValue", "setAttributedTitle"])
      {
        // An attributed text carries its own alignment.
        if !property.isEmpty { alignedProperties.insert(property) }
      }
      if let property = Self.receiver(
        at: index, in: lexemes, property: ["image", "configurationUpdateHandler"], setter: ["setImage"])
      {
        if !property.isEmpty { imagedProperties.insert(property) }
      }
      if let property = Self.receiver(
        at: index, in: lexemes, property: ["isHidden", "hidden"], setter: ["setHidden"])
      {
        let value = index + 2 < lexemes.count ? lexemes[index + 2].text : ""
        if value == "true" || value == "YES" {
          hides.insert(property)
        } else {
          shows.insert(property)
        }
      }
      if let property = Self.alignedProperty(at: index, in: lexemes) {
        setsAlignment = true
        if !property.isEmpty { alignedProperties.insert(property) }
      }
    }
    hiddenOnce.formUnion(hides)
    shownAgain.formUnion(shows)
    // `$0.isHidden = false`, `view.isHidden = false`: which views it shows, the file does not say.
    if shows.contains(where: { $0.isEmpty || $0.hasPrefix("$") }) { shownAgain.formUnion(hides) }
    let guards = cases.read(lexemes, file: file, deadLines: matcher.context.deadLines)
    countUses(lexemes, matcher: matcher, guards: guards)
    countSettings(lexemes, matcher: matcher)
    if setsAlignment || !matcher.directionLines.isEmpty {
      classesHandlingAlignment.formUnion(declared)
    }
    for index in lexemes.indices where Self.forcingNames.contains(lexemes[index].text) {
      matcher.matchForcedDirection(index)
    }
    if matcher.forcesWholeApp { forcesWholeApp = true }
    forcedBodies.formUnion(matcher.forcedBodies)
    for index in lexemes.indices where lexemes[index].text == "WindowGroup" {
      // `WindowGroup {` or `WindowGroup(id: …) {`, then the first view called.
      guard var open = lexemes.indices.contains(index + 1) ? index + 1 : nil else { continue }
      if lexemes[open].text == "(" { open = matcher.expression(openedAt: open)?.upperBound ?? open }
      guard lexemes.indices.contains(open + 2), lexemes[open].text == "{",
        lexemes[open + 1].kind == .identifier,
        lexemes[open + 2].text == "("
      else { continue }
      windowContents.insert(lexemes[open + 1].text)
    }
    for name in declared { declaringFiles[name, default: 0] += 1 }
    for name in named { namingFiles[name, default: 0] += 1 }
  }

  /// Words before a name that declare it rather than use it.
  static let declaring: Set<String> = [
    "struct", "class", "enum", "actor", "extension", "protocol", "implementation", "interface", "let",
    "var", "func", "case", "typealias",
  ]

  /// The superclasses and protocols that make a type a view (``views``).
  static let viewBases: Set<String> = [
    "View", "UIView", "NSView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UIControl", "UIButton", "UIStackView", "NSTableCellView",
  ]

  private mutating func countUses(_ lexemes: [Lexeme], matcher: RTLMatcher, guards: [Int]) {
    sourceFiles += 1
    let privates = matcher.privateDeclarations()
    privateNames[matcher.file, default: []].formUnion(privates)
    // The types whose bodies enclose each lexeme (nil for other braces: functions, closures).
    var bodies: [String?] = []
    // The functions and computed properties whose bodies enclose each lexeme (nil for other
    // braces): a bare name used in its own body (`let backButton = …; return backButton` in
    // `var backButton: UIBarButtonItem {`, a recursive call) is not used by other code; a
    // member of something else (`Icons.back` in `var back: some View {`) is.
    var members: [String?] = []
    for index in lexemes.indices {
      let lexeme = lexemes[index]
      if lexeme.text == "{" && lexeme.kind == .punctuation {
        members.append(matcher.memberKeyword(before: index).map { lexemes[$0 + 1].text })
        let type = matcher.typeName(before: index)
        if let type {
          types.insert(type)
          if Self.viewBases.contains(where: matcher.inheritance(before: index).contains) {
            views.insert(type)
          }
        }
        // An extension's body is part of the type it extends. A function at the top level of
        // a file is called by nothing but code, as a view is created: what only it uses is
        // unused when nothing calls it.
        var body = type ?? matcher.extendedType(before: index)
        if body == nil && bodies.isEmpty, let function = matcher.freeFunction(before: index) {
          body = function
          types.insert(function)
          views.insert(function)
        }
        bodies.append(body)
      } else if lexeme.text == "}" && lexeme.kind == .punctuation {
        _ = bodies.popLast()
        _ = members.popLast()
      } else if index > 0 && lexemes[index - 1].text == "@" && lexeme.text == "implementation",
        index + 1 < lexemes.count
      {
        bodies = [lexemes[index + 1].text]
        types.insert(lexemes[index + 1].text)
      } else if index > 0 && lexemes[index - 1].text == "@" && lexeme.text == "end" {
        bodies = []
      }
      guard !matcher.context.deadLines.contains(lexeme.line),
        lexeme.kind == .identifier || (lexeme.kind == .literal && lexeme.isPlainLiteral)
      else { continue }
      let before = index > 0 ? lexemes[index - 1].text : ""
      // `@main struct App` is used by the system.
      let isEntryPoint = index > 2 && lexemes[index - 2].text == "main" && lexemes[index - 3].text == "@"
      // `Page.ViewState(…)` names a type nested in `Page`, and does not create a `Page`.
      let namesNestedType =
        index + 2 < lexemes.count && lexemes[index + 1].text == "." && lexemes[index + 2].kind == .identifier
        && lexemes[index + 2].text.first?.isUppercase == true
        && !["Type", "Protocol"].contains(lexemes[index + 2].text)
      if Self.declaring.contains(before) && !isEntryPoint {
        let modifiers = matcher.modifiers(before: index - 1)
        if modifiers.contains("static") || modifiers.contains("class") {
          staticNames.insert(lexeme.text)
        } else {
          instanceNames.insert(lexeme.text)
        }
      } else if !(index > 1 && lexemes[index - 2].text == "associativity" && before == ":")
        && !(before != "." && members.contains(lexeme.text))
      {
        // `associativity: left` in a precedence group names no declaration.
        let body = (bodies.last { $0 != nil } ?? nil) ?? ""
        let kind: Uses.Kind =
          namesNestedType ? .nestedType : Self.isValueMember(at: index, in: lexemes) ? .valueMember : .direct
        // A bare name the file declares private is the file's own (`tourCard(tour:)` calls
        // the screen's private method, not a global function of that name).
        let isShadowed = privates.contains(lexeme.text) && before != "."
        uses.add(lexeme.text, in: body, kind: isShadowed ? .shadowed : kind, guards: guards[index])
        if privates.contains(lexeme.text) {
          privateUses[matcher.file, default: Uses()].add(
            lexeme.text, in: body, kind: kind, guards: guards[index])
        }
      }
    }
  }

  /// Whether the identifier at `index` is a member of a value (`children.first`,
  /// `items[0].title`, `self.back`), which a static member of a type is not.
  static func isValueMember(at index: Int, in lexemes: [Lexeme]) -> Bool {
    guard index > 1, lexemes[index - 1].text == "." else { return false }
    let owner = lexemes[index - 2]
    if owner.kind == .identifier {
      return owner.text.first?.isLowercase == true || owner.text.first == "_"
    }
    return [")", "]", "?", "!"].contains(owner.text)
  }

  /// Values that leave a name empty: `false`, `nil`, Objective-C's `NO`.
  static let emptyValues: Set<String> = ["false", "nil", "NO"]

  /// Reads which names the file declares empty (``emptyNames``) and which it may set
  /// (``setNames``): an argument (`showChevron: true`, `count: items.count`), an assignment
  /// (`isOpen = true`, not `self.count = count`), a binding (`$isOpen`), a toggle, a setter
  /// (`setShowChevron:`), a key path or a string naming it (key-value coding), an attribute
  /// that stores it elsewhere (`@AppStorage`, `@IBInspectable`) and anything a `Codable` file
  /// declares. A stored property declared without a value is set only by what its initializer
  /// is given. Previews and code that never runs set nothing.
  private mutating func countSettings(_ lexemes: [Lexeme], matcher: RTLMatcher) {
    let decodes = lexemes.contains { ["Codable", "Decodable", "CodingKeys", "NSCoding"].contains($0.text) }
    func text(_ index: Int) -> String { lexemes.indices.contains(index) ? lexemes[index].text : "" }
    for index in lexemes.indices where !matcher.context.deadLines.contains(lexemes[index].line) {
      let lexeme = lexemes[index]
      if lexeme.kind == .literal && lexeme.isPlainLiteral {
        setNames.insert(lexeme.text)
        continue
      }
      guard lexeme.kind == .identifier else { continue }
      let name = lexeme.text
      if name.hasPrefix("$") {
        setNames.insert(String(name.dropFirst()))
      } else if name.hasPrefix("set"), let first = name.dropFirst(3).first, first.isUppercase {
        setNames.insert(first.lowercased() + name.dropFirst(4))
      } else if text(index + 1) == "." && text(index + 2) == "toggle" {
        setNames.insert(name)
      } else if (text(index - 1) == "." && text(index - 2) == "\\") || text(index - 1) == "&" {
        setNames.insert(name)
      } else if text(index + 1) == "=" && text(index + 2) != "="
        && !["=", "!", "<", ">"].contains(text(index - 1))
      {
        // An assignment, or a declaration with a value (`var isOpen = false`).
        let value = text(index + 2)
        if ["var", "let"].contains(text(index - 1)) {
          if let type = Self.typeDefaultingTrue(at: index, valueAt: index + 2, in: lexemes, matcher: matcher)
          {
            trueDefaults[name, default: []].insert(type)
            continue
          }
          declare(at: index, in: lexemes, isEmpty: Self.emptyValues.contains(value), decodes: decodes)
        } else if !Self.emptyValues.contains(value) && !Self.isPassedOn(name, at: index + 2, in: lexemes) {
          setNames.insert(name)
        }
      } else if text(index + 1) == ":" && text(index + 2) != ":" {
        countLabel(at: index, in: lexemes, matcher: matcher, decodes: decodes)
      } else if text(index + 1) == "(" && name.first?.isUppercase == true
        && !["func", "init", "."].contains(text(index - 1))
      {
        countCall(of: name, at: index + 1, in: lexemes, matcher: matcher)
      } else if ["var", "let"].contains(text(index - 1))
        && !["if", "guard", "while", ","].contains(text(index - 2))
      {
        // Declared with neither a type nor a value: a wrapper fills it (`@Environment(…) var style`).
        setNames.insert(name)
      }
    }
  }

  /// Whether the line of the name declared at `index` gives it an attribute that stores it
  /// outside its type's code (`@AppStorage`, `@IBInspectable`, `@objc dynamic`): anything but
  /// `@State` and `@Published`.
  static func isStoredElsewhere(at index: Int, in lexemes: [Lexeme]) -> Bool {
    var position = index - 1
    while position > 0 && lexemes[position].line == lexemes[index].line {
      if lexemes[position - 1].text == "@" && !["State", "Published"].contains(lexemes[position].text) {
        return true
      }
      position -= 1
    }
    return false
  }

  /// Whether the value at `index` is `name` alone: a parameter passed on to the property or
  /// parameter of its name (`self.count = count`, `showChevron: showChevron`), which gives it
  /// nothing of its own.
  static func isPassedOn(_ name: String, at index: Int, in lexemes: [Lexeme]) -> Bool {
    guard index < lexemes.count, lexemes[index].text == name else { return false }
    let next = index + 1 < lexemes.count ? lexemes[index + 1] : nil
    return next.map { $0.line != lexemes[index].line || [",", ")", ";", "}"].contains($0.text) } ?? true
  }

  /// `name:` at `index`: a declaration (`var isOpen: Bool = false`, a parameter
  /// `showChevron: Bool = false`) or an argument (`showChevron: true`).
  private mutating func countLabel(at index: Int, in lexemes: [Lexeme], matcher: RTLMatcher, decodes: Bool) {
    func text(_ index: Int) -> String { lexemes.indices.contains(index) ? lexemes[index].text : "" }
    let name = lexemes[index].text
    let value = index + 2
    let isStored = ["var", "let"].contains(text(index - 1))
    // The end of a bracketed value (a function type's `(() -> Void)`, a tuple), if it is one.
    let closing = text(value) == "(" ? matcher.expression(openedAt: value).map { $0.upperBound - 1 } : nil
    let startsType =
      lexemes.indices.contains(value)
      && ((lexemes[value].kind == .identifier && lexemes[value].text.first?.isUppercase == true
        && ["=", "?", ",", ")", "!", "<", "{"].contains(text(value + 1)) || text(value + 1).isEmpty)
        || ["@", "some", "any", "inout"].contains(lexemes[value].text)
        || closing.map { ["?", "-"].contains(text($0 + 1)) } == true)
    guard isStored || startsType else {
      // An argument: it sets the name unless it passes nothing, or passes on a parameter of
      // the same name (`showChevron: showChevron` in a convenience initializer).
      if !Self.emptyValues.contains(text(value)) && !Self.isPassedOn(name, at: value, in: lexemes) {
        setNames.insert(name)
      }
      return
    }
    // A declaration: its default value follows the type, `= false`, `= nil`, or an optional
    // `var` without one.
    var position = value
    var depth = 0
    while lexemes.indices.contains(position) && lexemes[position].line == lexemes[index].line
      && (depth > 0 || !["=", ",", ")", "{"].contains(text(position)))
    {
      if ["(", "["].contains(text(position)) { depth += 1 }
      if [")", "]"].contains(text(position)) { depth -= 1 }
      position += 1
    }
    if text(position) == "{" || (isStored && Self.isStoredElsewhere(at: index, in: lexemes)) {
      // A computed property, or one a wrapper fills (`@Environment(…) var style: Style?`).
      setNames.insert(name)
      return
    }
    let hasValue = text(position) == "="
    if hasValue && isStored,
      let type = Self.typeDefaultingTrue(at: index, valueAt: position + 1, in: lexemes, matcher: matcher)
    {
      trueDefaults[name, default: []].insert(type)
      return
    }
    let isEmpty =
      hasValue
      ? Self.emptyValues.contains(text(position + 1))
      : (text(position - 1) == "?" && text(index - 1) == "var")
    if isEmpty || hasValue || (isStored && decodes) {
      // Empty, a value, or a stored property a decoder fills.
      declare(at: index, in: lexemes, isEmpty: isEmpty, decodes: decodes)
    }
    // A stored property with no value (`let onBack: (() -> Void)?`) is what its initializer
    // is given: set where a caller passes it (`onBack: { … }`) or an initializer assigns it
    // something (`self.onBack = action`), not by the memberwise initializer passing it on.
  }

  /// The type whose body declares the stored property at `index` with the value `true` alone
  /// at `value` (`var showsIndicator = true`, `var showsIndicator: Bool = true`), if it is one:
  /// the property is then true only where a call of the type leaves the argument out.
  static func typeDefaultingTrue(at index: Int, valueAt value: Int, in lexemes: [Lexeme], matcher: RTLMatcher)
    -> String?
  {
    guard lexemes.indices.contains(value), lexemes[value].text == "true",
      value + 1 == lexemes.count || lexemes[value + 1].line != lexemes[value].line
        || [";", "}"].contains(lexemes[value + 1].text),
      !isStoredElsewhere(at: index, in: lexemes), let brace = matcher.enclosingBrace(of: index)
    else { return nil }
    return matcher.typeName(before: brace)
  }

  /// Counts a call of the type `name` (`Card(folder: f, showsIndicator: false)`) whose
  /// arguments open at `open`, and each label it passes.
  private mutating func countCall(of name: String, at open: Int, in lexemes: [Lexeme], matcher: RTLMatcher) {
    guard let arguments = matcher.expression(openedAt: open) else { return }
    callCounts[name, default: 0] += 1
    var depth = 0
    for position in arguments {
      let part = lexemes[position].text
      if ["(", "[", "{"].contains(part) { depth += 1 }
      if [")", "]", "}"].contains(part) { depth -= 1 }
      if depth == 1, lexemes[position].kind == .identifier, position + 1 < lexemes.count,
        lexemes[position + 1].text == ":", [",", "("].contains(lexemes[position - 1].text)
      {
        labelCounts[name, default: [:]][part, default: 0] += 1
      }
    }
  }

  /// Whether `name` is never true and never holds a value: declared empty (``emptyNames``) or
  /// `true` in types every call of which passes it (``typeDefaultingTrue(at:valueAt:in:matcher:)``,
  /// `showsIndicator: false`), and given nothing else anywhere (``setNames``).
  private func isNeverSet(_ name: String) -> Bool {
    guard !setNames.contains(name) else { return false }
    guard let types = trueDefaults[name] else { return emptyNames.contains(name) }
    return types.allSatisfy { type in
      let calls = callCounts[type, default: 0]
      return calls > 0 && labelCounts[type]?[name] == calls
    }
  }

  /// Records the name declared at `index`: empty when declared so, unless a decoder or a
  /// property wrapper may fill it; set otherwise.
  private mutating func declare(at index: Int, in lexemes: [Lexeme], isEmpty: Bool, decodes: Bool) {
    if isEmpty && !decodes && !Self.isStoredElsewhere(at: index, in: lexemes) {
      emptyNames.insert(lexemes[index].text)
    } else {
      setNames.insert(lexemes[index].text)
    }
  }

  /// Whether the app's sources read (two files at least) never use one of `finding`'s
  /// ``RTLFinding/declarations``: a constant or a type nothing names but its own declaration,
  /// a SwiftUI preview or code that never runs (a view only a preview shows, an image constant
  /// nothing reads). Such code is not a screen users see. A class an Interface Builder document
  /// creates is used; so is the `@main` type. Lint the whole app: a type that only other
  /// sources use looks unused when those sources are not read.
  public func isUnused(_ finding: RTLFinding) -> Bool {
    sourceFiles >= 2 && isUnused(finding, dead: cases.deadLabels())
  }

  /// ``isUnused(_:)`` with the switch branches that never run (``EnumCases/deadLabels()``)
  /// worked out.
  private func isUnused(_ finding: RTLFinding, dead: Set<Int>) -> Bool {
    guard sourceFiles >= 2 else { return false }
    if cases.isDead(file: finding.file, line: finding.line, dead: dead) { return true }
    var known: [String: Bool] = [:]
    return finding.declarations.contains {
      bodies(using: $0, file: finding.file, dead: dead, isDeclaredThere: true).isEmpty
        || isUsedOnlyByDeadCode($0, file: finding.file, dead: dead, isDeclaredThere: true, known: &known)
    } || finding.conditions.contains(where: isNeverSet)
  }

  /// The bodies `name`, as code in `file` names it, is used in, with how often: only in
  /// `file` when it declares `name` private. When `file` declares `name` (`isDeclaredThere`)
  /// and not privately, other files' bare uses of their own private names of that spelling
  /// do not count; for a type whose file is not known, they do.
  private func bodies(using name: String, file: String, dead: Set<Int>, isDeclaredThere: Bool) -> [String:
    Int]
  {
    let isPrivate = privateNames[file]?.contains(name) == true
    let isStatic = staticNames.contains(name) && !instanceNames.contains(name)
    // Only a declaration in a file read under its name is told from a private one elsewhere.
    return (isPrivate ? privateUses[file] ?? Uses() : uses).bodies(
      using: name, isView: views.contains(name), isStatic: isStatic,
      isShadowed: isDeclaredThere && privateNames[file] != nil
    ) { !cases.isDead($0, dead: dead) }
  }

  /// Whether every use of `name` is in the body of a type that shows nothing (or of an
  /// extension of it): a view no code names, or a type whose own uses are all in such bodies
  /// (a row only an unused screen creates). A type no code names that is not a view (an
  /// application or scene delegate, an extension's principal class) may be created by the
  /// system, so what it uses is used.
  /// `known` holds the answers worked out so far; a type being worked out counts as used.
  private func isUsedOnlyByDeadCode(
    _ name: String, file: String, dead: Set<Int>, isDeclaredThere: Bool = false, known: inout [String: Bool]
  ) -> Bool {
    if let answer = known[name] { return answer }
    let bodies = bodies(using: name, file: file, dead: dead, isDeclaredThere: isDeclaredThere)
    guard !bodies.isEmpty, bodies["", default: 0] == 0 else { return false }
    known[name] = false
    let answer = bodies.keys.allSatisfy { body in
      // The body of a type the app does not declare (`extension View`) is used.
      body == name
        || (types.contains(body)
          && (self.bodies(using: body, file: file, dead: dead, isDeclaredThere: false).isEmpty
            ? views.contains(body) : isUsedOnlyByDeadCode(body, file: file, dead: dead, known: &known)))
    }
    known[name] = answer
    return answer
  }

  /// Whether what the app's sources say leaves `finding` alone: a directional symbol in an app
  /// that forces every screen left to right (``forcesLeftToRight``), or any finding in code
  /// nothing uses (``isUnused(_:)``). Read every source first.
  public func leavesAlone(_ finding: RTLFinding) -> Bool {
    leavesAlone(finding) { isUnused($0) }
  }

  /// The findings among `findings` that ``leavesAlone(_:)`` leaves alone, the app's dead
  /// branches worked out once for them all.
  public func leftAlone(_ findings: [RTLFinding]) -> [RTLFinding] {
    guard !findings.isEmpty else { return [] }
    let dead = sourceFiles >= 2 ? cases.deadLabels() : []
    return findings.filter { leavesAlone($0) { isUnused($0, dead: dead) } }
  }

  private func leavesAlone(_ finding: RTLFinding, isUnused: (RTLFinding) -> Bool) -> Bool {
    (forcesLeftToRight && [.unflippedDirectionalSymbol, .ambiguousDirectionalSymbol].contains(finding.rule))
      || isUnused(finding)
  }

  /// The lexemes where the code may force a left-to-right direction.
  static let forcingNames: Set<String> = [
    "forceLeftToRight", "UISemanticContentAttributeForceLeftToRight", "leftToRight",
  ]

  /// Whether the lexeme at `index` assigns a horizontal alignment (`textAlignment`,
  /// `alignment`, `contentHorizontalAlignment`, an app's own `localizedHorizontalContentAlignment`:
  /// any property named …`Alignment` but a vertical one): the property it is assigned to (empty
  /// when the code does not say, as `textAlignment = .left` inside a label's class), or `nil`.
  static func alignedProperty(at index: Int, in lexemes: [Lexeme]) -> String? {
    let name = lexemes[index].text
    guard name == "alignment" || name.hasSuffix("Alignment"), !name.contains("Vertical") else { return nil }
    let isSetter = name.hasPrefix("set")
    return receiver(at: index, in: lexemes, property: isSetter ? [] : [name], setter: isSetter ? [name] : [])
  }

  /// The receiver of an assignment to one of `property` or a call of one of `setter` at
  /// `index`: its name (empty when the code does not say), or `nil` when there is none.
  static func receiver(at index: Int, in lexemes: [Lexeme], property: Set<String>, setter: Set<String>)
    -> String?
  {
    let name = lexemes[index].text
    guard index + 2 < lexemes.count else { return nil }
    if property.contains(name) && lexemes[index + 1].text == "=" && lexemes[index + 2].text != "=" {
      // `label.textAlignment =`, `label?.textAlignment =`, `self.label.alignment =`.
      var receiver = index - 1
      while receiver > 0 && ["?", "!", "."].contains(lexemes[receiver].text) { receiver -= 1 }
      guard receiver < index - 1, lexemes[receiver].kind == .identifier else { return "" }
      return propertyName(lexemes[receiver].text)
    }
    // Swift's `button.setImage(image, for: .normal)`.
    if setter.contains(name) && lexemes[index + 1].text == "(" && index > 1 && lexemes[index - 1].text == "."
    {
      var receiver = index - 2
      while receiver > 0 && ["?", "!"].contains(lexemes[receiver].text) { receiver -= 1 }
      return lexemes[receiver].kind == .identifier ? propertyName(lexemes[receiver].text) : ""
    }
    if setter.contains(name) && lexemes[index + 1].text == ":" {
      // Objective-C: `[label setAlignment:…]`, `[[self label] setAlignment:…]`.
      let receiver = lexemes[index - 1].text == "]" ? index - 2 : index - 1
      guard receiver >= 0, lexemes[receiver].kind == .identifier else { return "" }
      return propertyName(lexemes[receiver].text)
    }
    return nil
  }

  /// A property's name as an outlet names it: an instance variable's leading `_` dropped.
  static func propertyName(_ identifier: String) -> String {
    identifier.hasPrefix("_") ? String(identifier.dropFirst()) : identifier
  }

  /// The classes declared in the sources read that no other file names (as an identifier or
  /// a string literal): nothing creates them, so a xib they own is never loaded.
  public var classesNamedNowhereElse: Set<String> {
    Set(declaringFiles.lazy.filter { name, files in namingFiles[name, default: 0] <= files }.map(\.key))
  }

  /// Whether the sources read declare `name`.
  public func declares(_ name: String) -> Bool {
    declaringFiles[name] != nil
  }
}

extension AppCode {
  /// Reads an Interface Builder document of the app for the classes it creates: an object of
  /// a custom class in a document (a window controller in `MainMenu.xib`) names that class. A
  /// document's owner (`File's Owner`) is not created by it and does not count. A document in
  /// a `Base.lproj` folder is listed in ``baseDocuments``; a storyboard reference
  /// (`storyboardName="Settings"`) names another storyboard (``storyboardsNothingLoads``).
  public mutating func read(_ document: InterfaceDocument) {
    let folders = document.file.split(separator: "/")
    if folders.count >= 2, folders[folders.count - 2].lowercased() == "base.lproj" {
      baseDocuments.insert(String(folders[folders.count - 1]))
    }
    let ownKey = Self.storyboardKey(Self.baseName(document.file))
    if RTLAudit.lowercasedExtension(of: document.file) == "storyboard" { storyboards.insert(document.file) }
    guard let xml = document.xml else { return }
    for element in xml.elements {
      if let name = element[attribute: "storyboardName"], Self.storyboardKey(name) != ownKey {
        namedStoryboards.insert(Self.storyboardKey(name))
      }
    }
    let created = Set(
      xml.elements.lazy.filter { !InterfaceMatcher.isFilesOwner($0) }.compactMap {
        $0[attribute: "customClass"]
      })
    if RTLAudit.lowercasedExtension(of: document.file) == "xib",
      let objects = xml.root.children.first(where: { xml.elements[$0].name == "objects" })
    {
      let topLevel = xml.elements[objects].children.map { xml.elements[$0] }
      let views = topLevel.filter {
        $0.name == "view" || $0.name.hasSuffix("View") || $0.name.hasSuffix("Cell")
      }
      .compactMap { $0[attribute: "customClass"] }
      if !views.isEmpty {
        xibViews[document.file] = Set(views)
        xibOwners[document.file] =
          topLevel.first(where: InterfaceMatcher.isFilesOwner)?[attribute: "customClass"]
      }
    }
    for name in created {
      namingFiles[name, default: 0] += 1
      uses.add(name, in: "", kind: .direct, guards: 0)
    }
  }
}

extension AppCode {
  /// Whether the file at `path` is one of the app's settings ``read(settings:file:)`` reads: a
  /// property list (`Info.plist`) or an Xcode project (`project.pbxproj`).
  public static func isSettings(path: String) -> Bool {
    let ext = RTLAudit.lowercasedExtension(of: path)
    return ext == "plist" || ext == "pbxproj"
  }

  /// Reads one of the app's settings files (``isSettings(path:)``) for the storyboards it
  /// names: every string of a property list in XML (`Info.plist`'s `UIMainStoryboardFile`,
  /// `UILaunchStoryboardName`, a scene's `UISceneStoryboardFile`, an extension's
  /// `NSExtensionMainStoryboard`), and in an Xcode project the values of build settings
  /// whose name says storyboard (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`). A property
  /// list that is not XML (a binary one) cannot be read: then no storyboard is taken for
  /// unloaded.
  public mutating func read(settings bytes: some Collection<UInt8>, file: String) {
    if RTLAudit.lowercasedExtension(of: file) == "pbxproj" {
      let text = String(decoding: bytes, as: UTF8.self)
      for line in text.split(whereSeparator: \.isNewline) {
        guard let equals = line.firstIndex(of: "="), line[..<equals].contains("Storyboard") else { continue }
        settingsNameStoryboards = true
        namedStoryboards.insert(Self.storyboardKey(String(line[line.index(after: equals)...])))
      }
      return
    }
    guard let plist = try? XMLScanner.parse(bytes: bytes), plist.root.name == "plist" else {
      settingsUnread = true
      return
    }
    for element in plist.elements {
      if element.name == "key" && element.text.contains("Storyboard") { settingsNameStoryboards = true }
      if element.name == "string" { namedStoryboards.insert(Self.storyboardKey(element.text)) }
    }
  }

  /// Records that one of the app's settings files could not be read at all (a file it cannot
  /// open): it may name the storyboards the app loads, so none is taken for unloaded, as for a
  /// property list ``read(settings:file:)`` cannot parse.
  public mutating func cannotReadSettings() {
    settingsUnread = true
  }

  /// The storyboards read that nothing loads: the app's settings name storyboards
  /// (``read(settings:file:)``), yet neither they, nor another storyboard's reference, nor
  /// any identifier or string literal of the sources (`UIStoryboard(name: "Swap", …)`,
  /// R.swift's `R.storyboard.swap`, SwiftGen's `StoryboardScene.Swap`, an enumeration's
  /// `case swap`) names this one. Names are compared by their letters and digits alone, in
  /// any case, less a trailing `Storyboard`. Empty until a source file and a settings file
  /// naming a storyboard have been read.
  public var storyboardsNothingLoads: Set<String> {
    guard sourceFiles > 0, settingsNameStoryboards, !settingsUnread, !storyboards.isEmpty else { return [] }
    var named = namedStoryboards
    for name in namingFiles.keys { named.insert(Self.storyboardKey(name)) }
    return storyboards.filter { !named.contains(Self.storyboardKey(Self.baseName($0))) }
  }

  /// The xibs read that nothing loads: each top-level view or cell of a custom class the app
  /// declares (`<collectionViewCell customClass="CategoryCollectionViewCell">`) is named by no
  /// other source file and no other document, no identifier or string literal of the sources
  /// and no settings string names the xib (`UINib(nibName: "CategoryCollectionViewCell", …)`,
  /// R.swift's `R.nib.categoryCollectionViewCell`; compared as ``storyboardsNothingLoads``
  /// compares), and its owner, if it has a class, is one of ``classesNamedNowhereElse``. A
  /// cell nothing registers or creates is never shown. Empty until two source files have been
  /// read.
  public var xibsNothingLoads: Set<String> {
    guard sourceFiles >= 2 else { return [] }
    let unused = classesNamedNowhereElse
    let wanted = Set(xibViews.keys.map { Self.storyboardKey(Self.baseName($0)) })
    // The xibs' names as the sources and settings name them, with the names that do.
    var naming: [String: Set<String>] = [:]
    for name in namingFiles.keys {
      let key = Self.storyboardKey(name)
      if wanted.contains(key) { naming[key, default: []].insert(name) }
    }
    return Set(
      xibViews.lazy.filter { file, views in
        let key = Self.storyboardKey(Self.baseName(file))
        return !self.namedStoryboards.contains(key) && naming[key, default: []].isSubset(of: views)
          && self.xibOwners[file].map(unused.contains) != false
          && views.allSatisfy { view in
            // This xib names each of its views once.
            self.declaringFiles[view].map { self.namingFiles[view, default: 0] - 1 <= $0 } == true
          }
      }.map(\.key))
  }

  /// A storyboard's name as compared: its letters and digits, lowercased, less a trailing
  /// `storyboard` (`"Main_iPad"` and `mainIPad` are `mainipad`, `"Swap.storyboard"` is `swap`).
  static func storyboardKey(_ name: String) -> String {
    var key = name.filter { $0.isLetter || $0.isNumber }.lowercased()
    for suffix in ["storyboardc", "storyboard"] where key.hasSuffix(suffix) && key.count > suffix.count {
      key.removeLast(suffix.count)
      break
    }
    return key
  }

  /// The file name of `path` without its folders and extension.
  static func baseName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.split(separator: ".").first.map(String.init) ?? name
  }
}

/// Where identifiers and literals are used (declarations, previews and code that never runs
/// left out): how often inside the body of each type or extension (its innermost one), and
/// how often elsewhere (under the empty name: at the top level, in an Interface Builder
/// document).
private struct Uses: Sendable, Hashable {
  /// How code names a name.
  enum Kind: Sendable, Hashable {
    /// On its own, as a type's member (`Image.back`) or an implicit member (`.back`).
    case direct
    /// Only to reach a type nested in it (`Page` in `Page.ViewState(…)`), which does not create
    /// a view and is a use of anything else (a namespace).
    case nestedType
    /// As a member of a value (`children.first`), which a static member is not.
    case valueMember
    /// On its own in a file declaring a private name of that spelling, which it names.
    case shadowed
  }

  /// How often each name is used, by kind, name, body and the switch branches around the use
  /// (``EnumCases``).
  private var uses: [Kind: [String: [String: [Int: Int]]]] = [:]

  mutating func add(_ name: String, in body: String, kind: Kind, guards: Int) {
    uses[kind, default: [:]][name, default: [:]][body, default: [:]][guards, default: 0] += 1
  }

  /// The bodies `name` is used in, with how often, in branches `isLive` accepts; a view
  /// (`isView`) only where it is created, a static member (`isStatic`) only where it is not a
  /// value's member, and with `isShadowed` not where a file's private name of its spelling is.
  func bodies(using name: String, isView: Bool, isStatic: Bool, isShadowed: Bool, isLive: (Int) -> Bool)
    -> [String: Int]
  {
    var kinds: [Kind] = [.direct]
    if !isShadowed { kinds.append(.shadowed) }
    if !isView { kinds.append(.nestedType) }
    if !isStatic { kinds.append(.valueMember) }
    var found: [String: Int] = [:]
    for kind in kinds {
      for (body, counts) in uses[kind]?[name] ?? [:] {
        let count = counts.reduce(0) { $0 + (isLive($1.key) ? $1.value : 0) }
        if count > 0 { found[body, default: 0] += count }
      }
    }
    return found
  }
}
