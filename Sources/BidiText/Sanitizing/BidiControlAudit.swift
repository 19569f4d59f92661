/// Every directional control in a text, with its position and whether it is paired: what
/// compilers flag as Trojan Source (CVE-2021-42574), for review tools and logs.
///
/// Pairing follows the same UAX #9 rules as ``BidiSanitizer``, paragraph by paragraph.
public struct BidiControlAudit: Sendable, Hashable {
  /// One directional control found in the text.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The control.
    public var control: DirectionalControl
    /// Where it is, in Unicode scalars and UTF-16 code units from the start of the text.
    public var position: TextPosition
    /// Whether it is paired.
    public var status: Status

    /// Creates a finding.
    public init(control: DirectionalControl, position: TextPosition, status: Status) {
      self.control = control
      self.position = position
      self.status = status
    }

    /// `"U+202E RLO at scalar 3 (UTF-16 3): unterminated"`.
    public var description: String {
      let hex = String(control.rawValue, radix: 16, uppercase: true)
      return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) \(control.abbreviation) "
        + "at scalar \(position.scalarOffset) (UTF-16 \(position.utf16Offset)): \(status)"
    }
  }

  /// Whether a control is paired.
  public enum Status: Sendable, Hashable, CustomStringConvertible {
    /// An opener closed by a PDF or PDI, or a closer that closes an opener.
    case matched
    /// An opener still open at the end of its paragraph: it affects the text that follows.
    case unterminated
    /// A PDF or PDI that closes nothing (the sanitizer drops it).
    case unmatched
    /// An opener closed implicitly by the PDI of an isolate it is inside: harmless, but a
    /// sign of hand-edited or hostile text.
    case closedByIsolate
    /// LRM, RLM or ALM: a zero-width strong character, nothing to pair.
    case mark

    /// `"matched"`, `"unterminated"`, ….
    public var description: String {
      switch self {
      case .matched: "matched"
      case .unterminated: "unterminated"
      case .unmatched: "unmatched"
      case .closedByIsolate: "closed by isolate"
      case .mark: "mark"
      }
    }
  }

  /// The controls in text order.
  public let findings: [Finding]

  /// Audits `text`.
  public init(_ text: String) {
    guard BidiSanitizer.mayContainControls(text) else {
      findings = []
      return
    }
    var findings: [Finding] = []
    var stack = BidiControlStack()
    var findingIndex: [Int: Int] = [:]  // scalar offset of an opener → index in findings
    var position = TextPosition.zero
    func finishParagraph() {
      for entry in stack.closeAll() { findings[findingIndex[entry.scalarOffset]!].status = .unterminated }
    }
    for scalar in text.unicodeScalars {
      defer { position.advance(over: scalar) }
      guard let control = DirectionalControl(scalar) else {
        if scalar.bidiClass == .paragraphSeparator { finishParagraph() }
        continue
      }
      let status: Status
      switch stack.apply(control, at: position.scalarOffset) {
      case .mark: status = .mark
      case .unmatched: status = .unmatched
      case .opened:
        findingIndex[position.scalarOffset] = findings.count
        status = .unterminated  // until closed
      case .closed(let opener, let inside):
        findings[findingIndex[opener.scalarOffset]!].status = .matched
        for entry in inside { findings[findingIndex[entry.scalarOffset]!].status = .closedByIsolate }
        status = .matched
      }
      findings.append(Finding(control: control, position: position, status: status))
    }
    finishParagraph()
    self.findings = findings
  }

  /// Whether any opener is unterminated or any closer unmatched: the text can reorder what
  /// follows it, or was tampered with.
  public var hasUnbalancedControls: Bool {
    findings.contains { $0.status == .unterminated || $0.status == .unmatched }
  }
}
