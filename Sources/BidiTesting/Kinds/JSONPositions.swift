/// Where things are in JSON text: the start of the value at a JSON path (`$.children[2].width`),
/// or the first byte that is not JSON. Used to turn a ``DirectionalLayout`` error, which names a
/// JSON path, into a line and column of the file the JSON was written in.
struct JSONPositions {
  /// What the scan found.
  enum Finding: Equatable {
    /// The value at the path starts at this byte offset.
    case value(Int)
    /// The text is not JSON from this byte offset on.
    case syntaxError(Int)
    /// The text is JSON but has no value at the path.
    case absent
  }

  private let bytes: [UInt8]
  private var index = 0
  private var found: Int?
  private let target: String

  /// The deepest nesting scanned; deeper text is reported as a syntax error at its start.
  static let maximumDepth = 1_000

  private init(_ bytes: [UInt8], target: String) {
    self.bytes = bytes
    self.target = target
  }

  /// The byte offset of the value at `path` in `json`; for a path that is not there, the nearest
  /// enclosing value that is (a missing key is reported at its object).
  static func locate(_ path: String, in json: [UInt8]) -> Finding {
    var candidate = path
    while true {
      var scanner = JSONPositions(json, target: candidate)
      guard scanner.scanDocument() else { return .syntaxError(scanner.index) }
      if let offset = scanner.found { return .value(offset) }
      guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return .absent }
      candidate = String(candidate[..<cut])
    }
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  static func lineAndColumn(of offset: Int, in json: [UInt8]) -> (line: Int, column: Int) {
    let prefix = json[..<min(offset, json.count)]
    let lineStart = (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    let line = prefix.count { $0 == UInt8(ascii: "\n") } + 1
    // Continuation bytes (10xxxxxx) do not start a scalar.
    let column = json[lineStart..<prefix.endIndex].count { $0 & 0xC0 != 0x80 } + 1
    return (line, column)
  }

  private mutating func scanDocument() -> Bool {
    skipSpace()
    guard scanValue(path: "$", depth: 0) else { return false }
    skipSpace()
    return index == bytes.count
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func scanValue(path: String, depth: Int) -> Bool {
    guard index < bytes.count, depth < Self.maximumDepth else { return false }
    if path == target && found == nil { found = index }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      skipSpace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
        index += 1
        return true
      }
      while true {
        skipSpace()
        guard let key = scanString() else { return false }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipSpace()
        guard scanValue(path: path + "." + key, depth: depth + 1) else { return false }
        skipSpace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
      }
    case UInt8(ascii: "["):
      index += 1
      skipSpace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        index += 1
        return true
      }
      var element = 0
      while true {
        skipSpace()
        guard scanValue(path: path + "[\(element)]", depth: depth + 1) else { return false }
        element += 1
        skipSpace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
      }
    case UInt8(ascii: "\""):
      return scanString() != nil
    default:
      // A number or a literal: the characters they are made of. Their exact syntax is the
      // decoder's business; this scan only needs to find where values start.
      let start = index
      while index < bytes.count,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index])
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
          || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "E")].contains(
            bytes[index])
      {
        index += 1
      }
      return index > start
    }
  }

  /// A string's contents (escapes kept as written, which is enough for the contract's keys).
  private mutating func scanString() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return text
      case UInt8(ascii: "\\"): index += 2
      case 0x00..<0x20: return nil
      default: index += 1
      }
    }
    return nil
  }
}
