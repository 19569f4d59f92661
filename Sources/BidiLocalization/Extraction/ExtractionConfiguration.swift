import BidiInput
import Foundation

/// What a source tree says about its extraction, in the `"extract"` object of the
/// `.bidilint.json` at its root: the app's routines, and where the strings of each target go.
///
/// ```json
/// {
///   "extract": {
///     "routines": ["L10n.tr(table: 1, key: 2, value: fallback)", ".localized"],
///     "targets": [
///       { "sources": ["Widgets"], "output": "Widgets/en.lproj" },
///       { "sources": ["Packages/Account/Sources"], "output": "Packages/Account/Sources/Account/Resources/en.lproj" }
///     ]
///   }
/// }
/// ```
///
/// Paths are relative to the configuration's folder. A source file goes to the first target
/// whose `sources` contain it (a folder or the file itself); the others go to the output given
/// on the command line. Each target gets its own tables: the strings of a widget extension
/// and of the app are two `Localizable.strings`.
public struct ExtractionConfiguration: Sendable, Hashable {
  /// Where one target's strings go.
  public struct Target: Sendable, Hashable {
    /// The folders (or files) of the target's sources, relative to the configuration's folder.
    public var sources: [String]
    /// The folder its tables are written to, relative to the configuration's folder.
    public var output: String

    /// Creates a target.
    public init(sources: [String], output: String) {
      self.sources = sources
      self.output = output
    }

    /// Whether `path` (relative to the configuration's folder) is one of the target's sources.
    public func contains(_ path: String) -> Bool {
      let path = ExtractionConfiguration.normalized(path)
      return sources.contains { source in
        let source = ExtractionConfiguration.normalized(source)
        return source.isEmpty || path == source || path.hasPrefix(source + "/")
      }
    }
  }

  /// The routines read besides the platform's calls.
  public var routines: [LocalizationRoutine] = []
  /// The targets with their own output, in order.
  public var targets: [Target] = []

  /// An empty configuration.
  public init() {}

  /// Why a configuration cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with its line and column.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Reads the `"extract"` object of a configuration file (the rest of the file is not read);
  /// an empty configuration when the file has none. Errors name the line and column.
  public init(json data: Data) throws(ParseError) {
    var problems: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: "", diagnostics: &problems)
    let (parsed, error) = JSONScanner.scan(scalars)
    if let error {
      throw ParseError(message: "\(error.position.line):\(error.position.column): \(error.message)")
    }
    guard let root = parsed, root.isObject else { throw ParseError(message: "not a JSON object") }
    guard let section = root["extract"] else { return }
    func fail(_ value: LocatedJSON, _ message: String) -> ParseError {
      ParseError(message: "\(value.position.line):\(value.position.column): extract.\(message)")
    }
    guard section.isObject else { throw fail(section, "must be an object") }
    for member in section.members {
      switch member.key {
      case "routines":
        guard case .array(let items) = member.value.kind else {
          throw fail(member.value, "routines must be an array")
        }
        for item in items {
          guard let text = item.stringValue else { throw fail(item, "routines: each routine is a string") }
          do {
            routines.append(try LocalizationRoutine(parsing: text))
          } catch {
            throw fail(item, "routines: \(error.message)")
          }
        }
      case "targets":
        guard case .array(let items) = member.value.kind else {
          throw fail(member.value, "targets must be an array")
        }
        for item in items {
          let sources = item["sources"]?.items.compactMap(\.stringValue) ?? []
          guard item.isObject, !sources.isEmpty, sources.count == item["sources"]?.items.count,
            let output = item["output"]?.stringValue, !output.isEmpty
          else {
            throw fail(item, "targets: each target is {\"sources\": [folders…], \"output\": folder}")
          }
          targets.append(Target(sources: sources, output: output))
        }
      default:
        throw fail(member.value, "unknown setting '\(member.key)' (routines, targets)")
      }
    }
  }

  /// The target whose sources hold `path` (relative to the configuration's folder), or `nil`.
  public func target(for path: String) -> Target? {
    targets.first { $0.contains(path) }
  }

  /// `path` without `./`, repeated `/` and a trailing `/`.
  static func normalized(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
  }
}
