import BidiEngine

/// Unified diffs of golden files in which invisible characters are named.
public enum GoldenDiff {
  /// A unified diff (`---`/`+++` header, `@@ -a,b +c,d @@` hunks, `context` lines around
  /// changes) from `old` to `new`, or `""` when they are equal.
  ///
  /// Each line is shown through ``visible(_:)``: directional controls, other
  /// format characters and unusual spaces appear as `⟨RLI⟩`, `⟨U+00A0⟩`… so the diff says
  /// what a plain text diff would hide. The LRO…PDF pair around stored visual lines shows as
  /// `⟨LRO⟩…⟨PDF⟩`.
  public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 2)
    -> String
  {
    let a = splitLines(old)
    let b = splitLines(new)
    guard a != b else { return "" }
    let script = editScript(a, b)
    var out = ["--- " + oldName, "+++ " + newName]
    // Each change with `context` unchanged lines around it; overlapping ranges merge.
    var hunks: [Range<Int>] = []
    for (index, edit) in script.enumerated() where edit.kind != .same {
      let range = max(0, index - context)..<min(script.count, index + context + 1)
      if let last = hunks.last, last.upperBound >= range.lowerBound {
        hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
      } else {
        hunks.append(range)
      }
    }
    for range in hunks {
      let hunk = script[range]
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      let oldStart = hunk.first!.oldLine - (oldCount == 0 ? 1 : 0)
      let newStart = hunk.first!.newLine - (newCount == 0 ? 1 : 0)
      out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      for edit in hunk {
        let prefix = edit.kind == .same ? " " : edit.kind == .deleted ? "-" : "+"
        out.append(prefix + visible(edit.text))
      }
    }
    return out.joined(separator: "\n")
  }

  /// The line with invisible and confusable characters named: directional controls as
  /// `BidiNotation` writes them (`⟨RLI⟩`), other `BN`/`B`/`S` characters, spaces other than
  /// U+0020 and zero-width characters as `⟨U+XXXX⟩`.
  ///
  /// The lines of a golden file are already in notation, so a `⟨` is kept as it is: an input
  /// written `⟨LRI⟩` shows as `⟨LRI⟩` (escaping it again would show `⟨⟨⟩LRI⟩`), and a real
  /// U+2066 shows the same way, which is what it means in the file.
  public static func visible(_ line: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar == "⟨" {
        result.unicodeScalars.append(scalar)
        continue
      }
      let escaped = BidiNotation.escape(String(scalar))
      if escaped != String(scalar) {
        result += escaped
        continue
      }
      let properties = scalar.properties
      if scalar != " "
        && (properties.generalCategory == .spaceSeparator || properties.generalCategory == .format
          || properties.isDefaultIgnorableCodePoint)
      {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "⟨U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "⟩"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Every line of `old` and `new` in order, each marked ` ` (in both), `-` (only in `old`)
  /// or `+` (only in `new`) and shown through ``visible(_:)``: a whole case, without hunks.
  static func marked(old: [String], new: [String]) -> [String] {
    editScript(old, new).map { edit in
      (edit.kind == .same ? " " : edit.kind == .deleted ? "-" : "+") + visible(edit.text)
    }
  }

  enum Kind { case same, deleted, inserted }
  struct Edit {
    var kind: Kind
    var text: String
    var oldLine: Int  // 1-based line in old where this edit sits
    var newLine: Int
  }

  private static func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A shortest edit script by longest common subsequence on the differing middle part
  /// (common prefix and suffix stripped); very large middles are shown as replaced whole.
  static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let x = Array(a[prefix..<(a.count - suffix)])
    let y = Array(b[prefix..<(b.count - suffix)])
    var middle: [(Kind, String)] = []
    if x.count * y.count <= 4_000_000 {
      // lcs[i][j]: LCS length of x[i...] and y[j...].
      var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
      for i in stride(from: x.count - 1, through: 0, by: -1) {
        for j in stride(from: y.count - 1, through: 0, by: -1) {
          lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < x.count || j < y.count {
        if i < x.count && j < y.count && x[i] == y[j] {
          middle.append((.same, x[i]))
          i += 1
          j += 1
        } else if i < x.count && (j == y.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
          middle.append((.deleted, x[i]))
          i += 1
        } else {
          middle.append((.inserted, y[j]))
          j += 1
        }
      }
    } else {
      middle = x.map { (.deleted, $0) } + y.map { (.inserted, $0) }
    }
    var edits: [Edit] = []
    var oldLine = 1
    var newLine = 1
    func add(_ kind: Kind, _ text: String) {
      edits.append(Edit(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
      if kind != .inserted { oldLine += 1 }
      if kind != .deleted { newLine += 1 }
    }
    for line in a[..<prefix] { add(.same, line) }
    for (kind, text) in middle { add(kind, text) }
    for line in a[(a.count - suffix)...] { add(.same, line) }
    return edits
  }
}
