import BidiText
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
        result.append(try BidiAnalysis.decodeUTF8(bytes))
      } catch {
        guard case .invalidUTF8(let offset) = error else {
          return .failure(.data("argument \(index + 1): \(error)"))
        }
        let position = BidiAnalysis.invalidUTF8Position(byteOffset: offset, in: bytes)
        return .failure(
          .data(
            "argument \(index + 1) is not valid UTF-8 at byte \(position.byte) (character \(position.column))"
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
