import BidiText

/// A printf-style placeholder in a catalog string: `%@`, `%d`, `%1$s`, `%.2f`, `%ld`,
/// `%(name)s` (Python), or a `.stringsdict` variable `%#@files@`.
package struct FormatPlaceholder: Sendable, Hashable {
  /// The kind of value a placeholder takes, normalised as gettext's format checks do: `%d`
  /// and `%i` are the same, as are `%o %u %x %X`, and `%e %f %g %a` in either case.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `%@`: an object (Apple platforms).
    case object
    /// `%s`, `%S`: a C string.
    case cString
    /// `%d`, `%i`: a signed integer.
    case signedInteger
    /// `%o`, `%u`, `%x`, `%X`: an unsigned integer.
    case unsignedInteger
    /// `%e %f %g %a` and upper case: a floating-point number.
    case floatingPoint
    /// `%c`, `%C`: a character.
    case character
    /// `%p`: a pointer.
    case pointer
    /// `%#@name@`: a `.stringsdict` variable.
    case variable
  }

  /// The placeholder as written, e.g. `"%1$@"`.
  package var text: String
  /// Where it is, in Unicode scalars from the start of the string.
  package var scalarRange: Range<Int>
  /// The kind of value.
  package var kind: Kind
  /// The conversion character (`"@"`, `"d"`, `"s"`, …).
  package var conversion: Character
  /// The length modifier (`""`, `"l"`, `"ll"`, …); `q` is written `ll`.
  package var lengthModifier: String
  /// The argument it takes: `n` of `%n$…`, otherwise its turn among the unnumbered ones,
  /// from 1. Python `%(name)s` placeholders take none (see ``name``).
  package var argument: Int?
  /// The Python mapping key of `%(name)s`, or the variable of `%#@name@`.
  package var name: String?

  /// Creates a placeholder.
  package init(
    text: String, scalarRange: Range<Int>, kind: Kind, conversion: Character,
    lengthModifier: String = "",
    argument: Int?, name: String? = nil
  ) {
    self.text = text
    self.scalarRange = scalarRange
    self.kind = kind
    self.conversion = conversion
    self.lengthModifier = lengthModifier
    self.argument = argument
    self.name = name
  }

  /// What the placeholder stands for, to compare the placeholders of two translations: the
  /// argument (number or name) and the kind with its length modifier.
  package var signature: String {
    let target = name.map { (kind == .variable ? "@" : "(") + $0 } ?? "\(argument ?? 0)"
    return "\(target):\(lengthModifier)\(kind.rawValue)"
  }

  /// The placeholders of a printf-style string, in order, read leniently by BidiText's
  /// `FormatTemplate.scan(_:)` (the template parser's own code): `%%` is not a placeholder,
  /// nor is a `%` not followed by a complete conversion, nor a space flag (`% d`), so that
  /// "100% done" has none. Flags include glibc's `I` (locale digits, common in Arabic and
  /// Persian translations).
  ///
  /// Arguments are numbered as gettext's format checks count them: `%n$` takes `n`, the
  /// others their turn among the unnumbered ones; Python's `%(name)s` and an unnumbered
  /// `%#@name@` take no number (see ``name``).
  package static func parse(_ string: String) -> [FormatPlaceholder] {
    var nextArgument = 1
    return FormatTemplate.scan(string).compactMap { scanned in
      let kind: Kind
      switch scanned.conversion {
      case "@" where scanned.variableName != nil: kind = .variable
      case "@": kind = .object
      case "s", "S": kind = .cString
      case "d", "i": kind = .signedInteger
      case "o", "u", "x", "X": kind = .unsignedInteger
      case "e", "E", "f", "F", "g", "G", "a", "A": kind = .floatingPoint
      case "c", "C": kind = .character
      case "p": kind = .pointer
      default: return nil
      }
      let argument: Int?
      if scanned.mappingKey != nil {
        argument = nil
      } else if let position = scanned.position {
        argument = position
      } else if kind == .variable {
        argument = nil
      } else {
        argument = nextArgument
        nextArgument += 1
      }
      return FormatPlaceholder(
        text: scanned.spelling, scalarRange: scanned.scalarRange, kind: kind,
        conversion: scanned.conversion,
        lengthModifier: scanned.lengthModifier.replacingOccurrences(of: "q", with: "ll"),
        argument: argument, name: scanned.mappingKey ?? scanned.variableName)
    }
  }
}
