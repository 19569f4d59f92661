import BidiLocalization

/// One suppression: rules that are not reported for some findings, written in a source
/// comment, a catalog entry's comment, or a lint configuration.
///
/// | where | covers |
/// | --- | --- |
/// | `// bidi-lint: allow RULE` in source | its line, and the next when it stands alone on its line |
/// | `// bidi-lint: allow-file RULE` in source | its file |
/// | `/* bidi-lint: allow RULE */` before a catalog entry | that entry's findings (its key, in that file) |
/// | `.bidilint.json` `suppressions` | files matching path globs, entries matching key globs |
///
/// Comments cannot suppress a finding that is not ``ReportedFinding/isSuppressibleInSource``
/// (a Trojan Source control that reorders the code around its comment or literal); a
/// configuration can. Every rule a suppression names that suppresses nothing is reported as
/// an ``ReportedRule/unusedSuppression`` finding (see ``SuppressionFilter``).
public struct Suppression: Sendable, Hashable {
  /// Which findings a suppression covers.
  public enum Scope: Sendable, Hashable {
    /// Findings on these lines of the suppression's file.
    case lines(ClosedRange<Int>)
    /// Every finding of the suppression's file.
    case file
    /// Findings about the entry with this key in the suppression's file.
    case entry(key: String)
    /// A configuration's suppression: findings in files whose path relative to `root`
    /// matches one of `paths` (any file when there are none) and, when `keys` are given, whose
    /// key matches one of them.
    case configured(paths: [PathGlob], keys: [PathGlob], root: String)
  }

  /// The rules it names.
  public var rules: [String]
  /// Which findings it covers.
  public var scope: Scope
  /// The file it is written in (a source file, a catalog, the configuration).
  public var file: String
  /// The 1-based line where it is written.
  public var line: Int
  /// The 1-based column where it is written.
  public var column: Int

  /// A suppression.
  public init(rules: [String], scope: Scope, file: String, line: Int, column: Int) {
    self.rules = rules
    self.scope = scope
    self.file = file
    self.line = line
    self.column = column
  }

  /// Whether it suppresses `finding` under `rule` (one of ``rules``).
  public func covers(_ finding: ReportedFinding) -> Bool {
    switch scope {
    case .lines(let lines):
      finding.file == file && lines.contains(finding.line) && finding.isSuppressibleInSource
    case .file:
      finding.file == file && finding.isSuppressibleInSource
    case .entry(let key):
      finding.file == file && finding.key == key
    case .configured(let paths, let keys, let root):
      (paths.isEmpty
        || paths.contains { $0.matches(LintConfiguration.relativePath(finding.file, root: root)) })
        && (keys.isEmpty || finding.key.map { key in keys.contains { $0.matches(key) } } ?? false)
    }
  }

  /// The suppressions written in the comments of a catalog's entries (the comment before the
  /// entry in a `.strings` file, a gettext entry's comments, a String Catalog's `comment`).
  public static func inEntries(of file: CatalogFile) -> [Suppression] {
    var result: [Suppression] = []
    var seen: Set<String> = []
    for table in file.tables {
      for entry in table.entries {
        // A String Catalog has one entry per language for the same key and comment.
        guard let comment = entry.comment, seen.insert(entry.key).inserted else { continue }
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
          guard let directive = SuppressionDirective.parse(comment: String(line)) else { continue }
          result.append(
            Suppression(
              rules: directive.rules, scope: directive.scope == .file ? .file : .entry(key: entry.key),
              file: entry.location.file, line: entry.location.line, column: entry.location.column))
        }
      }
    }
    return result
  }
}

extension LintConfiguration {
  /// The path of `file` relative to `root` (a configuration's folder), as globs match it.
  public static func relativePath(_ file: String, root: String) -> String {
    var path = file
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
    if path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }
}

/// Applies suppressions to findings, and reports the suppressions that suppress nothing.
///
/// ```swift
/// let outcome = SuppressionFilter.apply(suppressions, to: findings.map(\.reported))
/// let kept = outcome.kept.map { findings[$0] }
/// let report = kept.map(\.reported) + outcome.unused   // unused suppressions are info findings
/// ```
public enum SuppressionFilter {
  /// What applying suppressions gave.
  public struct Outcome: Sendable, Hashable {
    /// The indices of the findings no suppression covers, in order.
    public var kept: [Int]
    /// How many findings were suppressed.
    public var suppressedCount: Int
    /// One ``ReportedRule/unusedSuppression`` finding (info) for each rule of a suppression
    /// that covers no finding, at the suppression, in the order of `suppressions`.
    public var unused: [ReportedFinding]
  }

  /// `findings` without those a suppression covers. A rule of a suppression that is not in
  /// `knownRules` is reported as naming no rule; one in `notChecked` (rules this run did not
  /// check, such as the right-to-left rules without `--rtl`) is never reported as unused.
  public static func apply(
    _ suppressions: [Suppression], to findings: [ReportedFinding],
    knownRules: Set<String> = Set(ReportedRule.all.map(\.id)), notChecked: Set<String> = []
  ) -> Outcome {
    var used = Set<[Int]>()  // [suppression index, rule index]
    var kept: [Int] = []
    for (index, finding) in findings.enumerated() {
      var suppressed = false
      for (number, suppression) in suppressions.enumerated() {
        guard let rule = suppression.rules.firstIndex(of: finding.rule), suppression.covers(finding) else {
          continue
        }
        used.insert([number, rule])
        suppressed = true
      }
      if !suppressed { kept.append(index) }
    }
    var unused: [ReportedFinding] = []
    let rule = ReportedRule.unusedSuppression
    for (number, suppression) in suppressions.enumerated() {
      var problems: [String] = []
      if suppression.rules.isEmpty {
        problems.append("names no rule (write 'bidi-lint: allow RULE[, RULE…]' or 'allow-file')")
      }
      for (index, name) in suppression.rules.enumerated()
      where !used.contains([number, index]) && !notChecked.contains(name) {
        problems.append(
          knownRules.contains(name)
            ? "suppresses no \(name) finding" : "names '\(name)', which is no rule, and suppresses nothing")
      }
      for problem in problems {
        unused.append(
          ReportedFinding(
            rule: rule.id, severity: rule.defaultSeverity, file: suppression.file, line: suppression.line,
            column: suppression.column, message: "this suppression " + problem, fix: rule.help))
      }
    }
    return Outcome(kept: kept, suppressedCount: findings.count - kept.count, unused: unused)
  }
}
