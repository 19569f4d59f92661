import BidiText
import Foundation

/// Formats a printf-style template with every argument isolated.
///
/// This is the module's seam for formatting: the shared `BidiFormatter` of BidiText takes
/// its place when it is available (the same inputs: template, arguments with kinds, context
/// direction). Until then it applies the rules of DESIGN.md directly: no isolation only when
/// the context and the value are both known left to right; otherwise LRI…PDI for values
/// known left to right, RLI…PDI for right to left, FSI…PDI when unknown; and a message that
/// starts with an isolated value gets the context's mark first (RLM always in a
/// right-to-left context), so a value cannot set the paragraph direction.
enum IsolatingFormatter {
  static func format(_ template: String, arguments: [FormatArgument], context: TextDirection)
    -> String
  {
    let placeholders = FormatPlaceholder.parse(template)
    let scalars = Array(template.unicodeScalars)
    var result = ""
    var last = 0
    for placeholder in placeholders {
      result += literal(scalars[last..<placeholder.scalarRange.lowerBound])
      last = placeholder.scalarRange.upperBound
      guard let number = placeholder.argument, number >= 1, number <= arguments.count else {
        result += placeholder.text  // no such argument: keep the placeholder visible
        continue
      }
      result += isolate(
        render(arguments[number - 1], as: placeholder), kind: arguments[number - 1].kind,
        context: context)
    }
    result += literal(scalars[last...])
    let startsWithIsolate = result.unicodeScalars.first { !$0.properties.isWhitespace }.map {
      DirectionalControl($0)?.isOpener == true
    }
    if let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      placeholders.first?.scalarRange.lowerBound == first,
      context == .rightToLeft || startsWithIsolate == true
    {
      result = (context == .rightToLeft ? "\u{200F}" : "\u{200E}") + result
    }
    return result
  }

  /// Literal text with `%%` as `%`.
  static func literal(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars)).replacingOccurrences(of: "%%", with: "%")
  }

  /// The argument formatted by the placeholder's flags, width and precision.
  static func render(_ argument: FormatArgument, as placeholder: FormatPlaceholder) -> String {
    // The placeholder without its argument number, for String(format:).
    var spec = placeholder.text
    if let dollar = spec.firstIndex(of: "$") { spec = "%" + spec[spec.index(after: dollar)...] }
    spec = spec.replacingOccurrences(of: "I", with: "")
    switch (argument.kind, placeholder.kind) {
    case (.integer(let value), .signedInteger), (.integer(let value), .unsignedInteger):
      let body = spec.dropLast(1 + placeholder.lengthModifier.count)
      return String(format: body + "l" + String(placeholder.conversion), value)
    case (.integer(let value), .floatingPoint):
      return String(format: spec, Double(value))
    case (.number(let value), .floatingPoint):
      return String(format: spec, value)
    default:
      return argument.text
    }
  }

  static func isolate(_ text: String, kind: FormatArgument.Kind, context: TextDirection) -> String {
    let direction: TextDirection?
    switch kind {
    case .leftToRight, .technical, .integer, .number: direction = .leftToRight
    case .rightToLeft: direction = .rightToLeft
    case .text: direction = nil
    }
    if context == .leftToRight && direction == .leftToRight { return text }
    let opener: DirectionalControl =
      switch direction {
      case .leftToRight: .leftToRightIsolate
      case .rightToLeft: .rightToLeftIsolate
      case nil: .firstStrongIsolate
      }
    return opener.string + text + DirectionalControl.popDirectionalIsolate.string
  }
}
