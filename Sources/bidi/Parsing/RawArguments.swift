import BidiInput
import Foundation

/// The command line as the bytes the process was given, decoded as strictly as input files.
///
/// `CommandLine.arguments` replaces invalid UTF-8 with U+FFFD, so `bidi wrap $'\xff'` would
/// silently wrap a replacement character. Reading `CommandLine.unsafeArgv` instead lets `bidi`
/// refuse such an argument with exit 65 and its position, as it does for a line of a file.
enum RawArguments {
  /// The arguments after the program name, or the message for the first one that is not
  /// valid UTF-8: `argument N is not valid UTF-8 at byte B (character C)`.
  static func decode(_ arguments: [[UInt8]]) -> Result<[String], CommandError> {
    var result: [String] = []
    for (index, bytes) in arguments.enumerated() {
      do {
        result.append(try StrictUTF8.decode(bytes))
      } catch {
        // Characters are counted across the whole argument, newlines included.
        let character = String(decoding: bytes[..<error.byteOffset], as: UTF8.self).unicodeScalars.count + 1
        return .failure(
          .data(
            "argument \(index + 1) is not valid UTF-8 at byte \(error.byteOffset + 1) (character \(character))"
          ))
      }
    }
    return .success(result)
  }

  /// The bytes of this process's arguments after the program name.
  static func processArguments() -> [[UInt8]] {
    let argv = CommandLine.unsafeArgv
    return (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = argv[index] else { return [] }
      let count = strlen(pointer)
      return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
        Array(UnsafeBufferPointer(start: $0, count: count))
      }
    }
  }
}
