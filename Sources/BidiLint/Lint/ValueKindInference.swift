import BidiLocalization

/// The kinds of value a placeholder holds, guessed from English words next to it in the
/// development text ("phone number %@", "%@ days"): what ``PlaceholderValueKind`` tries when
/// no configuration says.
///
/// Only words at the placeholder count (three before it, two after it, within its clause), so
/// that "Server returned error: %@" is not taken for a URL. Keys are not read: they name the
/// screen more often than the value (`Scene.ConfirmEmail.DidntGetLink.ResendIn` holds a
/// time).
enum ValueKindInference {
  /// Phrases (lowercased words) that name a kind whose values garble. Words for what is
  /// often only a name ("server", "domain", "folder", "username") are left out: a server's
  /// or a folder's name shows intact; so is "version", whose values are mostly "2.1.0",
  /// which shows intact (a configuration can still ask for ``PlaceholderValueKind/version``).
  static let phrases: [(words: [String], kind: PlaceholderValueKind)] = [
    (["phone"], .phone), (["telephone"], .phone), (["phonenumber"], .phone), (["mobile", "number"], .phone),
    (["url"], .url), (["urls"], .url), (["uri"], .url), (["website"], .url), (["web", "address"], .url),
    (["email"], .email), (["e", "mail"], .email), (["mail", "address"], .email),
    (["path"], .path), (["filepath"], .path),
    (["handle"], .handle), (["user", "id"], .handle), (["userid"], .handle), (["mxid"], .handle),
    (["matrix", "id"], .handle),
  ]

  /// Words that, right after a placeholder, make it a number: units ("%@ days", "%@ MB") and
  /// nouns that count ("%@ people", "%@ files").
  static let units: Set<String> = [
    "ms", "millisecond", "milliseconds", "s", "sec", "second", "seconds", "min", "minute", "minutes", "h",
    "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "b", "byte", "bytes",
    "kb", "mb", "gb", "tb", "percent", "sat", "sats", "km", "mi", "m", "ft", "times",
    "people", "persons", "members", "users", "items", "files", "messages", "posts", "photos", "videos",
    "votes", "replies", "comments", "followers", "results", "participants", "others",
  ]

  /// The kinds inferred for the placeholder at `range` of the development text (given as
  /// its Unicode scalars), with the words that gave them; `nil` when nothing names a kind.
  /// Time is proportional to the words read, not to the text's length.
  static func kinds(
    developmentText scalars: [Unicode.Scalar]?, range: Range<Int>?
  ) -> (kinds: [PlaceholderValueKind], because: String)? {
    var found: [PlaceholderValueKind] = []
    var because: [String] = []
    if let scalars, let range {
      let before = words(
        in: scalars[..<min(range.lowerBound, scalars.count)].reversed(), limit: 3, backwards: true
      ).reversed()
      let after = words(in: scalars[min(range.upperBound, scalars.count)...], limit: 2)
      let next = range.upperBound < scalars.count ? scalars[range.upperBound] : nil
      if next == "%" || after.first.map(units.contains) == true {
        return ([.number], "'\(next == "%" ? "%" : after.first!)' after it")
      }
      // "%@:%@" (a time), "%@.%@" (a decimal): the first part of one number.
      let joined =
        range.upperBound + 1 < scalars.count && [":", ".", ","].contains(scalars[range.upperBound])
        && scalars[range.upperBound + 1] == "%"
      if joined { return ([.number], "'\(scalars[range.upperBound])' and a placeholder after it") }
      for (words, kind) in phrases where contains(Array(before), words) || contains(after, words) {
        if !found.contains(kind) {
          found.append(kind)
          because.append("'\(words.joined(separator: " "))'")
        }
      }
      if !found.isEmpty {
        return (found, "\(because.joined(separator: ", ")) next to it in the development text")
      }
    }
    return nil
  }

  /// Up to `limit` lowercased words read from `scalars` in order (`backwards`: scalars in
  /// reverse order, words given in that order but each spelled forwards), stopping at the
  /// end of a sentence or clause (`.`, `!`, `?`, `,`, `;`, a line break) or at another
  /// placeholder.
  static func words<S: Sequence<Unicode.Scalar>>(in scalars: S, limit: Int, backwards: Bool = false)
    -> [String]
  {
    var result: [String] = []
    var current: [Unicode.Scalar] = []
    func flush() {
      guard !current.isEmpty else { return }
      let word = String(String.UnicodeScalarView(backwards ? current.reversed() : current))
      result.append(word.lowercased())
      current = []
    }
    for scalar in scalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        current.append(scalar)
        continue
      }
      flush()
      if result.count >= limit || ".!?,;\n%".unicodeScalars.contains(scalar) { break }
    }
    flush()
    return Array(result.prefix(limit))
  }

  /// Whether `words` holds `phrase` as consecutive words.
  static func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard phrase.count <= words.count else { return false }
    return (0...(words.count - phrase.count)).contains { Array(words[$0..<$0 + phrase.count]) == phrase }
  }
}
