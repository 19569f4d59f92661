import BidiText

/// Walks decoded text one Unicode scalar at a time, keeping the line and column.
struct ScalarCursor {
  let scalars: [Unicode.Scalar]
  let path: String
  private(set) var index = 0
  private var counter = PositionCounter()
  var line: Int { counter.line }
  var column: Int { counter.column }

  init(_ scalars: [Unicode.Scalar], path: String) {
    self.scalars = scalars
    self.path = path
  }

  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  func peek(_ offset: Int = 1) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }
  var location: SourceLocation { SourceLocation(file: path, position: counter.position) }

  /// Moves past the current scalar. `\r\n` counts as one line break.
  mutating func advance() {
    guard index < scalars.count else { return }
    index += 1
    counter.advance(past: scalars[index - 1], before: index < scalars.count ? scalars[index] : nil)
  }

  /// Moves to the start of the next line (or the end).
  mutating func skipLine() {
    let start = line
    while !isAtEnd && line == start { advance() }
  }
}

/// Decoding of catalog bytes, shared by the readers.
package enum TextDecoding {
  /// Decodes UTF-8 (an optional BOM is skipped) or, with a BOM, UTF-16 LE/BE; text whose
  /// first character has one NUL byte is read as UTF-16 without a BOM, with a diagnostic. Invalid
  /// sequences become U+FFFD and are reported once, at their line and column.
  package static func decode(_ bytes: [UInt8], path: String, diagnostics: inout [CatalogDiagnostic])
    -> [Unicode.Scalar]
  {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var firstError: Int?
    /// How the bytes were read: the offset of the first character, and whether as UTF-16.
    var textStart = 0
    var isUTF16 = false
    func finish() {
      guard let firstError else { return }
      var cursor = ScalarCursor(scalars, path: path)
      while cursor.index < firstError { cursor.advance() }
      // The characters before the first error are valid, so their encoded lengths give its byte.
      let byte =
        textStart
        + scalars[..<firstError].reduce(0) { $0 + (isUTF16 ? UTF16.width($1) * 2 : UTF8.width($1)) } + 1
      diagnostics.append(
        CatalogDiagnostic(
          location: cursor.location, reason: .invalidEncoding,
          message: "invalid \(isUTF16 ? "UTF-16" : "UTF-8") at byte \(byte) of the file; replaced with U+FFFD"
        ))
    }
    /// Appends the scalars of `units`, each invalid sequence as U+FFFD.
    func decodeAll<Units: Sequence, Codec: UnicodeCodec>(_ units: Units, as codec: Codec.Type)
    where Units.Element == Codec.CodeUnit {
      var iterator = units.makeIterator()
      var decoder = Codec()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return
        case .error:
          if firstError == nil { firstError = scalars.count }
          scalars.append("\u{FFFD}")
        }
      }
    }
    let hasBOM =
      bytes.count >= 2
      && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    // Without a BOM, a first character with one NUL byte (never in UTF-8 text) is UTF-16: it
    // is read as such and said, rather than reported as garbage all along the file.
    let bomless: Bool? =
      !hasBOM && bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0) ? bytes[1] == 0 : nil
    if let littleEndian = bomless {
      diagnostics.append(
        CatalogDiagnostic(
          location: SourceLocation(file: path), reason: .invalidEncoding,
          message: "no byte order mark, but the text looks like UTF-16 \(littleEndian ? "LE" : "BE")"
            + " (NUL bytes between characters): read as such; save it as UTF-8, or UTF-16 with a BOM"))
    }
    if hasBOM || bomless != nil {
      let littleEndian = bomless ?? (bytes[0] == 0xFF)
      isUTF16 = true
      textStart = hasBOM ? 2 : 0
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var i = hasBOM ? 2 : 0
      while i + 1 < bytes.count {
        units.append(
          littleEndian
            ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8
            : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
        i += 2
      }
      decodeAll(units, as: UTF16.self)
      if bytes.count % 2 == 1 {
        if firstError == nil { firstError = scalars.count }
        scalars.append("\u{FFFD}")
      }
    } else {
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      textStart = start
      decodeAll(bytes[start...], as: UTF8.self)
    }
    finish()
    return scalars
  }
}
