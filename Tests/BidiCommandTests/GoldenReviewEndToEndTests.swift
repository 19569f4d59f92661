import BidiTestSupport
import Foundation
import Testing

/// `bidi golden` after a real test run of an app's package that uses BidiTesting
/// (``GoldenConsumer``): a translation or a screen changes, the app's test fails and leaves a
/// pending change, and the command line shows it, accepts it, rejects it, reviews it through
/// a pseudo-terminal, reports it as an HTML page drawn by Chromium, and finds the goldens of a
/// deleted test. One consumer build is shared; the tests run one after another.
@Suite("bidi golden after a consumer package's test run", .serialized)
struct GoldenReviewEndToEndTests {
  static let greeting = "Tests/AppTests/__Goldens__/GreetingTests/greeting.golden"
  static let changedGreetings = "שלום רב, NAME!\nברוכים הבאים, NAME.\n"

  /// The consumer, reset to its recorded goldens.
  static func consumer() throws -> GoldenConsumer {
    let consumer = try GoldenConsumer.shared.get()
    try consumer.reset()
    return consumer
  }

  /// Changes the first translation, runs the app's tests (they fail) and returns the run.
  static func failingRun(_ consumer: GoldenConsumer, environment: [String: String?] = [:]) throws
    -> BuiltProduct.Run
  {
    try consumer.write("Tests/AppTests/greetings.txt", changedGreetings)
    let run = try consumer.test(environment: environment)
    #expect(run.status != 0, "the test sees the app's new output")
    return run
  }

  @Test("a failing test leaves a pending change; verify, list and record show it, exit 1, and keep it")
  func pendingChangeIsKept() throws {
    let consumer = try Self.consumer()
    let run = try Self.failingRun(consumer)
    // The failure's headline is the real message: what differs, how to accept it.
    let log = run.output + run.errors
    #expect(log.contains("✘ Test greeting() recorded an issue at GreetingTests.swift:12:"))
    #expect(
      log.contains(
        ": Caught error: \(Self.greeting):4: 'line 1' has another input than the golden's; accept: bidi golden accept \(Self.greeting) (or bidi golden review)\n↳ pending in "
      ))
    let new = try #require(consumer.read(Self.greeting + ".new"))
    let golden = consumer.recorded(consumer.greetingGolden)

    let verify = try consumer.bidi(["golden", "verify", "Tests"])
    #expect(verify.status == 1)
    #expect(verify.output.contains("\(Self.greeting): 2 case(s) match their stored inputs\n"))
    #expect(verify.output.contains("  pending      \(Self.greeting):4: line 1 (input changed)\n"))
    #expect(
      verify.output.contains("    -input: שלום, ⟨FSI⟩Dana⟨PDI⟩!\n    +input: שלום רב, ⟨FSI⟩Dana⟨PDI⟩!\n"))
    #expect(verify.output.contains("accept: bidi golden accept \(Self.greeting) · reject: "))
    let list = try consumer.bidi(["golden", "list", "Tests"])
    #expect(list.status == 1)
    #expect(
      list.output.contains("\(Self.greeting): 2 case(s), 1 ok, 1 pending (\(Self.greeting).new beside it)\n"))
    #expect(list.output.contains("  pending      \(Self.greeting):4: line 1 (input changed)\n"))
    let record = try consumer.bidi(["golden", "record", Self.greeting])
    #expect(record.status == 1)
    #expect(consumer.read(Self.greeting + ".new") == new, "verify, list and record keep the pending change")
    #expect(consumer.read(consumer.greetingGolden) == golden)
    #expect(try consumer.test().status != 0, "the test still fails until the change is accepted")
    #expect(consumer.read(Self.greeting + ".new") == new)
  }

  @Test("accept: the golden takes the change, the .new file goes, the test passes")
  func acceptMakesTheTestPass() throws {
    let consumer = try Self.consumer()
    _ = try Self.failingRun(consumer)
    let accept = try consumer.bidi(["golden", "accept"])
    #expect(accept.status == 0)
    #expect(
      accept.output
        == "accepted \(Self.greeting):4: line 1 (input changed)\naccepted 1 change(s) in 1 golden file(s)\n")
    #expect(consumer.read(Self.greeting)?.contains("input: שלום רב, ⟨FSI⟩Dana⟨PDI⟩!\n") == true)
    #expect(consumer.read(Self.greeting + ".new") == nil)
    #expect(try consumer.test().status == 0)
    #expect(try consumer.bidi(["golden", "verify", "Tests"]).status == 0)
  }

  @Test("reject: the change goes, the golden stays, and the test fails again")
  func rejectKeepsTheGolden() throws {
    let consumer = try Self.consumer()
    _ = try Self.failingRun(consumer)
    let reject = try consumer.bidi(["golden", "reject", Self.greeting + ".new"])
    #expect(reject.status == 0)
    #expect(reject.output.hasSuffix("rejected 1 change(s) in 1 golden file(s)\n"))
    #expect(consumer.read(Self.greeting + ".new") == nil)
    #expect(consumer.read(consumer.greetingGolden) == consumer.recorded(consumer.greetingGolden))
    #expect(try consumer.test().status != 0)
    #expect(consumer.read(Self.greeting + ".new") != nil)
  }

  @Test("nothing is recorded, accepted, rejected or removed under CI; the report is still written")
  func nothingChangesUnderCI() throws {
    let consumer = try Self.consumer()
    _ = try Self.failingRun(consumer, environment: ["CI": "true"])
    let golden = consumer.read(consumer.greetingGolden)
    #expect(golden == consumer.recorded(consumer.greetingGolden), "a test run under CI records nothing")
    // The failing test's .new file is its evidence: the report shows it.
    let new = try #require(consumer.read(Self.greeting + ".new"))
    for action in [
      ["accept"], ["reject"], ["review"], ["record", Self.greeting], ["clean", "--orphans", "Tests"],
    ] {
      let result = try consumer.bidi(["golden"] + action, input: "a\ny\n", environment: ["CI": "true"])
      #expect(result.status == 64, "\(action)")
      #expect(
        consumer.read(consumer.greetingGolden) == golden && consumer.read(Self.greeting + ".new") == new)
    }
    let scratch = try Scratch()
    defer { scratch.remove() }
    let report = try consumer.bidi(
      ["golden", "report", "Tests", "--output", scratch.path + "/report.html"], environment: ["CI": "true"])
    #expect(report.status == 0 && scratch.exists(scratch.path + "/report.html"))
  }
}
