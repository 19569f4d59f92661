import BidiEngine
import BidiLocalization

/// What the entries of one table share.
struct EntryContext {
  var format: CatalogFormat
  var language: String?
  var direction: TextDirection?
  var fileHasFormatFlags: Bool
  var isDevelopmentTable: Bool
  var plurals: PluralCoverage.Examples?
  /// Whether a development table was given (a key it lacks is an extra key, whose text no
  /// one sees).
  var hasDevelopmentTable = false
}

extension CatalogLinter {
  /// The checks of one entry: controls in its key and texts, its placeholders against the
  /// development entry's, and, in right-to-left languages, the display of each message.
  func lint(
    _ entry: CatalogEntry, development: CatalogEntry?, context: EntryContext,
    into findings: inout [LintFinding]
  ) {
    if context.format == .po && entry.key.isEmpty && entry.context == nil { return }  // the header
    let rules = activeRules
    func report(
      _ rule: LintRule, _ location: SourceLocation, _ message: String, offset: Int? = nil,
      severity: LintSeverity? = nil
    ) {
      guard rules.contains(rule) else { return }
      findings.append(
        LintFinding(
          rule: rule, location: location, message: message, key: entry.key, language: context.language,
          scalarOffset: offset, severity: severity))
    }
    for (name, text) in [("key", entry.key), ("context", entry.context ?? "")] {
      for (offset, scalar) in text.unicodeScalars.enumerated() {
        if let control = DirectionalControl(scalar) {
          report(
            .controlInKey, entry.location,
            "the \(name) contains \(control.notation) at character \(offset + 1)", offset: offset)
        }
      }
    }
    // How texts display matters where someone sees them: not in an extra key's text (the code
    // no longer asks for it), nor in an accessibility text (VoiceOver reads it in logical order).
    let isExtra = context.hasDevelopmentTable && development == nil && entry.sourceTexts.isEmpty
    if isExtra { return }
    let isSeen = !Self.isAccessibilityKey(entry.key)
    for text in entry.texts where isSeen {
      let value = text.text
      let where_ = text.form.map { " (form \($0))" } ?? ""
      for problem in ControlBalance.problems(in: value) {
        report(.unbalancedControls, text.location, problem.message + where_, offset: problem.scalarOffset)
      }
      if let offset = value.unicodeScalars.firstIndex(where: {
        $0 == DirectionalControl.leftToRightEmbedding.scalar
          || $0 == DirectionalControl.rightToLeftEmbedding.scalar
      }) {
        let index = value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: offset)
        report(
          .legacyEmbedding, text.location,
          "embedding \(BidiNotation.escape(String(value.unicodeScalars[offset])))"
            + " at character \(index + 1) where an isolate is meant" + where_, offset: index)
      }
    }
    // The development texts: the file's own (String Catalogs, gettext), else the development table's.
    let developmentTexts = entry.sourceTexts.isEmpty ? development?.texts ?? [] : entry.sourceTexts
    let sources = context.isDevelopmentTable ? [] : developmentTexts
    guard
      Self.isFormatString(entry, developmentTexts: sources, fileHasFormatFlags: context.fileHasFormatFlags),
      !entry.texts.isEmpty
    else { return }
    let apple = context.format != .po
    let translation = EntryMessages(texts: entry.texts, variables: entry.variables, apple: apple)
    var developmentMessages: EntryMessages?
    if !sources.isEmpty {
      developmentMessages = EntryMessages(
        texts: sources, variables: development?.variables ?? [], apple: apple)
    }
    if let developmentMessages, entry.texts.contains(where: { !$0.text.isEmpty }) {
      let check = PlaceholderCheck(
        translation: translation, development: developmentMessages, rules: apple ? context.plurals : nil)
      for (index, problems) in check.problems().sorted(by: { $0.key < $1.key }) {
        let text = translation.pieces[index].text
        let development = sources.map(\.text).joined(separator: " | ")
        report(
          .placeholderMismatch, text.location,
          "placeholders differ from the development text '\(BidiNotation.escape(development))': "
            + problems.map(\.text).joined(separator: "; ") + (text.form.map { " (form \($0))" } ?? ""),
          offset: problems.lazy.compactMap(\.scalarOffset).first,
          severity: problems.contains(where: \.isError) ? nil : .warning)
      }
    }
    guard context.direction ?? .rightToLeft == .rightToLeft, isSeen else { return }
    checkDisplay(
      translation, development: developmentMessages ?? translation, key: entry.key, report: report)
  }

  /// ``LintRule/placeholderAtEdge`` and ``LintRule/garbledPlaceholder`` on each right-to-left
  /// message of an entry, each finding reported once, at the text its placeholder is in.
  func checkDisplay(
    _ translation: EntryMessages, development: EntryMessages, key: String,
    report: (LintRule, SourceLocation, String, Int?, LintSeverity?) -> Void
  ) {
    // Where each argument is in the development text, for the words around it (each text's
    // scalars made once, however many placeholders it has).
    var developmentPlace: [Int: (text: [Unicode.Scalar], range: Range<Int>)] = [:]
    for piece in development.pieces where piece.placeholders.contains(where: { $0.kind != .variable }) {
      let scalars = Array(piece.text.text.unicodeScalars)
      for placeholder in piece.placeholders where placeholder.kind != .variable {
        if let argument = placeholder.argument, developmentPlace[argument] == nil {
          developmentPlace[argument] = (scalars, placeholder.scalarRange)
        }
      }
    }
    var reported: Set<[Int]> = []
    for message in translation.messages {
      guard message.scalars.contains(where: { BidiClass($0).isStrongRightToLeft }) else { continue }
      var tried: [DisplayCheck.Tried] = []
      var reasons: [String?] = []
      var pieces: [Int] = []
      for (placeholder, range, piece) in message.placeholders where placeholder.kind != .variable {
        var (kinds, because) = valueKinds(
          of: placeholder, key: key, place: placeholder.argument.flatMap { developmentPlace[$0] })
        // "@%@", "#%@": the literal `@` or `#` shows as part of a handle or tag.
        let before = range.lowerBound > 0 ? message.scalars[range.lowerBound - 1] : nil
        let prefixed = (before == "@" || before == "#") && [.object, .cString].contains(placeholder.kind)
        if prefixed && because == nil {
          (kinds, because) = ([.handle], "'\(before!)' before it")
        }
        tried.append(
          DisplayCheck.Tried(placeholder: placeholder, range: range, kinds: kinds, prefix: prefixed ? 1 : 0))
        reasons.append(because)
        pieces.append(piece)
      }
      if let first = message.scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let index = tried.firstIndex(where: { $0.range.lowerBound == first })
      {
        let start = tried[index]
        let isText = [.object, .cString, .character].contains(start.placeholder.kind)
        // Unknown kinds: any text value may be left to right; known ones (`[]` configured:
        // nothing to report) say whether it can.
        let known = reasons[index] != nil
        let leftToRight = known ? start.kinds.contains(where: \.canStartLeftToRight) : isText
        let text = translation.pieces[pieces[index]].text
        if leftToRight
          && reported.insert([0, pieces[index], start.placeholder.scalarRange.lowerBound]).inserted
        {
          let value = start.kinds.first(where: \.canStartLeftToRight).map(\.described) ?? "a word or name"
          report(
            .placeholderAtEdge, text.location,
            "right-to-left text starts with \(start.placeholder.text) and no mark or isolate: a left-to-right value there (\(value)) sets the paragraph direction, and the sentence shows left to right"
              + (text.form.map { " (form \($0))" } ?? ""), start.placeholder.scalarRange.lowerBound, nil)
        }
      }
      guard let garbling = DisplayCheck.garbling(in: message.scalars, placeholders: tried) else { continue }
      let placeholder = tried[garbling.index].placeholder
      let text = translation.pieces[pieces[garbling.index]].text
      guard reported.insert([1, pieces[garbling.index], placeholder.scalarRange.lowerBound]).inserted else {
        continue
      }
      report(
        .garbledPlaceholder, text.location,
        "\(placeholder.text) with \(garbling.kind.described) ('\(garbling.sample)') displays as '\(garbling.shown)' in a right-to-left paragraph"
          + (text.form.map { " (form \($0))" } ?? "")
          + " (\(garbling.kind.rawValue) tried: \(reasons[garbling.index] ?? "configured"))",
        placeholder.scalarRange.lowerBound, nil)
    }
  }

  /// Whether a key names an accessibility text (a word `a11y` or `accessibility`:
  /// `a11y_remove_reaction`, `Scene.Compose.Accessibility.PostingAs`), which VoiceOver reads
  /// rather than anyone sees.
  static func isAccessibilityKey(_ key: String) -> Bool {
    let lowered = key.lowercased()
    for word in ["a11y", "accessibility"] {
      var searchRange = lowered.startIndex..<lowered.endIndex
      while let found = lowered.range(of: word, range: searchRange) {
        let before =
          found.lowerBound == lowered.startIndex ? nil : lowered[lowered.index(before: found.lowerBound)]
        if !(before?.isLetter ?? false) { return true }
        searchRange = found.upperBound..<lowered.endIndex
      }
    }
    return false
  }

  /// The kinds of value to try in a placeholder, and why: the configuration's for the key,
  /// else those its development text or key suggest; numbers for numeric conversions.
  func valueKinds(
    of placeholder: FormatPlaceholder, key: String, place: (text: [Unicode.Scalar], range: Range<Int>)?
  ) -> (kinds: [PlaceholderValueKind], because: String?) {
    switch placeholder.kind {
    case .object, .cString, .character: break
    default: return ([.number], nil)
    }
    if let configured = placeholderValues.kinds(key: key, argument: placeholder.argument) {
      return (configured, "placeholderValues in the configuration")
    }
    guard let inferred = ValueKindInference.kinds(developmentText: place?.text, range: place?.range)
    else { return ([], nil) }
    return inferred
  }
}
