import BidiLint
import BidiLocalization
import Foundation

/// Swift source with `count` localization calls in the forms `bidi extract` reads.
func swiftSource(calls count: Int) -> String {
  var text = "import SwiftUI\n\n"
  for i in 0..<count {
    switch i % 4 {
    case 0: text += "let s\(i) = NSLocalizedString(\"key.\(i)\", comment: \"Entry \(i)\")\n"
    case 1: text += "let s\(i) = String(localized: \"\\(count) files in folder \(i)\", comment: \"Files\")\n"
    case 2:
      text += "var v\(i): some View { Text(\"Title \(i)\", tableName: \"Views\", comment: \"A title\") }\n"
    default:
      text +=
        "let s\(i) = NSLocalizedString(\"key.\(i)\", tableName: \"Settings\", value: \"Value \\\"\(i)\\\"\", comment: \"\")\n"
    }
  }
  return text
}

/// `bidi extract`'s work (scan, group, write `.strings`) and the completeness lint of an app
/// with two languages, at 10 000 and 100 000 entries: entries per second and the time ratio.
func workflowBenchmarks() {
  print("\nstep                  entries   seconds   entries/s")
  for (name, run) in [("extract", runExtract), ("lint completeness", runCompleteness)]
    as [(String, (Int) -> Double)]
  {
    var times: [Int: Double] = [:]
    for count in [10_000, 100_000] {
      let time = run(count)
      times[count] = time
      print(
        name.padding(toLength: 21, withPad: " ", startingAt: 0),
        String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
        String(format: "%7.3f   %9.0f", time, Double(count) / time))
    }
    print(
      String(format: "  %@: 100k / 10k time ratio %.1f (10 = linear)", name, times[100_000]! / times[10_000]!)
    )
  }
  // The issue's case: 16 000 placeholders in one right-to-left value.
  for count in [4_000, 16_000, 64_000] {
    let value = "نص " + Array(repeating: "%@", count: count).joined(separator: " و ")
    let file = CatalogFile(
      data: Data("\"k\" = \"\(value)\";\n".utf8), path: "ar.lproj/L.strings", format: .strings)
    let time = seconds(ContinuousClock().measure { _ = CatalogLinter().lint(file) })
    print(String(format: "lint, one value with %6d placeholders: %.3f s", count, time))
  }
}

func runExtract(_ count: Int) -> Double {
  let source = swiftSource(calls: count)
  var written = 0
  let time = ContinuousClock().measure {
    let found = StringExtractor().extract(source, path: "Bench.swift")
    let extraction = StringExtraction(found.strings)
    for table in extraction.tableNames {
      written += StringsFileWriter.data(extraction.stringsEntries(table: table)).count
    }
    precondition(found.strings.count == count, "extracted \(found.strings.count)")
  }
  precondition(written > 0)
  return seconds(time)
}

func runCompleteness(_ count: Int) -> Double {
  var english = ""
  var arabic = ""
  for i in 0..<count {
    english += "\"key.\(i)\" = \"\(englishText(i))\";\n"
    if i % 10 != 0 { arabic += "\"key.\(i)\" = \"\(arabicText(i))\";\n" }
  }
  let files = [
    CatalogFile(data: Data(english.utf8), path: "App/en.lproj/Localizable.strings", format: .strings),
    CatalogFile(data: Data(arabic.utf8), path: "App/ar.lproj/Localizable.strings", format: .strings),
  ]
  var findings: [LintFinding] = []
  let time = ContinuousClock().measure { findings = CatalogLinter().lintCompleteness(files) }
  precondition(findings.count == count / 10, "\(findings.count) findings")
  return seconds(time)
}

/// How much of reading a `.stringsdict` is Foundation's own property-list parse (which
/// checks well-formedness) rather than BidiKit's scan and structure check.
func stringsdictParseShare() {
  for count in [10_000, 100_000] {
    let data = catalog(.stringsdict, entries: count)
    let foundation = seconds(
      ContinuousClock().measure { _ = try? PropertyListSerialization.propertyList(from: data, format: nil) })
    let whole = seconds(
      ContinuousClock().measure {
        _ = CatalogFile(data: data, path: "ar.lproj/B.stringsdict", format: .stringsdict)
      })
    print(
      String(
        format: "stringsdict %6d entries: read %.3f s, of which Foundation's parse %.3f s", count, whole,
        foundation))
  }
}
