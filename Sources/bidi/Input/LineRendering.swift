import BidiEngine
import BidiInput
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LineInput {
  /// Whether each line's output is written as soon as the line is resolved (instead of batch
  /// by batch): `--line-buffered`, or standard output is a terminal.
  static func lineBuffered(_ arguments: ParsedArguments, io: CommandIO) -> Bool {
    arguments[SharedOptions.lineBuffered] || (io.writesThrough && isatty(STDOUT_FILENO) == 1)
  }

  /// A renderer's output for a run of lines: the bytes, and the lines that failed with where
  /// their message goes among the bytes.
  private final class RenderedChunk: @unchecked Sendable {
    var bytes: [UInt8] = []
    var problems: [(line: Int, offset: Int, problem: LineProblem)] = []
  }

  /// Like ``mapLines(_:io:lineBuffered:_:)`` for the subcommands that render a line's bytes
  /// straight to output bytes with a ``LineRenderer`` (no `String` per line): `render`
  /// appends the output of one line, without its newline. Lines of a batch are rendered on
  /// all cores in chunks, each chunk with its own renderer, and written in input order. A
  /// batch holding a line over 1 MiB, or any batch when `lineBuffered`, is rendered on this
  /// thread with the renderer writing its output as it goes, so that a huge line's output is
  /// never held whole and each line is written as soon as it is resolved.
  static func renderLines(
    _ paths: [String], io: CommandIO, base: BaseDirection, lineBuffered: Bool,
    _ render:
      @escaping @Sendable (inout LineRenderer, UnsafeBufferPointer<UInt8>, inout [UInt8]) throws(InvalidUTF8)
      -> Void
  ) throws -> ExitCode {
    var result = ExitCode.ok
    var local = LineRenderer(base: base)
    local.flush = { output in
      output.withUnsafeBufferPointer { io.write($0) }
      output.removeAll(keepingCapacity: true)
    }
    var output: [UInt8] = []
    try io.forEachLineStream(paths) { name, stream in
      while let next = try stream.nextBatch() {
        let count = next.lines.count
        let sequential = lineBuffered || count < 64 || next.lines.contains { $0.range.count > 1 << 20 }
        if sequential {
          next.bytes.withUnsafeBufferPointer { buffer in
            for line in next.lines {
              do throws(LineProblem) {
                guard !line.isOverlong else { throw .overlong }
                do throws(InvalidUTF8) {
                  try render(&local, UnsafeBufferPointer(rebasing: buffer[line.range]), &output)
                } catch {
                  throw .invalid(error)
                }
                output.append(0x0A)
                output.withUnsafeBufferPointer { io.write($0) }
                output.removeAll(keepingCapacity: true)
              } catch {
                output.removeAll(keepingCapacity: true)
                io.warn("\(Location(input: name, line: line.number)):\(error.message)")
                result = .dataError
              }
              if lineBuffered { io.flush() }
            }
          }
          io.flush()
          continue
        }
        // Chunks of a batch go to whichever core is free, so that long and short lines even out.
        let chunkSize = 256
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let chunks = (0..<chunkCount).map { _ in RenderedChunk() }
        let shared = SharedBatch(next)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
          let chunk = chunks[c]
          var renderer = LineRenderer(base: base)
          let lines = shared.batch.lines
          let last = min(count, c * chunkSize + chunkSize) - 1
          chunk.bytes.reserveCapacity(
            lines[last].range.upperBound - lines[c * chunkSize].range.lowerBound + 16 * chunkSize)
          shared.batch.bytes.withUnsafeBufferPointer { buffer in
            for i in c * chunkSize..<min(count, c * chunkSize + chunkSize) {
              let line = shared.batch.lines[i]
              let start = chunk.bytes.count
              if line.isOverlong {
                chunk.problems.append((i, start, .overlong))
                continue
              }
              do throws(InvalidUTF8) {
                try render(&renderer, UnsafeBufferPointer(rebasing: buffer[line.range]), &chunk.bytes)
                chunk.bytes.append(0x0A)
              } catch {
                chunk.bytes.removeSubrange(start...)
                chunk.problems.append((i, start, .invalid(error)))
              }
            }
          }
        }
        for chunk in chunks {
          chunk.bytes.withUnsafeBufferPointer { bytes in
            var written = 0
            for (line, offset, problem) in chunk.problems {
              io.write(UnsafeBufferPointer(rebasing: bytes[written..<offset]))
              written = offset
              io.warn("\(Location(input: name, line: next.lines[line].number)):\(problem.message)")
              result = .dataError
            }
            io.write(UnsafeBufferPointer(rebasing: bytes[written...]))
          }
        }
        io.flush()
      }
    }
    return result
  }
}
