/// Exit codes of the `bidi` command (BSD `sysexits.h` values where they apply).
enum ExitCode: Int32 {
  /// Success.
  case ok = 0
  /// Findings or mismatches (lint errors, golden mismatches).
  case findings = 1
  /// A usage error: unknown subcommand or option, missing argument.
  case usage = 64
  /// Bad input data: invalid UTF-8, malformed JSON or catalog.
  case dataError = 65
  /// An input file does not exist or cannot be opened.
  case noInput = 66
  /// An I/O error while reading or writing.
  case ioError = 74
}

extension ExitCode: Comparable {
  static func < (a: ExitCode, b: ExitCode) -> Bool { a.rawValue < b.rawValue }
}
