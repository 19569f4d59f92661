import BidiInput

/// Findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format GitHub code scanning (`github/codeql-action/upload-sarif`) and other dashboards
/// read.
///
/// One run: the tool with every rule it has (`id`, `shortDescription`, `fullDescription`,
/// `help`, `helpUri` where there is one, `defaultConfiguration.level`), then one result per
/// finding with its `ruleId` and `ruleIndex`, `level` (`error`, `warning`, `note` for info),
/// `message`, a physical location (the file's URI relative to the `%SRCROOT%` base, which
/// `originalUriBaseIds` sets to the root folder; the start line and column, counted in
/// Unicode code points as `columnKind` says), `partialFingerprints` with the stable
/// fingerprint (``FindingFingerprints``) under `bidiFingerprint/v1`, and `fixes` when the
/// finding has an ``ReportedFinding/Edit``. Messages are written as given.
public enum SARIFLog {
  /// The tool that made the findings.
  public struct Tool: Sendable, Hashable {
    /// Its name (`bidi`).
    public var name: String
    /// Its version.
    public var version: String
    /// A page about it, when there is one.
    public var informationURI: String?

    /// A tool.
    public init(name: String, version: String, informationURI: String? = nil) {
      self.name = name
      self.version = version
      self.informationURI = informationURI
    }
  }

  /// The key of the fingerprint in each result's `partialFingerprints`.
  public static let fingerprintKey = "bidiFingerprint/v\(FindingFingerprints.version)"

  /// The log of `findings`, with `rules` described in the tool (every rule a finding names
  /// must be among them), paths made relative to `fingerprints.root`.
  public static func render(
    _ findings: [ReportedFinding], rules: [ReportedRule], tool: Tool, fingerprints: FindingFingerprints
  ) -> String {
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let prints = fingerprints.fingerprints(of: findings)
    var driver: [(String, String)] = [
      ("name", JSONText.string(tool.name)), ("version", JSONText.string(tool.version)),
    ]
    if let uri = tool.informationURI { driver.append(("informationUri", JSONText.string(uri))) }
    driver.append(("rules", "[\n" + rules.map(describe).joined(separator: ",\n") + "\n]"))
    let results = findings.enumerated().map { index, finding in
      result(finding, ruleIndex: ruleIndex[finding.rule], fingerprint: prints[index], paths: fingerprints)
    }
    let run = JSONText.object([
      ("tool", JSONText.object([("driver", JSONText.object(driver))])),
      (
        "originalUriBaseIds",
        JSONText.object([
          ("%SRCROOT%", JSONText.object([("uri", JSONText.string(directoryURI(fingerprints.root)))]))
        ])
      ),
      ("columnKind", JSONText.string("unicodeCodePoints")),
      ("results", "[\n" + results.joined(separator: ",\n") + "\n]"),
    ])
    return JSONText.object([
      (
        "$schema",
        JSONText.string(
          "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
      ),
      ("version", JSONText.string("2.1.0")),
      ("runs", "[\n" + run + "\n]"),
    ])
  }

  private static func text(_ value: String) -> String { JSONText.object([("text", JSONText.string(value))]) }

  private static func describe(_ rule: ReportedRule) -> String {
    var members: [(String, String)] = [
      ("id", JSONText.string(rule.id)),
      ("shortDescription", text(rule.summary)),
      ("fullDescription", text(rule.description)),
      ("help", text(rule.help)),
    ]
    if let uri = rule.helpURI { members.append(("helpUri", JSONText.string(uri))) }
    members.append(
      (
        "defaultConfiguration",
        JSONText.object([("level", JSONText.string(rule.defaultSeverity.diagnosticLevel))])
      ))
    return JSONText.object(members)
  }

  private static func result(
    _ finding: ReportedFinding, ruleIndex: Int?, fingerprint: String, paths: FindingFingerprints
  ) -> String {
    let artifact = artifactLocation(finding.file, paths: paths)
    let region = JSONText.object([("startLine", "\(finding.line)"), ("startColumn", "\(finding.column)")])
    var members: [(String, String)] = [("ruleId", JSONText.string(finding.rule))]
    if let ruleIndex { members.append(("ruleIndex", "\(ruleIndex)")) }
    members += [
      ("level", JSONText.string(finding.severity.diagnosticLevel)),
      ("message", text(finding.message)),
      (
        "locations",
        "["
          + JSONText.object([
            ("physicalLocation", JSONText.object([("artifactLocation", artifact), ("region", region)]))
          ])
          + "]"
      ),
      ("partialFingerprints", JSONText.object([(fingerprintKey, JSONText.string(fingerprint))])),
    ]
    if let edit = finding.edit {
      let deleted = JSONText.object([
        ("startLine", "\(edit.line)"), ("startColumn", "\(edit.column)"), ("endLine", "\(edit.line)"),
        ("endColumn", "\(edit.column + edit.length)"),
      ])
      let replacement = JSONText.object([
        ("deletedRegion", deleted), ("insertedContent", text(edit.replacement)),
      ])
      let change = JSONText.object([
        ("artifactLocation", artifact), ("replacements", "[" + replacement + "]"),
      ])
      let fix = JSONText.object([
        ("description", text(finding.fix ?? "apply the edit")), ("artifactChanges", "[" + change + "]"),
      ])
      members.append(("fixes", "[" + fix + "]"))
    }
    return JSONText.object(members)
  }

  /// The file relative to `%SRCROOT%`, or an absolute `file:` URI for a file outside the root.
  private static func artifactLocation(_ file: String, paths: FindingFingerprints) -> String {
    let relative = paths.relativePath(file)
    if relative.hasPrefix("/") {
      return JSONText.object([("uri", JSONText.string("file://" + percentEncoded(relative)))])
    }
    return JSONText.object([
      ("uri", JSONText.string(percentEncoded(relative))), ("uriBaseId", JSONText.string("%SRCROOT%")),
    ])
  }

  private static func directoryURI(_ path: String) -> String {
    "file://" + percentEncoded(path.hasSuffix("/") ? path : path + "/")
  }

  /// `path` with every byte but RFC 3986's unreserved characters and `/` percent-encoded
  /// (UTF-8), so that `#`, `%`, spaces and non-ASCII names make valid URIs.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
