import BidiTestSupport
import BidiTesting
import Foundation
import Testing

/// The phone-numbers and user-names examples, run as built: what they print equals their
/// golden files, and the marks they print agree with what is displayed.
@Suite("The phone-numbers and user-names examples")
struct ExampleOutputTests {
  /// One printed message: its label (`naive`, `BidiKit`…), its mark and its visual line.
  struct Row {
    var label: String
    var intact: Bool?
    var visual: String
    /// The last header line printed before the row.
    var header: String
  }

  /// Runs the built example `name` and returns its exit status, output and errors.
  func run(_ name: String) throws -> (status: Int32, output: String, errors: String) {
    let result = try BuiltProduct(name).run()
    return (result.status, result.output, result.errors)
  }

  /// The rows of an example's output: lines `  label  ✓ │visual`, continuation lines
  /// without a label.
  func rows(of output: String) -> [Row] {
    var rows: [Row] = []
    var header = ""
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let bar = line.firstIndex(of: "│") else {
        if !line.hasPrefix(" ") && !line.isEmpty { header = String(line) }
        continue
      }
      let prefix = line[..<bar].trimmingCharacters(in: .whitespaces)
      let intact: Bool? = prefix.hasSuffix("✓") ? true : prefix.hasSuffix("✗") ? false : nil
      let label = intact == nil ? prefix : String(prefix.dropLast()).trimmingCharacters(in: .whitespaces)
      rows.append(
        Row(label: label, intact: intact, visual: String(line[line.index(after: bar)...]), header: header))
    }
    return rows
  }

  /// The `visual:` lines of a golden file, as displayed.
  func goldenVisualLines(_ name: String) throws -> [String] {
    let path = goldensDirectory + "/" + name + ".golden"
    let file = try GoldenFile(parsing: try #require(FileManager.default.contents(atPath: path)), path: path)
    return try file.cases.flatMap { golden in
      try #require(golden.expected, "\(golden.name) has no expectations").filter { $0.key == "visual" }
        .map { try #require(TextGoldenKind.visualLine(fromStored: $0.value, capRTL: false)) }
    }
  }

  @Test(
    "each prints exactly the visual lines of its golden file", arguments: ["phone-numbers", "user-names"])
  func matchesGolden(_ name: String) throws {
    let executable = BuiltProduct.directory + "/" + name
    try #require(
      FileManager.default.isExecutableFile(atPath: executable),
      "build it first: swift build (looked in \(BuiltProduct.directory))")
    let expected = try goldenVisualLines(name)
    #expect(expected.count > 15)
    let result = try run(name)
    #expect(result.status == 0)
    #expect(result.errors == "")
    let printed = rows(of: result.output).map(\.visual)
    #expect(printed.count == expected.count)
    for (index, (line, golden)) in zip(printed, expected).enumerated() {
      #expect(line == golden, "line \(index + 1)")
    }
  }

  /// A left-to-right value is intact when its characters show left to right, side by side:
  /// the visual line contains it as it is. The example asks the engine's visual order instead;
  /// the two must agree.
  @Test("phone-numbers: each mark says whether the line shows the value as it is")
  func phoneNumberMarks() throws {
    let result = try run("phone-numbers")
    let marked = rows(of: result.output).filter { $0.intact != nil }
    #expect(marked.count >= 17)
    for row in marked {
      let value = try #require(row.header.components(separatedBy: " → ").last)
      #expect(row.intact == row.visual.contains(value), "\(row.header): \(row.label)")
    }
    #expect(marked.filter { $0.label == "naive" && $0.intact == false }.count >= 5)
    #expect(marked.filter { $0.label != "naive" }.allSatisfy { $0.intact == true })
  }

  @Test("user-names: every formatted message is marked right; naive ones are not all right")
  func userNameMarks() throws {
    let result = try run("user-names")
    let marked = rows(of: result.output).filter { $0.intact != nil }
    #expect(marked.count == 24)
    #expect(marked.filter { $0.label != "naive" }.allSatisfy { $0.intact == true })
    #expect(marked.filter { $0.label == "naive" && $0.intact == false }.count >= 6)
    // The untrusted names' section reports what the audit found.
    #expect(result.output.contains("audit: U+202E RLO at scalar 0 (UTF-16 0): unterminated"))
    #expect(result.output.contains("audit: U+2066 LRI at scalar 0 (UTF-16 0): unterminated"))
    #expect(result.output.contains("audit: U+202C PDF at scalar 7 (UTF-16 7): unmatched"))
  }
}
