/// What an option takes after its name.
enum OptionValueKind: Sendable, Equatable {
  /// Nothing: a flag, present or not.
  case none
  /// Any text, shown in help as `placeholder` (`--output DIR`).
  case text(placeholder: String)
  /// A whole number in `range`, shown as `placeholder` (`--width N`).
  case integer(placeholder: String, range: ClosedRange<Int>)
  /// One of `choices`, shown as `a|b|c`.
  case choice([String])
}

/// One option of a subcommand as it is declared: the single source from which the parser
/// accepts and validates it and `--help` describes it.
struct OptionDeclaration: Sendable {
  /// The option's name with its dashes: `--base`.
  var name: String
  /// What it takes after its name.
  var kind: OptionValueKind
  /// One line (wrapped by the help printer) saying what it does.
  var help: String
  /// Whether it may be given more than once, each value kept (`--routine A --routine B`);
  /// otherwise the last occurrence wins.
  var isRepeatable = false
  /// Options that must be given with this one (`--align` needs `--width`).
  var requires: [String] = []
  /// Options that cannot be given with this one.
  var excludes: [String] = []

  /// How the usage line and the option table show it: `--base ltr|rtl|auto`, `--shape`.
  var synopsis: String {
    switch kind {
    case .none: name
    case .text(let placeholder), .integer(let placeholder, _): "\(name) \(placeholder)"
    case .choice(let choices): "\(name) \(choices.joined(separator: "|"))"
    }
  }
}

/// Something a subcommand lists among its options: a ``Flag`` or an ``Option``.
protocol OptionDeclaring: Sendable {
  var declaration: OptionDeclaration { get }
}

/// A flag: declared once as a static property of its subcommand, listed in its `options`, and
/// read from the parsed arguments with `arguments[flag]`.
struct Flag: OptionDeclaring {
  let declaration: OptionDeclaration

  init(_ name: String, help: String, requires: [String] = [], excludes: [String] = []) {
    declaration = OptionDeclaration(
      name: name, kind: .none, help: help, requires: requires, excludes: excludes)
  }
}

/// An option with a value of type `Value`: declared once as a static property of its
/// subcommand, listed in its `options`, and read from the parsed arguments with
/// `arguments[option]` (the last value given) or `arguments.all(option)`.
struct Option<Value>: OptionDeclaring {
  let declaration: OptionDeclaration
  /// The value of a text the parser has already validated against ``declaration``.
  let convert: @Sendable (String) -> Value
}

extension Option where Value == String {
  /// An option taking any text.
  static func text(
    _ name: String, _ placeholder: String, help: String, repeatable: Bool = false, requires: [String] = [],
    excludes: [String] = []
  ) -> Self {
    Self(
      declaration: OptionDeclaration(
        name: name, kind: .text(placeholder: placeholder), help: help, isRepeatable: repeatable,
        requires: requires, excludes: excludes),
      convert: { $0 })
  }
}

extension Option where Value == Int {
  /// An option taking a whole number in `range`.
  static func integer(_ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String) -> Self
  {
    Self(
      declaration: OptionDeclaration(
        name: name, kind: .integer(placeholder: placeholder, range: range), help: help),
      convert: { Int($0)! })
  }
}

extension Option where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// An option taking one of the raw values of `Value`, in the order `allCases` lists them.
  static func choice(
    _ name: String, _ type: Value.Type = Value.self, help: String, requires: [String] = [],
    excludes: [String] = []
  ) -> Self {
    Self(
      declaration: OptionDeclaration(
        name: name, kind: .choice(Value.allCases.map(\.rawValue)), help: help, requires: requires,
        excludes: excludes),
      convert: { Value(rawValue: $0)! })
  }
}
