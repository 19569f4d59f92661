// AppSideDemo: what an app does with BidiKit at run time, using only the app-side products
// (BidiText, BidiLocalization, DirectionalLayout — pure Swift, no C library):
//
// 1. load the app's `.lproj` tables from its bundle,
// 2. switch the language at run time (English, Arabic, Hebrew),
// 3. format phone numbers, user names and paths into the translations, each value isolated
//    so that it shows intact in a right-to-left sentence,
// 4. lay out the settings screen in the language's direction and check what mirrored.
//
// Prints each language's strings (controls written in BidiNotation, ⟨FSI⟩…) and an ASCII
// picture of the screen in which every box has room for its id. Exits 1 if a check fails, 65 if
// the bundled tables cannot be read.

import BidiLocalization
import BidiText
import DirectionalLayout
import Foundation

func fail(_ message: String, _ code: Int32) -> Never {
  FileHandle.standardError.write(Data("AppSideDemo: \(message)\n".utf8))
  exit(code)
}

// 1. The bundle's tables: Resources/<language>.lproj/Localizable.strings.
guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
  fail("the bundle has no Resources folder", 65)
}
var catalogs = CatalogSet(developmentLanguage: "en")
for language in ["en", "ar", "he"] {
  let path = resources.appendingPathComponent("\(language).lproj/Localizable.strings").path
  do {
    let file = try CatalogFile(contentsOf: path)
    if let problem = file.diagnostics.first { fail("\(problem)", 65) }
    catalogs.add(file.tables[0])
  } catch {
    fail("\(path): \(error)", 65)
  }
}

// The values an app interpolates: they come from the user or the network, not the catalog.
let phone = FormatArgument.text("+1 408-555-1212", kind: .phoneNumber)
let user = FormatArgument.text("דני_42")
let file = FormatArgument.text("photos/2024.zip", kind: .filePath)
let host = FormatArgument.text("backup.example.com:8443", kind: .url)

var failures: [String] = []
@MainActor func check(_ condition: Bool, _ what: String) {
  if !condition { failures.append(what) }
}

// The settings screen, described once with leading/trailing sides, in points as on a phone:
// rows 44 tall, 29-point icons, a chevron in a 24-point tap area. Ids are short, so that the
// picture can show each one: `p` for the phone row, `u` for the user row.
func screen(_ localizer: Localizer) -> LayoutNode {
  func row(_ id: String, _ prefix: String, _ text: String) -> LayoutNode {
    LayoutNode(
      id: id, height: 44, axis: .horizontal, align: .center,
      padding: LayoutEdges(leading: 16, trailing: 16),
      children: [
        LayoutNode(id: "\(prefix)Icon", width: 29, height: 29),
        LayoutNode(
          id: "\(prefix)Label", height: 29, grow: 1, margin: LayoutEdges(leading: 12),
          text: TextAttributes(content: text, alignment: .natural)),
        LayoutNode(
          id: "\(prefix)Next", width: 24, height: 29, image: ImageAttributes(flipsForRightToLeft: true)),
      ])
  }
  return LayoutNode(
    id: "screen", width: 320, padding: LayoutEdges(bottom: 8),
    children: [
      LayoutNode(
        id: "title", height: 44, text: TextAttributes(content: localizer.string("settings.title"))),
      row("phone", "p", localizer.format("settings.phone", phone)),
      row("user", "u", localizer.format("settings.user", user)),
      LayoutNode(
        id: "player", width: 120, height: 44, axis: .horizontal, margin: LayoutEdges(leading: 16),
        semantic: .playback,
        children: [LayoutNode(id: "rewind", width: 60), LayoutNode(id: "play", width: 60)]),
    ])
}

// 2. Switching language is a new value, as an in-app language setting would make it.
let english = Localizer(catalogs: catalogs, preferredLanguages: ["en-US"])
for language in ["en", "ar", "he"] {
  let localizer = english.with(language: language)
  let direction = localizer.layoutDirection
  print("== \(language) (\(direction.abbreviation))")

  // 3. Formatted strings: every argument isolated; the values stay whole.
  let lines = [
    localizer.format("settings.phone", phone),
    localizer.format("settings.user", user),
    localizer.format("settings.backup", file, host),
  ]
  for line in lines { print("  " + BidiNotation.escape(line)) }
  for value in ["+1 408-555-1212", "דני_42", "photos/2024.zip", "backup.example.com:8443"] {
    check(lines.contains { $0.contains(value) }, "\(language): \(value) is not kept whole")
  }
  if direction == .rightToLeft {
    // In a right-to-left sentence each value sits inside an isolate: LRI, RLI or FSI … PDI.
    check(lines.allSatisfy { $0.unicodeScalars.contains("\u{2069}") }, "\(language): a value is not isolated")
  }

  // 4. The screen in the language's direction: `layoutDirection` goes straight to the layout.
  let tree = screen(localizer)
  do {
    let result = try tree.layout(direction: direction)
    // Cells fine enough for every box to show its id (and a flipped chevron its `~`).
    let renderer = ASCIIRenderer.fitting([result])
    print(renderer.render(result))
    check(renderer.cutLabels(result).isEmpty, "\(language): the picture cuts a label")
    let chevron = result["pNext"]!
    let icon = result["pIcon"]!
    let rewind = result["rewind"]!
    let play = result["play"]!
    check((chevron.absoluteX > icon.absoluteX) == (direction == .leftToRight), "\(language): chevron side")
    check(chevron.mirrored == (direction == .rightToLeft), "\(language): chevron image flip")
    check(rewind.absoluteX < play.absoluteX, "\(language): playback controls must not mirror")
    check(
      result["pLabel"]!.textAlignment == (direction == .leftToRight ? .left : .right),
      "\(language): natural alignment")
  } catch {
    fail("layout: \(error)", 1)
  }
}

if failures.isEmpty {
  print("all checks passed")
} else {
  for failure in failures { print("FAILED: \(failure)") }
  exit(1)
}
