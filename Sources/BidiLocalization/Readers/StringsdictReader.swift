import Foundation

/// Reads `.stringsdict` files: XML property lists of plural rules.
///
/// ```xml
/// <key>%d files</key>
/// <dict>
///   <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
///   <key>files</key>
///   <dict>
///     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///     <key>NSStringFormatValueTypeKey</key><string>d</string>
///     <key>one</key><string>%d file</string>
///     <key>other</key><string>%d files</string>
///   </dict>
/// </dict>
/// ```
///
/// Each top-level key is an entry. Its texts are the format key (form `nil`) and, for each
/// `%#@variable@` of `NSStringPluralRuleType`, the categories present among zero, one, two,
/// few, many and other (forms `"files.one"`, …). Foundation's `PropertyListSerialization`
/// checks the file is well-formed; BidiKit's own scan of the XML gives the line and column of
/// every key and string, so entries before a syntax error are still read.
enum StringsdictReader {
  static let categories = ["zero", "one", "two", "few", "many", "other"]

  static func read(_ data: Data, path: String) -> CatalogFile {
    var diagnostics: [CatalogDiagnostic] = []
    let scalars = TextDecoding.decode([UInt8](data), path: path, diagnostics: &diagnostics)
    var scanner = PlistScanner(cursor: ScalarCursor(scalars, path: path))
    scanner.scan()
    var errorLine = Int.max
    do {
      let root = try PropertyListSerialization.propertyList(from: data, format: nil)
      if !(root is [String: Any]) {
        diagnostics.append(
          CatalogDiagnostic(
            location: SourceLocation(file: path, line: 1, column: 1),
            message: "the property list is not a dictionary"))
      }
    } catch {
      let description =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      if let range = description.range(of: "at line ") ?? description.range(of: "on line "),
        let line = Int(description[range.upperBound...].prefix { $0.isNumber })
      {
        errorLine = line
      } else {
        errorLine = 1
      }
      diagnostics.append(
        CatalogDiagnostic(
          location: SourceLocation(file: path, line: errorLine, column: 1),
          message: "malformed property list: \(description)"))
    }
    diagnostics += scanner.diagnostics

    // Group the scanned strings by their top-level key, in document order.
    var entries: [CatalogEntry] = []
    var indexOfKey: [String: Int] = [:]
    var typeOf: [String: String] = [:]  // "key\0variable" → spec type
    for record in scanner.strings
    where record.path.count >= 3 && record.path[2] == "NSStringFormatSpecTypeKey" {
      typeOf[record.path[0] + "\0" + record.path[1]] = record.value
    }
    for (key, location) in scanner.topLevelKeys where location.line < errorLine {
      indexOfKey[key] = entries.count
      entries.append(CatalogEntry(key: key, location: location, texts: []))
    }
    for record in scanner.strings where record.location.line < errorLine {
      guard let index = indexOfKey[record.path[0]] else { continue }
      switch record.path.count {
      case 1:
        entries[index].texts.append(CatalogText(text: record.value, location: record.location))
      case 2 where record.path[1] == "NSStringLocalizedFormatKey":
        entries[index].texts.insert(
          CatalogText(text: record.value, location: record.location), at: 0)
      case 3 where categories.contains(record.path[2]):
        guard typeOf[record.path[0] + "\0" + record.path[1]] == "NSStringPluralRuleType" else {
          continue
        }
        entries[index].texts.append(
          CatalogText(
            form: record.path[1] + "." + record.path[2], text: record.value,
            location: record.location))
      default:
        continue
      }
    }
    return CatalogFile(
      path: path, format: .stringsdict,
      tables: [StringTable(language: CatalogFile.lprojLanguage(ofPath: path), entries: entries)],
      diagnostics: diagnostics)
  }
}

/// A small scan of an XML property list that records every `<string>` with its dictionary
/// key path and location. Well-formedness is checked by Foundation, not here.
struct PlistScanner {
  struct Record {
    var path: [String]
    var value: String
    var location: SourceLocation
  }
  var cursor: ScalarCursor
  var strings: [Record] = []
  var topLevelKeys: [(String, SourceLocation)] = []
  var diagnostics: [CatalogDiagnostic] = []
  private var containers: [String?] = []  // key of each open dict (nil for arrays and the root)
  private var pendingKey: (String, SourceLocation)?

  init(cursor: ScalarCursor) { self.cursor = cursor }

  var keyPath: [String] { containers.dropFirst().compactMap { $0 } }

  mutating func scan() {
    while let c = cursor.current {
      guard c == "<" else {
        cursor.advance()
        continue
      }
      let tagLocation = cursor.location
      let tag = readTag()
      switch tag {
      case "dict", "array":
        containers.append(tag == "dict" ? (pendingKey?.0 ?? "") : nil)
        pendingKey = nil
      case "/dict", "/array":
        if !containers.isEmpty { containers.removeLast() }
      case "key":
        let (text, _) = readText(until: "</key>")
        pendingKey = (text, tagLocation)
        if containers.count == 1 { topLevelKeys.append((text, tagLocation)) }
      case "string", "string/":
        let (text, location) =
          tag == "string/" ? ("", cursor.location) : readText(until: "</string>")
        if let key = pendingKey?.0 {
          strings.append(Record(path: keyPath + [key], value: text, location: location))
        }
        pendingKey = nil
      case "dict/", "array/", "true/", "false/":
        pendingKey = nil
      case "integer", "real", "date", "data", "true", "false":
        _ = readText(until: "</" + tag + ">")
        pendingKey = nil
      default:
        break
      }
    }
  }

  /// Reads `<…>` and returns the tag name (`"dict"`, `"/dict"`, `"string/"`), or `""` for
  /// declarations, comments and processing instructions.
  mutating func readTag() -> String {
    cursor.advance()
    if cursor.current == "!" && cursor.peek() == "-" {
      while let c = cursor.current, !(c == ">" && cursor.scalars[cursor.index - 1] == "-") {
        cursor.advance()
      }
      cursor.advance()
      return ""
    }
    var text = ""
    while let c = cursor.current, c != ">" {
      text.unicodeScalars.append(c)
      cursor.advance()
    }
    cursor.advance()
    if text.hasPrefix("?") || text.hasPrefix("!") { return "" }
    let name = String(text.prefix { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "/" })
    if text.hasSuffix("/") { return name + "/" }
    return text.hasPrefix("/")
      ? "/" + String(text.dropFirst().prefix { $0 != " " && $0 != ">" }) : name
  }

  /// The text up to `end`, XML entities decoded, and where it starts.
  mutating func readText(until end: String) -> (String, SourceLocation) {
    let location = cursor.location
    let endScalars = Array(end.unicodeScalars)
    var raw: [Unicode.Scalar] = []
    while !cursor.isAtEnd {
      if cursor.current == "<" && cursor.scalars[cursor.index...].starts(with: endScalars) {
        for _ in endScalars { cursor.advance() }
        return (Self.decodeEntities(raw), location)
      }
      raw.append(cursor.current!)
      cursor.advance()
    }
    diagnostics.append(CatalogDiagnostic(location: location, message: "missing \(end)"))
    return (Self.decodeEntities(raw), location)
  }

  static func decodeEntities(_ raw: [Unicode.Scalar]) -> String {
    var text = String(String.UnicodeScalarView(raw))
    guard text.contains("&") else { return text }
    var result = ""
    while let amp = text.firstIndex(of: "&") {
      result += text[..<amp]
      guard let semi = text[amp...].firstIndex(of: ";") else { break }
      let name = text[text.index(after: amp)..<semi]
      let decoded: String? =
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default:
          name.hasPrefix("#x")
            ? UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            : name.hasPrefix("#")
              ? UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } : nil
        }
      result += decoded ?? String(text[amp...semi])
      text = String(text[text.index(after: semi)...])
    }
    return result + text
  }
}
