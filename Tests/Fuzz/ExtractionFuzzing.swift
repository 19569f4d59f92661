// The extraction target of Tests/Fuzz/ParserFuzzer.swift (built with it by
// Scripts/fuzz-parsers.sh): the input read as a Swift file, or as an Objective-C one, by
// `StringExtractor` with routines of every form. Every string and diagnostic must be at a
// place inside the text; no key may be a noise key; extracting again must give the same; and
// every table written as a `.strings` file must read back to the same keys and values.

import BidiLocalization
import Foundation

let fuzzRoutines = ["MyString", "L10n.tr(table: 1, key: 2, value: fallback)", ".localized"].map {
  try! LocalizationRoutine(parsing: $0)
}

func checkExtraction(_ data: Data) {
  // The first byte after the target's picks the language; the rest is the text, read as
  // UTF-8 with invalid bytes as U+FFFD.
  guard let first = data.first else { return }
  let path = first % 2 == 0 ? "f.swift" : "f.m"
  let text = String(decoding: data.dropFirst(), as: UTF8.self)
  let extractor = StringExtractor(routines: fuzzRoutines)
  let extraction = extractor.extract(text, path: path)
  let lines = lineLengths(text.unicodeScalars)
  for string in extraction.strings {
    require(isInside(line: string.location.line, column: string.location.column, of: lines), "\(string)")
    require(!StringExtractor.isNoise(string.key), "a noise key was kept: \(string.key)")
  }
  for diagnostic in extraction.diagnostics {
    require(
      isInside(line: diagnostic.location.line, column: diagnostic.location.column, of: lines), "\(diagnostic)"
    )
  }
  let again = extractor.extract(text, path: path)
  require(
    again.strings == extraction.strings && again.diagnostics == extraction.diagnostics, "not deterministic")
  for table in extraction.tableNames {
    let entries = extraction.stringsEntries(table: table)
    let file = CatalogFile(data: StringsFileWriter.data(entries), path: "\(table).strings", format: .strings)
    require(file.diagnostics.isEmpty, "written \(table).strings does not read back: \(file.diagnostics)")
    let read = file.tables.first?.entries.map { ($0.key, $0.value ?? "") } ?? []
    require(
      read.map(\.0) == entries.map(\.key) && read.map(\.1) == entries.map(\.value),
      "written \(table).strings reads back differently")
  }
}
