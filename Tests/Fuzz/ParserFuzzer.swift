// libFuzzer entry point for BidiKit's readers of untrusted files: layout trees (JSON), the
// four catalog formats and golden files; for the renderers (Tests/Fuzz/RendererFuzzing.swift)
// and the Trojan Source checks of source code (Tests/Fuzz/SourceCodeFuzzing.swift).
// Built and run by Scripts/fuzz-parsers.sh (not part of the package's targets).
//
// The first byte of an input picks the reader, the rest is the file. Every reader is run twice
// on the same bytes (the results must be equal), and what it reports is checked with `require`
// (a precondition that keeps its message): positions lie within the text, results are finite,
// what parses renders, lints and (for layout trees and golden files) survives a write and a
// read; `.strings` and `.stringsdict` files read without a diagnostic give what Foundation's
// PropertyListSerialization gives, String Catalogs the keys and languages JSONSerialization
// gives. A violation is a crash the fuzzer reports.

import BidiEngine
import BidiGolden
import BidiLint
import BidiLocalization
import DirectionalLayout
import Foundation

/// `precondition` that keeps its message in optimised builds, so that a crash says which
/// invariant broke.
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  if !condition { fatalError(message()) }
}

/// The readers, chosen by the first byte of an input modulo their count.
enum Target: Int, CaseIterable {
  case layout, strings, stringsdict, xcstrings, po, golden, renderer, source, extract
}

/// The lines of `text` as the readers count them (`\n`, `\r\n` or a lone `\r` ends a line),
/// each as its number of Unicode scalars.
func lineLengths(_ scalars: some Sequence<Unicode.Scalar>) -> [Int] {
  var lengths = [0]
  var previousWasCR = false
  for scalar in scalars {
    if scalar == "\n" {
      if !previousWasCR { lengths.append(0) }
    } else if scalar == "\r" {
      lengths.append(0)
    } else {
      lengths[lengths.count - 1] += 1
    }
    previousWasCR = scalar == "\r"
  }
  return lengths
}

/// Whether `line:column` is a place in text whose lines have `lengths` scalars (one past the
/// end of a line counts, for "unexpected end" errors).
func isInside(line: Int, column: Int, of lengths: [Int]) -> Bool {
  line >= 1 && line <= lengths.count && column >= 1 && column <= lengths[line - 1] + 1
}

// MARK: Layout trees

func checkLayout(_ data: Data) {
  let first = Result { () throws(LayoutError) in try LayoutNode(json: data) }
  let second = Result { () throws(LayoutError) in try LayoutNode(json: data) }
  require(first == second, "reading the same JSON twice gave different results")
  let node: LayoutNode
  switch first {
  case .failure(let error):
    // Errors from JSON text always carry a position inside the text.
    guard let line = error.line, let column = error.column else {
      fatalError("error without a position: \(error)")
    }
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    let lengths = lineLengths(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    require(
      isInside(line: line, column: column, of: lengths), "error position outside the text: \(error)")
    require(error.path.hasPrefix("$"), "error path does not start at $: \(error)")
    // Codable reads the scanner's values written out again, so Foundation never has a syntax
    // error of its own (which would have no position).
    require(!error.message.contains("not valid JSON"), "Foundation rejects the scanner's values: \(error)")
    return
  case .success(let value):
    node = value
  }
  // What was read is valid, so it lays out in both directions, and the result is finite; in
  // the engine that has laid out every earlier input, it is the same.
  var results: [LayoutResult] = []
  for direction in [TextDirection.leftToRight, .rightToLeft] {
    let result: LayoutResult
    do {
      result = try node.layout(direction: direction)
      require(
        try layoutEngine.layout(node, direction: direction) == result,
        "the engine's layout after earlier inputs differs from a fresh layout")
    } catch {
      fatalError("a tree read from JSON does not lay out: \(error)")
    }
    for frame in result.nodes {
      require(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
          && frame.absoluteX.isFinite && frame.absoluteY.isFinite,
        "non-finite frame for '\(frame.id)': \(frame)")
      require(frame.width >= 0 && frame.height >= 0, "negative size for '\(frame.id)': \(frame)")
    }
    _ = try? result.jsonData()
    results.append(result)
  }
  require(results[0].nodes.count == results[1].nodes.count)
  do {
    _ = try LayoutLint.findings(in: node)
  } catch {
    fatalError("a tree read from JSON does not lint: \(error)")
  }
  let picture = ASCIIRenderer(columns: 40).render(results[0])
  require(picture.split(separator: "\n").count <= ASCIIRenderer.maximumRows)
  _ = ASCIIRenderer(columns: 8).renderSideBySide(leftToRight: results[0], rightToLeft: results[1])
  _ = SVGRenderer().render(leftToRight: results[0], rightToLeft: results[1])
  // Its text in cells, each line in visual order, drawn inside the frames: every row of the
  // picture as wide as the picture at most.
  let cells = TextCells(cellWidth: 4, lineHeight: 8)
  if let withText = try? node.withTextCells(cells).layout(
    direction: .rightToLeft, reorderingLinesWith: BidiLineReorderer())
  {
    for text in withText.nodes where !text.visualLines.isEmpty {
      require(text.visualLines.count == text.textLines.count, "one visual line per line of '\(text.id)'")
    }
    let renderer = ASCIIRenderer(cells: cells)
    let rows = renderer.render(withText).split(separator: "\n")
    require(rows.count <= ASCIIRenderer.maximumRows)
    let width = renderer.pictureColumns(withText)
    for row in rows {
      require(TerminalColumns.width(of: row) <= width, "a row wider than the picture: \(row)")
    }
    _ = SVGRenderer().render(leftToRight: withText, rightToLeft: withText)
    // Cells fine enough for its labels, within a small bound: the same promises.
    let fitted = ASCIIRenderer.fitting([withText], startingAt: cells, maximumColumns: 120, maximumRows: 120)
    let fittedRows = fitted.render(withText).split(separator: "\n")
    require(fittedRows.count <= ASCIIRenderer.maximumRows)
    for row in fittedRows {
      require(
        TerminalColumns.width(of: row) <= fitted.pictureColumns(withText),
        "a row wider than the picture: \(row)")
    }
    _ = fitted.cutLabels(withText)
  }
  // What is written reads back as the same tree.
  do {
    let written = try node.jsonData()
    let reread = try LayoutNode(json: written)
    require(
      reread == node, "the tree changed through jsonData(): \(String(decoding: written, as: UTF8.self))")
  } catch {
    fatalError("the tree's own JSON does not read back: \(error)")
  }
}

// MARK: Catalogs

func checkCatalog(_ data: Data, format: CatalogFormat) {
  let path = "ar.lproj/Fuzz." + format.rawValue
  let file = CatalogFile(data: data, path: path, format: format)
  let again = CatalogFile(data: data, path: path, format: format)
  require(file == again, "reading the same \(format) file twice gave different results")
  // Positions: line and column from 1, and no further than the text goes. Columns count
  // scalars, of which there are at most as many as bytes (UTF-8 and UTF-16); gettext files in
  // another charset are converted first, so only a loose bound holds there.
  let lineBreaks = data.count(where: { $0 == 0x0A || $0 == 0x0D })
  let maximumLine = format == .po ? 4 * data.count + 2 : lineBreaks + 1
  let maximumColumn = format == .po ? 4 * data.count + 2 : data.count + 1
  func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
    require(location.file == path)
    require(
      location.line >= 1 && location.line <= maximumLine && location.column >= 1
        && location.column <= maximumColumn,
      "\(what()) at \(location) is outside the text (\(data.count) bytes, \(lineBreaks) line breaks)")
  }
  for diagnostic in file.diagnostics { check(diagnostic.location, "diagnostic '\(diagnostic.message)'") }
  for table in file.tables {
    for entry in table.entries {
      check(entry.location, "entry '\(entry.key)'")
      for text in entry.texts + entry.sourceTexts { check(text.location, "text '\(text.text)'") }
    }
    _ = table.dictionary
  }
  if file.diagnostics.isEmpty && format == .strings { compareStringsWithFoundation(file, data) }
  if file.diagnostics.isEmpty && format == .stringsdict { compareStringsdictWithFoundation(file, data) }
  if file.diagnostics.isEmpty && format == .xcstrings { compareStringCatalogWithFoundation(file, data) }
  let findings = CatalogLinter().lint(file)
  for finding in findings { check(finding.location, "finding '\(finding.message)'") }
  _ = CatalogLinter().lint(file, development: file.tables.first)
}

/// A `.strings` file read without a diagnostic that Foundation also reads gives the same table.
func compareStringsWithFoundation(_ file: CatalogFile, _ data: Data) {
  guard
    let reference = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
  else { return }
  require(
    file.tables[0].dictionary == reference,
    "\(file.tables[0].dictionary) where Foundation reads \(reference)")
}

/// A `.stringsdict` file read without a diagnostic (so Foundation accepted it) gives Foundation's
/// keys, and for each key its format string and the plural categories of its variables.
func compareStringsdictWithFoundation(_ file: CatalogFile, _ data: Data) {
  guard let reference = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
  else { fatalError("a .stringsdict read without a diagnostic that Foundation rejects") }
  let entries = file.tables[0].entries
  require(
    Set(entries.map(\.key)) == Set(reference.keys),
    "keys \(entries.map(\.key)) where Foundation reads \(reference.keys.sorted())")
  let counts = Dictionary(entries.map { ($0.key, 1) }, uniquingKeysWith: +)
  for entry in entries where counts[entry.key] == 1 {
    var expected: Set<String> = []
    if let text = reference[entry.key] as? String {
      expected.insert("-\0" + text)
    } else if let rules = reference[entry.key] as? [String: Any] {
      if let format = rules["NSStringLocalizedFormatKey"] as? String { expected.insert("-\0" + format) }
      for (variable, value) in rules {
        guard let value = value as? [String: Any],
          value["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else { continue }
        for category in ["zero", "one", "two", "few", "many", "other"] {
          if let text = value[category] as? String {
            expected.insert(variable + "." + category + "\0" + text)
          }
        }
      }
    }
    let ours = Set(entry.texts.map { ($0.form ?? "-") + "\0" + $0.text })
    require(
      ours == expected,
      "'\(entry.key)': \(ours.sorted()) where Foundation reads \(expected.sorted())")
  }
}

/// Whether JSON text has a `\u` escape of a UTF-16 surrogate (paired or not), which BidiKit's
/// scanner reads as U+FFFD when unpaired and Foundation rejects.
func hasSurrogateEscape(_ data: Data) -> Bool {
  let text = String(decoding: data, as: UTF8.self).lowercased()
  return ["\\ud8", "\\ud9", "\\uda", "\\udb", "\\udc", "\\udd", "\\ude", "\\udf"].contains {
    text.contains($0)
  }
}

/// A String Catalog read without a diagnostic is JSON to Foundation too, with the same keys,
/// and every language of its localizations has a table with every key.
func compareStringCatalogWithFoundation(_ file: CatalogFile, _ data: Data) {
  guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    require(hasSurrogateEscape(data), "a String Catalog read without a diagnostic that Foundation rejects")
    return
  }
  guard let strings = root["strings"] as? [String: Any] else { return }
  var languages: Set<String> = [root["sourceLanguage"] as? String].compactMap { $0 }.reduce(into: []) {
    $0.insert($1)
  }
  for case let value as [String: Any] in strings.values {
    languages.formUnion((value["localizations"] as? [String: Any])?.keys ?? [:].keys)
  }
  // JSONSerialization drops a U+FEFF that starts a string (Swift 6.3.1: ["\u{FEFF}z"] reads
  // as ["z"]; JSONDecoder keeps it, as BidiKit does), so keys are compared without it.
  func foundationKey(_ key: String) -> String {
    key.unicodeScalars.first == "\u{FEFF}" ? String(key.unicodeScalars.dropFirst()) : key
  }
  require(
    Set(file.tables.compactMap(\.language).map(foundationKey)) == languages,
    "languages \(file.tables.map { $0.language ?? "-" }) where Foundation reads \(languages.sorted())")
  for table in file.tables {
    require(
      Set(table.entries.map { foundationKey($0.key) }) == Set(strings.keys),
      "'\(table.language ?? "-")' has keys \(table.entries.map(\.key)) where Foundation reads \(strings.keys.sorted())"
    )
  }
}

// MARK: Golden files

func checkGolden(_ data: Data) {
  let first = Result { () throws(GoldenFormatError) in try GoldenFile(parsing: data, path: "fuzz.golden") }
  let second = Result { () throws(GoldenFormatError) in try GoldenFile(parsing: data, path: "fuzz.golden") }
  require(first == second, "reading the same golden file twice gave different results")
  switch first {
  case .failure(let error):
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    require(error.line >= 0 && error.line <= lines.count, "error line outside the file: \(error)")
    if error.line > 0 {
      // Columns count scalars: never more than the line's bytes + 1.
      require(
        error.column >= 0 && error.column <= lines[error.line - 1].count + 1,
        "error column outside the line: \(error)")
    }
  case .success(let file):
    // Recording rewrites every expected section; the file it writes reads back as the same cases.
    let expectations = file.cases.map { $0.expected ?? [] }
    let text = file.text(withExpectations: expectations)
    let reread: GoldenFile
    do {
      reread = try GoldenFile(parsing: Array(text.utf8), path: "fuzz.golden")
    } catch {
      fatalError("a recorded golden file does not read back: \(error)\n\(text)")
    }
    require(reread.cases.count == file.cases.count, "recording changed the cases:\n\(text)")
    for (a, b) in zip(file.cases, reread.cases) {
      require(
        a.name == b.name && a.kind == b.kind && a.fields.map(\.writtenLines) == b.fields.map(\.writtenLines)
          && (a.expected ?? []).map(\.writtenLines) == (b.expected ?? []).map(\.writtenLines),
        "recording changed case '\(a.name)':\n\(text)")
    }
  }
}

/// The reader named by the environment variable `FUZZ_TARGET` (`layout`, `strings`, …), which
/// then reads every input whatever its first byte; `nil` to let the first byte choose.
/// One layout engine for every input of the run (the fuzzer calls in on one thread).
nonisolated(unsafe) var layoutEngine = LayoutEngine()

let forcedTarget: Target? = ProcessInfo.processInfo.environment["FUZZ_TARGET"].flatMap { name in
  if name.isEmpty { return nil }
  guard let target = Target.allCases.first(where: { "\($0)" == name }) else {
    fatalError("FUZZ_TARGET must be one of \(Target.allCases.map { "\($0)" })")
  }
  return target
}

/// libFuzzer's entry point: the first byte picks the reader, the rest is the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let data = Data(bytes: bytes + 1, count: size - 1)
  switch forcedTarget ?? Target(rawValue: Int(bytes[0]) % Target.allCases.count)! {
  case .layout: checkLayout(data)
  case .strings: checkCatalog(data, format: .strings)
  case .stringsdict: checkCatalog(data, format: .stringsdict)
  case .xcstrings: checkCatalog(data, format: .xcstrings)
  case .po: checkCatalog(data, format: .po)
  case .golden: checkGolden(data)
  case .renderer: checkRenderers(data)
  case .source: checkSourceCode(data)
  case .extract: checkExtraction(data)
  }
  return 0
}
