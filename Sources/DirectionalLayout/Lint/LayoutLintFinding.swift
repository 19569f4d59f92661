/// One problem ``LayoutLint`` found.
public struct LayoutLintFinding: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The rules of ``LayoutLint``.
  public enum Rule: String, Sendable, Hashable, CaseIterable, Codable {
    /// A physical `left`/`right` margin, padding or inset, or a `left`/`right` text alignment,
    /// on a node whose side it applies to changes between the LTR and RTL layouts: it will not
    /// mirror. Use `leading`/`trailing` (like Android Lint's RtlHardcoded).
    case physicalEdge
    /// An image on a node whose id names a direction (back, forward, next, previous, chevron,
    /// arrow, reply, undo, redo, disclosure) that does not set `flipsForRightToLeft`, in a node
    /// that is right-to-left in the RTL layout.
    case imageNotFlipping
  }

  /// Which rule.
  public var rule: Rule
  /// The JSON path of the offending value.
  public var path: String
  /// The id of the node.
  public var id: String
  /// What is wrong and what to do.
  public var message: String

  /// A finding.
  public init(rule: Rule, path: String, id: String, message: String) {
    self.rule = rule
    self.path = path
    self.id = id
    self.message = message
  }

  /// `path: [rule] message`.
  public var description: String {
    "\(path): [\(rule.rawValue)] \(RenderedLabel.notation(id)): \(message)"
  }
}
