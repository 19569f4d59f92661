import BidiEngine
import Foundation

/// One self-contained HTML page of the golden cases that are pending or failing, for people:
/// what `bidi golden report --output report.html` writes, to open in a browser or attach to a
/// CI run.
///
/// For each case: the golden's case and the case as found, side by side, line by line
/// (changed lines marked), invisible characters highlighted and named (`⟨RLI⟩`, `⟨U+00A0⟩`; the
/// LRO…PDF pair around a stored visual line is shown, and what it holds is drawn in stored
/// order as an editor shows it); for a text case, its input as this browser lays it out in the
/// case's direction; for a layout case, its tree drawn as SVG, left-to-right and right-to-left
/// (`SVGRenderer`), for the golden's tree and the found one. The page has no script and loads
/// nothing: styles are inline and pictures are `data:` URIs. It is well-formed XML as well as
/// HTML.
public struct GoldenHTMLReport: Sendable {
  /// One case on the page.
  public struct Entry: Sendable, Hashable {
    /// Why the case is on the page.
    public enum State: String, Sendable, Hashable, CaseIterable {
      /// A change waits in the `.new` file (``GoldenPendingChange``): found by a failing check.
      case pending
      /// Its stored expectations differ from what BidiKit computes from its stored input.
      case differs
      /// It has no expectations yet.
      case notRecorded = "not recorded"
    }

    /// The golden file's path as given.
    public var goldenPath: String
    /// Why the case is on the page.
    public var state: State
    /// The case as the golden holds it (`nil` when the golden has no such case).
    public var expected: GoldenCase?
    /// The case as found: the `.new` file's, or the stored input with what BidiKit computes.
    public var actual: GoldenCase
  }

  /// The cases, in the order of the files given and of the cases in them.
  public var entries: [Entry]
  /// The golden or `.new` files that could not be read, as `path:line:column: message`.
  public var problems: [String]
  /// The kinds the cases are read with (layout cases are drawn with ``LayoutGoldenKind``).
  public var kinds: GoldenKinds

  /// The pending and failing cases of the golden files at `goldenPaths`: the changes waiting
  /// in their `.new` files, then the cases whose stored expectations differ from what
  /// `verifier` computes from the stored inputs (or that have none). Writes nothing.
  public init(goldenPaths: [String], verifier: GoldenVerifier = GoldenVerifier()) {
    entries = []
    problems = []
    kinds = verifier.kinds
    for path in goldenPaths {
      var pendingNames: Set<String> = []
      do {
        for change in try GoldenPendingChanges(goldenAt: path)?.changes ?? [] {
          entries.append(
            Entry(goldenPath: path, state: .pending, expected: change.expected, actual: change.actual))
          pendingNames.insert(change.name)
        }
      } catch {
        problems.append("\(error)")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        if pendingNames.isEmpty && !problems.contains(where: { $0.hasPrefix(path) }) {
          problems.append("\(path): no such file")
        }
        continue
      }
      do {
        let file = try GoldenFile(parsing: data, path: path)
        for (stored, computed) in zip(file.cases, try verifier.expectations(of: file))
        where !pendingNames.contains(stored.name) {
          var found = stored
          found.expected = computed
          if let expected = stored.expected {
            guard !verifier.kinds[stored.kind]!.matches(expected: expected, actual: computed) else {
              continue
            }
            entries.append(Entry(goldenPath: path, state: .differs, expected: stored, actual: found))
          } else {
            entries.append(Entry(goldenPath: path, state: .notRecorded, expected: stored, actual: found))
          }
        }
      } catch {
        if !problems.contains("\(error)") { problems.append("\(error)") }
      }
    }
  }

  /// The page, titled `title`.
  public func html(title: String = "Golden review") -> String {
    let files = Set(entries.map(\.goldenPath)).count
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>\(Self.escaped(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>\(Self.escaped(title))</h1>
      <p class="summary">\(entries.count) case(s) in \(files) golden file(s): \
      \(Entry.State.allCases.map { state in "\(entries.filter { $0.state == state }.count) \(state.rawValue)" }
        .joined(separator: ", ")). Expected is the golden; actual is the <code>.new</code> file \
      (what a test found) for a pending change, or what BidiKit computes from the stored input. \
      Invisible characters are <span class="ctl">⟨highlighted⟩</span>. Accept with \
      <code>bidi golden accept</code> or <code>bidi golden review</code>.</p>

      """
    if !problems.isEmpty {
      page += "<ul class=\"problems\">\n"
      page += problems.map { "<li><code>\(Self.escaped($0))</code></li>\n" }.joined()
      page += "</ul>\n"
    }
    for (index, entry) in entries.enumerated() {
      page += section(entry, number: index + 1)
    }
    return page + "</body>\n</html>\n"
  }

  /// One case: a heading, the lines side by side, and its rendering.
  private func section(_ entry: Entry, number: Int) -> String {
    let line = entry.expected.map(\.line) ?? entry.actual.line
    let location =
      entry.expected == nil ? GoldenVerifier.newFilePath(for: entry.goldenPath) : entry.goldenPath
    let change =
      entry.state == .pending
      ? " (\(GoldenPendingChange(goldenPath: entry.goldenPath, expected: entry.expected, actual: entry.actual).kind.rawValue))"
      : ""
    var html = """
      <section class="case" id="case-\(number)">
      <h2><span class="state \(entry.state == .pending ? "pending" : "failing")">\(entry.state.rawValue)</span> \
      <q>\(Self.line(entry.actual.name))</q> <code>\(Self.escaped(location)):\(line)</code>\(Self.escaped(change))</h2>
      <table class="diff">
      <thead><tr><th>expected: the golden</th><th>actual: \(entry.state == .pending ? "the .new file" : "computed now")</th></tr></thead>
      <tbody>

      """
    html += Self.rows(old: entry.expected?.writtenLines ?? [], new: entry.actual.writtenLines)
    html += "</tbody>\n</table>\n"
    html += rendering(entry)
    return html + "</section>\n"
  }
}
