/// The localizable strings of one Swift file: every string literal that the compiler would
/// make a key (see ``SwiftLocalizableAPI`` for the calls and types that do), every key of the
/// app's routines, BidiKit's own `Localizer` calls.
///
/// A literal becomes a key when it is passed to a key parameter (of the platform's APIs, or of
/// a function, initializer or enum case the sources declare — ``SwiftDeclarations``), or when it
/// is the value of a declaration, return or default argument typed as a key — directly, as a
/// branch of a conditional, as an element of an array or a value of a dictionary literal.
struct SwiftExtractor {
  let source: SwiftSource
  let declarations: SwiftDeclarations
  let routines: [LocalizationRoutine]
  var strings: [ExtractedString] = []
  var diagnostics: [ExtractionDiagnostic] = []
  /// Literal tokens already extracted (a literal is reached once, whichever way).
  var taken: Set<Int> = []
  let typing: SwiftPlaceholderTyping

  /// `BidiKit`'s `Localizer` methods, read on any receiver whose name says it is a localizer.
  static let localizerMethods: [String: SwiftLocalizableAPI] = [
    "format": SwiftLocalizableAPI(["_": .string], table: "table"),
    "string": SwiftLocalizableAPI(["_": .string], table: "table", value: "default"),
    "localize": SwiftLocalizableAPI(["_": .string], table: "table", value: "default"),
  ]

  /// An extractor for `source` (a file, or the source of an interpolation in it, typed as the
  /// file is by `typing`).
  init(
    _ source: SwiftSource, declarations: SwiftDeclarations, routines: [LocalizationRoutine],
    typing: SwiftPlaceholderTyping? = nil
  ) {
    self.source = source
    self.declarations = declarations
    self.routines = routines
    self.typing = typing ?? SwiftPlaceholderTyping(file: source, declarations: declarations)
  }

  /// Reads the source; returns the interpolations that hold string literals, to be read the
  /// same way (`"\("settings.title".localized): \(value)"`).
  mutating func run() -> [Range<Int>] {
    var nested: [Range<Int>] = []
    for problem in source.problems {
      diagnostics.append(
        ExtractionDiagnostic(
          location: source.text.location(problem.index), reason: .unreadableSource, message: problem.message))
    }
    let tokens = source.tokens
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .identifier:
        if index + 1 < tokens.count, tokens[index + 1].is("("), !tokens[index + 1].startsLine {
          call(at: index)
        }
        if token.text == "let" || token.text == "var" { declaration(at: index) }
        if token.text == "func" || token.text == "init" || token.text == "subscript" { function(at: index) }
      case .punctuation where token.text == "=":
        assignment(at: index)
      case .string:
        memberRoutine(at: index)
        for range in token.literal?.interpolationRanges ?? [] where source.text.scalars[range].contains("\"")
        {
          nested.append(range)
        }
      default: break
      }
    }
    return nested
  }

  /// A call whose name is at `index`.
  private mutating func call(at index: Int) {
    let tokens = source.tokens
    let previous = index > 0 ? tokens[index - 1] : nil
    if let previous, previous.isKeyword("func") || previous.isKeyword("case") || previous.isKeyword("macro") {
      return
    }
    let name = tokens[index].text
    let open = index + 1
    let (qualified, start) = source.qualifiedName(endingAt: index)
    let hasReceiver = start > 0 && tokens[start - 1].is(".") && !(start > 1 && tokens[start - 2].is("@"))
    // `.localized(…)` with no receiver: a static member of the type the context expects
    // (`String.localized(…)`), matched by its last name.
    let isImplicitMember = hasReceiver && (start < 2 || Self.endsOperand(tokens[start - 2]) == false)
    if let routine = routines.first(where: {
      Self.matches($0, qualified) || (isImplicitMember && Self.matches($0, qualified, implicitly: true))
    }) {
      applyRoutine(routine, open: open)
      return
    }
    if name == "init" {
      let typeName = qualified.split(separator: ".").dropLast().last.map(String.init) ?? ""
      if let api = SwiftLocalizableAPI.initializers[typeName] { apply(api, open: open) }
      applyDeclared(typeName, open: open)
      return
    }
    if hasReceiver || qualified != name {
      if Self.localizerMethods[name] != nil, isLocalizer(receiverEndingAt: start - 2, qualified: qualified) {
        apply(Self.localizerMethods[name]!, open: open)
      } else if let api = SwiftLocalizableAPI.modifiers[name],
        hasReceiver || !(qualified.first?.isUppercase ?? false)
      {
        apply(api, open: open)
      }
    }
    let unqualified = ["SwiftUI.", "Foundation.", "AppIntents."].reduce(qualified) { name, module in
      name.hasPrefix(module) ? String(name.dropFirst(module.count)) : name
    }
    if !hasReceiver, let api = SwiftLocalizableAPI.initializers[unqualified] { apply(api, open: open) }
    applyDeclared(name, open: open)
  }

  /// Whether `token` can end an operand, so that a `.` after it is a member access on it
  /// (not an implicit member `.name` of the type the context expects).
  static func endsOperand(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .string, .number: return true
    case .identifier:
      return !["return", "case", "in", "try", "await", "else", "throw", "where", "if", "guard"].contains(
        token.text)
    case .punctuation: return [")", "]", "}", "?", "!", ">"].contains(token.text) && !token.spaceBefore
    }
  }

  /// Whether `routine` is called by the name `qualified` (`L10n.tr` for `tr` or `L10n.tr`);
  /// `implicitly`, whether an implicit member `.tr` is its last name.
  static func matches(_ routine: LocalizationRoutine, _ qualified: String, implicitly: Bool = false) -> Bool {
    let name: String
    switch routine.form {
    case .genstrings(let routineName): name = routineName
    case .call(let routineName, _, _, _, _): name = routineName
    case .member: return false
    }
    if implicitly { return name.hasSuffix("." + qualified) }
    return qualified == name || qualified.hasSuffix("." + name)
  }

  /// Whether the expression ending at `index` (before a `.`) names a `Localizer`.
  private func isLocalizer(receiverEndingAt index: Int, qualified: String) -> Bool {
    let parts = qualified.split(separator: ".").dropLast()
    if parts.contains(where: { $0.lowercased().contains("localizer") }) { return true }
    guard index >= 0 else { return false }
    let token = source.tokens[index]
    if token.kind == .identifier {
      return token.text.lowercased().contains("localizer")
        || typing.locals.declaration(of: token.text, at: token.start)?.type == "Localizer"
    }
    if token.is(")"), let open = source.brackets.open(index), open > 0 {
      return source.tokens[open - 1].text.lowercased().contains("localizer")
    }
    return false
  }

  /// The arguments of the call at `open` read by a platform API's description.
  mutating func apply(_ api: SwiftLocalizableAPI, open: Int) {
    let arguments = source.arguments(open: open)
    func labeled(_ label: String?) -> Range<Int>? {
      label.flatMap { label in arguments.first { $0.label == label }?.value }
    }
    let details = Details(table: labeled(api.table), value: labeled(api.value), comment: labeled(api.comment))
    for (position, argument) in arguments.enumerated() {
      guard let label = argument.label ?? (position == 0 ? "_" : nil), let parameter = api.parameters[label]
      else { continue }
      take(argument.value, as: parameter, details: details)
    }
  }

  /// The arguments of the call at `open` matched to a signature the sources declare for `name`.
  mutating func applyDeclared(_ name: String, open: Int) {
    guard let signatures = declarations.signatures[name] else { return }
    let arguments = source.arguments(open: open)
    for signature in signatures {
      guard let matched = Self.align(arguments, signature) else { continue }
      for (argument, parameter) in zip(arguments, matched) {
        if let kind = parameter.kind { take(argument.value, as: kind, details: Details()) }
      }
      return
    }
  }

  /// The parameter each argument goes to, matching labels in order (a parameter with a default
  /// value or taking a trailing closure may be left out), or `nil` when they do not match.
  static func align(
    _ arguments: [SwiftSource.Argument], _ parameters: [SwiftDeclarations.Parameter]
  ) -> [SwiftDeclarations.Parameter]? {
    var result: [SwiftDeclarations.Parameter] = []
    var next = 0
    for argument in arguments {
      while next < parameters.count, parameters[next].label != argument.label { next += 1 }
      guard next < parameters.count else { return nil }
      result.append(parameters[next])
      next += 1
    }
    return result
  }

  /// A routine's call at `open`.
  private mutating func applyRoutine(_ routine: LocalizationRoutine, open: Int) {
    switch routine.form {
    case .genstrings, .member: apply(SwiftLocalizableAPI.foundationLocalizedString, open: open)
    case .call(_, let key, let table, let value, let comment):
      let arguments = source.arguments(open: open)
      func find(_ reference: LocalizationRoutine.Argument?) -> Range<Int>? {
        switch reference {
        case .position(let position)?:
          return position <= arguments.count ? arguments[position - 1].value : nil
        case .label(let label)?: return arguments.first { $0.label == label }?.value
        case nil: return nil
        }
      }
      guard let keyRange = find(key) else { return }
      take(
        keyRange, as: .string,
        details: Details(table: find(table), value: find(value), comment: find(comment)))
    }
  }

  /// `"key".NAME` for a member routine `.NAME`.
  private mutating func memberRoutine(at index: Int) {
    let tokens = source.tokens
    guard index + 2 < tokens.count, tokens[index + 1].is("."), tokens[index + 1].start == tokens[index].end,
      tokens[index + 2].kind == .identifier,
      routines.contains(where: { $0.form == .member(name: tokens[index + 2].text) })
    else { return }
    var details = Details()
    if index + 3 < tokens.count, tokens[index + 3].is("(") {
      details.comment = source.arguments(open: index + 3).first { $0.label == "comment" }?.value
    }
    take(index..<(index + 1), as: .string, details: details)
  }
}
