import BidiInput
import Foundation

/// The findings a project has accepted for now, so that only new ones fail a check:
/// `bidi lint --write-baseline FILE` records them, `bidi lint --baseline FILE` reports only
/// findings whose fingerprint is not in the file and lists the entries that no longer occur.
///
/// The file is JSON, version 1:
///
/// ```json
/// {
///   "version": 1,
///   "fingerprints": "bidiFingerprint/v1",
///   "findings": [
///     {"fingerprint": "9f3c2a71d04be5e8", "rule": "garbled-placeholder",
///      "file": "App/ar.lproj/Localizable.strings", "line": 12, "message": "…"}
///   ]
/// }
/// ```
///
/// Only `fingerprint` is matched (see ``FindingFingerprints``: rule, file relative to the
/// current folder, key and language or the line's text, occurrence); `rule`, `file`, `line` and
/// `message` are there for people reviewing the file, and for the list of entries that no
/// longer occur. Entries are sorted by file, line and rule, one a line, so that a new baseline
/// differs from the old one only where findings changed.
public struct LintBaseline: Sendable, Hashable {
  /// One accepted finding.
  public struct Entry: Sendable, Hashable, Codable {
    /// Its fingerprint.
    public var fingerprint: String
    /// Its rule.
    public var rule: String
    /// Its file, relative to the folder `bidi lint` ran in.
    public var file: String
    /// Its line when it was recorded.
    public var line: Int?
    /// Its message when it was recorded.
    public var message: String?

    /// An entry.
    public init(fingerprint: String, rule: String, file: String, line: Int? = nil, message: String? = nil) {
      self.fingerprint = fingerprint
      self.rule = rule
      self.file = file
      self.line = line
      self.message = message
    }
  }

  /// Why a baseline file cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the line and column.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// The version of the file format this type reads and writes.
  public static let version = 1

  /// The accepted findings.
  public var entries: [Entry]

  /// A baseline of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// A baseline of `findings`, fingerprinted by `fingerprints`.
  public init(findings: [ReportedFinding], fingerprints: FindingFingerprints) {
    let prints = fingerprints.fingerprints(of: findings)
    entries = zip(findings, prints).map { finding, print in
      Entry(
        fingerprint: print, rule: finding.rule, file: fingerprints.relativePath(finding.file),
        line: finding.line, message: finding.message)
    }
    .sorted {
      ($0.file, $0.line ?? 0, $0.rule, $0.fingerprint) < ($1.file, $1.line ?? 0, $1.rule, $1.fingerprint)
    }
  }

  private struct File: Decodable {
    var version: Int
    var fingerprints: String
    var findings: [Entry]
  }

  /// Reads a baseline file; errors name the line and column.
  public init(json data: Data) throws(ParseError) {
    let file: File
    do {
      file = try LocatedJSONDecoder.decode(File.self, from: try JSONScanner.parse(utf8: [UInt8](data)))
    } catch let error as JSONSyntaxError {
      throw ParseError(message: "\(error.position.line):\(error.position.column): \(error.message)")
    } catch let failure as LocatedJSONDecoder.Failure {
      let detail = failure.error.context?.debugDescription ?? "\(failure.error)"
      throw ParseError(message: "\(failure.position.line):\(failure.position.column): \(detail)")
    } catch {
      throw ParseError(message: "\(error)")
    }
    guard file.version == Self.version else {
      throw ParseError(
        message: "version \(file.version) is not supported (this bidi reads version \(Self.version))")
    }
    guard file.fingerprints == SARIFLog.fingerprintKey else {
      throw ParseError(
        message:
          "fingerprints '\(file.fingerprints)' are not the ones this bidi makes (\(SARIFLog.fingerprintKey)): write the baseline again"
      )
    }
    entries = file.findings
  }

  /// The file's text: one entry a line.
  public var json: String {
    let lines = entries.map { entry in
      var members: [(String, String)] = [
        ("fingerprint", JSONText.string(entry.fingerprint)), ("rule", JSONText.string(entry.rule)),
        ("file", JSONText.string(entry.file)),
      ]
      if let line = entry.line { members.append(("line", "\(line)")) }
      if let message = entry.message { members.append(("message", JSONText.string(message))) }
      return "    " + JSONText.object(members)
    }
    return """
      {
        "version": \(Self.version),
        "fingerprints": \(JSONText.string(SARIFLog.fingerprintKey)),
        "findings": [
      \(lines.joined(separator: ",\n"))
        ]
      }

      """
  }

  /// What a run found compared with the baseline.
  public struct Comparison: Sendable, Hashable {
    /// The indices of the findings that are not in the baseline, in order.
    public var new: [Int]
    /// How many findings the baseline accepted.
    public var accepted: Int
    /// The entries that no finding matched: fixed, or changed beyond recognition.
    public var gone: [Entry]
  }

  /// Which of `findings` (with their `fingerprints`, in the same order) are new, and which
  /// entries are gone. An entry accepts one finding: two findings with one fingerprint need two
  /// entries.
  public func compare(fingerprints: [String]) -> Comparison {
    var remaining: [String: Int] = [:]
    for entry in entries { remaining[entry.fingerprint, default: 0] += 1 }
    var new: [Int] = []
    for (index, print) in fingerprints.enumerated() {
      if let count = remaining[print], count > 0 {
        remaining[print] = count - 1
      } else {
        new.append(index)
      }
    }
    var gone: [Entry] = []
    for entry in entries.reversed() {
      if let count = remaining[entry.fingerprint], count > 0 {
        remaining[entry.fingerprint] = count - 1
        gone.append(entry)
      }
    }
    return Comparison(new: new, accepted: fingerprints.count - new.count, gone: gone.reversed())
  }
}
