import BidiLint
import BidiLocalization
import Foundation

/// Linting plural entries as real apps write them, at 10 000 and 100 000 entries: an Arabic
/// `.stringsdict` of two variables with six forms each against its English development table,
/// and a String Catalog whose entries have two substitutions (`%arg`) in three languages.
/// Prints seconds and the 100k / 10k ratio (10 = linear).
func pluralBenchmarks() {
  print("\nplural lint                          entries   seconds   findings")
  for (name, run) in [
    ("stringsdict, development table", lintStringsdict), ("xcstrings, substitutions", lintSubstitutions),
  ]
    as [(String, (Int) -> (Double, Int))]
  {
    var times: [Int: Double] = [:]
    for count in [10_000, 100_000] {
      let (time, findings) = run(count)
      times[count] = time
      print(
        name.padding(toLength: 36, withPad: " ", startingAt: 0),
        String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
        String(format: "%7.3f   %d", time, findings))
    }
    print(
      String(format: "  %@: 100k / 10k time ratio %.1f (10 = linear)", name, times[100_000]! / times[10_000]!)
    )
  }
}

func pluralStringsdict(entries count: Int, forms: [(String, String)], names: String) -> Data {
  var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
  for i in 0..<count {
    text += "<key>k.\(i)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(names)</string>\n"
    for variable in ["files", "folders"] {
      text += "<key>\(variable)</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n"
      text +=
        "<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n<string>ld</string>\n"
      for (category, value) in forms { text += "<key>\(category)</key>\n<string>\(value)</string>\n" }
      text += "</dict>\n"
    }
    text += "</dict>\n"
  }
  return Data((text + "</dict>\n</plist>\n").utf8)
}

func lintStringsdict(_ count: Int) -> (Double, Int) {
  let english = CatalogFile(
    data: pluralStringsdict(
      entries: count, forms: [("one", "1 item"), ("other", "%ld items")],
      names: "%#@files@ in %#@folders@ by %@"),
    path: "en.lproj/P.stringsdict", format: .stringsdict)
  let arabic = CatalogFile(
    data: pluralStringsdict(
      entries: count,
      forms: [
        ("zero", "لا عناصر"), ("one", "عنصر واحد"), ("two", "عنصران"), ("few", "%ld عناصر"),
        ("many", "%ld عنصرًا"),
        ("other", "%ld عنصر"),
      ], names: "%#@files@ في %#@folders@ من %@"), path: "ar.lproj/P.stringsdict", format: .stringsdict)
  var findings: [LintFinding] = []
  let time = ContinuousClock().measure {
    findings = CatalogLinter().lint(arabic, development: english.tables[0])
  }
  return (seconds(time), findings.count)
}

func lintSubstitutions(_ count: Int) -> (Double, Int) {
  func substitution(_ argument: Int, _ forms: [(String, String)]) -> String {
    "{ \"argNum\" : \(argument), \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { "
      + forms.map {
        "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }"
      }
      .joined(separator: ", ") + " } } }"
  }
  func localization(_ format: String, _ forms: [(String, String)]) -> String {
    "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(format)\" }, \"substitutions\" : { "
      + "\"posts\" : \(substitution(1, forms)), \"people\" : \(substitution(2, forms)) } }"
  }
  var text = "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n"
  for i in 0..<count {
    text += "\"k.\(i) %lld %lld\" : { \"localizations\" : { "
    text +=
      "\"en\" : \(localization("%#@posts@ posts from %#@people@ people", [("one", "%arg"), ("other", "%arg")])), "
    text +=
      "\"ar\" : \(localization("%#@posts@ من %#@people@", [("zero", "لا شيء"), ("one", "واحد"), ("two", "اثنان"), ("few", "%arg"), ("many", "%arg"), ("other", "%arg")])), "
    text += "\"fr\" : \(localization("%#@posts@ de %#@people@", [("one", "%arg"), ("other", "%arg")])) } }"
    text += i + 1 < count ? ",\n" : "\n"
  }
  let file = CatalogFile(data: Data((text + "} }\n").utf8), path: "Bench.xcstrings", format: .xcstrings)
  var findings: [LintFinding] = []
  let time = ContinuousClock().measure { findings = CatalogLinter().lint(file) }
  return (seconds(time), findings.count)
}
