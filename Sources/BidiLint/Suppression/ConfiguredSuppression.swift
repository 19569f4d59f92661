import BidiInput

/// A suppression in a lint configuration (`.bidilint.json`):
///
/// ```json
/// "suppressions": [
///   {"rules": ["garbled-placeholder"], "paths": ["Legacy/**"], "keys": ["promo.*"],
///    "reason": "the promo strings are formatted by the server"}
/// ]
/// ```
///
/// `rules` (required) names rules of any check (catalog, Trojan Source); `paths` are globs
/// relative to the configuration's folder (``PathGlob``; every file when absent); `keys` are
/// globs of the same syntax matched against catalog keys (when present, only findings about
/// an entry whose key matches are suppressed); `reason` is for people. Unlike a comment, a
/// configuration's suppression also covers Trojan Source controls that reorder code (a corpus
/// of attacks kept as test data, say): it is reviewed where it is written, not beside the
/// invisible text.
public struct ConfiguredSuppression: Sendable, Hashable {
  /// The rules it names.
  public var rules: [String]
  /// The files it covers (all when empty).
  public var paths: [PathGlob]
  /// The keys it covers (any finding when empty).
  public var keys: [PathGlob]
  /// Why, for people.
  public var reason: String?
  /// Where it is written in the configuration: 1-based line and column.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// A configured suppression.
  public init(
    rules: [String], paths: [PathGlob] = [], keys: [PathGlob] = [], reason: String? = nil, line: Int = 1,
    column: Int = 1
  ) {
    self.rules = rules
    self.paths = paths
    self.keys = keys
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// The suppression it makes for a configuration read from `configurationFile`, whose globs
  /// are relative to `root`.
  public func suppression(configurationFile: String, root: String) -> Suppression {
    Suppression(
      rules: rules, scope: .configured(paths: paths, keys: keys, root: root), file: configurationFile,
      line: line, column: column)
  }

  /// Reads the `suppressions` member of a configuration.
  static func parse(_ value: LocatedJSON) throws(LintConfiguration.ParseError) -> [ConfiguredSuppression] {
    func fail(_ value: LocatedJSON, _ message: String) -> LintConfiguration.ParseError {
      LintConfiguration.ParseError(message: "\(value.position.line):\(value.position.column): \(message)")
    }
    guard case .array(let items) = value.kind else {
      throw fail(value, "suppressions must be an array of objects")
    }
    let known = Set(ReportedRule.all.map(\.id)).subtracting([ReportedRule.unusedSuppression.id])
    var result: [ConfiguredSuppression] = []
    for (index, item) in items.enumerated() {
      let place = "suppressions[\(index)]"
      guard item.isObject else { throw fail(item, "\(place) must be an object") }
      func strings(_ name: String, required: Bool) throws(LintConfiguration.ParseError) -> [String] {
        guard let member = item[name] else {
          if required { throw fail(item, "\(place).\(name) is required") }
          return []
        }
        let texts = member.items.compactMap(\.stringValue)
        guard case .array = member.kind, texts.count == member.items.count, !texts.isEmpty else {
          throw fail(member, "\(place).\(name) must be a non-empty array of strings")
        }
        return texts
      }
      for member in item.members where !["rules", "paths", "keys", "reason"].contains(member.key) {
        throw fail(member.value, "\(place): unknown setting '\(member.key)'")
      }
      let rules = try strings("rules", required: true)
      for rule in rules where !known.contains(rule) {
        throw fail(
          item["rules"]!,
          "\(place).rules: unknown rule '\(rule)' (rules: \(known.sorted().joined(separator: ", ")))")
      }
      let reason = item["reason"]
      if let reason, reason.stringValue == nil { throw fail(reason, "\(place).reason must be a string") }
      result.append(
        ConfiguredSuppression(
          rules: rules, paths: try strings("paths", required: false).map(PathGlob.init),
          keys: try strings("keys", required: false).map(PathGlob.init), reason: reason?.stringValue,
          line: item.position.line, column: item.position.column))
    }
    return result
  }
}
