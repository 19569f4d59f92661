import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keys and answers the user types, for `bidi golden review` and `clean --orphans`: from a
/// terminal one key at a time, without Enter and without echo (the terminal is in raw mode
/// only while a key is read, and restored right after); from piped input one byte at a time.
final class KeyInput {
  private let io: CommandIO
  /// Piped (or in-memory) input not read yet, once loaded.
  private var piped: [UInt8]?

  /// Reads from `io`'s standard input.
  init(io: CommandIO) {
    self.io = io
  }

  /// Whether standard input is a terminal (only for the process's own input).
  var isTerminal: Bool { io.writesThrough && isatty(STDIN_FILENO) == 1 }

  /// Shows `prompt`, then returns the next key: a byte typed on the terminal, or the next
  /// byte of piped input that is not a space or a line break; `nil` at the end of the input.
  /// On a terminal the prompt is written once raw mode is on, so that a key typed as soon as
  /// it shows is neither echoed nor held for Enter.
  func key(prompt: String) -> UInt8? {
    if isTerminal {
      return Self.rawKey {
        io.write(prompt)
        io.flush()
      }
    }
    io.write(prompt)
    io.flush()
    while let byte = nextPiped() {
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") { return byte }
    }
    return nil
  }

  /// The next line (without its line break), or `nil` at the end of the input.
  func line() -> String? {
    io.flush()
    var bytes: [UInt8] = []
    while let byte = isTerminal ? Self.terminalByte() : nextPiped() {
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  private func nextPiped() -> UInt8? {
    if piped == nil { piped = Array(io.standardInput()).reversed() }
    return piped?.popLast()
  }

  /// One byte from the terminal in its usual (line) mode.
  private static func terminalByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// One key from the terminal: canonical input, echo and signals off (Ctrl-C arrives as the
  /// byte 3) while `ready` runs and the key is read, the terminal's settings restored after.
  private static func rawKey(_ ready: () -> Void) -> UInt8? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      ready()
      return terminalByte()
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
    ready()
    return terminalByte()
  }
}
