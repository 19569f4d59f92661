import BidiLocalization

/// What a `%@`, `%s` or `%S` placeholder holds, as far as its display in a right-to-left
/// sentence goes: ``LintRule/garbledPlaceholder`` interpolates a sample of each kind a
/// placeholder may hold and resolves the sentence with the bidi engine, and
/// ``LintRule/placeholderAtEdge`` asks whether the value can start with a left-to-right letter.
///
/// A placeholder's kinds come from the configuration (``PlaceholderValues``, by key), else
/// from English words next to it in the development text or in its key ("phone number %@",
/// `profile.website`, `%@ days`). A placeholder whose kinds are unknown is not tried for
/// garbling: a file name, a localized word or a user name in the sentence's own script shows
/// intact, and trying a phone number in every `%@` reports sentences that never hold one.
public enum PlaceholderValueKind: String, Sendable, Hashable, CaseIterable {
  /// A phone number, `+1 408-555-1212`: digits and separators, no letter.
  case phone
  /// A web address, `https://example.com/`.
  case url
  /// An e-mail address, `user@example.com`.
  case email
  /// A file path, `/usr/share/doc`.
  case path
  /// A user handle or room address, `@alice@example.social`, `@alice:matrix.org`.
  case handle
  /// A version, `2.1.0 (45)`.
  case version
  /// A number, possibly with separators: digits are weak, they cannot set a paragraph's
  /// direction and show intact.
  case number
  /// A word or a name, which may be left to right: it shows intact, but at the start of a
  /// right-to-left sentence it sets the paragraph's direction.
  case text
  /// Text in the translation's own language (a localized word, a phrase composed from other
  /// translations): it shows intact and, in a right-to-left language, cannot make a
  /// paragraph left to right.
  case localized

  /// The kinds that display garbled in a right-to-left sentence unless isolated: their
  /// values start or end with neutral or weak characters (`+`, `/`, `@`, digits, brackets)
  /// that the bidi algorithm gives to the sentence. What ``LintRule/garbledPlaceholder``
  /// tries when a placeholder's kinds are known to include them.
  public static let garbling: [PlaceholderValueKind] = [.phone, .url, .email, .path, .handle, .version]

  /// The value interpolated to try the kind, `nil` for kinds that cannot garble.
  public var sample: String? {
    switch self {
    case .phone: "+1 408-555-1212"
    case .url: "https://example.com/"
    case .email: "user@example.com"
    case .path: "/usr/share/doc"
    case .handle: "@alice@example.social"
    case .version: "2.1.0 (45)"
    case .number, .text, .localized: nil
    }
  }

  /// Whether a value of the kind can start with a strong left-to-right character (and so
  /// set the direction of a paragraph it starts).
  public var canStartLeftToRight: Bool {
    switch self {
    case .url, .email, .text: true
    case .phone, .path, .handle, .version, .number, .localized: false
    }
  }

  /// The kind in a message: "a phone number".
  var described: String {
    switch self {
    case .phone: "a phone number"
    case .url: "a URL"
    case .email: "an e-mail address"
    case .path: "a file path"
    case .handle: "a handle"
    case .version: "a version"
    case .number: "a number"
    case .text: "a word or name"
    case .localized: "localized text"
    }
  }
}

/// The kinds of values placeholders hold, by key: what `.bidilint.json` says under
/// `"placeholderValues"`, a list of rules applied in order (the last that matches a
/// placeholder wins):
///
/// ```json
/// "placeholderValues": [
///   { "keys": ["*"], "kinds": ["phone", "url"] },
///   { "keys": ["Profile.*"], "arguments": [2], "kinds": ["handle"] },
///   { "keys": ["Timeline.*"], "kinds": [] }
/// ]
/// ```
///
/// `keys` are ``PathGlob`` patterns over entry keys (`*` any characters but `/`); `arguments`
/// (optional) the argument numbers, from 1, the rule is about; `kinds` the
/// ``PlaceholderValueKind`` raw values, `[]` for "try nothing". Placeholders no rule matches
/// get the kinds their context suggests (see ``PlaceholderValueKind``).
public struct PlaceholderValues: Sendable, Hashable {
  /// One rule.
  public struct Rule: Sendable, Hashable {
    /// The keys it applies to.
    public var keys: [PathGlob]
    /// The arguments it applies to (from 1); all when `nil`.
    public var arguments: Set<Int>?
    /// What those placeholders hold.
    public var kinds: [PlaceholderValueKind]

    /// Creates a rule.
    public init(keys: [PathGlob], arguments: Set<Int>? = nil, kinds: [PlaceholderValueKind]) {
      self.keys = keys
      self.arguments = arguments
      self.kinds = kinds
    }
  }

  /// The rules, in order.
  public var rules: [Rule]

  /// Rules in order; none by default (every placeholder's kinds come from its context).
  public init(_ rules: [Rule] = []) { self.rules = rules }

  /// The kinds the rules give the placeholder taking `argument` in the entry `key`, or `nil`
  /// when no rule matches.
  public func kinds(key: String, argument: Int?) -> [PlaceholderValueKind]? {
    var result: [PlaceholderValueKind]?
    for rule in rules where rule.keys.contains(where: { $0.matches(key) }) {
      if let arguments = rule.arguments, !arguments.contains(argument ?? 0) { continue }
      result = rule.kinds
    }
    return result
  }
}
