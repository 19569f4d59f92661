import BidiLint
import BidiLocalization
import BidiTestSupport
import Foundation
import Testing

/// `.pre-commit-hooks.yaml` names the extensions `bidi lint` reads: its `files` patterns must
/// stay equal to ``SourceLanguage/pathExtensions`` and ``CatalogFormat``'s.
@Suite struct HookConfigurationTests {
  /// The extensions in the `files: \.(?i:a|b|…)$` pattern of the hook `id`.
  static func extensions(ofHook id: String) throws -> Set<String> {
    let text = try String(contentsOf: Repository.url(".pre-commit-hooks.yaml"), encoding: .utf8)
    let hook = try #require(text.components(separatedBy: "\n- id: \(id)\n").dropFirst().last)
    let line = try #require(hook.split(separator: "\n").first { $0.hasPrefix("  files: ") })
    let pattern = try #require(line.wholeMatch(of: #/\s+files: \\\.\(\?i:(.*)\)\$/#))
    return Set(pattern.1.split(separator: "|").map { $0.replacingOccurrences(of: "\\+", with: "+") })
  }

  @Test("bidi-trojan-source: every extension bidi lint reads as source code, and no other")
  func sourceHook() throws {
    let expected = Set(SourceLanguage.pathExtensions.values.joined())
    #expect(try Self.extensions(ofHook: "bidi-trojan-source") == expected)
  }

  @Test("bidi-lint-catalogs: every catalog extension, each one a catalog")
  func catalogHook() throws {
    let extensions = try Self.extensions(ofHook: "bidi-lint-catalogs")
    #expect(extensions.allSatisfy { CatalogFormat(pathExtension: $0) != nil })
    #expect(Set(CatalogFormat.allCases.map(\.rawValue)).isSubset(of: extensions))
  }
}
