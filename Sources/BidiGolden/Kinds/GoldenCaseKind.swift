import BidiEngine
/// A kind of golden case: how a case's input fields become its expected fields.
///
/// This is the extension point of the golden-file format. The format itself (cases, fields,
/// blocks, `---`) knows nothing about text or layouts; a kind gives meaning to the fields of
/// the cases that name it with `kind:`. ``TextGoldenKind`` (`kind: text`, the default) is
/// BidiKit's visual-order kind. To add one, implement this protocol and register it with
/// ``GoldenKinds/adding(_:)``:
///
/// ```swift
/// struct LayoutGoldenKind: GoldenCaseKind {
///   let name = "layout"
///   let inputKeys: Set<String> = ["tree", "tree-file", "width"]
///   func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError) -> [GoldenField] {
///     // read the tree (context.contents(of:) for a referenced file), lay it out LTR and
///     // RTL, return frames as one-line fields and the ASCII pictures as a block field.
///   }
/// }
/// let verifier = GoldenVerifier(kinds: .standard.adding(LayoutGoldenKind()))
/// ```
public protocol GoldenCaseKind: Sendable {
  /// The name written after `kind:`.
  var name: String { get }
  /// The keys a case of this kind may use before `---` (and as file defaults). Other keys
  /// are reported as errors at their line before ``expectations(for:in:)`` is called.
  var inputKeys: Set<String> { get }
  /// Computes the expected section of a case from its input fields: what recording writes.
  /// Throws a ``GoldenFormatError`` (use ``GoldenContext/error(_:at:offset:)``) for bad input.
  func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError)
    -> [GoldenField]
  /// Whether the stored expected fields match the computed ones. The default compares the
  /// written lines exactly; override for tolerant comparisons.
  func matches(expected: [GoldenField], actual: [GoldenField]) -> Bool
}

extension GoldenCaseKind {
  /// Compares the written lines of both exactly.
  public func matches(expected: [GoldenField], actual: [GoldenField]) -> Bool {
    expected.flatMap(\.writtenLines) == actual.flatMap(\.writtenLines)
  }
}
