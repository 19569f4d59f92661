import BidiText
import Foundation
import Testing

@Suite("Character properties against the Unicode data files")
struct UnicodeDataTests {
  static func dataLines(_ name: String) throws -> [[Substring]] {
    try String(contentsOfFile: "/usr/share/unicode/\(name)", encoding: .utf8)
      .split(separator: "\n").compactMap { line in
        let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces)[...] }
        return fields.first?.isEmpty == false ? fields : nil
      }
  }

  static func range(_ field: Substring) -> ClosedRange<UInt32> {
    let parts = field.split(separator: ".", omittingEmptySubsequences: true)
    let low = UInt32(parts[0], radix: 16)!
    return low...(parts.count > 1 ? UInt32(parts[1], radix: 16)! : low)
  }

  @Test("every one of the 1 114 112 code points has the class DerivedBidiClass.txt gives")
  func everyCodePoint() throws {
    let text = try String(
      contentsOfFile: "/usr/share/unicode/extracted/DerivedBidiClass.txt", encoding: .utf8)
    var expected = [String](repeating: "L", count: 0x110000)
    let longNames: [String: String] = [
      "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Terminator": "ET",
      "Boundary_Neutral": "BN",
    ]
    // The @missing lines give the defaults of unassigned code points, in order.
    for line in text.split(separator: "\n") where line.hasPrefix("# @missing:") {
      let fields = line.dropFirst("# @missing:".count).split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let name = try #require(longNames[fields[1]], "unknown default \(fields[1])")
      for cp in Self.range(fields[0][...]) { expected[Int(cp)] = name }
    }
    for fields in try Self.dataLines("extracted/DerivedBidiClass.txt") {
      for cp in Self.range(fields[0]) { expected[Int(cp)] = String(fields[1]) }
    }
    var mismatches: [String] = []
    for cp in 0..<UInt32(0x110000) {
      let got: String
      if let scalar = Unicode.Scalar(cp) {
        got = scalar.bidiClass.abbreviation
      } else {
        continue  // surrogates are not scalars; checked below through the table's own default
      }
      if got != expected[Int(cp)] {
        mismatches.append(String(format: "U+%04X: %@ (expected %@)", cp, got, expected[Int(cp)]))
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(10))")
    // Characters newer than FriBidi 1.0.8's Unicode 10 tables.
    #expect(Unicode.Scalar(0x0870)!.bidiClass == .arabicLetter)
    #expect(Unicode.Scalar(0x0890)!.bidiClass == .arabicNumber)
    #expect(Unicode.Scalar(0x1EC71)!.bidiClass == .arabicLetter)
    #expect(Unicode.Scalar(0x10D00)!.bidiClass == .arabicLetter)
  }

  @Test("paired brackets and mirroring glyphs equal BidiBrackets.txt and BidiMirroring.txt")
  func bracketsAndMirrors() throws {
    var count = 0
    for fields in try Self.dataLines("BidiBrackets.txt") {
      let scalar = Unicode.Scalar(UInt32(fields[0], radix: 16)!)!
      let pair = Unicode.Scalar(UInt32(fields[1], radix: 16)!)!
      let bracket = try #require(scalar.bidiPairedBracket)
      #expect(bracket.pair == pair)
      #expect(bracket.isOpening == (fields[2] == "o"))
      count += 1
    }
    #expect(count == 128)
    var mirrors = 0
    for fields in try Self.dataLines("BidiMirroring.txt") {
      let scalar = Unicode.Scalar(UInt32(fields[0], radix: 16)!)!
      #expect(scalar.bidiMirroringGlyph == Unicode.Scalar(UInt32(fields[1], radix: 16)!))
      mirrors += 1
    }
    #expect(mirrors > 400)
    #expect(Unicode.Scalar("a").bidiMirroringGlyph == nil)
    #expect(Unicode.Scalar("a").bidiPairedBracket == nil)
  }
}
