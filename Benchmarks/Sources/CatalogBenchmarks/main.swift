// Parsing and linting catalogs of 10 000 and 100 000 entries in each format: entries per
// second, and the ratio of the two times (10 for linear time).
// Run: cd Benchmarks && swift run -c release CatalogBenchmarks
import BenchmarkRows
import BidiLint
import BidiLocalization
import Foundation

/// Arabic texts with and without placeholders, as real catalogs mix them.
func arabicText(_ i: Int) -> String {
  switch i % 4 {
  case 0: "تم نسخ %@ إلى المجلد \(i)"
  case 1: "عدد الملفات: %d"
  case 2: "مرحبا بك في التطبيق رقم \(i)"
  default: "فتح \u{2068}%@\u{2069} الآن"
  }
}

func englishText(_ i: Int) -> String {
  switch i % 4 {
  case 0: "Copied %@ to folder \(i)"
  case 1: "Number of files: %d"
  case 2: "Welcome to app number \(i)"
  default: "Open %@ now"
  }
}

func escaped(_ text: String) -> String {
  text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
}

func catalog(_ format: CatalogFormat, entries count: Int) -> Data {
  var text = ""
  switch format {
  case .strings:
    for i in 0..<count {
      text += "/* entry \(i) */\n\"key.\(i)\" = \"\(escaped(arabicText(i)))\";\n"
    }
  case .po:
    text = "msgid \"\"\nmsgstr \"Language: ar\\nContent-Type: text/plain; charset=UTF-8\\n\"\n\n"
    for i in 0..<count {
      let flag = englishText(i).contains("%") ? "#, c-format\n" : ""
      text +=
        "\(flag)msgid \"\(escaped(englishText(i)))\"\nmsgstr \"\(escaped(arabicText(i)))\"\n\n"
    }
  case .xcstrings:
    text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for i in 0..<count {
      text +=
        "    \"\(escaped(englishText(i))) #\(i)\" : {\n      \"localizations\" : {\n        \"ar\" : {\n"
      text +=
        "          \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(escaped(arabicText(i)))\" }\n"
      text += "        }\n      }\n    }\(i + 1 < count ? "," : "")\n"
    }
    text += "  },\n  \"version\" : \"1.0\"\n}\n"
  case .stringsdict:
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for i in 0..<count {
      text +=
        "<key>items.\(i)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>%#@n@</string>\n<key>n</key>\n<dict>\n"
      text += "<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
      text += "<key>NSStringFormatValueTypeKey</key>\n<string>d</string>\n"
      text +=
        "<key>one</key>\n<string>عنصر واحد</string>\n<key>other</key>\n<string>\(arabicText(i))</string>\n</dict>\n</dict>\n"
    }
    text += "</dict>\n</plist>\n"
  }
  return Data(text.utf8)
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

print("format       entries   parse s   lint s   entries/s (parse+lint)   findings")
let linter = CatalogLinter()
var entriesPerSecond: [String] = []
var timeRatios: [Double] = []
for format in [CatalogFormat.strings, .po, .xcstrings, .stringsdict] {
  var times: [Int: Double] = [:]
  for count in [10_000, 100_000] {
    let data = catalog(format, entries: count)
    let path = "ar.lproj/Bench." + format.rawValue
    var file: CatalogFile?
    let parse = ContinuousClock().measure {
      file = CatalogFile(data: data, path: path, format: format)
    }
    var findings: [LintFinding] = []
    let lint = ContinuousClock().measure { findings = linter.lint(file!) }
    // A .po file also holds its header entry.
    let entries = (file!.tables.map(\.entries.count).max() ?? 0) - (format == .po ? 1 : 0)
    guard file!.diagnostics.isEmpty, entries == count else {
      fatalError("\(format): \(file!.diagnostics.prefix(2)) \(entries) entries")
    }
    let total = seconds(parse) + seconds(lint)
    times[count] = total
    print(
      format.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0),
      String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
      String(
        format: "%7.3f  %7.3f   %12.0f            %d", seconds(parse), seconds(lint),
        Double(count) / total, findings.count))
  }
  print(
    String(
      format: "  %@: 100k / 10k time ratio %.1f (10 = linear)", format.rawValue,
      times[100_000]! / times[10_000]!))
  entriesPerSecond.append(String(format: "%.0f", 100_000 / times[100_000]!))
  timeRatios.append(times[100_000]! / times[10_000]!)
}
workflowBenchmarks()
stringsdictParseShare()

// A row to paste as it is under BENCHMARKS.md's catalog table: date (UTC), cores, entries per
// second at 100 000 entries (.strings, .po, .xcstrings, .stringsdict) and the 100k / 10k time
// ratios.
let ratioRange = String(format: "%.1f–%.1f", timeRatios.min()!, timeRatios.max()!)
printBenchmarkRow("Catalogs", entriesPerSecond + [ratioRange])
