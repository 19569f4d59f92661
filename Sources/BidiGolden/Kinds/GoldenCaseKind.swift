import BidiEngine

/// A kind of golden case: how a case's input fields become its expected fields.
///
/// This is the extension point of the golden-file format. The format itself (cases, fields,
/// blocks, `---`) knows nothing about text or layouts; a kind gives meaning to the fields of
/// the cases that name it with `kind:`. ``TextGoldenKind`` (`kind: text`, the default) and
/// ``LayoutGoldenKind`` (`kind: layout`) are BidiKit's, both in ``GoldenKinds/standard``. To
/// add one, implement this protocol and register it with ``GoldenKinds/adding(_:)`` (under a
/// name of its own: adding a second kind called `text` or `layout` is a programming error):
///
/// ```swift
/// struct PriceKind: GoldenCaseKind {
///   let name = "price"
///   let inputKeys: Set<String> = ["amount", "locale"]
///   func expectations(for golden: GoldenCase, in context: GoldenContext) throws(GoldenFormatError) -> [GoldenField] {
///     guard let amount = golden.field("amount") else { throw context.error("no 'amount'", in: golden) }
///     // format the amount for the locale; return the result as fields
///     return [GoldenField.notation("formatted", amount.value)]
///   }
/// }
/// let verifier = GoldenVerifier(kinds: .standard.adding(PriceKind()))
/// ```
public protocol GoldenCaseKind: Sendable {
  /// The name written after `kind:`.
  var name: String { get }
  /// The keys a case of this kind may use before `---` (and as file defaults). Other keys
  /// are reported as errors at their line before ``expectations(for:in:)`` is called.
  var inputKeys: Set<String> { get }
  /// Computes the expected section of a case from its input fields: what recording writes.
  /// Throws a ``GoldenFormatError`` (use ``GoldenContext/error(_:at:offset:reason:)``) for bad input.
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
