import BidiEngine

/// One named case of a golden file: its kind, the fields that describe its input, and the
/// expected fields that verification compares and recording rewrites.
///
/// In a file:
///
/// ```
/// === phone number in an FSI
/// base: ltr
/// input: ⟨FSI⟩+1⟨PDI⟩ ⟨FSI⟩אב⟨PDI⟩
/// ---
/// paragraph: ltr
/// levels: 0 2 2 0 0 0 1 1 0
/// ```
public struct GoldenCase: Sendable, Hashable {
  /// The case's name, unique in its file.
  public var name: String
  /// The name of the case's kind (see ``GoldenCaseKind``): its `kind:` field, the file's
  /// default `kind:`, or `text`.
  public var kind: String
  /// The fields before `---`, in order, without `kind:`.
  public var fields: [GoldenField]
  /// Fields given once at the top of the file, used when the case does not give them.
  public var defaults: [GoldenField]
  /// The fields after `---`, or `nil` when the file has no `---` for this case (nothing
  /// recorded yet).
  public var expected: [GoldenField]?
  /// The 1-based line of `=== name`, or 0 for a case made in code.
  public var line: Int
  /// The case's lines from `=== name` up to `---` as written, comments included, so that
  /// recording keeps them.
  var writtenInput: [String]

  /// A case made in code (for ``GoldenVerifier/check(_:fileAt:comment:record:)``).
  public init(_ name: String, kind: String = "text", fields: [GoldenField]) {
    precondition(!name.isEmpty && !name.contains("\n"), "a case name is one non-empty line")
    self.name = name
    self.kind = kind
    self.fields = fields
    self.defaults = []
    self.expected = nil
    self.line = 0
    self.writtenInput =
      ["=== " + name] + (kind == "text" ? [] : ["kind: " + kind]) + fields.flatMap(\.writtenLines)
  }

  init(
    name: String, kind: String, fields: [GoldenField], defaults: [GoldenField], expected: [GoldenField]?,
    line: Int, writtenInput: [String]
  ) {
    self.name = name
    self.kind = kind
    self.fields = fields
    self.defaults = defaults
    self.expected = expected
    self.line = line
    self.writtenInput = writtenInput
  }

  /// The case's field with this key, else the file's default for it, else `nil`.
  public func field(_ key: String) -> GoldenField? {
    fields.first { $0.key == key } ?? defaults.first { $0.key == key }
  }

  /// Whether `other` has the same kind and input fields, as written (comments aside).
  func hasSameInput(as other: GoldenCase) -> Bool {
    kind == other.kind && fields.flatMap(\.writtenLines) == other.fields.flatMap(\.writtenLines)
  }

  /// Whether `other` holds the same input and the same expected section (comments aside).
  func hasSameContent(as other: GoldenCase) -> Bool {
    hasSameInput(as: other) && expected?.flatMap(\.writtenLines) == other.expected?.flatMap(\.writtenLines)
  }

  /// The case as a golden file writes it: its input as written, then `---` and the expected
  /// fields when it has them.
  var writtenLines: [String] {
    writtenInput + (expected.map { ["---"] + $0.flatMap(\.writtenLines) } ?? [])
  }
}
