import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input read in chunks and cut into lines as they complete, so that the line-by-line
/// subcommands print each line as soon as it is read (`tail -f log | bidi visual`), and hold
/// at most one chunk plus the longest line in memory whatever the input's size.
///
/// A line is the bytes before a `\n` (a `\r` before it excluded), or the bytes after the last
/// `\n`. A line longer than ``maximumLineLength`` bytes is not kept: it is reported once as
/// overlong and skipped up to its end, so that an input without newlines (`/dev/zero`) cannot
/// exhaust memory.
struct LineStream {
  /// Where the bytes come from.
  enum Source {
    /// A file descriptor, read with `read(2)`: a pipe gives what is there, without waiting for
    /// a whole chunk.
    case descriptor(Int32)
    /// Bytes already in memory (tests, and inputs read whole elsewhere).
    case memory(Data)
  }

  /// One line of a batch: its bytes in ``Batch/bytes``, its number from 1, and how it ended.
  struct Line {
    var range: Range<Int>
    var number: Int
    /// `"\r\n"`, `"\n"`, or `""` for a last line without a newline.
    var terminator: String
    /// Whether the line was longer than ``LineStream/maximumLineLength`` and was skipped
    /// (`range` is then empty).
    var isOverlong: Bool
  }

  /// The complete lines read by one call of ``nextBatch()``, over one buffer.
  struct Batch {
    var bytes: [UInt8]
    var lines: [Line]
  }

  /// The longest line kept: 256 MiB (a paragraph this long takes the engine several GB).
  static let maximumLineLength = 1 << 28
  /// How much is asked of the source at a time.
  static let chunkSize = 1 << 20

  private var source: Source
  private var memoryOffset = 0
  private var pending: [UInt8] = []
  private var lineNumber = 0
  private var skippingOverlongLine = false
  private var finished = false
  private let maximumLineLength: Int

  /// A stream over `source`; `maximumLineLength` may be lowered for tests.
  init(_ source: Source, maximumLineLength: Int = LineStream.maximumLineLength) {
    self.source = source
    self.maximumLineLength = maximumLineLength
  }

  /// The lines completed by the next read, or `nil` at the end of the input. A batch can be
  /// empty (a read inside a long line). Throws when the source cannot be read.
  mutating func nextBatch() throws -> Batch? {
    guard !finished else { return nil }
    let chunk = try readChunk()
    if chunk.isEmpty { finished = true }
    // `pending` (the start of a line) has no newline: the search starts in the new bytes. It
    // grows in place while a long line is read, so reading is linear in the input.
    if skippingOverlongLine { pending.removeAll(keepingCapacity: true) }
    var search = pending.count
    pending.append(contentsOf: chunk)
    var lines: [Line] = []
    var start = 0
    while let newline = pending[search...].firstIndex(of: 0x0A) {
      appendLine(start..<newline, endedBy: newline, to: &lines)
      start = newline + 1
      search = start
    }
    if finished {
      if start < pending.count || skippingOverlongLine {
        appendLine(start..<pending.count, endedBy: nil, to: &lines)
      }
    } else if !skippingOverlongLine && pending.count - start > maximumLineLength {
      // The line outgrew the limit: report it now and drop what comes until its end.
      lineNumber += 1
      lines.append(Line(range: 0..<0, number: lineNumber, terminator: "", isOverlong: true))
      skippingOverlongLine = true
    }
    if lines.isEmpty {
      if finished { return nil }
      return Batch(bytes: [], lines: [])
    }
    let bytes = pending
    pending = finished || skippingOverlongLine ? [] : Array(bytes[start...])
    return Batch(bytes: bytes, lines: lines)
  }

  private mutating func appendLine(_ range: Range<Int>, endedBy newline: Int?, to lines: inout [Line]) {
    if skippingOverlongLine {
      // The end of a line already reported as overlong.
      skippingOverlongLine = false
      return
    }
    lineNumber += 1
    var end = range.upperBound
    if newline != nil && end > range.lowerBound && pending[end - 1] == 0x0D { end -= 1 }
    let terminator = newline == nil ? "" : end < range.upperBound ? "\r\n" : "\n"
    let isOverlong = end - range.lowerBound > maximumLineLength
    lines.append(
      Line(
        range: isOverlong ? 0..<0 : range.lowerBound..<end, number: lineNumber, terminator: terminator,
        isOverlong: isOverlong))
  }

  private mutating func readChunk() throws -> [UInt8] {
    switch source {
    case .memory(let data):
      let end = min(data.count, memoryOffset + Self.chunkSize)
      defer { memoryOffset = end }
      return [UInt8](data[data.startIndex + memoryOffset..<data.startIndex + end])
    case .descriptor(let descriptor):
      var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count >= 0 {
          chunk.removeSubrange(count...)
          return chunk
        }
        if errno == EINTR { continue }
        throw CommandError(code: .ioError, message: "cannot read: \(String(cString: strerror(errno)))")
      }
    }
  }
}
