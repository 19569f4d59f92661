// Speed of BidiKit's text engine beside raw FriBidi and ICU, on the same input, in one run.
//
//   cd Benchmarks && swift run -c release TextBenchmarks [CORPUS] [--profile ENGINE] [--visual-only | --scaling-only]
//
// CORPUS defaults to the real right-to-left translations installed on the machine, built by
// Scripts/build-corpus.py (18 MB: every ar/he/fa/ur/ckb/yi gettext translation, 20 times).
import BenchmarkRows
import BidiEngine
import CBenchDrivers
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

/// What the C engines do: mirroring and controls removed, no rule L3 (FriBidi's reorder_line
/// without FRIBIDI_FLAG_REORDER_NSM, ICU's writeReordered without UBIDI_KEEP_BASE_COMBINING).
let visualOptions = VisualOptions(reordersNonspacingMarks: false)

/// The visual string through the analysis (paragraphs, lines and their arrays).
func bidiKitAnalysisVisual(_ line: String) -> String {
  BidiAnalysis(line).visualString(visualOptions)
}

/// The visual string straight from the string's UTF-8.
func bidiKitVisual(_ line: String) -> String {
  BidiAnalysis.visualString(of: line, options: visualOptions)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
  .standardized
/// The corpus: the one argument that is neither an option nor `--profile`'s value (taking the
/// `0` of `--profile 0` for the corpus once wrote an 18 MB corpus into the repository).
let corpusPath: String = {
  var positionals: [String] = []
  var arguments = CommandLine.arguments.dropFirst()[...]
  while let argument = arguments.popFirst() {
    if argument == "--profile" {
      _ = arguments.popFirst()
    } else if !argument.hasPrefix("--") {
      positionals.append(argument)
    }
  }
  return positionals.first ?? "/tmp/bidikit-corpus.txt"
}()
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
#if FriBidi
  let bidiKitEngine = "FriBidi (default trait)"
#else
  let bidiKitEngine = "Swift (--disable-default-traits)"
#endif
print("BidiKit's engine: \(bidiKitEngine)")
print("corpus: \(lines.count) paragraphs, \(String(format: "%.1f", megabytes)) MB (UTF-8) from \(corpusPath)")
/// What every ratio was measured on, printed with it.
let conditions = String(
  format: "[corpus %.1f MB, %d paragraphs; %d cores]", megabytes, lines.count,
  ProcessInfo.processInfo.activeProcessorCount)

// `--scaling-only`: only the paragraphs of growing size (at the end of this file).
if CommandLine.arguments.contains("--scaling-only") {
  printBenchmarkRow("Text engine, one paragraph", benchmarkScaling())
  exit(0)
}

// The C engines read the corpus's lines from one buffer of UTF-8 (joined by `\n`) and write
// each line's visual UTF-8 into another, timed inside C (CBenchDrivers); BidiKit is called
// as a user calls it, on each line's `String`, and makes a `String` of each visual line.
let input = Array(lines.joined(separator: "\n").utf8)
var cOutput = [UInt8](repeating: 0, count: 4 * input.count + 16)
var cLineEnds = [Int64](repeating: 0, count: lines.count)
typealias CDriver = (
  UnsafePointer<UInt8>?, Int64, UnsafeMutablePointer<UInt8>?, Int64, UnsafeMutablePointer<Int64>?, Int64,
  UnsafeMutablePointer<Double>?
) -> Int64
/// Runs a C driver over the corpus: its own seconds, and the visual lines as byte slices
/// when `keeping`.
@MainActor func runC(_ driver: CDriver, keeping: Bool = false) -> (
  seconds: Double, lines: [ArraySlice<UInt8>]
) {
  var seconds = 0.0
  let written = driver(
    input, Int64(input.count), &cOutput, Int64(cOutput.count), &cLineEnds, Int64(lines.count), &seconds)
  precondition(written == lines.count, "C driver failed (\(written) of \(lines.count) lines)")
  guard keeping else { return (seconds, []) }
  var start = 0
  return (
    seconds,
    cLineEnds.map { end in
      defer { start = Int(end) }
      return cOutput[start..<Int(end)]
    }
  )
}

let engines: [(name: String, run: @MainActor () -> Double)] = [
  (
    "BidiKit BidiAnalysis.visualString(of: line, …)",
    { measure(runs: 1) { lines.reduce(0) { $0 &+ bidiKitVisual($1).utf8.count } }.seconds }
  ),
  ("GNU FriBidi, C: UTF-8 → levels → reorder → mirror → UTF-8", { runC(bench_fribidi_visual_lines).seconds }),
  ("ICU4C: u_strFromUTF8 → ubidi → writeReordered → UTF-8", { runC(bench_icu_visual_lines).seconds }),
  (
    "BidiKit BidiAnalysis(line).visualString(…)",
    { measure(runs: 1) { lines.reduce(0) { $0 &+ bidiKitAnalysisVisual($1).utf8.count } }.seconds }
  ),
]
// `--profile ENGINE`: one engine's visual strings once, for a profiler (`perf record`,
// `valgrind --tool=callgrind --toggle-collect=…`): 0 is BidiKit's visualString(of:), 1 FriBidi
// C, 2 ICU C, 3 BidiKit through BidiAnalysis.
if let flag = CommandLine.arguments.firstIndex(of: "--profile") {
  let engine = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 0
  print(engines[engine].name, engines[engine].run())
  exit(0)
}

// The engines alternate run by run (a load that comes and goes on a shared machine falls on
// all of them), and each gets the median of its runs.
let rounds = 7
var times = [[Double]](repeating: [], count: engines.count)
for _ in 0..<rounds {
  for (e, engine) in engines.enumerated() { times[e].append(engine.run()) }
}
let seconds = times.map { $0.sorted()[$0.count / 2] }
print("visual text of every line, median of \(rounds) alternating runs:")
for (e, engine) in engines.enumerated() {
  print(
    String(
      format: "  %-58@ median %.3f s  %6.1f MB/s", engine.name as NSString, seconds[e], megabytes / seconds[e]
    ))
}
print(
  String(
    format: "ratio (speed of BidiKit / speed of other): vs FriBidi C %.2f, vs ICU C %.2f %@",
    seconds[1] / seconds[0], seconds[2] / seconds[0], conditions as NSString))
print(
  String(
    format: "  through BidiAnalysis(line): vs FriBidi C %.2f, vs ICU C %.2f", seconds[1] / seconds[3],
    seconds[2] / seconds[3]))

// How often the three agree on the visual string, over every line (one pass, no timing).
// ICU's UBIDI_REMOVE_BIDI_CONTROLS also removes ZWJ and ZWNJ, which BidiKit keeps (they join
// letters): they are left out of the comparison with ICU.
let fribidiLines = runC(bench_fribidi_visual_lines, keeping: true).lines
let icuLines = runC(bench_icu_visual_lines, keeping: true).lines
var agreeICU = 0
var agreeFriBidi = 0
var agreeAnalysis = 0
var shownDifferences = 0
for (k, line) in lines.enumerated() {
  let ours = bidiKitVisual(line)
  let oursWithoutJoiners = String(
    String.UnicodeScalarView(ours.unicodeScalars.filter { $0 != "\u{200C}" && $0 != "\u{200D}" }))
  if oursWithoutJoiners.utf8.elementsEqual(icuLines[k]) {
    agreeICU += 1
  } else if shownDifferences < 3 {
    shownDifferences += 1
    print(
      "  differs from ICU: \(BidiNotation.escape(line))\n    BidiKit: \(BidiNotation.escape(ours))\n    ICU:     \(BidiNotation.escape(String(decoding: icuLines[k], as: UTF8.self)))"
    )
  }
  if ours.utf8.elementsEqual(fribidiLines[k]) { agreeFriBidi += 1 }
  if ours == bidiKitAnalysisVisual(line) { agreeAnalysis += 1 }
}
print(
  "same visual string as ICU C: \(agreeICU)/\(lines.count) lines, as FriBidi C: \(agreeFriBidi)/\(lines.count),"
    + " visualString(of:) as BidiAnalysis(line).visualString: \(agreeAnalysis)/\(lines.count)")

// What reading `levels` costs on the lines of one direction, where BidiLine builds the array
// on each access (it stores one level): the analyses made once, then the levels read once.
let uniformAnalyses = lines.prefix(lines.count / 20).map { BidiAnalysis($0) }.filter {
  $0.paragraphs.count == 1 && Set($0.paragraphs[0].levels).count == 1
}
var levelTimes: [Double] = []
var analysisTimes: [Double] = []
for _ in 0..<5 {
  levelTimes.append(
    measure(runs: 1) { uniformAnalyses.reduce(0) { $0 &+ $1.paragraphs[0].levels.count } }.seconds)
  analysisTimes.append(
    measure(runs: 1) { uniformAnalyses.reduce(0) { $0 &+ BidiAnalysis($1.text).paragraphs.count } }.seconds)
}
let levelSeconds = levelTimes.sorted()[2]
let analysisSeconds = analysisTimes.sorted()[2]
print(
  String(
    format:
      "levels of a one-direction paragraph, built on access: %.0f ns per access, %.0f%% of its BidiAnalysis (%d paragraphs, median of 5)",
    levelSeconds / Double(uniformAnalyses.count) * 1e9, 100 * levelSeconds / analysisSeconds,
    uniformAnalyses.count))

let visualRow =
  [String(format: "%.1f MB, %d lines", megabytes, lines.count)]
  + [seconds[1] / seconds[0], seconds[2] / seconds[0], seconds[1] / seconds[3], seconds[2] / seconds[3]].map {
    String(format: "%.2f", $0)
  } + ["\(agreeFriBidi) / \(agreeICU)"]

// `--visual-only`: stop here (no line breaking, no scaling).
if CommandLine.arguments.contains("--visual-only") {
  printBenchmarkRow("Text engine vs GNU FriBidi C and ICU4C", visualRow)
  exit(0)
}

benchmarkLineBreaking(lines: lines, megabytes: megabytes)
let scalingCells = benchmarkScaling()
printBenchmarkRow("Text engine vs GNU FriBidi C and ICU4C", visualRow)
printBenchmarkRow("Text engine, one paragraph", scalingCells)

// Scaling: one paragraph of growing size, through both calls. Returns, for each size, the
// µs per KB of both as "visualString(of:) / BidiAnalysis".
func benchmarkScaling() -> [String] {
  print(
    "scaling, one paragraph (µs per KB; BidiAnalysis.visualString(of:), then BidiAnalysis(text).visualString()):"
  )
  let unit = "שלום world 123, (مرحبا) 4.5% ביקור "
  var previous: Double? = nil
  var cells: [String] = []
  for size in [1_000, 10_000, 100_000, 1_000_000, 10_000_000] {
    let text = String(repeating: unit, count: max(1, size / unit.utf8.count))
    let runs = size >= 1_000_000 ? 3 : 7
    let repeats = max(1, 1_000_000 / size)
    let perKB = [bidiKitVisual, bidiKitAnalysisVisual].map { visual in
      let result = measure(runs: runs) {
        (0..<repeats).reduce(0) { acc, _ in acc &+ visual(text).utf8.count }
      }
      return result.seconds / Double(repeats) / (Double(text.utf8.count) / 1000) * 1e6
    }
    let growth = previous.map { String(format: "  (×%.2f per KB vs previous)", perKB[0] / $0) } ?? ""
    print(String(format: "  %9d bytes: %8.2f %8.2f%@", text.utf8.count, perKB[0], perKB[1], growth))
    previous = perKB[0]
    cells.append(String(format: "%.1f / %.1f", perKB[0], perKB[1]))
  }
  return cells
}
