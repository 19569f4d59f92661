import BidiLocalization
import Foundation

/// Stable identities of findings, for baselines (``LintBaseline``) and SARIF's
/// `partialFingerprints`: the same finding keeps its fingerprint when lines are inserted or
/// removed above it, when its column or message changes, or when the file is re-indented.
///
/// A fingerprint is made of the rule, the file's path relative to a root folder, the
/// finding's ``ReportedFinding/Anchor`` — a catalog entry's key and language, or the text of
/// its line with white space trimmed and runs of white space made one space — and an
/// occurrence index: 0 for the first finding of the same rule, file and anchor in report
/// order, 1 for the next… (two controls on one line, two problems in one entry). These are
/// hashed with 64-bit FNV-1a and written as 16 hexadecimal digits. When a line cannot be read
/// (the file is gone), the message stands for it.
public struct FindingFingerprints: Sendable {
  /// The version of the recipe; a baseline records it, and a new recipe gets a new number.
  public static let version = 1

  /// The folder that paths are made relative to (the current directory of `bidi lint`).
  public var root: String

  /// Fingerprints with paths relative to `root`.
  public init(root: String) {
    self.root = root
  }

  /// The path of `file` as fingerprints and reports use it: relative to ``root`` when it is
  /// inside it, without a leading `./`.
  public func relativePath(_ file: String) -> String {
    LintConfiguration.relativePath(file, root: root)
  }

  /// The fingerprint of each finding, in order. Lines are read from the files once each
  /// (relative paths from ``root``).
  public func fingerprints(of findings: [ReportedFinding]) -> [String] {
    var lines: [String: (text: [Unicode.Scalar], lines: SourceLines)?] = [:]
    var occurrences: [String: Int] = [:]
    return findings.map { finding in
      let anchor: String
      switch finding.anchor {
      case .entry(let key, let language):
        anchor = "entry\u{1E}\(key)\u{1E}\(language ?? "")"
      case .line:
        if lines[finding.file] == nil {
          lines[finding.file] = Self.read(
            finding.file.hasPrefix("/") ? finding.file : root + "/" + finding.file)
        }
        if let file = lines[finding.file]!, finding.line >= 1, finding.line <= file.lines.starts.count {
          anchor = "line\u{1E}" + Self.normalized(file.lines.text(ofLine: finding.line, in: file.text))
        } else {
          anchor = "message\u{1E}" + finding.message
        }
      }
      let identity = [finding.rule, relativePath(finding.file), anchor].joined(separator: "\u{1F}")
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      return Self.hash("v\(Self.version)\u{1F}\(identity)\u{1F}\(occurrence)")
    }
  }

  /// `text` trimmed, each run of white space one space.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The scalars of a file (UTF-8, or UTF-16 with a BOM, as catalogs are read) and its lines.
  private static func read(_ path: String) -> (text: [Unicode.Scalar], lines: SourceLines)? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var ignored: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: path, diagnostics: &ignored)
    return (scalars, SourceLines(scalars))
  }

  /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hexadecimal digits.
  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
