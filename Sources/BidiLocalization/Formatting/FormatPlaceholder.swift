/// A printf-style placeholder in a catalog string: `%@`, `%d`, `%1$s`, `%.2f`, `%ld`,
/// `%(name)s` (Python), or a `.stringsdict` variable `%#@files@`.
public struct FormatPlaceholder: Sendable, Hashable {
  /// The kind of value a placeholder takes, normalised as gettext's format checks do: `%d`
  /// and `%i` are the same, as are `%o %u %x %X`, and `%e %f %g %a` in either case.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
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
  public var text: String
  /// Where it is, in Unicode scalars from the start of the string.
  public var scalarRange: Range<Int>
  /// The kind of value.
  public var kind: Kind
  /// The conversion character (`"@"`, `"d"`, `"s"`, …).
  public var conversion: Character
  /// The length modifier (`""`, `"l"`, `"ll"`, …); `q` is written `ll`.
  public var lengthModifier: String
  /// The argument it takes: `n` of `%n$…`, otherwise its turn among the unnumbered ones,
  /// from 1. Python `%(name)s` placeholders take none (see ``name``).
  public var argument: Int?
  /// The Python mapping key of `%(name)s`, or the variable of `%#@name@`.
  public var name: String?

  /// Creates a placeholder.
  public init(
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
  public var signature: String {
    let target = name.map { (kind == .variable ? "@" : "(") + $0 } ?? "\(argument ?? 0)"
    return "\(target):\(lengthModifier)\(kind.rawValue)"
  }

  /// The placeholders of a printf-style string, in order. `%%` is not a placeholder, nor is a
  /// `%` not followed by a complete conversion. Flags are `- + # 0 '` and glibc's `I`
  /// (locale digits, common in Arabic and Persian translations). A space flag (`% d`) is not accepted, so that
  /// "100% done" has no placeholder.
  public static func parse(_ string: String) -> [FormatPlaceholder] {
    let scalars = Array(string.unicodeScalars)
    var result: [FormatPlaceholder] = []
    var nextArgument = 1
    var i = 0
    func digits(_ j: inout Int) -> Int? {
      var value = 0
      var any = false
      while j < scalars.count, ("0"..."9").contains(scalars[j]) {
        value = min(value * 10 + Int(scalars[j].value - 48), 1_000_000)
        any = true
        j += 1
      }
      return any ? value : nil
    }
    while i < scalars.count {
      guard scalars[i] == "%" else {
        i += 1
        continue
      }
      var j = i + 1
      guard j < scalars.count else { break }
      if scalars[j] == "%" {
        i = j + 1
        continue
      }
      var name: String?
      var position: Int?
      if scalars[j] == "(" {
        var k = j + 1
        var key = ""
        while k < scalars.count, scalars[k] != ")", scalars[k] != "%" {
          key.unicodeScalars.append(scalars[k])
          k += 1
        }
        guard k < scalars.count, scalars[k] == ")", !key.isEmpty else {
          i += 1
          continue
        }
        name = key
        j = k + 1
      } else {
        var k = j
        if let n = digits(&k), k < scalars.count, scalars[k] == "$", n > 0 {
          position = n
          j = k + 1
        }
      }
      // Flags.
      var alternate = false
      while j < scalars.count, "-+#0'I".unicodeScalars.contains(scalars[j]) {
        if scalars[j] == "#" { alternate = true }
        j += 1
      }
      // .stringsdict variable: %#@name@
      if alternate, j < scalars.count, scalars[j] == "@" {
        var k = j + 1
        var variable = ""
        while k < scalars.count, scalars[k] != "@", scalars[k] != "%", scalars[k] != " " {
          variable.unicodeScalars.append(scalars[k])
          k += 1
        }
        if k < scalars.count, scalars[k] == "@", !variable.isEmpty {
          let text = String(String.UnicodeScalarView(scalars[i...k]))
          result.append(
            FormatPlaceholder(
              text: text, scalarRange: i..<k + 1, kind: .variable, conversion: "@",
              argument: position,
              name: variable))
          i = k + 1
          continue
        }
      }
      // Width and precision.
      if j < scalars.count, scalars[j] == "*" {
        j += 1
        var k = j
        if digits(&k) != nil, k < scalars.count, scalars[k] == "$" { j = k + 1 }
      } else {
        _ = digits(&j)
      }
      if j < scalars.count, scalars[j] == "." {
        j += 1
        if j < scalars.count, scalars[j] == "*" {
          j += 1
          var k = j
          if digits(&k) != nil, k < scalars.count, scalars[k] == "$" { j = k + 1 }
        } else {
          _ = digits(&j)
        }
      }
      // Length modifier.
      var length = ""
      for candidate in ["hh", "ll", "h", "l", "q", "L", "j", "z", "t"] {
        let candidateScalars = Array(candidate.unicodeScalars)
        if j + candidateScalars.count <= scalars.count,
          Array(scalars[j..<j + candidateScalars.count]) == candidateScalars
        {
          length = candidate == "q" ? "ll" : candidate
          j += candidateScalars.count
          break
        }
      }
      guard j < scalars.count else { break }
      let conversion = scalars[j]
      let kind: Kind? =
        switch conversion {
        case "@": .object
        case "s", "S": .cString
        case "d", "i": .signedInteger
        case "o", "u", "x", "X": .unsignedInteger
        case "e", "E", "f", "F", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "p": .pointer
        default: nil
        }
      guard let kind else {
        i += 1
        continue
      }
      let argument: Int?
      if name != nil {
        argument = nil
      } else if let position {
        argument = position
      } else {
        argument = nextArgument
        nextArgument += 1
      }
      result.append(
        FormatPlaceholder(
          text: String(String.UnicodeScalarView(scalars[i...j])), scalarRange: i..<j + 1,
          kind: kind,
          conversion: Character(conversion), lengthModifier: length, argument: argument, name: name)
      )
      i = j + 1
    }
    return result
  }
}
