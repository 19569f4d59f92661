// Speed of BidiKit's text engine beside raw FriBidi and ICU, on the same input, in one run.
//
//   cd Benchmarks && swift run -c release TextBenchmarks [CORPUS] [--profile]
//
// CORPUS defaults to the real right-to-left translations installed on the machine, built by
// Scripts/build-corpus.py (18 MB: every ar/he/fa/ur/ckb/yi gettext translation, 20 times).
import BidiEngine
import CBenchFriBidi
import CBenchICU
import Foundation

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Median seconds of `runs` runs of `body`.
func measure(runs: Int = 5, _ body: () -> Int) -> (seconds: Double, checksum: Int) {
  var times: [Double] = []
  var checksum = 0
  for _ in 0..<runs {
    let start = now()
    checksum = body()
    times.append(now() - start)
  }
  return (times.sorted()[runs / 2], checksum)
}

func bidiKitVisual(_ line: String) -> String {
  BidiAnalysis(line).visualString(VisualOptions(reordersNonspacingMarks: false))
}

func fribidiVisual(_ line: String) -> String {
  let input = line.unicodeScalars.map(\.value)
  var output = [UInt32](repeating: 0, count: max(1, input.count))
  let n = bench_fribidi_visual(input, Int32(input.count), &output)
  var scalars = String.UnicodeScalarView()
  for v in output.prefix(Int(max(0, n))) { scalars.append(Unicode.Scalar(v) ?? "\u{FFFD}") }
  return String(scalars)
}

nonisolated(unsafe) let icu = bidikit_icu_open()!
@MainActor func icuVisual(_ line: String) -> String {
  let input = Array(line.utf16)
  var output = [UInt16](repeating: 0, count: 2 * input.count + 16)
  // ubidi_setPara keeps a pointer to the text, which ubidi_writeReordered reads again: the
  // buffer must stay valid across both calls.
  let n = input.withUnsafeBufferPointer { text -> Int32 in
    guard bidikit_icu_set_para(icu, text.baseAddress, Int32(text.count), 0xFE) == 0 else { return 0 }
    return bidikit_icu_write_reordered(icu, &output, Int32(output.count))
  }
  return String(decoding: output.prefix(Int(max(0, n))), as: UTF16.self)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
  .standardized
let corpusPath = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("--") } ?? "/tmp/bidikit-corpus.txt"
if !FileManager.default.fileExists(atPath: corpusPath) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "python3", root.appendingPathComponent("Scripts/build-corpus.py").path, corpusPath, "20",
  ]
  try process.run()
  process.waitUntilExit()
}
let corpus = try String(contentsOfFile: corpusPath, encoding: .utf8)
let lines = corpus.split(separator: "\n").map(String.init)
let megabytes = Double(corpus.utf8.count) / 1_000_000
print("corpus: \(lines.count) paragraphs, \(String(format: "%.1f", megabytes)) MB (UTF-8) from \(corpusPath)")
/// What every ratio was measured on, printed with it.
let conditions = String(
  format: "[corpus %.1f MB, %d paragraphs; %d cores]", megabytes, lines.count,
  ProcessInfo.processInfo.activeProcessorCount)

// `--profile`: only BidiKit's visual strings, for a profiler (`perf record`).
if CommandLine.arguments.contains("--profile") {
  print(measure { lines.reduce(0) { $0 &+ bidiKitVisual($1).utf8.count } })
  exit(0)
}

let engines: [(String, @MainActor (String) -> String)] = [
  ("BidiKit BidiAnalysis(line).visualString(…)", bidiKitVisual),
  ("raw FriBidi C (types, brackets, levels, reorder, mirror)", fribidiVisual),
  ("ICU ubidi_setPara + ubidi_writeReordered", icuVisual),
]
// The engines alternate run by run (a load that comes and goes on a shared machine falls on
// all of them), and each gets the median of its runs.
var times = [[Double]](repeating: [], count: engines.count)
for _ in 0..<5 {
  for (e, engine) in engines.enumerated() {
    times[e].append(measure(runs: 1) { lines.reduce(0) { $0 &+ engine.1($1).utf8.count } }.seconds)
  }
}
let seconds = times.map { $0.sorted()[$0.count / 2] }
for (e, (name, _)) in engines.enumerated() {
  print(
    String(
      format: "  %-58@ median %.3f s  %6.1f MB/s", name as NSString, seconds[e], megabytes / seconds[e]))
}
print(
  String(
    format: "ratio (speed of BidiKit / speed of other): vs raw FriBidi %.2f, vs ICU %.2f %@",
    seconds[1] / seconds[0], seconds[2] / seconds[0], conditions as NSString))

// How often the three agree on the visual string (one pass, no timing). ICU's
// UBIDI_REMOVE_BIDI_CONTROLS also removes ZWJ and ZWNJ, which BidiKit keeps (they join
// letters): they are left out of the comparison with ICU.
let sample = lines.prefix(lines.count / 20)
var agreeICU = 0
var agreeFriBidi = 0
var shownDifferences = 0
for line in sample {
  let ours = bidiKitVisual(line)
  let oursWithoutJoiners = String(
    String.UnicodeScalarView(ours.unicodeScalars.filter { $0 != "\u{200C}" && $0 != "\u{200D}" }))
  let theirs = icuVisual(line)
  if oursWithoutJoiners == theirs {
    agreeICU += 1
  } else if shownDifferences < 3 {
    shownDifferences += 1
    print(
      "  differs from ICU: \(BidiNotation.escape(line))\n    BidiKit: \(BidiNotation.escape(ours))\n    ICU:     \(BidiNotation.escape(theirs))"
    )
  }
  if ours == fribidiVisual(line) { agreeFriBidi += 1 }
}
print(
  "same visual string as ICU: \(agreeICU)/\(sample.count), as raw FriBidi: \(agreeFriBidi)/\(sample.count) (one copy of the corpus)"
)

benchmarkLineBreaking(lines: lines, megabytes: megabytes)

// Scaling: one paragraph of growing size.
print("scaling, one paragraph (BidiKit visualString):")
let unit = "שלום world 123, (مرحبا) 4.5% ביקור "
var previous: Double? = nil
for size in [1_000, 10_000, 100_000, 1_000_000, 10_000_000] {
  let text = String(repeating: unit, count: max(1, size / unit.utf8.count))
  let runs = size >= 1_000_000 ? 3 : 7
  let repeats = max(1, 1_000_000 / size)
  let result = measure(runs: runs) {
    (0..<repeats).reduce(0) { acc, _ in acc &+ bidiKitVisual(text).utf8.count }
  }
  let perKB = result.seconds / Double(repeats) / (Double(text.utf8.count) / 1000) * 1e6
  let growth = previous.map { String(format: "  (×%.2f per KB vs previous)", perKB / $0) } ?? ""
  print(String(format: "  %9d bytes: %8.2f µs per KB%@", text.utf8.count, perKB, growth))
  previous = perKB
}
bidikit_icu_close(icu)
