#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts bytes in a legacy character set (gettext files may declare `charset=ISO-8859-8`,
/// `CP1256`, …) to UTF-8 with the C library's `iconv`.
enum CharsetConversion {
  /// The bytes as UTF-8, or `nil` when the character set is unknown or the bytes are not
  /// valid in it.
  static func utf8(from bytes: [UInt8], charset: String) -> [UInt8]? {
    let converter = iconv_open("UTF-8", charset)
    guard let converter, Int(bitPattern: converter) != -1 else { return nil }
    defer { iconv_close(converter) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
    let outputCapacity = output.count
    var remainingOut = 0
    let ok = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        inBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: inBuffer.count) {
          inStart in
          outBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: outBuffer.count) {
            outStart in
            var inPointer: UnsafeMutablePointer<CChar>? = inStart
            var outPointer: UnsafeMutablePointer<CChar>? = outStart
            var inLeft = inBuffer.count
            var outLeft = outBuffer.count
            let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
            remainingOut = outLeft
            return result != -1 && inLeft == 0
          }
        }
      }
    }
    guard ok else { return nil }
    return Array(output[..<(outputCapacity - remainingOut)])
  }

  /// The `charset=` of a gettext header found in the first bytes, lowercased, or `nil`.
  static func declaredCharset(in bytes: [UInt8]) -> String? {
    let head = String(
      decoding: bytes.prefix(8192).map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    guard let range = head.range(of: "charset=") else { return nil }
    let name = head[range.upperBound...].prefix {
      $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
    }
    return name.isEmpty ? nil : name.lowercased()
  }
}
