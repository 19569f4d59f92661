#if canImport(Glibc)
  import Glibc
#endif

/// The right-to-left gettext translations installed on this machine, read with `msgunfmt`
/// (Debian package `gettext`).
enum TranslationCorpus {
  /// One translated string.
  struct Entry {
    var file: String
    var msgid: String
    var msgstr: String
  }

  static let languages = ["ar", "he", "fa", "ur", "ckb", "yi"]

  /// Every non-empty translation in `/usr/share/locale/{ar,he,fa,ur,ckb,yi}/LC_MESSAGES/*.mo`,
  /// every plural form included; `nil` when `msgunfmt` or the catalogs are missing.
  static func entries() -> [Entry]? {
    guard run("command -v msgunfmt") != nil else { return nil }
    var entries: [Entry] = []
    var files = 0
    for language in languages {
      let directory = "/usr/share/locale/\(language)/LC_MESSAGES"
      guard let listing = run("ls '\(directory)' 2>/dev/null") else { continue }
      for name in listing.split(separator: "\n") where name.hasSuffix(".mo") {
        let path = "\(directory)/\(name)"
        // A catalog with no messages gives no output.
        guard let po = run("msgunfmt '\(path)' 2>/dev/null") else { continue }
        files += 1
        entries += parse(po, file: path)
      }
    }
    return files == 0 ? nil : entries
  }

  /// Standard output of a shell command, or `nil` if it could not run.
  static func run(_ command: String) -> String? {
    guard let pipe = popen(command, "r") else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    // The exit status is not reliable here (the test runner may reap children itself); an
    // empty output counts as failure.
    _ = pclose(pipe)
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// A minimal reader of the `.po` text that `msgunfmt` writes: `msgid`, `msgid_plural`,
  /// `msgstr`, `msgstr[n]` and continuation lines, with C escapes.
  static func parse(_ po: String, file: String) -> [Entry] {
    var entries: [Entry] = []
    var msgid = ""
    var strings: [String] = []
    var current: WritableKeyPath<(id: String, str: String), String>?
    var pending = (id: "", str: "")
    func flushString() {
      if current == \.str { strings.append(pending.str) }
      pending.str = ""
    }
    func flushEntry() {
      flushString()
      if !msgid.isEmpty {
        for string in strings where !string.isEmpty {
          entries.append(Entry(file: file, msgid: msgid, msgstr: string))
        }
      }
      strings = []
      current = nil
    }
    for line in po.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("msgid ") {
        flushEntry()
        pending.id = unquote(line.dropFirst(6))
        current = \.id
      } else if line.hasPrefix("msgid_plural ") {
        current = nil
      } else if line.hasPrefix("msgstr") {
        if current == \.id { msgid = pending.id }
        flushString()
        guard let space = line.firstIndex(of: " ") else { continue }
        pending.str = unquote(line[line.index(after: space)...])
        current = \.str
      } else if line.hasPrefix("\"") {
        if let current { pending[keyPath: current] += unquote(line[...]) }
      }
    }
    flushEntry()
    return entries
  }

  /// The text of a C string literal `"…"`.
  static func unquote(_ literal: Substring) -> String {
    var text = literal.drop(while: { $0 != "\"" }).dropFirst()
    if text.last == "\"" { text = text.dropLast() }
    var result = ""
    var escaped = false
    for character in text {
      if escaped {
        switch character {
        case "n": result += "\n"
        case "t": result += "\t"
        case "r": result += "\r"
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
