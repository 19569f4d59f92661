// Formatter benchmarks: BidiKit's wrapping and template formatting side by side with plain
// string interpolation and Foundation's String(format:), in one run. Each case times its
// reference and BidiKit alternately (reference, BidiKit, reference, …) so that a busy machine
// slows both alike, and reports the medians and their ratio.
//
//   cd Benchmarks && swift run -c release FormatBenchmarks [--runs N] [--profile CASE]
//
// `--profile CASE` runs only BidiKit's side of the case whose name starts with CASE (such as
// `interpolation` or `float`; with `--reference`, only the reference side), for a profiler (`valgrind --tool=callgrind`, `perf record`).
import BenchmarkRows
import BidiText
import Foundation

/// Seconds taken by one call of `body`, and its checksum (which keeps the work from being
/// optimised away).
func time(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
  var checksum = 0
  let elapsed = ContinuousClock().measure { checksum = body() }
  return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, checksum)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// One comparison: BidiKit's way and the reference way of making the same kind of text.
struct Case {
  var name: String
  var reference: String
  var count: Int
  var referenceBody: () -> Int
  var body: () -> Int
}

let valueCount = 1_000_000
let values = (0..<valueCount).map { "user\($0 % 10_000)" }
let messageCount = 200_000
let rtl = BidiFormatter(context: .rightToLeft)
let ltr = BidiFormatter(context: .leftToRight)
let legacy = BidiFormatter(context: .rightToLeft, style: .embedding)
let template = "%@ shared %d files with %@"
let parsed = try! FormatTemplate(template)
let floatTemplate = "%@ paid %.2f to %@"
let hebrewTemplate = "%@ שיתף %d קבצים עם %@"
let hebrewValues = (0..<1000).map { "דנה\($0)" }

/// The reference of both template cases: `String(format:)` with the same template and values.
func formatTemplate() -> Int {
  var total = 0
  for i in 0..<messageCount {
    total &+= String(format: template, values[i], i, values[i &+ 1]).utf8.count
  }
  return total
}

/// Wrapping one value vs plain interpolation of it into the same two characters: the same
/// output, built without any decision or check. (A bare "\(value)" compiles to a copy of value.)
func plainWrap() -> Int {
  var total = 0
  for value in values { total &+= "\u{2068}\(value)\u{2069}".utf8.count }
  return total
}

let cases = [
  Case(
    name: "wrap (isolate, FSI)", reference: "\"\\u{2068}\\(value)\\u{2069}\"", count: valueCount,
    referenceBody: plainWrap
  ) {
    var total = 0
    for value in values { total &+= rtl.wrap(value).utf8.count }
    return total
  },
  Case(
    name: "wrap (isolate, first-strong estimate)", reference: "\"\\u{2068}\\(value)\\u{2069}\"",
    count: valueCount, referenceBody: plainWrap
  ) {
    var total = 0
    for value in values { total &+= rtl.wrap(value, direction: .estimated(.firstStrong)).utf8.count }
    return total
  },
  Case(
    name: "wrap (embedding + marks, Android)", reference: "\"\\u{2068}\\(value)\\u{2069}\"",
    count: valueCount, referenceBody: plainWrap
  ) {
    var total = 0
    for value in values { total &+= legacy.wrap(value).utf8.count }
    return total
  },
  Case(
    name: "interpolation, 3 values (BidiFormattedString)", reference: "plain interpolation",
    count: messageCount,
    referenceBody: {
      var total = 0
      for i in 0..<messageCount {
        total &+= "\(values[i]) shared \(i) files with \(values[i &+ 1])".utf8.count
      }
      return total
    }
  ) {
    var total = 0
    for i in 0..<messageCount {
      let message: BidiFormattedString = "\(values[i]) shared \(i) files with \(values[i &+ 1])"
      total &+= ltr.format(message).utf8.count
    }
    return total
  },
  Case(
    name: "template \"\(template)\"", reference: "String(format:)", count: messageCount,
    referenceBody: formatTemplate
  ) {
    var total = 0
    for i in 0..<messageCount {
      total &+=
        (try! ltr.format(template, [.text(values[i]), .integer(i), .text(values[i &+ 1])])).utf8.count
    }
    return total
  },
  Case(
    name: "template parsed once, same", reference: "String(format:)", count: messageCount,
    referenceBody: formatTemplate
  ) {
    var total = 0
    for i in 0..<messageCount {
      total &+= (try! ltr.format(parsed, [.text(values[i]), .integer(i), .text(values[i &+ 1])])).utf8.count
    }
    return total
  },
  Case(
    name: "right-to-left interpolation, 3 values", reference: "plain interpolation", count: messageCount,
    referenceBody: {
      var total = 0
      for i in 0..<messageCount {
        total &+= "\(hebrewValues[i % 1000]) שיתף \(i) קבצים עם \(values[i])".utf8.count
      }
      return total
    }
  ) {
    var total = 0
    for i in 0..<messageCount {
      let message: BidiFormattedString = "\(hebrewValues[i % 1000]) שיתף \(i) קבצים עם \(values[i])"
      total &+= rtl.format(message).utf8.count
    }
    return total
  },
  Case(
    name: "right-to-left template \"\(hebrewTemplate)\"", reference: "String(format:)", count: messageCount,
    referenceBody: {
      var total = 0
      for i in 0..<messageCount {
        total &+= String(format: hebrewTemplate, hebrewValues[i % 1000], i, values[i]).utf8.count
      }
      return total
    }
  ) {
    var total = 0
    for i in 0..<messageCount {
      total &+=
        (try! rtl.format(hebrewTemplate, [.text(hebrewValues[i % 1000]), .integer(i), .text(values[i])])).utf8
        .count
    }
    return total
  },
  Case(
    name: "float template \"\(floatTemplate)\"", reference: "String(format:)", count: messageCount,
    referenceBody: {
      var total = 0
      for i in 0..<messageCount {
        total &+= String(format: floatTemplate, values[i], Double(i) / 7, values[i &+ 1]).utf8.count
      }
      return total
    }
  ) {
    var total = 0
    for i in 0..<messageCount {
      total &+=
        (try! ltr.format(floatTemplate, [.text(values[i]), .double(Double(i) / 7), .text(values[i &+ 1])]))
        .utf8.count
    }
    return total
  },
]

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 7
if let flag = arguments.firstIndex(of: "--profile") {
  let prefix = flag + 1 < arguments.count ? arguments[flag + 1] : "interpolation"
  for benchmark in cases where benchmark.name.hasPrefix(prefix) {
    let body = arguments.contains("--reference") ? benchmark.referenceBody : benchmark.body
    for _ in 0..<3 { print(benchmark.name, time(body).checksum) }
  }
  exit(0)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print(
  "FormatBenchmarks: \(runs) alternating runs per case, medians; \(cores) cores; values like \"user1234\"")
var ratios: [String] = []
for benchmark in cases {
  var referenceTimes: [Double] = []
  var times: [Double] = []
  var checksums = (reference: 0, bidiKit: 0)
  for _ in 0..<runs {
    let reference = time(benchmark.referenceBody)
    let measured = time(benchmark.body)
    referenceTimes.append(reference.seconds)
    times.append(measured.seconds)
    checksums = (reference.checksum, measured.checksum)
  }
  let referenceMedian = median(referenceTimes)
  let bidiKitMedian = median(times)
  let perItem = { (seconds: Double) in String(format: "%7.1f ns/op", seconds / Double(benchmark.count) * 1e9)
  }
  print(benchmark.name)
  print(
    "  \(benchmark.reference.padding(toLength: 28, withPad: " ", startingAt: 0)) \(perItem(referenceMedian))"
      + "  (checksum \(checksums.reference))")
  print(
    "  \("BidiKit".padding(toLength: 28, withPad: " ", startingAt: 0)) \(perItem(bidiKitMedian))"
      + "  (checksum \(checksums.bidiKit))"
      + String(format: "  ratio %.2f× on %d cores", bidiKitMedian / referenceMedian, cores))
  ratios.append(String(format: "%.2f", bidiKitMedian / referenceMedian))
}
// A row to paste as it is under BENCHMARKS.md's formatter table: date (UTC), cores, runs and
// each case's ratio, in the order of `cases`.
printBenchmarkRow("Formatter vs String(format:) and interpolation", ["\(runs)"] + ratios)
