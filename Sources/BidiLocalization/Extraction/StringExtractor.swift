import Foundation

/// The genstrings step, and Xcode's String Catalog extraction: finds the localizable strings
/// of source files.
///
/// ```swift
/// let extractor = StringExtractor(routines: [try LocalizationRoutine(parsing: "L10n.tr(table: 1, key: 2)")])
/// let extraction = extractor.extract([(path: "Sources/App/View.swift", text: source)])
/// for note in extraction.diagnostics { print(note) }   // file:line:column: note: …
/// let data = StringsFileWriter.data(extraction.stringsEntries(table: "Localizable"))
/// ```
///
/// - **Swift**, as Xcode's String Catalog extraction: every literal the compiler makes a
///   `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue` — arguments
///   of the SwiftUI, Foundation and App Intents APIs listed in the article "Extracting strings",
///   arguments of functions, initializers and enum cases the sources declare with such
///   parameters (read from every Swift file given), values and results of declarations typed
///   so — and `NSLocalizedString` as genstrings reads it. An interpolation becomes the
///   placeholder of its type (`%lld` for an `Int`…), `%@` with a note when the sources do not
///   show the type.
/// - **C, C++, Objective-C**, as genstrings: `NSLocalizedString…` and `CFCopyLocalizedString…`.
/// - In both, the app's own routines (``LocalizationRoutine``) and BidiKit's `Localizer` calls
///   (`format`, `string`, `localize` on a value whose name or type says it is a localizer).
///
/// Keys without a letter or digit (empty, white space, punctuation, placeholders only) are
/// skipped with a note: they cannot be translated apart from their sentence.
public struct StringExtractor: Sendable {
  /// The kinds of source file read; each file's kind comes from its extension. Each kind has
  /// its reader in a folder of its own (`Extraction/Swift`, `Extraction/CFamily`) and one
  /// case in the loop of `extract(_:)` over the files given.
  public enum InputKind: String, Sendable, Hashable, CaseIterable {
    /// `.swift`.
    case swift
    /// `.m`, `.mm`, `.c`, `.cc`, `.cpp`, `.cxx`, `.h`, `.hh`, `.hpp`.
    case cFamily

    /// The kind of a file, from its extension; `nil` for a file not read.
    public init?(path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "swift": self = .swift
      case "m", "mm", "c", "cc", "cpp", "cxx", "h", "hh", "hpp": self = .cFamily
      default: return nil
      }
    }
  }

  /// The app's routines read besides the platform's calls.
  public var routines: [LocalizationRoutine]

  /// An extractor that also reads `routines`.
  public init(routines: [LocalizationRoutine] = []) { self.routines = routines }

  /// The strings of several files. Declarations in every Swift file are visible to the others,
  /// as they are to the compiler: a view declared in one file with a `LocalizedStringKey`
  /// parameter makes literals passed to it keys in all of them.
  ///
  /// - Parameter files: each file's path (for locations and its kind) and text; files of
  ///   another kind are ignored.
  public func extract(_ files: [(path: String, text: String)]) -> StringExtraction {
    // What every file declares, first: Swift declarations, C string constants.
    var declarations = SwiftDeclarations()
    var swiftSources: [Int: SwiftSource] = [:]
    var constants: [String: CFamilyToken] = [:]
    for (index, file) in files.enumerated() {
      switch InputKind(path: file.path) {
      case .swift?:
        let source = SwiftSource(file.text, path: file.path)
        declarations.add(source)
        swiftSources[index] = source
      case .cFamily? where file.text.contains("#define"):
        constants.merge(CFamilyTokenizer(Array(file.text.unicodeScalars)).stringConstants) { first, _ in first
        }
      default: break
      }
    }
    var strings: [ExtractedString] = []
    var diagnostics: [ExtractionDiagnostic] = []
    for (index, file) in files.enumerated() {
      switch InputKind(path: file.path) {
      case .swift?:
        let source = swiftSources.removeValue(forKey: index)!
        var extractor = SwiftExtractor(source, declarations: declarations, routines: routines)
        var pending = extractor.run()
        var found = extractor.strings
        diagnostics += extractor.diagnostics
        // Literals inside interpolations, read with the file's declarations (a worklist: an
        // interpolation's own interpolations are added to it, never recursed into).
        while let range = pending.popLast() {
          var inner = SwiftExtractor(
            SwiftSource(source.text, range: range), declarations: declarations, routines: routines,
            typing: extractor.typing)
          pending += inner.run()
          found += inner.strings
          diagnostics += inner.diagnostics
        }
        // In source order, whichever way each literal was reached.
        strings += found.enumerated().sorted {
          ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        .map(\.element)
      case .cFamily?:
        var extractor = CFamilyExtractor(
          ExtractionSourceText(file.text, path: file.path), routines: routines, constants: constants)
        extractor.run()
        strings += extractor.strings
        diagnostics += extractor.diagnostics
      case nil: continue
      }
    }
    var kept: [ExtractedString] = []
    for string in strings {
      if Self.isNoise(string.key) {
        diagnostics.append(
          ExtractionDiagnostic(
            location: string.location, reason: .noiseKey,
            message:
              "'\(string.key)' skipped: a key without a letter or digit cannot be translated apart from its sentence"
          ))
      } else {
        kept.append(string)
      }
    }
    return StringExtraction(kept, diagnostics: diagnostics)
  }

  /// The strings of one file, its declarations alone visible to it.
  public func extract(_ text: String, path: String) -> StringExtraction {
    extract([(path: path, text: text)])
  }

  /// Whether `key` has no letter or digit outside its placeholders: empty, white space,
  /// punctuation or symbols (`" · "`, `"+"`), placeholders only (`"%@"`, `"%@ (%@)"`).
  public static func isNoise(_ key: String) -> Bool {
    var scalars = Array(key.unicodeScalars)
    for placeholder in FormatPlaceholder.parse(key).reversed() {
      scalars.removeSubrange(placeholder.scalarRange)
    }
    return !scalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }
}
