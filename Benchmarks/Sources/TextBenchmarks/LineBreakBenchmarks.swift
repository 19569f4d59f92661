// Line breaking (UAX #14) on the corpus: BidiKit's LineBreaker beside ICU's line break
// iterator (ubrk, root locale), in the same run. ICU is given its UTF-16 text ready-made;
// BidiKit starts from the Swift String (UTF-8), so the decoding is on BidiKit's side.
import BidiEngine
import CBenchICU
import Foundation

@MainActor func benchmarkLineBreaking(lines: [String], megabytes: Double) {
  print("line breaking (opportunities of every paragraph):")
  let utf16Lines = lines.map { Array($0.utf16) }
  guard let iterator = bidikit_icu_line_breaks_open("") else {
    print("  ICU line break iterator unavailable")
    return
  }
  defer { bidikit_icu_line_breaks_close(iterator) }

  let engines: [(String, () -> Int)] = [
    (
      "BidiKit LineBreaker (UAX #14)",
      {
        lines.reduce(0) { $0 &+ LineBreaker.opportunities(in: $1, keepingGraphemeClusters: false).count }
      }
    ),
    (
      "BidiKit LineBreaker (grapheme clusters kept)",
      { lines.reduce(0) { $0 &+ LineBreaker.opportunities(in: $1).count } }
    ),
    (
      "BidiKit LineBreaker.forEachOpportunity (clusters, no array)",
      {
        var count = 0
        for line in lines { LineBreaker.forEachOpportunity(in: line) { _ in count &+= 1 } }
        return count
      }
    ),
    (
      "ICU ubrk_open(UBRK_LINE) + ubrk_next",
      {
        var count = 0
        var hard: Int32 = 0
        for text in utf16Lines {
          text.withUnsafeBufferPointer { buffer in
            _ = bidikit_icu_line_breaks_set_text(iterator, buffer.baseAddress, Int32(buffer.count))
            while bidikit_icu_line_breaks_next(iterator, &hard) >= 0 { count &+= 1 }
          }
        }
        return count
      }
    ),
  ]
  var seconds: [Double] = []
  for (name, body) in engines {
    let result = measure(body)
    seconds.append(result.seconds)
    print(
      String(
        format: "  %-58@ median %.3f s  %6.1f MB/s  (%d breaks)", name as NSString, result.seconds,
        megabytes / result.seconds, result.checksum))
  }
  print(
    String(
      format: "ratio (time of BidiKit / time of ICU): UAX #14 %.2f, clusters kept %.2f, no array %.2f %@",
      seconds[0] / seconds[3], seconds[1] / seconds[3], seconds[2] / seconds[3], conditions as NSString))
}
