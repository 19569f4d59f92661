/// A small parser for `bidi`'s arguments: options with values (`--base rtl`, `--base=rtl`),
/// flags (`--shape`), and positional arguments. `--` ends options.
struct Arguments {
  private var items: [String]
  private var positionalOnlyFrom: Int?

  init(_ items: [String]) {
    self.items = items
    positionalOnlyFrom = items.firstIndex(of: "--")
  }

  /// Whether `item` is present before any `--`.
  func contains(_ item: String) -> Bool {
    items[..<(positionalOnlyFrom ?? items.count)].contains(item)
  }

  /// Removes and returns whether the flag `name` was given.
  mutating func flag(_ name: String) -> Bool {
    let end = positionalOnlyFrom ?? items.count
    guard let index = items[..<end].firstIndex(of: name) else { return false }
    remove(at: index)
    return true
  }

  /// Removes and returns the value of option `name` (`--name value` or `--name=value`); the
  /// last occurrence wins. Throws a usage error when the value is missing.
  mutating func option(_ name: String) throws -> String? {
    var value: String?
    while true {
      let end = positionalOnlyFrom ?? items.count
      if let index = items[..<end].firstIndex(where: { $0.hasPrefix(name + "=") }) {
        value = String(items[index].dropFirst(name.count + 1))
        remove(at: index)
      } else if let index = items[..<end].firstIndex(of: name) {
        guard index + 1 < end else { throw CommandError.usage("\(name) needs a value") }
        value = items[index + 1]
        remove(at: index + 1)
        remove(at: index)
      } else {
        return value
      }
    }
  }

  /// Removes an option whose value must be one of `choices`.
  mutating func option(_ name: String, oneOf choices: [String]) throws -> String? {
    guard let value = try option(name) else { return nil }
    guard choices.contains(value) else {
      throw CommandError.usage("\(name) must be one of \(choices.joined(separator: ", ")); got '\(value)'")
    }
    return value
  }

  /// Removes an integer option.
  mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw CommandError.usage(
        "\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound); got '\(text)'")
    }
    return value
  }

  /// The remaining arguments, all positional. Throws on any unknown option left.
  mutating func positionals() throws -> [String] {
    let end = positionalOnlyFrom ?? items.count
    if let unknown = items[..<end].first(where: {
      $0.hasPrefix("-") && $0 != "-" && !Self.isNegativeNumber($0)
    }) {
      throw CommandError.usage("unknown option '\(unknown)'")
    }
    var result = Array(items[..<end])
    if end < items.count { result += items[(end + 1)...] }
    items = []
    positionalOnlyFrom = nil
    return result
  }

  /// Whether an argument that starts with `-` is a value such as `-5`, `-17.0%` or `-.5`
  /// rather than an option.
  static func isNegativeNumber(_ item: String) -> Bool {
    let rest = item.dropFirst()
    guard let first = rest.first else { return false }
    return first.isASCII && (first.isNumber || first == ".")
  }

  private mutating func remove(at index: Int) {
    items.remove(at: index)
    if let end = positionalOnlyFrom, index < end { positionalOnlyFrom = end - 1 }
  }
}
