import BidiEngine
import BidiLocalization

/// Checks that directional controls pair up as UAX #9 pairs them (rules X1–X8): a PDF closes
/// the innermost embedding or override opened after the innermost open isolate; a PDI closes
/// the innermost open isolate and every embedding opened inside it.
enum ControlBalance {
  struct Problem {
    var scalarOffset: Int
    var message: String
  }

  static func problems(in text: String) -> [Problem] {
    var stack: [(control: DirectionalControl, offset: Int)] = []
    // Indices in `stack` of the open isolates, so that a PDI finds its isolate in constant
    // time (a search of the stack made a long run of embeddings and PDIs quadratic).
    var isolates: [Int] = []
    var problems: [Problem] = []
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      guard let control = DirectionalControl(scalar), !control.isMark else { continue }
      switch control {
      case .popDirectionalFormatting:
        if let top = stack.last, !isIsolate(top.control) {
          stack.removeLast()
        } else {
          problems.append(
            Problem(
              scalarOffset: offset,
              message: "PDF at character \(offset + 1) closes no embedding or override"))
        }
      case .popDirectionalIsolate:
        guard let isolate = isolates.popLast() else {
          problems.append(
            Problem(
              scalarOffset: offset, message: "PDI at character \(offset + 1) closes no isolate"))
          continue
        }
        for open in stack[(isolate + 1)...] {
          problems.append(
            Problem(
              scalarOffset: open.offset,
              message:
                "\(open.control.abbreviation) at character \(open.offset + 1) is closed by the PDI of an enclosing isolate, not by a PDF"
            ))
        }
        stack.removeSubrange(isolate...)
      default:
        if isIsolate(control) { isolates.append(stack.count) }
        stack.append((control, offset))
      }
    }
    for open in stack {
      problems.append(
        Problem(
          scalarOffset: open.offset,
          message:
            "\(open.control.abbreviation) at character \(open.offset + 1) is never closed (needs \(isIsolate(open.control) ? "PDI" : "PDF"))"
        ))
    }
    return problems.sorted { $0.scalarOffset < $1.scalarOffset }
  }

  static func isIsolate(_ control: DirectionalControl) -> Bool {
    control == .leftToRightIsolate || control == .rightToLeftIsolate
      || control == .firstStrongIsolate
  }
}
