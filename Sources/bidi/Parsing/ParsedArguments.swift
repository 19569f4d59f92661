/// A subcommand's arguments, parsed against its declared options: every option known, every
/// value of the declared kind, every `requires`/`excludes` relation honoured.
///
/// Options may come anywhere before `--`, as `--name value` or `--name=value`; `--` ends
/// them. An argument starting with `-` that looks like a number (`-5`, `-17.0%`, `-.5`) is an
/// operand, not an option.
struct ParsedArguments {
  /// Values by option name, in the order given; a flag has one empty value per occurrence.
  private var values: [String: [String]] = [:]
  /// The arguments that are not options, in order.
  private(set) var operands: [String] = []

  init(parsing items: [String], options: [OptionDeclaration]) throws(CommandError) {
    let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    while index < items.count {
      let item = items[index]
      index += 1
      if item == "--" {
        operands += items[index...]
        break
      }
      guard item.hasPrefix("-"), item != "-", !Self.isNegativeNumber(item) else {
        operands.append(item)
        continue
      }
      let (name, attached) = Self.split(item)
      guard let declaration = byName[name] else { throw .usage("unknown option '\(name)'") }
      if declaration.kind == .none {
        if attached != nil { throw .usage("\(name) takes no value") }
        values[name, default: []].append("")
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else {
        guard index < items.count, items[index] != "--" else { throw .usage("\(name) needs a value") }
        value = items[index]
        index += 1
      }
      try Self.validate(value, for: declaration)
      if declaration.isRepeatable {
        values[name, default: []].append(value)
      } else {
        values[name] = [value]
      }
    }
    for declaration in options where values[declaration.name] != nil {
      for other in declaration.requires where values[other] == nil {
        throw .usage("\(declaration.name) needs \(other)")
      }
      for other in declaration.excludes where values[other] != nil {
        throw .usage("\(declaration.name) and \(other) cannot be combined")
      }
    }
  }

  /// Whether `flag` was given.
  subscript(flag: Flag) -> Bool { values[flag.declaration.name] != nil }

  /// The value of `option` (the last one given), or `nil`.
  subscript<Value>(option: Option<Value>) -> Value? {
    values[option.declaration.name]?.last.map(option.convert)
  }

  /// Every value of a repeatable `option`, in the order given.
  func all<Value>(_ option: Option<Value>) -> [Value] {
    (values[option.declaration.name] ?? []).map(option.convert)
  }

  /// Whether an argument that starts with `-` is a value such as `-5`, `-17.0%` or `-.5`
  /// rather than an option.
  static func isNegativeNumber(_ item: String) -> Bool {
    let rest = item.dropFirst()
    guard let first = rest.first else { return false }
    return first.isASCII && (first.isNumber || first == ".")
  }

  /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
  private static func split(_ item: String) -> (name: String, value: String?) {
    guard item.hasPrefix("--"), let equals = item.firstIndex(of: "=") else { return (item, nil) }
    return (String(item[..<equals]), String(item[item.index(after: equals)...]))
  }

  private static func validate(_ value: String, for declaration: OptionDeclaration) throws(CommandError) {
    let name = declaration.name
    switch declaration.kind {
    case .none, .text: return
    case .integer(_, let range):
      guard let number = Int(value), range.contains(number) else {
        throw .usage(
          "\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound); got '\(value)'")
      }
    case .choice(let choices):
      guard choices.contains(value) else {
        throw .usage("\(name) must be one of \(choices.joined(separator: ", ")); got '\(value)'")
      }
    }
  }
}
