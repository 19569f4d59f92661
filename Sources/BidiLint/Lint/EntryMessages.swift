import BidiLocalization

/// The texts of one catalog entry in one language read as the messages a user sees: each
/// text's placeholders numbered as CoreFoundation numbers them, and each plural variable's
/// forms put in the place of its `%#@name@` in the format, as Foundation formats them.
///
/// A `.stringsdict` entry `"%@ and %#@others@"` with forms `one: "one other"`,
/// `other: "%d others"` is two messages, "%@ and one other" and "%@ and %d others"; the `%d`
/// of a form takes its variable's argument (2 here), as Foundation formats a form with the
/// arguments from its variable's on. String Catalog substitutions are read the same way,
/// with `%arg` for the substitution's argument. Other texts (gettext `msgstr[n]`, String
/// Catalog plural and device variations) are messages on their own.
struct EntryMessages {
  /// One text of the entry, parsed.
  struct Piece {
    var text: CatalogText
    var placeholders: [FormatPlaceholder]
    var strays: [FormatTemplate.StrayPercent]
    /// The variable whose form the text is, and the form's category (`"one"`).
    var variable: String?
    var category: String?
  }

  /// One message: the scalars a user's sentence is made of, and where each placeholder of it
  /// comes from.
  struct Message {
    var scalars: [Unicode.Scalar]
    /// Each placeholder, its range in ``scalars``, and the piece (index) it was written in.
    var placeholders: [(placeholder: FormatPlaceholder, range: Range<Int>, piece: Int)]
  }

  let pieces: [Piece]
  /// The variables, by name.
  let variables: [String: CatalogVariable]
  /// The variables' arguments (from 1), by name.
  let variableArguments: [String: Int]
  /// The indices of pieces that are whole texts (not forms of a variable).
  let bases: [Int]
  /// The indices of each variable's forms, by name.
  let forms: [String: [Int]]

  /// Reads `texts` of an entry whose variables are `variables`; `apple` for `.strings`,
  /// `.stringsdict` and `.xcstrings` (numbering as CoreFoundation), not for gettext.
  init(texts: [CatalogText], variables: [CatalogVariable], apple: Bool) {
    let byName = Dictionary(variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Which texts are forms of a variable: "name.category" (or "name.device.…").
    func variable(of text: CatalogText) -> CatalogVariable? {
      guard let form = text.form, let dot = form.firstIndex(of: ".") else { return nil }
      return byName[String(form[..<dot])]
    }
    // The bases first, so that variables' arguments are known before their forms are read.
    var arguments: [String: Int] = [:]
    var pieces: [Piece?] = Array(repeating: nil, count: texts.count)
    var bases: [Int] = []
    for (index, text) in texts.enumerated() where variable(of: text) == nil {
      let (placeholders, strays) = FormatPlaceholder.scan(text.text, apple: apple)
      for placeholder in placeholders where placeholder.kind == .variable {
        if let name = placeholder.name, arguments[name] == nil {
          arguments[name] = byName[name]?.argument ?? placeholder.argument
        }
      }
      pieces[index] = Piece(text: text, placeholders: placeholders, strays: strays)
      bases.append(index)
    }
    for variable in variables where arguments[variable.name] == nil {
      arguments[variable.name] = variable.argument
    }
    var forms: [String: [Int]] = [:]
    for (index, text) in texts.enumerated() {
      guard let variable = variable(of: text), let form = text.form else { continue }
      let argument = arguments[variable.name] ?? 1
      let (placeholders, strays) = FormatPlaceholder.scan(
        text.text, apple: apple, firstArgument: argument,
        substitution: variable.isSubstitution ? variable : nil)
      let category = form.split(separator: ".").last.map(String.init)
      pieces[index] = Piece(
        text: text, placeholders: placeholders, strays: strays, variable: variable.name, category: category)
      forms[variable.name, default: []].append(index)
    }
    self.pieces = pieces.map { $0! }
    self.variables = byName
    self.variableArguments = arguments
    self.bases = bases
    self.forms = forms
  }

  /// The messages a user can see: each base with each form of each of its variables in turn,
  /// the other variables at their `other` form (or their first). A base without variables is
  /// one message. The messages' total length stays within eight times the entry's texts
  /// (past that budget, a base is one message with every variable at its `other` form), so
  /// that time and memory stay linear in the catalog whatever an entry holds.
  var messages: [Message] {
    var budget = 8 * pieces.reduce(0) { $0 + $1.text.text.unicodeScalars.count } + 1_024
    var result: [Message] = []
    for base in bases {
      var seen: Set<String> = []
      let variables = pieces[base].placeholders.compactMap { $0.kind == .variable ? $0.name : nil }
        .filter { forms[$0] != nil && seen.insert($0).inserted }
      var defaults: [String: Int] = [:]
      for name in variables {
        defaults[name] = forms[name]!.first { pieces[$0].category == "other" } ?? forms[name]![0]
      }
      let first = message(base: base, choice: defaults)
      result.append(first)
      budget -= first.scalars.count
      for name in variables {
        for form in forms[name]! where form != defaults[name] && budget > 0 {
          var choice = defaults
          choice[name] = form
          let next = message(base: base, choice: choice)
          budget -= next.scalars.count
          result.append(next)
        }
      }
    }
    return result
  }

  /// The base with each variable replaced by the chosen form (unknown variables stay as
  /// written). Time is linear in the base and the chosen forms.
  private func message(base: Int, choice: [String: Int]) -> Message {
    let piece = pieces[base]
    let scalars = Array(piece.text.text.unicodeScalars)
    var message = Message(scalars: [], placeholders: [])
    var last = 0
    for placeholder in piece.placeholders {
      let range = placeholder.scalarRange
      if placeholder.kind == .variable, let name = placeholder.name, let form = choice[name] {
        message.scalars += scalars[last..<range.lowerBound]
        let shift = message.scalars.count
        for inner in pieces[form].placeholders {
          let innerRange = inner.scalarRange
          message.placeholders.append(
            (inner, (innerRange.lowerBound + shift)..<(innerRange.upperBound + shift), form))
        }
        message.scalars += pieces[form].text.text.unicodeScalars
        last = range.upperBound
      } else {
        // Not yet appended: the scalars from `last` to it, which keep their distance.
        let shift = message.scalars.count - last
        message.placeholders.append(
          (placeholder, (range.lowerBound + shift)..<(range.upperBound + shift), base))
      }
    }
    message.scalars += scalars[last...]
    return message
  }
}
