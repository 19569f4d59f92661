import BidiInput

/// Findings as GitHub Actions workflow commands, one line each, which the runner turns into
/// annotations on the pull request's files:
///
/// ```
/// ::error file=App/ar.lproj/Localizable.strings,line=4,col=11,title=garbled-placeholder::%@ with …%0Afix: wrap …
/// ```
///
/// `error`, `warning` and `notice` (for info) commands; the file relative to the root folder
/// (the repository's checkout); the rule as the title; the message, then `fix:` and the rule's
/// fix on a second line. As GitHub's toolkit escapes them, `%`, carriage returns and line
/// feeds in the message become `%25`, `%0D`, `%0A`, and in the properties `:` and `,` also
/// become `%3A` and `%2C`. Messages are written as given.
public enum GitHubAnnotations {
  /// One command line per finding, each ending with a line feed.
  public static func render(_ findings: [ReportedFinding], paths: FindingFingerprints) -> String {
    findings.map { finding in
      let command: String
      switch finding.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .info: command = "notice"
      }
      let properties = [
        "file=" + escapeProperty(paths.relativePath(finding.file)), "line=\(finding.line)",
        "col=\(finding.column)", "title=" + escapeProperty(finding.rule),
      ]
      let message = finding.message + (finding.fix.map { "\nfix: " + $0 } ?? "")
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }.joined()
  }

  /// A command's message: `%`, CR and LF percent-encoded.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A command's property value: as ``escapeData(_:)``, and `:` and `,` percent-encoded.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

/// Findings as compilers print diagnostics, which Xcode shows inline and `swift build` prints:
///
/// ```
/// /path/App/ar.lproj/Localizable.strings:4:11: error: %@ with … [garbled-placeholder]
///   fix: wrap the placeholder in FSI…PDI …
/// ```
///
/// `error`, `warning` and `note` (for info); the path as the finding names it (the build-tool
/// plugin names files by absolute path, so that Xcode can open them); the fix on an indented
/// line, which Xcode ignores. Messages are written as given.
public enum CompilerDiagnostics {
  /// Two lines per finding (one when it has no fix), each ending with a line feed.
  public static func render(_ findings: [ReportedFinding]) -> String {
    findings.map { finding in
      let kind = finding.severity.diagnosticLevel
      let line =
        "\(finding.file):\(finding.line):\(finding.column): \(kind): \(finding.message) [\(finding.rule)]\n"
      return line + (finding.fix.map { "  fix: \($0)\n" } ?? "")
    }.joined()
  }
}

/// How the build-tool plugin (`BidiLintPlugin`) lints a target, from the `buildTool` member
/// of a lint configuration (`.bidilint.json`):
///
/// ```json
/// "buildTool": {"failOnErrors": true, "sources": true}
/// ```
///
/// By default a build lints the target's catalogs only and reports every finding as a
/// warning, so that a build never fails on a lint finding unless the project says so.
public struct BuildToolSettings: Sendable, Hashable {
  /// Whether error findings are reported as errors and fail the build (`failOnErrors`).
  public var failsOnErrors = false
  /// Whether the target's source files are checked for Trojan Source too (`sources`).
  public var lintsSources = false
  /// Whether the target's Swift, Objective-C and Interface Builder files are checked with
  /// the right-to-left layout rules too (`rtl`), as `bidi lint --rtl` does.
  public var checksRightToLeft = false

  /// The defaults: catalogs only, errors reported as warnings.
  public init() {}

  /// Reads the `buildTool` member of a configuration.
  init(_ value: LocatedJSON) throws(LintConfiguration.ParseError) {
    func fail(_ value: LocatedJSON, _ message: String) -> LintConfiguration.ParseError {
      LintConfiguration.ParseError(message: "\(value.position.line):\(value.position.column): \(message)")
    }
    guard value.isObject else { throw fail(value, "buildTool must be an object") }
    for member in value.members {
      guard case .bool(let flag) = member.value.kind else {
        throw fail(member.value, "buildTool.\(member.key) must be true or false")
      }
      switch member.key {
      case "failOnErrors": failsOnErrors = flag
      case "sources": lintsSources = flag
      case "rtl": checksRightToLeft = flag
      default:
        throw fail(member.value, "buildTool: unknown setting '\(member.key)' (failOnErrors, sources, rtl)")
      }
    }
  }
}

extension LintSeverity {
  /// What compilers and SARIF call the severity: `error`, `warning`, `note` (for info).
  public var diagnosticLevel: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
