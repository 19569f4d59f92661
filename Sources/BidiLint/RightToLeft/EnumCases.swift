/// The cases of the enumerations an app's Swift sources declare, where code makes each of them,
/// and the `switch` branches that match them: a branch whose every case no code makes never
/// runs (`case .widthOfChange:` of a navigation enum whose only `path.append(.widthOfChange)`
/// is commented out), and neither does what only such a branch makes or shows.
///
/// Names are matched as written, as ``AppCode`` matches them: `Route.settings` makes only a
/// `settings` of an enumeration named `Route`; an implicit `.settings` makes the case of every
/// enumeration declaring one (with a payload, `.settings(id)`, only those whose case has one).
/// An enumeration with raw values, `CaseIterable`, `Codable` or `@objc` may be made from data,
/// so its cases always count as made.
struct EnumCases: Sendable, Hashable {
  /// A case a closed enumeration declares.
  private struct Declared: Sendable, Hashable {
    var name: String
    var enumeration: String
    var hasPayload: Bool
  }

  /// A pattern of a branch's label: a case name, whether it binds a payload (`.detail(let id)`),
  /// and the enumeration the `switch` is on, when the file says (`navigationDestination(for:
  /// Route.self) { route in switch route {`, `let route: Route`).
  private struct Pattern: Sendable, Hashable {
    var name: String
    var bindsPayload: Bool
    var enumeration: String?
    /// The cases its payload must be (`.profileHome(.tapWidthOfChangeButton)`: a parent
    /// matching one action of a child).
    var nested: [String] = []
  }

  /// Code making a case: `.settings`, `Route.settings`, `.detail(id)`, inside the branches
  /// ``guards`` names.
  private struct Making: Sendable, Hashable {
    var qualifier: String?
    var hasPayload: Bool
    var guards: Int
  }

  /// A brace's block: a switch's body (the label of the branch being read, and the type of the
  /// subject when the file says), an enumeration's body, or another block.
  private struct Frame {
    var isSwitch = false
    var enumeration: String?
    var isOpen = false
    var label: Int?
    var subject: String?
  }

  private var declared: [String: [Declared]] = [:]
  /// The case names of enumerations code may make from data.
  private var open: Set<String> = []
  /// Enumerations an extension makes decodable or iterable (`extension Route: Codable {}`).
  private var openEnumerations: Set<String> = []
  /// Each branch label's patterns; a label that is not only enumeration cases is not kept.
  private var labels: [[Pattern]] = []
  /// Sets of labels some code is inside, by index (index 0: none).
  private var guardSets: [[Int]] = [[]]
  private var makings: [String: [Making]] = [:]
  /// For each file, the set of labels (in ``guardSets``) around each line inside a branch.
  private var lineGuards: [String: [Int: Int]] = [:]

  /// Reads one file's lexemes; `deadLines` (code that never runs) makes nothing. Returns, for
  /// each lexeme, the set of labels around it (an index for ``isDead(_:dead:)``).
  mutating func read(_ lexemes: [Lexeme], file: String, deadLines: Set<Int>) -> [Int] {
    func text(_ index: Int) -> String { lexemes.indices.contains(index) ? lexemes[index].text : "" }
    var frames: [Frame] = []
    var pending = Frame()
    var isPending = false
    var patternEnd = -1
    var around = Array(repeating: 0, count: lexemes.count)
    var interned: [[Int]: Int] = [[]: 0]
    for (position, set) in guardSets.enumerated() { interned[set] = position }
    func currentGuards() -> Int {
      let set = frames.compactMap(\.label)
      if let known = interned[set] { return known }
      guardSets.append(set)
      interned[set] = guardSets.count - 1
      return guardSets.count - 1
    }
    var current = 0
    for index in lexemes.indices {
      let lexeme = lexemes[index]
      around[index] = current
      // A line counts as inside the branches around its last lexeme (`default: Image(…)` is
      // outside the branch the line's `default` ends).
      if current != 0 {
        lineGuards[file, default: [:]][lexeme.line] = current
      } else if lineGuards[file]?[lexeme.line] != nil {
        lineGuards[file]?[lexeme.line] = nil
      }
      if lexeme.kind == .punctuation && lexeme.text == "{" {
        frames.append(isPending ? pending : Frame())
        isPending = false
        pending = Frame()
        continue
      }
      if lexeme.kind == .punctuation && lexeme.text == "}" {
        _ = frames.popLast()
        current = currentGuards()
        continue
      }
      guard lexeme.kind == .identifier else { continue }
      switch lexeme.text {
      case "switch" where text(index - 1) != ".":
        isPending = true
        pending = Frame(isSwitch: true)
        if lexemes.indices.contains(index + 2), lexemes[index + 1].kind == .identifier, text(index + 2) == "{"
        {
          let subject = text(index + 1)
          pending.subject =
            subject == "self"
            ? frames.last(where: { $0.enumeration != nil })?.enumeration
            : Self.type(of: subject, before: index, in: lexemes)
        }
      case "enum" where lexemes.indices.contains(index + 1) && lexemes[index + 1].kind == .identifier:
        isPending = true
        pending = Frame(enumeration: text(index + 1))
        var position = index + 2
        while position < lexemes.count && text(position) != "{" && position < index + 60 {
          if Self.dataTypes.contains(text(position)) { pending.isOpen = true }
          position += 1
        }
        if (index - 3..<index).contains(where: { text($0) == "objc" }) { pending.isOpen = true }
      case "extension" where lexemes.indices.contains(index + 2) && text(index + 2) == ":":
        var position = index + 3
        while position < lexemes.count && text(position) != "{" && position < index + 60 {
          if Self.dataTypes.contains(text(position)) { openEnumerations.insert(text(index + 1)) }
          position += 1
        }
      case "case" where frames.last?.enumeration != nil:
        patternEnd = declareCases(after: index, in: lexemes, frame: frames[frames.count - 1])
      case "case" where frames.last?.isSwitch == true:
        let (patterns, end) = Self.label(after: index, in: lexemes, subject: frames[frames.count - 1].subject)
        patternEnd = end
        if let patterns {
          labels.append(patterns)
          frames[frames.count - 1].label = labels.count - 1
        } else {
          frames[frames.count - 1].label = nil
        }
        current = currentGuards()
      case "default" where frames.last?.isSwitch == true && text(index + 1) == ":":
        frames[frames.count - 1].label = nil
        current = currentGuards()
      case "case":
        // `if case .detail = route`, `for case let …`: a pattern up to its `=` or `in`.
        var position = index + 1
        while position < lexemes.count && !["=", "{", "in"].contains(text(position)) { position += 1 }
        patternEnd = position
      default:
        guard index > patternEnd, text(index - 1) == ".", !deadLines.contains(lexeme.line),
          let qualifier = Self.maker(at: index, in: lexemes)
        else { continue }
        makings[lexeme.text, default: []].append(
          Making(
            qualifier: qualifier.isEmpty ? nil : qualifier, hasPayload: text(index + 1) == "(",
            guards: current))
      }
    }
    return around
  }

  /// The types whose enumerations code may make from data: raw values, `CaseIterable`, coding.
  static let dataTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Character", "NSInteger", "CaseIterable", "Codable", "Decodable",
    "RawRepresentable",
  ]

  /// Declares the cases a `case` at `index` in an enumeration's body names (`case a, b(Int)`);
  /// returns where the declaration ends.
  private mutating func declareCases(after index: Int, in lexemes: [Lexeme], frame: Frame) -> Int {
    var position = index + 1
    var depth = 0
    var names: [(String, Bool)] = []
    var isOpen = frame.isOpen
    while position < lexemes.count && lexemes[position].line == lexemes[index].line {
      let part = lexemes[position].text
      if ["(", "["].contains(part) { depth += 1 }
      if [")", "]"].contains(part) { depth -= 1 }
      if depth == 0 && part == "=" { isOpen = true }
      if depth == 0 && [";", "}", "{"].contains(part) { break }
      if depth == 0, lexemes[position].kind == .identifier,
        ["case", ","].contains(lexemes[position - 1].text)
      {
        let next = position + 1 < lexemes.count ? lexemes[position + 1].text : ""
        names.append((part, next == "("))
      }
      position += 1
    }
    for (name, hasPayload) in names {
      if isOpen {
        open.insert(name)
      } else if let enumeration = frame.enumeration {
        declared[name, default: []].append(
          Declared(name: name, enumeration: enumeration, hasPayload: hasPayload))
      }
    }
    return position
  }

  /// The patterns of a switch label after the `case` at `index` and where the label ends (its
  /// `:`); `nil` patterns when one of them is not an enumeration case (`case "a":`, `case let
  /// x where …`, a tuple).
  private static func label(after index: Int, in lexemes: [Lexeme], subject: String?) -> ([Pattern]?, Int) {
    var parts: [[Lexeme]] = [[]]
    var position = index + 1
    var depth = 0
    while position < lexemes.count && position < index + 200 {
      let part = lexemes[position].text
      if depth == 0 && (part == ":" || part == "where") { break }
      if ["(", "["].contains(part) { depth += 1 }
      if [")", "]"].contains(part) { depth -= 1 }
      if depth == 0 && part == "," {
        parts.append([])
      } else {
        parts[parts.count - 1].append(lexemes[position])
      }
      position += 1
    }
    var patterns: [Pattern] = []
    for var part in parts {
      if let first = part.first, ["let", "var"].contains(first.text) { part.removeFirst() }
      // `.name`, `Type.name`, `Type.Nested.name`, each maybe with `(…)`.
      var start = 0
      var qualifier: String?
      if part.first?.text == "." {
        start = 1
      } else {
        while part.count > start + 2, part[start].kind == .identifier, part[start + 1].text == "." {
          qualifier = part[start].text
          start += 2
        }
        if qualifier == nil { return (nil, position) }
      }
      guard part.indices.contains(start), part[start].kind == .identifier,
        part.count == start + 1 || part[start + 1].text == "(" || part[start + 1].text == "?"
      else { return (nil, position) }
      // The payload's own cases: `.name(.nested)` or `.name(.nested, …)`, at its first level.
      var nested: [String] = []
      var level = 0
      for position in part.indices.dropFirst(start + 1) {
        if ["(", "["].contains(part[position].text) { level += 1 }
        if [")", "]"].contains(part[position].text) { level -= 1 }
        if level == 1, part[position].text == ".", ["(", ","].contains(part[position - 1].text),
          part.indices.contains(position + 1), part[position + 1].kind == .identifier
        {
          nested.append(part[position + 1].text)
        }
      }
      patterns.append(
        Pattern(
          name: part[start].text, bindsPayload: part.count > start + 1 && part[start + 1].text == "(",
          enumeration: qualifier ?? subject, nested: nested))
    }
    return (patterns.isEmpty ? nil : patterns, position)
  }

  /// The type a switch's subject `name` has, when the file says so before `index`: a closure's
  /// parameter given a type (`navigationDestination(for: Route.self) { route in`) or a
  /// declaration (`let route: Route`, `func view(for route: Route)`).
  private static func type(of name: String, before index: Int, in lexemes: [Lexeme]) -> String? {
    func text(_ position: Int) -> String { lexemes.indices.contains(position) ? lexemes[position].text : "" }
    var position = index - 1
    while position > 0 {
      if text(position) == name && lexemes[position].kind == .identifier {
        if text(position + 1) == "in" && text(position - 1) == "{" {
          // `for: Route.self) { route in`.
          if text(position - 2) == ")" && text(position - 3) == "self" && text(position - 4) == "." {
            return text(position - 5)
          }
          return nil
        }
        if text(position + 1) == ":", lexemes.indices.contains(position + 2),
          lexemes[position + 2].kind == .identifier,
          text(position + 2).first?.isUppercase == true, text(position + 3) != "."
        {
          return text(position + 2)
        }
      }
      position -= 1
    }
    return nil
  }

  /// What qualifies the member at `index`, if it may make a case: the type before it
  /// (`Route.settings`: "Route"), or "" for an implicit member (`.settings`); `nil` for a
  /// value's member, a key path or a comparison (`route == .settings` makes nothing).
  private static func maker(at index: Int, in lexemes: [Lexeme]) -> String? {
    func text(_ position: Int) -> String { lexemes.indices.contains(position) ? lexemes[position].text : "" }
    var before = index - 2
    var qualifier = ""
    if lexemes.indices.contains(before), lexemes[before].kind == .identifier,
      !Self.keywordsBeforeExpressions.contains(text(before))
    {
      let owner = text(before)
      guard owner.first?.isUppercase == true else { return nil }
      qualifier = owner == "Self" ? "" : owner
      before -= 1
    } else if text(before) == "?" && lexemes[before].offset + 1 < lexemes[index - 1].offset {
      // A conditional's `? .a : .b`, not optional chaining (`value?.member`).
    } else if [")", "]", "?", "!", "\\", ">"].contains(text(before)) {
      return nil
    }
    if text(before) == "=" && ["=", "!"].contains(text(before - 1)) { return nil }
    return qualifier
  }

  /// The words after which `.name` starts an expression (`return .settings`).
  static let keywordsBeforeExpressions: Set<String> = [
    "return", "in", "throw", "try", "await", "else", "yield", "then", "as", "is", "case", "where", "if",
    "guard",
  ]

  /// The labels no code reaches: each of their cases is made only inside branches no code
  /// reaches, or nowhere.
  func deadLabels() -> Set<Int> {
    var made: Set<Declared> = []
    var live: Set<Int> = []
    func isMade(_ name: String) -> Bool {
      open.contains(name) || declared[name] == nil || declared[name]!.contains(where: made.contains)
    }
    // A pattern whose case no closed enumeration declares (a system enumeration's `.dark`, a
    // case of an open one) is live; so is one whose case code reached makes, if its payload's
    // own cases are made too.
    func isLive(_ pattern: Pattern) -> Bool {
      let candidates = candidates(for: pattern)
      return
        (candidates.isEmpty || open.contains(pattern.name)
        || candidates.contains { openEnumerations.contains($0.enumeration) }
        || !candidates.isDisjoint(with: made))
        && pattern.nested.allSatisfy(isMade)
    }
    var changed = true
    while changed {
      changed = false
      for (name, list) in makings {
        guard let declarations = declared[name] else { continue }
        for making in list where guardSets[making.guards].allSatisfy(live.contains) {
          for declaration in declarations
          where (making.qualifier == nil || making.qualifier == declaration.enumeration)
            && (!making.hasPayload || declaration.hasPayload) && !made.contains(declaration)
          {
            made.insert(declaration)
            changed = true
          }
        }
      }
      for (position, patterns) in labels.enumerated() where !live.contains(position) {
        if patterns.contains(where: isLive) {
          live.insert(position)
          changed = true
        }
      }
    }
    return Set(labels.indices).subtracting(live)
  }

  /// The declared cases a pattern may match: of the subject's type when the file says it
  /// (none when that type declares no such case: a system enumeration's), else of every
  /// enumeration declaring the name, but none for a name common among the system's
  /// enumerations (`.dark`, `.success`, `.compact`), which the subject may be.
  private func candidates(for pattern: Pattern) -> Set<Declared> {
    let named = (declared[pattern.name] ?? []).filter { !pattern.bindsPayload || $0.hasPayload }
    if let enumeration = pattern.enumeration {
      return Set(named.filter { $0.enumeration == enumeration })
    }
    return Self.systemCaseNames.contains(pattern.name) ? [] : Set(named)
  }

  /// Case names of the system's enumerations a `switch` often matches.
  static let systemCaseNames: Set<String> = [
    "dark", "light", "success", "failure", "some", "none", "compact", "regular", "unspecified", "portrait",
    "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "phone", "pad", "mac", "tv",
    "carPlay",
    "vision", "active", "inactive", "background", "began", "changed", "ended", "cancelled", "failed",
    "possible",
    "authorized", "authorizedAlways", "authorizedWhenInUse", "denied", "notDetermined", "restricted",
    "limited",
    "provisional", "ephemeral", "leading", "trailing", "top", "bottom", "left", "right", "center", "up",
    "down",
    "leftToRight", "rightToLeft", "poweredOn", "poweredOff", "unauthorized", "unsupported", "resetting",
    "unknown",
    "satisfied", "unsatisfied", "requiresConnection", "wifi", "cellular", "ethernet", "other", "normal",
    "highlighted",
    "selected", "disabled", "default", "destructive", "cancel", "full", "medium", "large", "small",
  ]

  /// Whether the set of labels `guards` (from ``read(_:file:deadLines:)``) contains one of
  /// `dead`.
  func isDead(_ guards: Int, dead: Set<Int>) -> Bool {
    guardSets.indices.contains(guards) && guardSets[guards].contains(where: dead.contains)
  }

  /// Whether line `line` of `file` is inside a branch no code reaches.
  func isDead(file: String, line: Int, dead: Set<Int>) -> Bool {
    guard let guards = lineGuards[file]?[line] else { return false }
    return isDead(guards, dead: dead)
  }
}
