import BidiTestSupport
import Foundation
import Testing

/// `bidi layout --format ascii` at real sizes: every label shows unless `--columns` is given,
/// and a warning names the labels a picture cuts and how to show them.
@Suite("bidi layout: pictures that show every label")
struct LayoutPictureCommandTests {
  /// A 200 × 40 toolbar: a back chevron that flips, a title that grows, a share button.
  static let toolbar = """
    {"id": "bar", "width": 200, "height": 40, "axis": "horizontal", "align": "center",
     "padding": {"leading": 10, "trailing": 10},
     "children": [{"id": "back", "width": 40, "height": 20, "image": {"flipsForRightToLeft": true}},
                  {"id": "title", "height": 20, "grow": 1}, {"id": "share", "width": 40, "height": 20}]}
    """

  /// A form of 20-point rows whose labels and values are text.
  static let form = """
    {"id": "form", "width": 320, "padding": {"leading": 8, "trailing": 8, "top": 8, "bottom": 8},
     "children": [
      {"id": "nameRow", "height": 20, "axis": "horizontal", "children": [
        {"id": "nameLabel", "width": 100, "text": {"content": "Name"}},
        {"id": "nameValue", "grow": 1, "text": {"content": "דני כהן"}}]},
      {"id": "mailRow", "height": 20, "axis": "horizontal", "children": [
        {"id": "back", "width": 12, "image": {"flipsForRightToLeft": true}},
        {"id": "mailLabel", "width": 88, "text": {"content": "E-mail"}},
        {"id": "mailValue", "grow": 1, "text": {"content": "dani@example.com"}}]}]}
    """

  @Test(
    "--columns too narrow: the picture as asked, and a warning naming each cut label and the width that fits")
  func columnsTooNarrow() {
    let narrow = runCommand(["layout", "--format", "ascii", "--columns", "20"], input: Self.toolbar)
    #expect(narrow.exitCode == 0)
    #expect(narrow.output.split(separator: "\n").allSatisfy { $0.count <= 20 })
    #expect(
      narrow.errors
        == "bidi: warning: 3 labels cut at --columns 20: 'back' needs 4×1 cells inside its frame, has 3×0; "
        + "'title' needs 5×1 cells inside its frame, has 8×0; 'share' needs 5×1 cells inside its frame, "
        + "has 3×0; --columns 39 shows every label\n")
    let fitting = runCommand(["layout", "--format", "ascii", "--columns", "39"], input: Self.toolbar)
    #expect(fitting.exitCode == 0 && fitting.errors.isEmpty)
    #expect(fitting.output.contains("|back   |title") && fitting.output.contains("|share |"))
  }

  @Test("without --columns: the picture is as large as its labels need, from --cells or 80 columns")
  func automaticScale() {
    // The toolbar fits in 80 columns: drawn there, as before, without a warning.
    let toolbar = runCommand(["layout", "--format", "ascii", "--direction", "rtl"], input: Self.toolbar)
    #expect(toolbar.exitCode == 0 && toolbar.errors.isEmpty)
    #expect(toolbar.output.split(separator: "\n").first?.count == 80)
    #expect(toolbar.output.contains("|share") && toolbar.output.contains("|back~"))
    // 20-point rows of text at 8 × 16 cells: finer cells, every id and every line shown.
    let form = runCommand(
      ["layout", "--format", "ascii", "--direction", "rtl", "--cells", "8x16"], input: Self.form)
    #expect(form.exitCode == 0 && form.errors.isEmpty, "\(form.errors)")
    for label in ["Name", "ןהכ ינד", "E-mail", "dani@example.com", "|back~|"] {
      #expect(form.output.contains(label), "\(label) in\n\(form.output)")
    }
    // At the cells as given (a width of 320 / 8 + 1 columns), the rows had no line inside.
    let atCells = runCommand(
      ["layout", "--format", "ascii", "--direction", "rtl", "--cells", "8x16", "--columns", "41"],
      input: Self.form)
    #expect(
      atCells.errors.contains("warning: 7 labels cut at --columns 41") && !atCells.output.contains("Name"))
  }

  @Test("a box no picture can label: the automatic picture stops at its bound and says so")
  func boundReached() {
    let sliver = """
      {"id": "r", "width": 1000, "height": 40, "axis": "horizontal",
       "children": [{"id": "sliver-with-a-long-id", "width": 0.5}, {"id": "rest", "grow": 1}]}
      """
    let result = runCommand(["layout", "--format", "ascii"], input: sliver)
    #expect(result.exitCode == 0)
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 500 })
    #expect(
      result.errors.hasPrefix(
        "bidi: warning: 1 label cut at the largest automatic picture (500 columns or rows): "
          + "'sliver-with-a-long-id' needs 21×1 cells inside its frame, has 0×"))
    #expect(result.errors.hasSuffix("; no --columns up to 10000 shows every label\n"))
    // A picture taller than its last row says so.
    let tall = runCommand(
      ["layout", "--format", "ascii"], input: #"{"id": "tall", "width": 10, "height": 100000}"#)
    #expect(tall.exitCode == 0 && tall.output.split(separator: "\n").count == 1_000)
    #expect(
      tall.errors == "bidi: warning: the picture stops after 1000 rows; the boxes below are not drawn\n")
  }
}
