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
/// every key and string, so entries before a syntax error are still read. Binary property
/// lists (compiled into built apps) are read through their XML form (see
/// ``PropertyListDocument``). Structure problems (no `other`, an undefined `%#@variable@`…)
/// are diagnostics of kind ``CatalogDiagnostic/Reason/pluralStructure``.
enum StringsdictReader {
  static let categories = ["zero", "one", "two", "few", "many", "other"]

  static func read(_ data: Data, path: String) -> CatalogFile {
    let document = PropertyListDocument(data, path: path)
    let scanner = document.scanner
    let errorLine = document.errorLine
    var diagnostics = document.diagnostics
    diagnostics += StringsdictStructure.problems(in: scanner, before: errorLine)
    diagnostics = CatalogDiagnostic.inTextOrder(diagnostics)

    // Group the scanned strings by their top-level key, in document order.
    var entries: [CatalogEntry] = []
    var indexOfKey: [String: Int] = [:]
    var typeOf: [String: String] = [:]  // "key\0variable" → spec type
    var valueTypeOf: [String: String] = [:]  // "key\0variable" → value type
    for record in scanner.strings where record.path.count == 3 {
      switch record.path[2] {
      case StringsdictStructure.specTypeKey: typeOf[record.path[0] + "\0" + record.path[1]] = record.value
      case StringsdictStructure.valueTypeKey:
        valueTypeOf[record.path[0] + "\0" + record.path[1]] = record.value
      default: break
      }
    }
    var seenVariables: Set<String> = []
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
        let variable = record.path[0] + "\0" + record.path[1]
        guard typeOf[variable] == "NSStringPluralRuleType" else { continue }
        if seenVariables.insert(variable).inserted {
          entries[index].variables.append(
            CatalogVariable(name: record.path[1], formatSpecifier: valueTypeOf[variable]))
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
/// key path and location, down to the three levels of keys a `.stringsdict` uses (strings
/// nested deeper are not recorded, so that time and memory stay linear in the length of the
/// file however deep it nests). Well-formedness is checked by Foundation, not here.
struct PlistScanner {
  struct Record {
    var path: [String]
    var value: String
    var location: SourceLocation
  }
  var cursor: ScalarCursor
  var strings: [Record] = []
  var topLevelKeys: [(String, SourceLocation)] = []
  /// Every value under a key, to the depth of ``maximumPathLength`` keys: its key path, its
  /// element name (`dict`, `string`, `integer`…) and where it starts.
  var values: [(path: [String], element: String, location: SourceLocation)] = []
  var diagnostics: [CatalogDiagnostic] = []
  /// Whether to record ``leaves``.
  var recordsLeaves = false
  /// With ``recordsLeaves``, every string at any depth with the key it is under (a string in
  /// an array: the array's key), for reference tables such as a `Settings.bundle` plist.
  var leaves: [(key: String, value: String, location: SourceLocation)] = []
  /// The key of each open array, innermost last.
  private var arrayKeys: [String] = []
  /// The keys of the records: a string's path has at most this many keys, its own included.
  static let maximumPathLength = 3
  /// Whether each open dict or array added its key to ``keyPath`` (dicts other than the root).
  private var containers: [Bool] = []
  /// The keys of the open dicts other than the root, outermost first.
  private(set) var keyPath: [String] = []
  private var pendingKey: (String, SourceLocation)?

  init(cursor: ScalarCursor) { self.cursor = cursor }

  mutating func scan() {
    var rootClosed = false
    while let c = cursor.current {
      guard c == "<" else {
        if rootClosed && !c.properties.isWhitespace {
          reportTextAfterRoot(at: cursor.location)
          return
        }
        cursor.advance()
        continue
      }
      let tagLocation = cursor.location
      let tag = readTag()
      if rootClosed {
        // Foundation reads the first element and ignores what follows it.
        if tag == "" || tag == "/plist" { continue }
        reportTextAfterRoot(at: tagLocation)
        return
      }
      if let key = pendingKey?.0, !tag.isEmpty, !tag.hasPrefix("/"), !tag.hasPrefix("key"),
        keyPath.count < Self.maximumPathLength, !containers.isEmpty
      {
        values.append((keyPath + [key], tag.hasSuffix("/") ? String(tag.dropLast()) : tag, tagLocation))
      }
      switch tag {
      case "dict", "array":
        let addsKey = tag == "dict" && !containers.isEmpty
        containers.append(addsKey)
        if addsKey { keyPath.append(pendingKey?.0 ?? "") }
        if tag == "array" && recordsLeaves { arrayKeys.append(pendingKey?.0 ?? arrayKeys.last ?? "") }
        pendingKey = nil
      case "/dict", "/array":
        if containers.popLast() == true { keyPath.removeLast() }
        if tag == "/array" && recordsLeaves { _ = arrayKeys.popLast() }
        rootClosed = containers.isEmpty
      case "key/":
        pendingKey = ("", tagLocation)
        if containers.count == 1 { topLevelKeys.append(("", tagLocation)) }
      case "key":
        let (text, _) = readText(closing: "key")
        pendingKey = (text, tagLocation)
        if containers.count == 1 { topLevelKeys.append((text, tagLocation)) }
      case "string", "string/":
        let (text, location) =
          tag == "string/" ? ("", cursor.location) : readText(closing: "string")
        if let key = pendingKey?.0, keyPath.count < Self.maximumPathLength {
          strings.append(Record(path: keyPath + [key], value: text, location: location))
        }
        if recordsLeaves, let key = pendingKey?.0 ?? arrayKeys.last {
          leaves.append((key, text, location))
        }
        pendingKey = nil
      case "dict/", "array/", "true/", "false/":
        pendingKey = nil
        rootClosed = containers.isEmpty
      case "integer", "real", "date", "data", "true", "false":
        _ = readText(closing: tag)
        pendingKey = nil
      default:
        break
      }
    }
  }

  mutating func reportTextAfterRoot(at location: SourceLocation) {
    diagnostics.append(
      CatalogDiagnostic(
        location: location, reason: .syntaxError,
        message: "text after the end of the property list is ignored"))
  }

  /// Reads `<…>` and returns the tag name (`"dict"`, `"/dict"`, `"string/"`), or `""` for
  /// declarations, comments and processing instructions.
  mutating func readTag() -> String {
    cursor.advance()
    // Markup that is not an element ends at its own terminator, which may come after other
    // `>`: `<?xml … ?>`, `<!-- … -->`, `<![CDATA[ … ]]>`, `<!DOCTYPE … [ … ]>`.
    if cursor.current == "?" {
      cursor.advance()
      skip(past: "?>")
      return ""
    }
    if cursor.current == "!" {
      if cursor.scalars[cursor.index...].starts(with: "!--".unicodeScalars) {
        for _ in 0..<3 { cursor.advance() }
        skip(past: "-->")
      } else if cursor.scalars[cursor.index...].starts(with: "![CDATA[".unicodeScalars) {
        skip(past: "]]>")
      } else {
        var inInternalSubset = false
        while let c = cursor.current {
          cursor.advance()
          if c == "[" {
            inInternalSubset = true
          } else if c == "]" {
            inInternalSubset = false
          } else if c == ">" && !inInternalSubset {
            break
          }
        }
      }
      return ""
    }
    var text = ""
    while let c = cursor.current, c != ">" {
      text.unicodeScalars.append(c)
      cursor.advance()
    }
    cursor.advance()
    let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" }
    let name = String(text.prefix { !isSpace($0) && $0 != "/" })
    if text.hasSuffix("/") { return name + "/" }
    return text.hasPrefix("/") ? "/" + String(text.dropFirst().prefix { !isSpace($0) }) : name
  }

  /// Moves the cursor past the next `terminator`, or to the end of the text.
  mutating func skip(past terminator: String) {
    let scalars = Array(terminator.unicodeScalars)
    while !cursor.isAtEnd {
      if cursor.current == scalars[0] && cursor.scalars[cursor.index...].starts(with: scalars) {
        for _ in scalars { cursor.advance() }
        return
      }
      cursor.advance()
    }
  }

  /// The length of the end tag `</name>` at the cursor (XML allows white space before its
  /// `>`), or `nil` when there is none.
  func endTagLength(_ endScalars: [Unicode.Scalar]) -> Int? {
    guard cursor.scalars[cursor.index...].starts(with: endScalars) else { return nil }
    var end = cursor.index + endScalars.count
    while end < cursor.scalars.count, [" ", "\t", "\r", "\n"].contains(cursor.scalars[end]) {
      end += 1
    }
    guard end < cursor.scalars.count, cursor.scalars[end] == ">" else { return nil }
    return end + 1 - cursor.index
  }

  /// The text up to the end tag `</name>`, XML entities decoded and `<![CDATA[…]]>` sections
  /// taken as they are written, and where it starts. Time is linear in the length of the text.
  mutating func readText(closing name: String) -> (String, SourceLocation) {
    let location = cursor.location
    let endScalars = Array("</\(name)".unicodeScalars)
    let cdataStart = Array("<![CDATA[".unicodeScalars)
    let cdataEnd = Array("]]>".unicodeScalars)
    var text = ""
    var raw: [Unicode.Scalar] = []
    while !cursor.isAtEnd {
      if cursor.current == "<", let length = endTagLength(endScalars) {
        for _ in 0..<length { cursor.advance() }
        return (text + Self.decodeEntities(raw), location)
      }
      if cursor.current == "<" && cursor.scalars[cursor.index...].starts(with: cdataStart) {
        text += Self.decodeEntities(raw)
        raw = []
        let sectionLocation = cursor.location
        for _ in cdataStart { cursor.advance() }
        var closed = false
        while let c = cursor.current {
          if c == "]" && cursor.scalars[cursor.index...].starts(with: cdataEnd) {
            for _ in cdataEnd { cursor.advance() }
            closed = true
            break
          }
          text.unicodeScalars.append(c)
          cursor.advance()
        }
        if !closed {
          diagnostics.append(
            CatalogDiagnostic(location: sectionLocation, reason: .syntaxError, message: "missing ]]>"))
        }
        continue
      }
      raw.append(cursor.current!)
      cursor.advance()
    }
    diagnostics.append(
      CatalogDiagnostic(location: location, reason: .syntaxError, message: "missing </\(name)>"))
    return (text + Self.decodeEntities(raw), location)
  }

  /// The most scalars between `&` and `;` that can be an entity (`#x10FFFF` has 8, leading
  /// zeros add more); an `&` without a `;` that close is kept as written.
  static let maximumEntityLength = 32

  /// `raw` with the XML entities `&amp; &lt; &gt; &quot; &apos;` and character references
  /// (`&#1488;`, `&#x5D0;`) decoded; anything else that starts with `&` is kept as written.
  /// Time is linear in the length of `raw`.
  static func decodeEntities(_ raw: [Unicode.Scalar]) -> String {
    var result = String.UnicodeScalarView()
    var i = 0
    while i < raw.count {
      guard raw[i] == "&",
        let semicolon = raw[(i + 1)..<min(raw.count, i + 2 + maximumEntityLength)].firstIndex(
          of: ";")
      else {
        result.append(raw[i])
        i += 1
        continue
      }
      let name = String(String.UnicodeScalarView(raw[(i + 1)..<semicolon]))
      let decoded: Unicode.Scalar? =
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default:
          name.hasPrefix("#x")
            ? UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            : name.hasPrefix("#") ? UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) : nil
        }
      if let decoded {
        result.append(decoded)
        i = semicolon + 1
      } else {
        result.append(raw[i])
        i += 1
      }
    }
    return String(result)
  }
}
