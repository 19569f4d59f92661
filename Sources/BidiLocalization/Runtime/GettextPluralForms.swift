/// The `Plural-Forms` header of a gettext catalog: how many forms each plural entry has
/// (`nplurals`) and the C expression that picks the `msgstr[index]` for a count (`plural`).
///
/// ```swift
/// let forms = try GettextPluralForms(
///   "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")
/// forms.index(for: 105)   // 3
/// ```
///
/// The expression language is GNU gettext's: `n`, decimal numbers, parentheses, `!`, `* / %`,
/// `+ -`, `< > <= >=`, `== !=`, `&&`, `||` and `?:`, in unsigned arithmetic. Headers come from
/// files, so the text is bounded (1 000 characters, 64 levels of nesting); as in GNU gettext,
/// an index outside `0 ..< count` (or a division by zero) selects form 0.
public struct GettextPluralForms: Sendable, Hashable {
  /// The number of forms (`nplurals`).
  public let count: Int
  /// The expression as written after `plural=`.
  public let expression: String
  private let program: [Instruction]

  /// Why a `Plural-Forms` value cannot be used.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake, for code that acts on it.
    public enum Reason: Sendable, Hashable {
      /// The value is longer than 1 000 characters.
      case tooLong
      /// `nplurals` is missing or not a number from 1 to 100.
      case invalidCount
      /// `plural=` is missing or empty.
      case missingExpression
      /// The `plural=` expression does not parse (or nests deeper than 64 levels).
      case invalidExpression
    }

    /// What kind of mistake.
    public var reason: Reason
    /// What is wrong, with the character offset in the value where it is known.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Parses the value of a `Plural-Forms:` header line (`nplurals=2; plural=(n != 1);`).
  public init(_ value: String) throws(ParseError) {
    guard value.count <= 1_000 else {
      throw ParseError(reason: .tooLong, message: "longer than 1000 characters")
    }
    var count: Int?
    var expression: String?
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
      }.map { String($0) }
      guard pair.count == 2 else { continue }
      switch pair[0] {
      case "nplurals": count = Int(pair[1])
      case "plural": expression = pair[1]
      default: continue
      }
    }
    guard let count, (1...100).contains(count) else {
      throw ParseError(reason: .invalidCount, message: "nplurals must be a number from 1 to 100")
    }
    guard let expression, !expression.isEmpty else {
      throw ParseError(reason: .missingExpression, message: "no plural= expression")
    }
    var parser = Parser(Array(expression.utf8))
    let program = try parser.parse()
    self.count = count
    self.expression = expression
    self.program = program
  }

  /// GNU gettext's default when a catalog has no usable header: `nplurals=2; plural=n != 1;`.
  public static let germanic = try! GettextPluralForms("nplurals=2; plural=n != 1;")

  /// The `msgstr` index for `n` (form 0 when the expression gives an index out of range).
  public func index(for n: UInt64) -> Int {
    var stack: [UInt64] = []
    stack.reserveCapacity(16)
    var pc = 0
    while pc < program.count {
      switch program[pc] {
      case .n: stack.append(n)
      case .number(let value): stack.append(value)
      case .not: stack.append(stack.removeLast() == 0 ? 1 : 0)
      case .binary(let op):
        let right = stack.removeLast()
        let left = stack.removeLast()
        guard let value = op.apply(left, right) else { return 0 }
        stack.append(value)
      case .jumpIfZero(let target):
        if stack.removeLast() == 0 {
          pc = target
          continue
        }
      case .jump(let target):
        pc = target
        continue
      case .jumpKeepingIf(let whenTrue, let target):
        // `&&` / `||`: decides without the right side when the left one does.
        let value = stack.last! != 0
        if value == whenTrue {
          stack[stack.count - 1] = whenTrue ? 1 : 0
          pc = target
          continue
        }
        stack.removeLast()
      case .truth:
        stack.append(stack.removeLast() != 0 ? 1 : 0)
      }
      pc += 1
    }
    guard let result = stack.last, result < UInt64(count) else { return 0 }
    return Int(result)
  }

  /// One step of the compiled expression, run on a stack of values.
  private enum Instruction: Sendable, Hashable {
    case n
    case number(UInt64)
    case not
    case binary(Operator)
    case jumpIfZero(Int)
    case jump(Int)
    case jumpKeepingIf(Bool, Int)
    case truth
  }

  private enum Operator: Sendable, Hashable {
    case multiply, divide, remainder, add, subtract, less, greater, lessOrEqual, greaterOrEqual,
      equal, notEqual

    func apply(_ a: UInt64, _ b: UInt64) -> UInt64? {
      switch self {
      case .multiply: return a &* b
      case .divide: return b == 0 ? nil : a / b
      case .remainder: return b == 0 ? nil : a % b
      case .add: return a &+ b
      case .subtract: return a &- b
      case .less: return a < b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      }
    }
  }

  /// Recursive descent over C's precedence levels, compiling to ``Instruction``s.
  private struct Parser {
    let text: [UInt8]
    var position = 0
    var depth = 0
    var program: [Instruction] = []

    init(_ text: [UInt8]) { self.text = text }

    mutating func parse() throws(ParseError) -> [Instruction] {
      try conditional()
      skipSpaces()
      if position < text.count { throw error("unexpected '\(Character(Unicode.Scalar(text[position])))'") }
      return program
    }

    func error(_ message: String) -> ParseError {
      ParseError(reason: .invalidExpression, message: "plural expression, offset \(position): \(message)")
    }

    mutating func skipSpaces() {
      while position < text.count && (text[position] == 0x20 || text[position] == 0x09) { position += 1 }
    }

    /// Consumes `token` if it comes next (and is not the start of a longer operator).
    mutating func take(_ token: String, notFollowedBy next: UInt8? = nil) -> Bool {
      skipSpaces()
      let bytes = Array(token.utf8)
      guard position + bytes.count <= text.count, Array(text[position..<position + bytes.count]) == bytes
      else { return false }
      if let next, position + bytes.count < text.count, text[position + bytes.count] == next { return false }
      position += bytes.count
      return true
    }

    mutating func nested(_ body: (inout Parser) throws(ParseError) -> Void) throws(ParseError) {
      depth += 1
      guard depth <= 64 else { throw error("nested more than 64 levels") }
      try body(&self)
      depth -= 1
    }

    mutating func conditional() throws(ParseError) {
      try nested { parser throws(ParseError) in
        try parser.logicalOr()
        guard parser.take("?") else { return }
        let jumpToElse = parser.program.count
        parser.program.append(.jumpIfZero(-1))
        try parser.conditional()
        let jumpToEnd = parser.program.count
        parser.program.append(.jump(-1))
        guard parser.take(":") else { throw parser.error("expected ':'") }
        parser.program[jumpToElse] = .jumpIfZero(parser.program.count)
        try parser.conditional()
        parser.program[jumpToEnd] = .jump(parser.program.count)
      }
    }

    mutating func logicalOr() throws(ParseError) {
      try logicalAnd()
      while take("||") {
        let jump = program.count
        program.append(.jumpKeepingIf(true, -1))
        try logicalAnd()
        program.append(.truth)
        program[jump] = .jumpKeepingIf(true, program.count)
      }
    }

    mutating func logicalAnd() throws(ParseError) {
      try equality()
      while take("&&") {
        let jump = program.count
        program.append(.jumpKeepingIf(false, -1))
        try equality()
        program.append(.truth)
        program[jump] = .jumpKeepingIf(false, program.count)
      }
    }

    mutating func equality() throws(ParseError) {
      try binary([("==", .equal), ("!=", .notEqual)]) { parser throws(ParseError) in
        try parser.relational()
      }
    }

    mutating func relational() throws(ParseError) {
      // Two-character operators first: `<=` is not `<` followed by `=`.
      try binary([("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)]) {
        parser throws(ParseError) in try parser.additive()
      }
    }

    mutating func additive() throws(ParseError) {
      try binary([("+", .add), ("-", .subtract)]) { parser throws(ParseError) in
        try parser.multiplicative()
      }
    }

    mutating func multiplicative() throws(ParseError) {
      try binary([("*", .multiply), ("/", .divide), ("%", .remainder)]) { parser throws(ParseError) in
        try parser.unary()
      }
    }

    /// One level of left-associative operators: `operand (operator operand)*`.
    mutating func binary(
      _ operators: [(token: String, op: Operator)],
      operand: (inout Parser) throws(ParseError) -> Void
    ) throws(ParseError) {
      try operand(&self)
      while true {
        var matched: Operator?
        for candidate in operators where take(candidate.token) {
          matched = candidate.op
          break
        }
        guard let op = matched else { return }
        try operand(&self)
        program.append(.binary(op))
      }
    }

    mutating func unary() throws(ParseError) {
      if take("!", notFollowedBy: 0x3D) {  // "!" but not "!="
        try nested { parser throws(ParseError) in try parser.unary() }
        program.append(.not)
        return
      }
      try primary()
    }

    mutating func primary() throws(ParseError) {
      skipSpaces()
      if take("(") {
        try nested { parser throws(ParseError) in try parser.conditional() }
        guard take(")") else { throw error("expected ')'") }
        return
      }
      if take("n") {
        program.append(.n)
        return
      }
      var value: UInt64 = 0
      let start = position
      while position < text.count, (0x30...0x39).contains(text[position]) {
        let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = product.addingReportingOverflow(UInt64(text[position] - 0x30))
        guard !overflow1 && !overflow2 else { throw error("number too large") }
        value = sum
        position += 1
      }
      guard position > start else {
        throw error(position < text.count ? "expected n, a number or '('" : "unexpected end")
      }
      program.append(.number(value))
    }
  }
}
