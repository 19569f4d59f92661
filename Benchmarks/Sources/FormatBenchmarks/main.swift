// Formatter benchmarks: BidiKit's wrapping and template formatting side by side with plain
// string interpolation and Foundation's String(format:), in one run.
// Run: cd Benchmarks && swift run -c release FormatBenchmarks [--profile]
import BidiText
import Foundation

/// Median wall time in seconds of `runs` calls of `body`; `body` returns a checksum so the
/// work cannot be optimised away.
func median(runs: Int = 7, _ body: () -> Int) -> (seconds: Double, checksum: Int) {
  var times: [Double] = []
  var checksum = 0
  let clock = ContinuousClock()
  for _ in 0..<runs {
    var result = 0
    let elapsed = clock.measure { result = body() }
    checksum = result
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  times.sort()
  return (times[times.count / 2], checksum)
}

func report(_ name: String, _ result: (seconds: Double, checksum: Int), count: Int, baseline: Double? = nil) {
  let perItem = result.seconds / Double(count) * 1e9
  var line = name.padding(toLength: 58, withPad: " ", startingAt: 0)
  line += String(format: "%8.1f ms  %7.1f ns/op", result.seconds * 1000, perItem)
  if let baseline { line += String(format: "  ratio %.2f×", result.seconds / baseline) }
  print(line + "  (checksum \(result.checksum))")
}

let valueCount = 1_000_000
let values = (0..<valueCount).map { "user\($0 % 10_000)" }
print("FormatBenchmarks: medians of 7 runs, \(valueCount) short ASCII values (\"user1234\")")

// `--profile`: only the interpolated messages, for a profiler (`perf record`).
if CommandLine.arguments.contains("--profile") {
  let ltr = BidiFormatter(context: .leftToRight)
  print(
    median {
      var total = 0
      for i in 0..<200_000 {
        let message: BidiFormattedString = "\(values[i]) shared \(i) files with \(values[i &+ 1])"
        total &+= ltr.format(message).utf8.count
      }
      return total
    })
  exit(0)
}

// 1. Wrapping one value vs plain interpolation of it into the same two characters: the same
// output, built without any decision or check. (A bare "\(value)" compiles to a copy of value.)
let plain = median {
  var total = 0
  for value in values { total &+= "\u{2068}\(value)\u{2069}".utf8.count }
  return total
}
report("plain interpolation \"\\u{2068}\\(value)\\u{2069}\"", plain, count: valueCount)
let rtl = BidiFormatter(context: .rightToLeft)
let wrapped = median {
  var total = 0
  for value in values { total &+= rtl.wrap(value).utf8.count }
  return total
}
report("BidiFormatter.wrap (isolate, FSI)", wrapped, count: valueCount, baseline: plain.seconds)
let estimated = median {
  var total = 0
  for value in values { total &+= rtl.wrap(value, direction: .estimated(.firstStrong)).utf8.count }
  return total
}
report(
  "BidiFormatter.wrap (isolate, first-strong estimate)", estimated, count: valueCount, baseline: plain.seconds
)
let legacy = BidiFormatter(context: .rightToLeft, style: .embedding)
let embedded = median {
  var total = 0
  for value in values { total &+= legacy.wrap(value).utf8.count }
  return total
}
report(
  "BidiFormatter.wrap (embedding + marks, Android)", embedded, count: valueCount, baseline: plain.seconds)

// 2. A message by interpolation: plain vs BidiFormattedString.
let messageCount = 200_000
let plainMessage = median {
  var total = 0
  for i in 0..<messageCount { total &+= "\(values[i]) shared \(i) files with \(values[i &+ 1])".utf8.count }
  return total
}
report("plain interpolation, 3 values", plainMessage, count: messageCount)
let ltr = BidiFormatter(context: .leftToRight)
let formattedMessage = median {
  var total = 0
  for i in 0..<messageCount {
    let message: BidiFormattedString = "\(values[i]) shared \(i) files with \(values[i &+ 1])"
    total &+= ltr.format(message).utf8.count
  }
  return total
}
report("BidiFormattedString, 3 values", formattedMessage, count: messageCount, baseline: plainMessage.seconds)

// 3. A template with three arguments: Foundation's String(format:) vs BidiFormatter.format.
let template = "%@ shared %d files with %@"
let foundation = median {
  var total = 0
  for i in 0..<messageCount { total &+= String(format: template, values[i], i, values[i &+ 1]).utf8.count }
  return total
}
report("String(format:) \"%@ shared %d files with %@\"", foundation, count: messageCount)
let formatted = median {
  var total = 0
  for i in 0..<messageCount {
    total &+= (try! ltr.format(template, [.text(values[i]), .integer(i), .text(values[i &+ 1])])).utf8.count
  }
  return total
}
report("BidiFormatter.format, same template", formatted, count: messageCount, baseline: foundation.seconds)
let parsed = try! FormatTemplate(template)
let preparsed = median {
  var total = 0
  for i in 0..<messageCount {
    total &+= (try! ltr.format(parsed, [.text(values[i]), .integer(i), .text(values[i &+ 1])])).utf8.count
  }
  return total
}
report(
  "BidiFormatter.format, template parsed once", preparsed, count: messageCount, baseline: foundation.seconds)
let floats = median {
  var total = 0
  for i in 0..<messageCount {
    total &+=
      (try! ltr.format(
        "%@ paid %.2f to %@", [.text(values[i]), .double(Double(i) / 7), .text(values[i &+ 1])]))
      .utf8.count
  }
  return total
}
let foundationFloats = median {
  var total = 0
  for i in 0..<messageCount {
    total &+= String(format: "%@ paid %.2f to %@", values[i], Double(i) / 7, values[i &+ 1]).utf8.count
  }
  return total
}
report("String(format:) \"%@ paid %.2f to %@\"", foundationFloats, count: messageCount)
report("BidiFormatter.format, same template", floats, count: messageCount, baseline: foundationFloats.seconds)
