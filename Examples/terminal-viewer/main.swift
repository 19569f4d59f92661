// terminal-viewer: prints a UTF-8 text file for a terminal that has no bidi support.
//
// usage: terminal-viewer [--width N] [FILE]
//
// Each line is a paragraph: its direction comes from its first strong character; it is
// wrapped at Unicode line break opportunities (UAX #14) to the width (default: $COLUMNS,
// else 80), reordered for display line by line, mirrored, Arabic-shaped, and right-aligned when it is right-to-left. A line that is not
// valid UTF-8 is reported on standard error with its line number; the other lines are still
// shown, and the exit status is 65.

import BidiEngine
import Foundation

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("terminal-viewer: \(message)\n".utf8))
  exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var width =
  ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
if let index = arguments.firstIndex(where: { $0 == "--width" || $0.hasPrefix("--width=") }) {
  let text: String
  if arguments[index] == "--width" {
    guard index + 1 < arguments.count else { fail("--width needs a value", code: 64) }
    text = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
  } else {
    text = String(arguments[index].dropFirst("--width=".count))
    arguments.remove(at: index)
  }
  guard let value = Int(text), (1...100_000).contains(value) else {
    fail("--width must be 1...100000, got '\(text)'", code: 64)
  }
  width = value
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
  fail("unknown option '\(unknown)'; usage: terminal-viewer [--width N] [FILE]", code: 64)
}
guard arguments.count <= 1 else {
  fail("one FILE at most; usage: terminal-viewer [--width N] [FILE]", code: 64)
}

let name = arguments.first ?? "-"
let data: Data
if name == "-" {
  data = FileHandle.standardInput.readDataToEndOfFile()
} else {
  guard FileManager.default.fileExists(atPath: name) else { fail("\(name): no such file", code: 66) }
  guard let contents = FileManager.default.contents(atPath: name) else {
    fail("\(name): cannot read", code: 74)
  }
  data = contents
}

var status: Int32 = 0
var lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
if lines.last?.isEmpty == true { lines.removeLast() }
var options = VisualOptions()
options.shapesArabic = true
var output = ""
for (number, var bytes) in lines.enumerated() {
  if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
  do {
    let analysis = try BidiAnalysis(validatingUTF8: bytes)
    for line in analysis.terminalLines(options, width: width, alignsRightToLeft: true) {
      output += line + "\n"
    }
  } catch {
    FileHandle.standardOutput.write(Data(output.utf8))
    output = ""
    var place = "\(name == "-" ? "<stdin>" : name):\(number + 1)"
    var problem = "\(error)"
    if case .invalidUTF8(let invalid) = error {
      place += ":\(invalid.position.column)"
      problem = "invalid UTF-8 at byte \(invalid.byteOffset + 1) of the line"
    }
    FileHandle.standardError.write(Data("terminal-viewer: \(place): \(problem)\n".utf8))
    status = 65
  }
}
FileHandle.standardOutput.write(Data(output.utf8))
exit(status)
