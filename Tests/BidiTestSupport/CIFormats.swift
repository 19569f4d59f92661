import Foundation

/// The CI formats of `bidi lint` read back as their consumers read them, so that tests can
/// compare every format's findings with `--format json`'s.
public enum CIFormats {
  /// One finding as a format gives it: what every format must agree on.
  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, absolute.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The rule.
    public var rule: String
    /// `error`, `warning` or `info`.
    public var severity: String

    /// A finding.
    public init(file: String, line: Int, column: Int, rule: String, severity: String) {
      self.file = file
      self.line = line
      self.column = column
      self.rule = rule
      self.severity = severity
    }

    /// `file:line:column severity rule`.
    public var description: String { "\(file):\(line):\(column) \(severity) \(rule)" }
  }

  /// A GitHub Actions workflow command: `::name key=value,…::message`.
  public struct WorkflowCommand: Hashable, Sendable {
    /// `error`, `warning`, `notice`…
    public var name: String
    /// The properties, unescaped.
    public var properties: [String: String]
    /// The message, unescaped.
    public var message: String
  }

  /// The workflow commands of `text`, unescaped as the Actions runner does (`%0D`, `%0A`, and in
  /// properties `%3A`, `%2C`, then `%25` last); `nil` for a line that is not one.
  public static func workflowCommands(_ text: String) -> [WorkflowCommand?] {
    func unescape(_ value: Substring, property: Bool) -> String {
      var result = value.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(
        of: "%0A", with: "\n")
      if property {
        result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
      }
      return result.replacingOccurrences(of: "%25", with: "%")
    }
    return text.split(separator: "\n").map { line -> WorkflowCommand? in
      guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
      let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
      let name = head.prefix { $0 != " " }
      var properties: [String: String] = [:]
      for pair in head.dropFirst(name.count + 1).split(separator: ",") {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        properties[String(pair[..<equals])] = unescape(pair[pair.index(after: equals)...], property: true)
      }
      return WorkflowCommand(
        name: String(name), properties: properties,
        message: unescape(line[end.upperBound...], property: false))
    }
  }

  /// The findings of `bidi lint --format github` output; paths relative to `root`.
  public static func github(_ text: String, root: String) -> [Finding?] {
    workflowCommands(text).map { command in
      guard let command, let file = command.properties["file"],
        let line = command.properties["line"].flatMap(Int.init),
        let column = command.properties["col"].flatMap(Int.init), let rule = command.properties["title"]
      else { return nil }
      let severity = ["error": "error", "warning": "warning", "notice": "info"][command.name] ?? command.name
      return Finding(
        file: file.hasPrefix("/") ? file : root + "/" + file, line: line, column: column, rule: rule,
        severity: severity)
    }
  }

  /// The findings of `bidi lint --format diagnostics` output (`file:line:column: kind: message
  /// [rule]`; indented lines are fixes).
  public static func diagnostics(_ text: String) -> [Finding?] {
    let pattern = /^(.+):(\d+):(\d+): (error|warning|note): .* \[([a-z0-9-]+)\]$/
    return text.split(separator: "\n").filter { !$0.hasPrefix("  ") }.map { line in
      guard let match = try? pattern.wholeMatch(in: String(line)) else { return nil }
      return Finding(
        file: String(match.1), line: Int(match.2)!, column: Int(match.3)!, rule: String(match.5),
        severity: match.4 == "note" ? "info" : String(match.4))
    }
  }

  /// The findings of a SARIF log: each result's rule, level and first physical location,
  /// its URI resolved against `originalUriBaseIds`.
  public static func sarif(_ data: Data) throws -> [Finding?] {
    let log = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first ?? [:]
    let bases = (run["originalUriBaseIds"] as? [String: [String: String]]) ?? [:]
    return ((run["results"] as? [[String: Any]]) ?? []).map { result in
      guard let rule = result["ruleId"] as? String, let level = result["level"] as? String,
        let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"])
          as? [String: Any],
        let artifact = physical["artifactLocation"] as? [String: String], let uri = artifact["uri"],
        let region = physical["region"] as? [String: Int], let line = region["startLine"],
        let column = region["startColumn"]
      else { return nil }
      let base = artifact["uriBaseId"].flatMap { bases[$0]?["uri"] } ?? ""
      guard let url = URL(string: base + uri), url.isFileURL else { return nil }
      return Finding(
        file: url.path, line: line, column: column, rule: rule, severity: level == "note" ? "info" : level)
    }
  }

  /// The findings of `bidi lint --format json` output.
  public static func json(_ data: Data) throws -> [Finding?] {
    let findings = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return findings.map { finding in
      guard let file = finding["file"] as? String, let line = finding["line"] as? Int,
        let column = finding["column"] as? Int, let rule = finding["rule"] as? String,
        let severity = finding["severity"] as? String
      else { return nil }
      return Finding(file: file, line: line, column: column, rule: rule, severity: severity)
    }
  }

  /// Validates SARIF logs against the OASIS SARIF 2.1.0 schema in Tests/Fixtures/SARIF
  /// (``validateJSON(schema:_:lines:)``); its exit status and output.
  public static func validateSARIF(_ files: [String]) throws -> (status: Int32, output: String) {
    try validateJSON(schema: Repository.path("Tests/Fixtures/SARIF/sarif-schema-2.1.0.json"), files)
  }
}
