/// What the rest of a file says about a finding's view or code: that it never runs, that
/// the view is placed by its frame or forced left to right, that the button lays out its
/// own content. Each is a reason the physical side is right as it is, or cannot be told.
extension RTLMatcher {
  /// What a file says about the views it configures, read once (``RTLMatcher/context``).
  struct FileContext {
    /// Lines of blocks that never run in the app as shipped: `if (NO) {…}`, `if ((0)) {…}`,
    /// `if false {…}`, SwiftUI previews (`#Preview {…}`, a `PreviewProvider`), code built only
    /// for developers (`#if DEBUG`, `#if STAGING`, `#if targetEnvironment(simulator)` up to its
    /// `#else` or `#endif`: ``debugBlock(at:in:)``).
    var deadLines: Set<Int> = []
    /// Names whose frame the code sets (`label.frame = …`, `[label setFrame:…]`): UIKit and
    /// AppKit do not mirror frames, so their alignment and insets follow where they stay.
    var placedByFrame: Set<String> = []
    /// Names forced left to right (`button.semanticContentAttribute = .forceLeftToRight`):
    /// their left and right are meant.
    var forcedLeftToRight: Set<String> = []
    /// Whether the file lays out a button's image and title itself (overrides
    /// `imageRect(forContentRect:)` or `titleRect(forContentRect:)`): its insets follow that
    /// layout.
    var placesButtonContent = false
    /// Names the file declares as values (`let leftAnchor = rect.minX`, a parameter
    /// `leftAnchor:(CGFloat)leftAnchor`): a bare use of one is that value, not a view's anchor.
    var values: Set<String> = []
  }

  static let neverTrue: Set<String> = ["NO", "0", "false"]

  static func context(of lexemes: [Lexeme]) -> FileContext {
    var context = FileContext()
    func text(_ index: Int) -> String { index >= 0 && index < lexemes.count ? lexemes[index].text : "" }
    for index in lexemes.indices where lexemes[index].kind == .identifier {
      let name = lexemes[index].text
      switch name {
      case "if" where text(index - 1) == "#", "ifdef" where text(index - 1) == "#":
        if let block = debugBlock(at: index, in: lexemes) { context.deadLines.formUnion(block) }
      case "if":
        if let body = deadBody(after: index, in: lexemes) { context.deadLines.formUnion(body) }
      case "Preview", "PreviewProvider":
        if let body = previewBody(at: index, in: lexemes) { context.deadLines.formUnion(body) }
      case "frame" where text(index - 1) == "." && text(index + 1) == "=" && text(index + 2) != "=":
        if lexemes.indices.contains(index - 2), lexemes[index - 2].kind == .identifier,
          placesView(from: index + 2, in: lexemes)
        {
          context.placedByFrame.insert(text(index - 2))
        }
      case "setFrame" where text(index + 1) == ":":
        if lexemes.indices.contains(index - 1), lexemes[index - 1].kind == .identifier,
          placesView(from: index + 2, in: lexemes)
        {
          context.placedByFrame.insert(text(index - 1))
        }
      case "forceLeftToRight", "UISemanticContentAttributeForceLeftToRight":
        if let dot = forcedLeftToRightProperty(at: index, in: lexemes) {
          context.forcedLeftToRight.insert(text(dot - 1))
        }
      case "imageRect", "titleRect", "imageRectForContentRect", "titleRectForContentRect":
        if text(index - 1) == "func" || text(index - 1) == ")" { context.placesButtonContent = true }
      default:
        break
      }
      // `let leftAnchor =`, `var rightAnchor: CGFloat`, an Objective-C parameter `(CGFloat)leftAnchor`.
      if anchors[name] != nil,
        ["let", "var"].contains(text(index - 1)) || (text(index - 1) == ")" && text(index + 1) != ".")
      {
        context.values.insert(name)
      }
    }
    return context
  }

  /// Whether the frame written from `index` on places its view: not a size at the origin
  /// (`CGRect(x: 0, y: 0, …)`, `CGRectMake(0, 0, …)`, `.zero`), which a bar, a stack or a
  /// later layout places, nor the superview's `bounds`, which fills it.
  static func placesView(from index: Int, in lexemes: [Lexeme]) -> Bool {
    let next = lexemes[index..<min(lexemes.count, index + 10)].map(\.text).filter {
      $0 != "." && $0 != "self"
    }
    if next.first == "zero" || next.first == "CGRectZero" || next.first == "NSZeroRect"
      || next.first == "bounds"
    {
      return false
    }
    let numbers = next.dropFirst(2).filter { $0 != "x" && $0 != "y" && $0 != ":" && $0 != "," }
    let atOrigin = numbers.prefix(2).allSatisfy { Double($0) == 0 } && numbers.count >= 2
    return !(["CGRect", "CGRectMake", "NSRect", "NSMakeRect"].contains(next.first ?? "") && atOrigin)
  }

  /// The lines of the block after `if` at `index` when its condition can never be true.
  static func deadBody(after index: Int, in lexemes: [Lexeme]) -> ClosedRange<Int>? {
    var position = index + 1
    var condition: [String] = []
    while position < lexemes.count && lexemes[position].text != "{" && condition.count < 8 {
      if lexemes[position].text != "(" && lexemes[position].text != ")" {
        condition.append(lexemes[position].text)
      }
      position += 1
    }
    guard condition.count == 1, neverTrue.contains(condition[0]), position < lexemes.count else { return nil }
    return blockLines(openingAt: position, in: lexemes)
  }

  /// The lines of a SwiftUI preview, which only Xcode's canvas shows: the body of `#Preview`
  /// (after its arguments) or of a type conforming to `PreviewProvider`, for the lexeme at
  /// `index` (`Preview` after `#`, or `PreviewProvider` in a conformance list).
  static func previewBody(at index: Int, in lexemes: [Lexeme]) -> ClosedRange<Int>? {
    func text(_ at: Int) -> String { lexemes.indices.contains(at) ? lexemes[at].text : "" }
    guard
      (text(index) == "Preview" && text(index - 1) == "#")
        || (text(index) == "PreviewProvider" && (text(index - 1) == ":" || text(index - 1) == ","))
    else { return nil }
    var position = index + 1
    var depth = 0
    while position < lexemes.count && position < index + 400 {
      let part = text(position)
      if part == "(" { depth += 1 }
      if part == ")" { depth -= 1 }
      if part == "{" && depth == 0 { return blockLines(openingAt: position, in: lexemes) }
      position += 1
    }
    return nil
  }

  /// The lines of code built only for developers: from `#if DEBUG` (or `#ifdef DEBUG`;
  /// `index` is the `if`) to the `#else`, `#elseif` or `#endif` that ends it, nested
  /// conditions skipped. Any condition made only of flags with one of the words of
  /// ``developerBuildWords`` (`#if IS_STAGING`, `#if DEV || DEBUG`, `#if TARGET_OS_SIMULATOR`,
  /// `#if targetEnvironment(simulator)`) counts; a negation (`#if !DEBUG`) or any other word
  /// (`#if DEBUG && os(iOS)`) does not.
  static func debugBlock(at index: Int, in lexemes: [Lexeme]) -> ClosedRange<Int>? {
    let line = lexemes[index].line
    var position = index + 1
    var flags: [String] = []
    while position < lexemes.count && lexemes[position].line == line {
      let part = lexemes[position]
      if part.kind == .identifier {
        if part.text != "targetEnvironment" { flags.append(part.text) }
      } else if !["(", ")", "|", "||"].contains(part.text) {
        return nil
      }
      position += 1
    }
    guard !flags.isEmpty,
      flags.allSatisfy({ !developerBuildWords.isDisjoint(with: words($0)) })
    else { return nil }
    var depth = 0
    while position + 1 < lexemes.count {
      if lexemes[position].text == "#" {
        let directive = lexemes[position + 1].text
        if ["if", "ifdef", "ifndef"].contains(directive) {
          depth += 1
        } else if ["endif", "else", "elseif", "elif"].contains(directive) {
          if depth == 0 { return line...lexemes[position].line }
          if directive == "endif" { depth -= 1 }
        }
      }
      position += 1
    }
    return nil
  }

  /// Words of the compilation flags of builds only developers run: debug, staging and
  /// development builds, the simulator.
  static let developerBuildWords: Set<String> = ["debug", "staging", "dev", "development", "simulator"]

  /// The lines from the `{` at `position` to the `}` that closes it.
  static func blockLines(openingAt position: Int, in lexemes: [Lexeme]) -> ClosedRange<Int>? {
    var depth = 0
    for close in position..<lexemes.count {
      if lexemes[close].text == "{" { depth += 1 }
      if lexemes[close].text == "}" {
        depth -= 1
        if depth == 0 { return lexemes[position].line...lexemes[close].line }
      }
    }
    return nil
  }

  /// The name of the view whose property the value at `index` is assigned to:
  /// `label` in `label.textAlignment = .left`, `self.label.textAlignment = NSTextAlignmentLeft`,
  /// `[label setAlignment:NSTextAlignmentLeft]`, `[[self label] setAlignment:…]`.
  func assignedView(ofValueAt index: Int) -> String? {
    var position = text(index - 1) == "." ? index - 2 : index - 1
    if text(position) == "=" && text(position - 2) == "." {
      position -= 3
      while text(position) == "?" || text(position) == "!" { position -= 1 }
      return lexemes.indices.contains(position) && lexemes[position].kind == .identifier
        ? text(position) : nil
    }
    if text(position) == ":" && text(position - 1).hasPrefix("set") {
      position -= 2
      if text(position) == "]" { position -= 1 }
      return lexemes.indices.contains(position) && lexemes[position].kind == .identifier
        ? text(position) : nil
    }
    return nil
  }

  /// Whether the view the value at `index` is given to is placed by its frame or forced left
  /// to right in this file (``FileContext``).
  func isPhysicalByDesign(valueAt index: Int) -> Bool {
    guard let view = assignedView(ofValueAt: index) else { return false }
    return context.placedByFrame.contains(view) || context.forcedLeftToRight.contains(view)
  }

  /// Whether the expression holding `index` (the innermost `[…]` or `(…)`, else its line) has
  /// a mirror image within twelve lines: the same code with left and right exchanged (signs
  /// aside), as four edges pinned alike (`[self pin:view attribute:NSLayoutAttributeLeft]` and
  /// `…Right]`, a constraint written over several lines and its twin).
  func hasMirrorImage(_ index: Int) -> Bool {
    let line = lexemes[index].line
    var start = index
    while start > 0 && lexemes[start - 1].line >= line - 12 { start -= 1 }
    var end = index
    while end < lexemes.count && lexemes[end].line <= line + 12 { end += 1 }
    let window = start..<end
    let own = enclosingExpression(of: index)
    // Without brackets around it, the lines of the window are compared.
    let byLine = own == nil ? Dictionary(grouping: window, by: { lexemes[$0].line }) : [:]
    let ownTexts = own.map(texts) ?? texts(byLine[line] ?? [])
    let mirrored = ownTexts.map(Self.swappingSides)
    guard mirrored != ownTexts else { return false }
    if let own {
      return window.contains { position in
        text(position) == text(own.lowerBound) && position != own.lowerBound
          && expression(openedAt: position).map(texts) == mirrored
      }
    }
    return byLine.contains { $0.key != line && texts($0.value) == mirrored }
  }

  /// The texts of the lexemes at `indices`, signs left out.
  func texts(_ indices: some Sequence<Int>) -> [String] {
    indices.map(text).filter { $0 != "-" }
  }

  /// The position of the `{` of the innermost block around `index`: a type's, a function's or
  /// a closure's body, an `if`'s branch.
  func enclosingBrace(of index: Int) -> Int? {
    var depth = 0
    var position = index - 1
    while position >= 0 {
      if text(position) == "}" { depth += 1 }
      if text(position) == "{" {
        if depth == 0 { return position }
        depth -= 1
      }
      position -= 1
    }
    return nil
  }

  /// The innermost bracketed expression holding `index`, from its `[` or `(` to its closer.
  func enclosingExpression(of index: Int) -> Range<Int>? {
    var depth = 0
    var position = index - 1
    while position >= max(0, index - 80) {
      switch text(position) {
      case ")", "]": depth += 1
      case "(", "[":
        if depth == 0 { return expression(openedAt: position) }
        depth -= 1
      default: break
      }
      position -= 1
    }
    return nil
  }

  /// The expression from the `[`, `(` or `{` at `open` to its closer, within 400 lexemes.
  func expression(openedAt open: Int) -> Range<Int>? {
    var depth = 0
    for position in open..<min(lexemes.count, open + 400) {
      switch text(position) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return open..<(position + 1) }
      default: break
      }
    }
    return nil
  }
}
