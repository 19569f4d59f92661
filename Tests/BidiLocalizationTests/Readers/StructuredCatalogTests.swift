import BidiTestSupport
import Foundation
import Testing

@testable import BidiLocalization

/// `.stringsdict` against PropertyListSerialization; `.xcstrings` against JSONSerialization.
@Suite struct StructuredCatalogTests {
  @Test func stringsdictMatchesFoundation() throws {
    let data = try Fixtures.data("ar.lproj/Plurals.stringsdict")
    let file = CatalogFile(
      data: data, path: "Fixtures/ar.lproj/Plurals.stringsdict", format: .stringsdict)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let table = file.tables[0]
    #expect(table.language == "ar")
    let reference = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    #expect(Set(table.entries.map(\.key)) == Set(reference.keys))
    let files = try #require(table.entries.first { $0.key == "%d files & folders" })
    let rules = try #require(
      (reference[files.key] as? [String: Any])?["files"] as? [String: String])
    #expect(files.texts[0].form == nil && files.texts[0].text == "%#@files@")
    for text in files.texts.dropFirst() {
      let category = String(try #require(text.form).dropFirst("files.".count))
      #expect(rules[category] == text.text)
    }
    #expect(files.texts.count == 7)
    #expect(files.location.position.description == "5:2")
    #expect(files.texts[0].location.position.description == "8:11")
    #expect(table.entries.last?.value == reference["title"] as? String)
  }

  @Test func stringCatalogMatchesJSONSerialization() throws {
    let data = try Fixtures.data("Catalog.xcstrings")
    let file = CatalogFile(data: data, path: "Catalog.xcstrings", format: .xcstrings)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.developmentLanguage == "en")
    #expect(file.tables.map { $0.language ?? "" } == ["en", "ar", "he"])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: [String: Any]])
    for table in file.tables where table.language != "en" {
      for entry in table.entries {
        let localization =
          ((strings[entry.key]?["localizations"] as? [String: Any])?[table.language!])
          as? [String: Any]
        for text in entry.texts {
          // Forms are "category" (plural) or "kind.case" (device…), possibly nested.
          var node: Any? = localization
          var parts = (text.form ?? "").split(separator: ".").map(String.init)
          while !parts.isEmpty {
            let variations = (node as? [String: Any])?["variations"] as? [String: Any]
            if let plural = variations?["plural"] as? [String: Any], let child = plural[parts[0]] {
              node = child
              parts.removeFirst()
            } else if parts.count >= 2, let kind = variations?[parts[0]] as? [String: Any] {
              node = kind[parts[1]]
              parts.removeFirst(2)
            } else {
              node = nil
              break
            }
          }
          let value =
            ((node as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
          #expect(value == text.text, "\(entry.key) \(text.form ?? "")")
        }
      }
    }
    let arabic = file.tables[1]
    let copied = try #require(arabic.entries.first { $0.key == "Copied %@" })
    #expect(
      copied.value == "%@ تم نسخ" && copied.comment == "After a copy."
        && copied.sourceTexts.map(\.text) == ["Copied %@"])
    #expect(copied.texts[0].location.position.description == "10:23")
    let items = try #require(arabic.entries.first { $0.key == "%lld items" })
    #expect(items.texts.map { $0.form ?? "" } == ["one", "other"])
    #expect(items.sourceTexts.map(\.text) == ["%lld item", "%lld items"])
    let welcome = try #require(arabic.entries.first { $0.key == "Welcome" })
    #expect(welcome.texts.map { $0.form ?? "" } == ["device.iphone", "device.other"])
    #expect(file.tables[2].entries.first { $0.key == "Copied %@" }?.flags == ["needs_review"])
  }
}
