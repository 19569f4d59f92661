import BidiEngine
import DirectionalLayout

// One call per golden check, from Swift Testing or XCTest (whichever runs the test). The
// golden is `__Goldens__/<test file>/<test function>.golden` beside the test file; each check
// is one case of it, named `named:` or numbered in call order. The first run records the
// case and fails once, for review; then the case is verified.

/// Checks the visual order of `text` against its golden case: the resolved paragraph
/// direction, the embedding levels, the visual order and the displayed line.
///
/// ```swift
/// @Test func phoneNumber() {
///   assertVisualOrder(of: "התקשרו ל-\u{2066}+1 408-555-1212\u{2069}", base: .rightToLeft)
/// }
/// ```
///
/// - Parameters:
///   - text: the logical text (written to the golden in notation: `⟨LRI⟩`…).
///   - base: the paragraph direction given to the engine.
///   - width: wrap at spaces to at most this many terminal columns, or `nil`.
///   - name: the case's name; `nil` numbers the test's unnamed checks 1, 2, …
///     (required in parameterized tests).
///   - mode: this check's record mode; `nil` for the scope's, `BIDIKIT_RECORD`'s or
///     ``GoldenRecordMode/missing``. Never records under `CI`.
///   - fileID: the caller's file ID, where a failure is reported.
///   - filePath: the caller's file path: the golden is in `__Goldens__` beside it.
///   - function: the test function, which names the golden file.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column, where a failure is reported.
/// - Returns: the report (also recorded as a test failure when it fails).
@discardableResult
public func assertVisualOrder(
  of text: String, base: BaseDirection = .auto, width: Int? = nil, named name: String? = nil,
  record mode: GoldenRecordMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) -> GoldenReport {
  let report = GoldenVerifier().check(
    named: name, at: GoldenTestRun.site(filePath: filePath, function: function), record: mode
  ) { name in GoldenCase.visualOrder(name, of: text, base: base, width: width) }
  return GoldenTestRun.fail(unless: report, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a layout tree against its golden case: the tree as indented JSON, the frames of
/// every node in each direction as a table, and the ASCII pictures side by side.
///
/// ```swift
/// @Test func settingsRow() throws {
///   let row = LayoutNode(id: "row", width: 320, height: 44, axis: .horizontal, children: [
///     LayoutNode(id: "icon", width: 24, height: 24),
///     LayoutNode(id: "title", grow: 1),
///   ])
///   assertLayout(of: row, directions: [.leftToRight, .rightToLeft])
/// }
/// ```
///
/// - Parameters:
///   - tree: the layout tree.
///   - directions: the directions to lay it out in (default both).
///   - columns: the width of each ASCII picture, 8…1000.
///   - cells: cells for the text leaves that have none: their text is measured, wrapped and
///     drawn in the pictures in visual order, at one column and one row per cell (then
///     `columns` is ignored); the golden lists every line (`lines`).
///   - name: the case's name; `nil` numbers the test's unnamed checks 1, 2, …
///     (required in parameterized tests).
///   - mode: this check's record mode; `nil` for the scope's, `BIDIKIT_RECORD`'s or
///     ``GoldenRecordMode/missing``. Never records under `CI`.
///   - fileID: the caller's file ID, where a failure is reported.
///   - filePath: the caller's file path: the golden is in `__Goldens__` beside it.
///   - function: the test function, which names the golden file.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column, where a failure is reported.
@discardableResult
public func assertLayout(
  of tree: LayoutNode, directions: [TextDirection] = [.leftToRight, .rightToLeft],
  columns: Int = LayoutGoldenKind.defaultColumns, cells: TextCells? = nil, named name: String? = nil,
  record mode: GoldenRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column
) -> GoldenReport {
  let report = GoldenVerifier().check(
    named: name, at: GoldenTestRun.site(filePath: filePath, function: function), record: mode
  ) { name in try GoldenCase.layout(name, of: tree, directions: directions, columns: columns, cells: cells) }
  return GoldenTestRun.fail(unless: report, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks what `formatter` makes of an interpolated message against its golden case: the
/// message with the controls the formatter put in (written in notation, `⟨FSI⟩…⟨PDI⟩`), and
/// its visual order in a paragraph of the formatter's context direction.
///
/// ```swift
/// @Test func greeting() {
///   let name = "دانا"
///   assertFormatted("Hello, \(name)!", by: BidiFormatter(context: .leftToRight))
/// }
/// ```
///
/// - Parameters:
///   - message: the message, its interpolated values wrapped by the formatter.
///   - formatter: the formatter (its context is the paragraph direction; unknown: `auto`).
///   - name: the case's name; `nil` numbers the test's unnamed checks 1, 2, …
///     (required in parameterized tests).
///   - mode: this check's record mode; `nil` for the scope's, `BIDIKIT_RECORD`'s or
///     ``GoldenRecordMode/missing``. Never records under `CI`.
///   - fileID: the caller's file ID, where a failure is reported.
///   - filePath: the caller's file path: the golden is in `__Goldens__` beside it.
///   - function: the test function, which names the golden file.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column, where a failure is reported.
@discardableResult
public func assertFormatted(
  _ message: BidiFormattedString, by formatter: BidiFormatter, named name: String? = nil,
  record mode: GoldenRecordMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) -> GoldenReport {
  let base: BaseDirection =
    switch formatter.context {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    case nil: .auto
    }
  let formatted = formatter.format(message)
  let report = GoldenVerifier().check(
    named: name, at: GoldenTestRun.site(filePath: filePath, function: function), record: mode
  ) { name in GoldenCase.visualOrder(name, of: formatted, base: base) }
  return GoldenTestRun.fail(unless: report, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a case of any kind (built by `makeCase` from the case name) against the test's
/// golden file, with `verifier`'s kinds: the extension point for kinds of your own.
///
/// ```swift
/// assertGolden(verifier: GoldenVerifier(kinds: .standard.adding(PriceKind()))) { name in
///   GoldenCase(name, kind: "price", fields: [GoldenField("amount", "12.50")])
/// }
/// ```
///
/// - Parameters:
///   - verifier: the verifier, with the kinds of cases it knows.
///   - name: the case's name; `nil` numbers the test's unnamed checks 1, 2, …
///     (required in parameterized tests).
///   - mode: this check's record mode; `nil` for the scope's, `BIDIKIT_RECORD`'s or
///     ``GoldenRecordMode/missing``. Never records under `CI`.
///   - fileID: the caller's file ID, where a failure is reported.
///   - filePath: the caller's file path: the golden is in `__Goldens__` beside it.
///   - function: the test function, which names the golden file.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column, where a failure is reported.
///   - makeCase: builds the case from its name.
@discardableResult
public func assertGolden(
  verifier: GoldenVerifier = GoldenVerifier(), named name: String? = nil,
  record mode: GoldenRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
  line: UInt = #line, column: UInt = #column, _ makeCase: (_ name: String) throws -> GoldenCase
) -> GoldenReport {
  let report = verifier.check(
    named: name, at: GoldenTestRun.site(filePath: filePath, function: function), record: mode, makeCase)
  return GoldenTestRun.fail(unless: report, fileID: fileID, filePath: filePath, line: line, column: column)
}
