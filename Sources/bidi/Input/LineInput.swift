import BidiEngine
import BidiInput
import Foundation

/// Shared by the subcommands that process text line by line.
enum LineInput {
  /// Where a line is: the input's name (a path, or `-` for standard input) and the line
  /// number from 1. Its description is `FILE:LINE`.
  struct Location: CustomStringConvertible {
    var input: String
    var line: Int
    /// How the line ended in the input: `"\r\n"`, `"\n"`, or `""` at the end of the input.
    var terminator = "\n"
    var description: String { "\(input):\(line)" }
  }

  /// Calls `body` with every line of every input, decoded strictly, and where it is, as the
  /// input is read (``LineStream``): output appears line by line for a pipe that is still
  /// open. Lines with invalid UTF-8 or longer than ``LineStream/maximumLineLength`` are
  /// reported (`FILE:LINE:…`) and skipped; the others are still processed. Returns
  /// ``ExitCode/dataError`` if any line was bad.
  static func forEachLine(
    _ paths: [String], io: CommandIO, lineBuffered: Bool = false, _ body: (String, Location) throws -> Void
  ) throws -> ExitCode {
    var result = ExitCode.ok
    try io.forEachLineStream(paths) { name, stream in
      while let batch = try stream.nextBatch() {
        try batch.bytes.withUnsafeBufferPointer { buffer in
          for line in batch.lines {
            let location = Location(input: name, line: line.number, terminator: line.terminator)
            do {
              guard !line.isOverlong else { throw LineProblem.overlong }
              try body(try StrictUTF8.decode(UnsafeBufferPointer(rebasing: buffer[line.range])), location)
            } catch let problem as LineProblem {
              io.warn("\(location):\(problem.message)")
              result = .dataError
            } catch let error as InvalidUTF8 {
              io.warn("\(location):\(LineProblem.invalid(error).message)")
              result = .dataError
            }
            if lineBuffered { io.flush() }
          }
        }
        io.flush()
      }
    }
    return result
  }

  /// Why a line was not processed.
  enum LineProblem: Error, Sendable {
    case invalid(InvalidUTF8)
    case overlong

    /// What follows `FILE:LINE:` in the message.
    var message: String {
      switch self {
      case .invalid(let error): error.lineMessage
      case .overlong: " line longer than \(LineStream.maximumLineLength) bytes, skipped"
      }
    }
  }

  /// Results of a batch of lines, filled by several threads at disjoint indices.
  private final class ResultSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Result<String, LineProblem>?>
    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: nil)
    }
    deinit {
      slots.deinitialize()
      slots.deallocate()
    }
  }

  /// The bytes of one batch, shared read-only with the worker threads.
  final class SharedBatch: @unchecked Sendable {
    let batch: LineStream.Batch
    init(_ batch: LineStream.Batch) { self.batch = batch }
  }

  /// Like ``forEachLine(_:io:lineBuffered:_:)`` for subcommands whose output for a line
  /// depends on that line alone: `transform` runs on the lines of each batch read on all
  /// cores, and the outputs (each followed by a newline) and errors are written in input
  /// order, batch by batch; when `lineBuffered`, line by line, each as soon as it is done.
  static func mapLines(
    _ paths: [String], io: CommandIO, lineBuffered: Bool = false,
    _ transform: @escaping @Sendable (String) -> String
  ) throws -> ExitCode {
    if lineBuffered {
      return try forEachLine(paths, io: io, lineBuffered: true) { text, _ in
        io.write(transform(text))
        io.write("\n")
      }
    }
    var result = ExitCode.ok
    try io.forEachLineStream(paths) { name, stream in
      while let next = try stream.nextBatch() {
        let shared = SharedBatch(next)
        let count = next.lines.count
        let results = ResultSlots(count: count)
        // Chunks of a batch go to whichever core is free, so that long and short lines even out.
        let chunkSize = 256
        DispatchQueue.concurrentPerform(iterations: (count + chunkSize - 1) / chunkSize) { chunk in
          shared.batch.bytes.withUnsafeBufferPointer { buffer in
            for i in chunk * chunkSize..<min(count, chunk * chunkSize + chunkSize) {
              let line = shared.batch.lines[i]
              if line.isOverlong {
                results.slots[i] = .failure(.overlong)
                continue
              }
              do throws(InvalidUTF8) {
                let text = try StrictUTF8.decode(UnsafeBufferPointer(rebasing: buffer[line.range]))
                results.slots[i] = .success(transform(text))
              } catch {
                results.slots[i] = .failure(.invalid(error))
              }
            }
          }
        }
        for i in 0..<count {
          switch results.slots[i]! {
          case .success(let text):
            io.write(text)
            io.write("\n")
          case .failure(let problem):
            io.warn("\(Location(input: name, line: next.lines[i].number)):\(problem.message)")
            result = .dataError
          }
        }
        io.flush()
      }
    }
    return result
  }
}
