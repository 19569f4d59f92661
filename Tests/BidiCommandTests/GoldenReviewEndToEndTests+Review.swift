import BidiTestSupport
import Foundation
import Testing

extension GoldenReviewEndToEndTests {
  /// Both translations and the row's layout changed: three pending changes.
  static func threeChanges(_ consumer: GoldenConsumer) throws {
    try consumer.write("Tests/AppTests/greetings.txt", "שלום רב, NAME!\nברוכים הבאים מאוד, NAME.\n")
    try consumer.write(
      "Tests/AppTests/row.json",
      GoldenConsumer.row.replacingOccurrences(of: "\"width\": 50", with: "\"width\": 60"))
    #expect(try consumer.test().status != 0)
  }

  #if canImport(Glibc)
    @Test("review through a pseudo-terminal: one key per change, no Enter, no echo")
    func reviewThroughATerminal() throws {
      let consumer = try Self.consumer()
      try Self.threeChanges(consumer)
      let terminal = try PseudoTerminal(
        BuiltProduct("bidi").path, ["golden", "review"], in: consumer.root, environment: ["CI": nil])
      let first = try terminal.waitFor("q quit > ")
      #expect(first.contains("[1/3] \(Self.greeting):4 'line 1' (input changed)\r\n"))
      #expect(first.contains("\r\n-input: שלום, ⟨FSI⟩Dana⟨PDI⟩!\r\n+input: שלום רב, ⟨FSI⟩Dana⟨PDI⟩!\r\n"))
      #expect(first.contains("+visual: ⟨LRO⟩!Dana ,בר םולש⟨PDF⟩\r\n"), "controls named, never sent raw")
      terminal.type("x")
      #expect(try terminal.waitFor("q quit > ").hasPrefix("press a, r, s or q\r\n"), "keys are not echoed")
      terminal.type("a")
      let second = try terminal.waitFor("q quit > ")
      #expect(second.hasPrefix("accepted\r\n"))
      #expect(second.contains("[2/3] \(Self.greeting):13 'line 2' (input changed)\r\n"))
      terminal.type("r")
      let third = try terminal.waitFor("q quit > ")
      #expect(third.hasPrefix("rejected\r\n"))
      #expect(
        third.contains(
          "[3/3] Tests/AppTests/__Goldens__/GreetingTests/settingsRow.golden:4 'row' (input changed)"))
      #expect(third.contains("\"width\": 50}") && third.contains("\"width\": 60}"))
      terminal.type("s")
      #expect(
        try terminal.waitFor("still pending").hasSuffix(
          "accepted 1, rejected 1, skipped 1; 1 change(s) still pending"))
      #expect(try terminal.waitForExit() == 1)

      let golden = try #require(consumer.read(Self.greeting))
      #expect(golden.contains("input: שלום רב, ⟨FSI⟩Dana⟨PDI⟩!\n"), "line 1 accepted")
      #expect(
        golden.contains("input: ברוכים הבאים, ⟨FSI⟩Dana⟨PDI⟩.\n"), "line 2 rejected: the golden keeps it")
      #expect(consumer.read(Self.greeting + ".new") == nil)
      let left = try consumer.bidi(["golden", "list", "Tests"])
      #expect(left.output.contains("settingsRow.golden: 1 case(s), 1 pending"), "skipped: still pending")
      // The command line sees no difference in line 2: only the app's test knows its new output.
      #expect(left.output.contains("\(Self.greeting): 2 case(s), 2 ok\n"))

      // Piped keys work too; the last change is accepted, and every test passes but line 2.
      let piped = try consumer.bidi(["golden", "review"], input: "a\n")
      #expect(piped.status == 0)
      #expect(piped.output.hasSuffix("accepted 1, rejected 0, skipped 0; 0 change(s) still pending\n"))
      let run = try consumer.test()
      #expect(run.status != 0 && (run.output + run.errors).contains("'line 2' has another input"))
    }
  #endif

  @Test(
    "orphans after a test is deleted and a check removed: listed, kept when declined, removed when confirmed")
  func orphansAfterDeletingATest() throws {
    let consumer = try Self.consumer()
    defer {
      try? consumer.write("Tests/AppTests/GreetingTests.swift", GoldenConsumer.tests(withFarewell: true))
    }
    try consumer.write("Tests/AppTests/GreetingTests.swift", GoldenConsumer.tests(withFarewell: false))
    try consumer.write("Tests/AppTests/greetings.txt", "שלום, NAME!\n")
    // A filtered run judges the cases of the goldens it checked, not the goldens it did not.
    #expect(try consumer.test(["--filter", "greeting"]).status == 0)
    let filtered = try consumer.bidi(["golden", "list", "--orphans", "Tests"])
    #expect(filtered.status == 1)
    #expect(filtered.output.contains("orphan case  \(Self.greeting):13: line 2: "))
    #expect(
      filtered.output.contains(
        "not judged   Tests/AppTests/__Goldens__/GreetingTests: the last run of the tests of GreetingTests.swift was filtered"
      ))
    #expect(!filtered.output.contains("farewell"))

    #expect(try consumer.test().status == 0)
    let list = try consumer.bidi(["golden", "list", "--orphans", "Tests"])
    #expect(list.status == 1)
    let lines = list.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines.contains {
        $0.hasPrefix("orphan case  \(Self.greeting):13: line 2: the last run that checked this file (")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "orphan file  Tests/AppTests/__Goldens__/GreetingTests/farewell.golden: no test of GreetingTests.swift checked it in the last run ("
        )
      })

    let declined = try consumer.bidi(["golden", "clean", "--orphans", "Tests"], input: "n\n")
    #expect(declined.status == 1)
    #expect(declined.output.hasSuffix("remove 1 golden file(s) and 1 case(s)? [y/N] \nnothing removed\n"))
    #expect(consumer.read(consumer.farewellGolden) != nil)
    let cleaned = try consumer.bidi(["golden", "clean", "--orphans", "Tests"], input: "y\n")
    #expect(cleaned.status == 0)
    #expect(cleaned.output.hasSuffix("removed 1 golden file(s) and 1 case(s)\n"))
    #expect(consumer.read(consumer.farewellGolden) == nil)
    #expect(consumer.read(consumer.greetingGolden)?.contains("=== line 2") == false)
    #expect(try consumer.bidi(["golden", "list", "--orphans", "Tests"]).output == "no orphans\n")
    #expect(try consumer.test().status == 0)
    #expect(try consumer.bidi(["golden", "verify", "Tests"]).status == 0)
  }
}
