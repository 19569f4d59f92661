import BidiTestSupport
import BidiText
import Foundation
import Testing

@testable import BidiLocalization

@Suite("gettext Plural-Forms")
struct GettextPluralFormsTests {
  /// Python's gettext module (its own C-to-Python translation of the expression) as the
  /// reference: every distinct `Plural-Forms` header of the .mo files under /usr/share/locale,
  /// with the index it gives for 0…1 000 and a few large counts.
  static let referenceScript = #"""
    import gettext, glob, json, sys
    seen = {}
    for path in sorted(glob.glob('/usr/share/locale/*/LC_MESSAGES/*.mo')):
        try:
            with open(path, 'rb') as f:
                translations = gettext.GNUTranslations(f)
        except Exception:
            continue
        value = translations.info().get('plural-forms')
        if not value or value.strip() in seen:
            continue
        try:
            plural = gettext.c2py(value.split('plural=', 1)[1].split(';')[0])
        except Exception:
            continue
        counts = list(range(0, 1001)) + [10000, 100000, 1000000, 1000001, 4294967295]
        seen[value.strip()] = [plural(n) for n in counts]
    json.dump(seen, sys.stdout)
    """#
  static let referenceCounts: [UInt64] =
    Array(0...1_000) + [10_000, 100_000, 1_000_000, 1_000_001, 4_294_967_295]

  @Test func realHeadersAgreeWithPythonGettext() throws {
    let python = try #require(toolPath("python3"), "python3 is needed")
    let run = try runTool(python, ["-c", Self.referenceScript])
    #expect(run.status == 0)
    let reference = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [String: [Int]])
    #expect(reference.count >= 50, "distinct Plural-Forms headers found: \(reference.count)")
    var checked = 0
    var rejected: [String] = []
    for (header, indices) in reference {
      // Two real headers misspell `nplurals` (`nplural=1`, `nulurals=1`): GNU gettext then
      // uses its default (n != 1, two forms), and so does `CatalogSet`; Python reads `plural=`
      // anyway. Those are rejected here, and only those.
      guard header.contains("nplurals=") else {
        #expect(throws: GettextPluralForms.ParseError.self) { try GettextPluralForms(header) }
        rejected.append(header)
        continue
      }
      let forms = try GettextPluralForms(header)
      for (n, index) in zip(Self.referenceCounts, indices) {
        // gettext uses form 0 when the expression gives an index past nplurals.
        let expected = index < forms.count ? index : 0
        #expect(forms.index(for: n) == expected, "\(header) at n = \(n)")
        checked += 1
      }
    }
    #expect(checked > 50_000)
    #expect(rejected.count <= 2, "\(rejected)")
  }

  @Test func arabicSixForms() throws {
    let forms = try GettextPluralForms(
      "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")
    #expect(forms.count == 6)
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 103, 111].map { forms.index(for: $0) } == [0, 1, 2, 3, 3, 4, 4, 5, 3, 4])
  }

  @Test(arguments: [
    ("nplurals=INTEGER; plural=EXPRESSION;", .invalidCount), ("nplurals=2;", .missingExpression),
    ("nplurals=2; plural=n !=;", .invalidExpression), ("nplurals=2; plural=(n != 1;", .invalidExpression),
    ("nplurals=2; plural=n ? 1;", .invalidExpression), ("nplurals=0; plural=0;", .invalidCount),
    ("nplurals=2; plural=99999999999999999999999;", .invalidExpression),
    ("nplurals=2; plural=n $ 1;", .invalidExpression),
    (
      "nplurals=2; plural=" + String(repeating: "(", count: 100) + "n" + String(repeating: ")", count: 100)
        + ";", .invalidExpression
    ),
    ("nplurals=2; plural=" + String(repeating: "n+", count: 600) + "n;", .tooLong),
  ] as [(String, GettextPluralForms.ParseError.Reason)])
  func malformedHeadersAreRejected(_ header: String, _ reason: GettextPluralForms.ParseError.Reason) {
    #expect {
      try GettextPluralForms(header)
    } throws: { error in
      (error as? GettextPluralForms.ParseError)?.reason == reason
    }
  }

  @Test func outOfRangeAndDivisionByZeroSelectFormZero() throws {
    #expect(try GettextPluralForms("nplurals=2; plural=n;").index(for: 5) == 0)
    #expect(try GettextPluralForms("nplurals=2; plural=n;").index(for: 1) == 1)
    #expect(try GettextPluralForms("nplurals=3; plural=2 / (n - 1);").index(for: 1) == 0)
    #expect(try GettextPluralForms("nplurals=3; plural=!n + 1;").index(for: 0) == 2)
    #expect(try GettextPluralForms("nplurals=3; plural=n>1 || !(n==0) && 0;").index(for: 1) == 0)
  }
}

/// The plural form `Localizer` picks from real catalogs equals what Python's gettext
/// `ngettext` picks from the same `.mo` file.
@Suite("gettext plurals in real catalogs")
struct GettextPluralCatalogTests {
  static let counts = [0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 14, 19, 21, 22, 25, 100, 101, 102, 103, 111, 1_000]

  /// Every `.mo` of Arabic, Hebrew, Russian, Polish and Slovenian under /usr/share/locale.
  static let catalogs: [String] = ["ar", "he", "ru", "pl", "sl"].flatMap { language -> [String] in
    let folder = "/usr/share/locale/\(language)/LC_MESSAGES"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".mo") }.sorted().map { "\(folder)/\($0)" }
  }

  /// For each catalog Python can read: msgid → the translation `ngettext` gives for each count,
  /// for the plural entries without a context.
  static let ngettextScript = #"""
    import gettext, json, sys
    counts = [int(c) for c in sys.argv[1].split(',')]
    result = {}
    for path in sys.argv[2:]:
        try:
            with open(path, 'rb') as f:
                t = gettext.GNUTranslations(f)
        except Exception:
            continue
        chosen = {}
        for key in t._catalog:
            if isinstance(key, tuple) and key[1] == 0 and '\x04' not in key[0]:
                chosen[key[0]] = [t.ngettext(key[0], key[0] + ' (plural)', n) for n in counts]
        if chosen:
            result[path] = chosen
    json.dump(result, sys.stdout)
    """#

  @Test func realCatalogsPickTheFormsNgettextPicks() throws {
    let python = try #require(toolPath("python3"), "python3 is needed")
    let msgunfmt = try #require(toolPath("msgunfmt"), "msgunfmt (gettext) is needed")
    #expect(Self.catalogs.count >= 20)
    let run = try runTool(
      python,
      ["-c", Self.ngettextScript, Self.counts.map(String.init).joined(separator: ",")] + Self.catalogs)
    #expect(run.status == 0)
    let references = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [String: [String: [String]]])
    var compared = 0
    for (path, reference) in references {
      let po = try runTool(msgunfmt, [path])
      let file = CatalogFile(data: po.output, path: path + ".po", format: .po)
      guard let table = file.tables.first else { continue }
      var set = CatalogSet(developmentLanguage: "en")
      set.add(table, language: "xx")
      for (msgid, expected) in reference {
        guard let found = set.lookupWithForms(msgid, language: "xx"), found.forms.count > 1 else { continue }
        // Only messages whose forms show the count can be chosen by the arguments.
        let showsCount = found.forms.values.contains { text in
          (try? FormatTemplate(text))?.placeholders.contains(where: \.takesInteger) == true
        }
        guard showsCount else { continue }
        for (n, form) in zip(Self.counts, expected) {
          let entry = PluralSelection.Entry(
            template: found.value, forms: found.forms, rules: PluralRules(languageIdentifier: "xx"),
            gettext: found.gettext)
          let chosen = PluralSelection.select(entry, arguments: Array(repeating: .integer(n), count: 9)).text
          #expect(chosen == form, "\(path): \(msgid) n = \(n)")
          compared += 1
        }
      }
    }
    #expect(compared > 1_000, "forms compared: \(compared)")
  }
}
