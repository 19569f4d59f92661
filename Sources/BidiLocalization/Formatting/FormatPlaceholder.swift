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
    scan(string).placeholders
  }

  /// The placeholders of `string` and the other `%` in it (see
  /// `FormatTemplate.scanWithStrays(_:)`), read as CoreFoundation reads an Apple format when
  /// `apple` is set:
  /// - a conversion after a space flag (`% @`, or `% ho` in "50% horas") is a placeholder;
  /// - unnumbered placeholders take arguments from `firstArgument` on (a `.stringsdict`
  ///   form's placeholders start at its variable's argument), and an unnumbered `%#@name@`
  ///   takes one too;
  /// - in the texts of a String Catalog substitution (`substitution`), `%arg` is that
  ///   substitution's argument with its `formatSpecifier`, not the `%a` conversion.
  package static func scan(
    _ string: String, apple: Bool = false, firstArgument: Int = 1, substitution: CatalogVariable? = nil
  ) -> (placeholders: [FormatPlaceholder], strays: [FormatTemplate.StrayPercent]) {
    var nextArgument = firstArgument
    var placeholders: [FormatPlaceholder] = []
    var strays: [FormatTemplate.StrayPercent] = []
    // Segments of the text between `%arg` tokens, each with its offset in scalars.
    var segments: [(text: Substring.UnicodeScalarView, offset: Int)] = []
    var tokens: [Int] = []
    let scalars = string.unicodeScalars
    if substitution != nil {
      let tokenScalars = Array("%arg".unicodeScalars)
      var segmentStart = scalars.startIndex
      var segmentOffset = 0
      var index = scalars.startIndex
      var offset = 0
      while index < scalars.endIndex {
        if scalars[index] == "%" {
          let next = scalars.index(after: index)
          if next < scalars.endIndex, scalars[next] == "%" {
            index = scalars.index(after: next)
            offset += 2
            continue
          }
          if scalars[index...].starts(with: tokenScalars) {
            segments.append((Substring(string)[segmentStart..<index].unicodeScalars, segmentOffset))
            tokens.append(offset)
            index = scalars.index(index, offsetBy: 4)
            offset += 4
            (segmentStart, segmentOffset) = (index, offset)
            continue
          }
        }
        index = scalars.index(after: index)
        offset += 1
      }
      segments.append((Substring(string)[segmentStart...].unicodeScalars, segmentOffset))
    } else {
      segments = [(Substring(string).unicodeScalars, 0)]
    }
    let token = substitution.flatMap { variable -> FormatPlaceholder? in
      let specifier = "%" + (variable.formatSpecifier ?? "lld")
      guard var placeholder = scan(specifier).placeholders.first, placeholder.kind != .variable else {
        return nil
      }
      placeholder.text = "%arg"
      placeholder.argument = variable.argument ?? firstArgument
      return placeholder
    }
    for (number, segment) in segments.enumerated() {
      var (found, stray) = FormatTemplate.scanWithStrays(String(segment.text))
      if apple {
        // CoreFoundation reads a conversion after a space flag (`% @`, `% d`) like any other.
        for item in stray {
          guard case .spaceFlagConversion(let scanned) = item.kind else { continue }
          found.append(scanned)
        }
        found.sort { $0.scalarRange.lowerBound < $1.scalarRange.lowerBound }
        stray.removeAll {
          if case .spaceFlagConversion = $0.kind { return true }
          return false
        }
      }
      for scanned in found {
        guard var placeholder = FormatPlaceholder(scanned) else { continue }
        let lower = scanned.scalarRange.lowerBound + segment.offset
        placeholder.scalarRange = lower..<lower + scanned.scalarRange.count
        if scanned.mappingKey == nil && scanned.position == nil && (placeholder.kind != .variable || apple) {
          placeholder.argument = nextArgument
          nextArgument += 1
        }
        placeholders.append(placeholder)
      }
      strays += stray.map { item in
        var item = item
        item.scalarOffset += segment.offset
        return item
      }
      if number < tokens.count, var token {
        token.scalarRange = tokens[number]..<tokens[number] + 4
        placeholders.append(token)
      }
    }
    return (placeholders, strays)
  }

  /// The placeholder BidiLocalization makes of a scanned one, or `nil` for a conversion it
  /// does not know. The argument is the scanned position, if any.
  init?(_ scanned: FormatTemplate.ScannedPlaceholder) {
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
    self.init(
      text: scanned.spelling, scalarRange: scanned.scalarRange, kind: kind, conversion: scanned.conversion,
      lengthModifier: scanned.lengthModifier.replacingOccurrences(of: "q", with: "ll"),
      argument: scanned.mappingKey == nil ? scanned.position : nil,
      name: scanned.mappingKey ?? scanned.variableName)
  }
}
