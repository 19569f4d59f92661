import Foundation

/// A property list file (`.stringsdict`, or a `.strings` file written as a property list)
/// scanned for its keys and strings with their positions, and checked by Foundation's
/// `PropertyListSerialization` (in swift-corelibs-foundation as on Apple platforms).
///
/// XML property lists are scanned as written. A binary property list (what Xcode compiles
/// `.strings` and `.stringsdict` files into inside a built app) has no lines: it is converted
/// to XML by `PropertyListSerialization` and scanned in that form, so positions are those of
/// its XML form (as `plutil -convert xml1` writes it, one element per line).
struct PropertyListDocument {
  /// The scan: strings with their key paths, top-level keys, values' kinds.
  var scanner: PlistScanner
  /// Problems met, with their positions.
  var diagnostics: [CatalogDiagnostic]
  /// The line of the first syntax error (entries from it on are not trusted), or `Int.max`.
  var errorLine: Int
  /// Whether the file was a binary property list.
  var isBinary: Bool

  /// Whether `data` starts like a property list rather than an old-style `.strings` file:
  /// `bplist`, or, after an optional BOM and white space, `<?xml`, `<!DOCTYPE` or `<plist`.
  static func looksLikePropertyList(_ data: Data) -> Bool {
    if data.starts(with: Array("bplist".utf8)) { return true }
    var bytes = data.prefix(512)[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // UTF-16 with a BOM: look at every other byte.
      let ascii = stride(from: bytes.startIndex + 2, to: bytes.endIndex, by: 2).map { index -> UInt8 in
        let pair = (bytes[index], index + 1 < bytes.endIndex ? bytes[index + 1] : 0)
        return bytes.first == 0xFF ? pair.0 : pair.1
      }
      bytes = Data(ascii)[...]
    }
    let text = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { text.starts(with: Array($0.utf8)) }
  }

  /// Reads `data` as a property list whose root must be a dictionary; `recordingLeaves`:
  /// with every string in ``PlistScanner/leaves``.
  init(_ data: Data, path: String, recordingLeaves: Bool = false) {
    var diagnostics: [CatalogDiagnostic] = []
    var errorLine = Int.max
    var malformed: String?
    var xml = data
    var isBinary = false
    let start = SourceLocation(file: path)
    do {
      var format = PropertyListSerialization.PropertyListFormat.xml
      let root = try PropertyListSerialization.propertyList(from: data, format: &format)
      switch format {
      case .binary:
        isBinary = true
        if let converted = try? PropertyListSerialization.data(
          fromPropertyList: root, format: .xml, options: 0)
        {
          xml = converted
        } else {
          diagnostics.append(
            CatalogDiagnostic(
              location: start, reason: .unsupportedContent,
              message: "a binary property list that cannot be converted to XML"))
          errorLine = 1
        }
      case .openStep:
        errorLine = 1
        diagnostics.append(
          CatalogDiagnostic(
            location: start, reason: .unsupportedContent,
            message: "an old-style (OpenStep) property list where an XML or binary one is expected"))
      default:
        break
      }
      if !(root is [String: Any]) {
        diagnostics.append(
          CatalogDiagnostic(
            location: start, reason: .invalidStructure, message: "the property list is not a dictionary"))
      }
    } catch {
      let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      if let range = description.range(of: "at line ") ?? description.range(of: "on line "),
        let line = Int(description[range.upperBound...].prefix { $0.isNumber })
      {
        errorLine = line
      } else {
        errorLine = 1
      }
      malformed = description
    }
    var scanDiagnostics: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](xml), path: path, diagnostics: &scanDiagnostics)
    if let malformed {
      // Foundation names only the line; the column is that of the offending tag.
      let column = PropertyListErrorColumn.column(of: malformed, line: errorLine, in: scalars)
      diagnostics.append(
        CatalogDiagnostic(
          location: SourceLocation(file: path, position: .at(line: errorLine, column: column, in: scalars)),
          reason: .syntaxError, message: "malformed property list: \(malformed)"))
    }
    var scanner = PlistScanner(cursor: ScalarCursor(scalars, path: path))
    scanner.recordsLeaves = recordingLeaves
    if !(isBinary && xml == data) { scanner.scan() }
    self.scanner = scanner
    self.diagnostics = diagnostics + scanDiagnostics + scanner.diagnostics
    self.errorLine = errorLine
    self.isBinary = isBinary
  }
}

/// Every string of a property list with the key it is under, and where it is: what a
/// linter reads from the files that define `.strings` keys without being catalogs (a
/// `Settings.bundle` plist's titles, an `.intentdefinition`'s IDs).
package enum PropertyListStrings {
  /// The strings of `data`, in document order (a string in an array under its array's key),
  /// and the problems met reading it.
  package static func read(_ data: Data, path: String) -> (
    strings: [(key: String, value: String, location: SourceLocation)], diagnostics: [CatalogDiagnostic]
  ) {
    let document = PropertyListDocument(data, path: path, recordingLeaves: true)
    return (document.scanner.leaves.filter { $0.location.line < document.errorLine }, document.diagnostics)
  }
}
