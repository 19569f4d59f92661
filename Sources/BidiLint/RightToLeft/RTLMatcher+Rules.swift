import BidiText

extension RTLMatcher {
  static let alignmentSetters: Set<String> = [
    "textAlignment", "alignment", "alignmentMode", "contentHorizontalAlignment",
  ]
  static let physicalAlignments: Set<String> = [
    "NSTextAlignmentLeft", "NSTextAlignmentRight", "UITextAlignmentLeft", "UITextAlignmentRight",
    "UIControlContentHorizontalAlignmentLeft", "UIControlContentHorizontalAlignmentRight",
  ]

  /// `textAlignment = .left`, `alignment: .right`, `NSTextAlignment.left`, `NSTextAlignmentLeft`.
  mutating func matchAlignment(_ index: Int) {
    let name = text(index)
    if Self.physicalAlignments.contains(name) {
      if !isComparedOrMatched(index) && !isPhysicalByDesign(valueAt: index)
        && !keepsItsSide(alignmentAt: index)
      {
        report(.physicalTextAlignment, at: index, "\(name) is not mirrored")
      }
      return
    }
    guard name == "left" || name == "right", text(index - 1) == ".", !isPhysicalByDesign(valueAt: index),
      !keepsItsSide(alignmentAt: index),
      // A tab stop's alignment (`NSTextTab(textAlignment: .left, location:)`) is not the text's.
      !(text(index - 4) == "(" && text(index - 5) == "NSTextTab")
    else { return }
    if isIdentifier(index - 2, ["NSTextAlignment"])
      || ((text(index - 2) == "=" || text(index - 2) == ":")
        && isIdentifier(index - 3, Self.alignmentSetters))
    {
      let setter =
        text(index - 2) == "NSTextAlignment"
        ? "NSTextAlignment.\(name)"
        : text(index - 2) == "=" ? "\(text(index - 3)) = .\(name)" : "\(text(index - 3)): .\(name)"
      report(.physicalTextAlignment, at: index, "\(setter): aligned \(name) in every language")
    }
  }

  /// Words of names that hold numbers (`fpsLabel`, `sunriseSetTime`, `monospacedAttr`),
  /// which are aligned right in every language so that their digits line up.
  static let numberWords: Set<String> = [
    "count", "counter", "number", "time", "timestamp", "date", "duration", "size", "price", "amount",
    "total", "balance", "fps", "score", "badge", "bytes", "monospace", "monospaced",
  ]

  /// Whether the alignment at `index` keeps its side by design: numbers aligned right (a view
  /// or a style named for them), or one case of a switch over an alignment data chooses (a
  /// document's own alignment).
  func keepsItsSide(alignmentAt index: Int) -> Bool {
    let line = lexemes[index].line
    if isCaseOfAlignmentSwitch(index) { return true }
    guard text(index).hasSuffix("Right") || text(index) == "right" else { return false }
    let names = identifiers(onLines: line...line, around: index) + [assignedView(ofValueAt: index) ?? ""]
    return names.contains { Self.words($0).contains(where: Self.numberWords.contains) }
  }

  /// Whether the value at `index` is one case of a `switch` over an alignment that data
  /// gives (`switch alignment { case 2: label.textAlignment = .right …`), within twelve lines.
  func isCaseOfAlignmentSwitch(_ index: Int) -> Bool {
    let line = lexemes[index].line
    var position = index - 1
    while position >= 0 && lexemes[position].line >= line - 12 {
      if text(position) == "switch", lexemes.indices.contains(position + 1),
        lexemes[position + 1].kind == .identifier
      {
        return Self.words(text(position + 1)).contains { $0 == "alignment" || $0 == "align" }
      }
      position -= 1
    }
    return false
  }

  static let anchors: [String: String] = ["leftAnchor": "left", "rightAnchor": "right"]
  static let attributes: [String: String] = [
    "NSLayoutAttributeLeft": "left", "NSLayoutAttributeRight": "right",
  ]

  /// `leftAnchor`, `rightAnchor`, `attribute: .left`, `NSLayoutAttributeLeft`, once per
  /// constraint (at its first anchor). A constraint that pins one side to the same side
  /// (`a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 8)`) is not reported when a
  /// constraint within four lines pins the other side alike (the same constant, sign aside).
  mutating func matchAnchor(_ index: Int) {
    let name = text(index)
    if let side = Self.anchors[name] {
      // Not a declaration (`var leftAnchor: NSLayoutXAxisAnchor { get }`), nor the other end
      // of a constraint, nor one of a mirrored pair.
      guard !isDeclared(index), !isConstraintTarget(index), !hasMirroredPartner(index), !namesSide(index),
        !isReturned(index),
        // A value of the file's own by that name (`let leftAnchor = rect.minX`), used bare.
        !(context.values.contains(name) && text(index - 1) != ".")
      else { return }
      report(.physicalAnchor, at: index, "\(name): the \(side) side in every language")
    } else if let side = Self.attributes[name], !isComparedOrMatched(index), !hasMirrorImage(index) {
      report(.physicalAnchor, at: index, "\(name): the \(side) side in every language")
    } else if name == "left" || name == "right", text(index - 1) == ".",
      (text(index - 2) == ":" && isIdentifier(index - 3, ["attribute"]))
        || (text(index - 2) == "Attribute" && text(index - 4) == "NSLayoutConstraint")
    {
      report(.physicalAnchor, at: index, "attribute .\(name): the \(name) side in every language")
    }
  }

  /// Whether the constraint made from the anchor at `index` names a side itself
  /// (`rightHillImageView.rightAnchor`, `constant: leftConstant`): the physical side is meant.
  func namesSide(_ index: Int) -> Bool {
    var names = receiver(before: index)
    if text(index + 1) == "." && text(index + 3) == "(" {
      var depth = 0
      var position = index + 3
      while position < lexemes.count && position < index + 60 {
        if text(position) == "(" { depth += 1 }
        if text(position) == ")" { depth -= 1 }
        names.append(text(position))
        if depth == 0 { break }
        position += 1
      }
    }
    return names.contains { name in
      Self.anchors[name] == nil && (Self.words(name).contains("left") || Self.words(name).contains("right"))
    }
  }

  /// Whether the anchor at `index` is returned (`return self.safeAreaLayoutGuide.leftAnchor`):
  /// a helper passing it on; the side is chosen where the helper is called.
  func isReturned(_ index: Int) -> Bool {
    receiver(before: index).contains("return")
  }

  /// Whether `index` is a name being declared (`var leftAnchor`, `func rightAnchor`).
  func isDeclared(_ index: Int) -> Bool {
    ["var", "let", "func", "case"].contains(text(index - 1)) || text(index + 1) == ":"
  }

  /// Whether the anchor at `index` is the argument of a constraint made from another anchor
  /// (`constraint(equalTo: here)`, `constraintEqualToAnchor:here`): reported there.
  func isConstraintTarget(_ index: Int) -> Bool {
    var start = index
    while text(start - 1) == "." && start >= 2 && lexemes[start - 2].kind == .identifier { start -= 2 }
    if text(start - 1) == ":" && text(start - 2).hasPrefix("constraint") { return true }
    var depth = 0
    var position = index - 1
    while position >= max(0, index - 40) {
      switch text(position) {
      case ")", "]", "}": depth += 1
      case "(", "[", "{":
        if depth == 0 { return text(position - 1).hasPrefix("constraint") }
        depth -= 1
      default: break
      }
      position -= 1
    }
    return false
  }

  /// The sides a constraint made from the anchor at `index` pins and its constant without
  /// its sign ("" for none or 0); `nil` when the anchor is not made into a constraint here.
  func anchoring(from index: Int) -> (sides: Set<String>, constant: String)? {
    guard let side = Self.anchors[text(index)] else { return nil }
    var sides: Set<String> = [side]
    var constant = ""
    if text(index + 1) == ".", text(index + 2).hasPrefix("constraint"), let values = arguments(at: index + 3)
    {
      for value in values {
        if value.label == "constant" { constant = value.value }
        for (anchor, side) in Self.anchors where value.value.contains(anchor) { sides.insert(side) }
      }
    } else if text(index + 1).hasPrefix("constraint") {
      // Objective-C: [a.leftAnchor constraintEqualToAnchor:b.leftAnchor constant:8]
      var position = index + 1
      while position < lexemes.count && position < index + 30 && text(position) != "]" {
        if let other = Self.anchors[text(position)] { sides.insert(other) }
        if text(position) == "constant" && text(position + 1) == ":" {
          constant = text(position + 2) == "-" ? text(position + 3) : text(position + 2)
        }
        position += 1
      }
    } else {
      return nil
    }
    if constant.hasPrefix("-") { constant.removeFirst() }
    return (sides, Double(constant) == 0 ? "" : constant)
  }

  func hasMirroredPartner(_ index: Int) -> Bool {
    guard let here = anchoring(from: index), here.sides.count == 1, let side = here.sides.first else {
      return false
    }
    let other = side == "left" ? "right" : "left"
    let line = lexemes[index].line
    var position = index
    while position > 0 && lexemes[position - 1].line >= line - 4 { position -= 1 }
    while position < lexemes.count && lexemes[position].line <= line + 4 {
      if position != index, Self.anchors[text(position)] == other, let there = anchoring(from: position),
        there.sides == [other] && there.constant == here.constant
      {
        return true
      }
      // A full width (`widthAnchor.constraint(equalTo: v.widthAnchor)`, multiplier 1) with an
      // edge pinned at no distance: the same in both directions.
      if here.constant.isEmpty && text(position) == "widthAnchor" && text(position + 1) == "."
        && text(position + 2) == "constraint", let values = arguments(at: position + 3),
        values.first?.label == "equalTo", values.first?.value.hasSuffix("widthAnchor") == true,
        values.dropFirst().allSatisfy({ $0.label == "multiplier" && Double($0.value) == 1 })
      {
        return true
      }
      position += 1
    }
    return false
  }

  /// The arguments of the call whose `(` is at `open`: label (or "") and value text, at most
  /// eight, within 400 lexemes; `nil` when the parenthesis is not closed there.
  func arguments(at open: Int) -> [(label: String, value: String)]? {
    guard text(open) == "(" else { return nil }
    var result: [(label: String, value: String)] = []
    var depth = 0
    var current: [String] = []
    var position = open + 1
    while position < lexemes.count && result.count < 8 && position < open + 400 {
      let part = text(position)
      if (part == "," || part == ")") && depth == 0 {
        if current.count >= 2 && current[1] == ":" && lexemes[position - current.count].kind == .identifier {
          result.append((current[0], current.dropFirst(2).joined()))
        } else {
          result.append(("", current.joined()))
        }
        if part == ")" { return result }
        current = []
      } else {
        if part == "(" || part == "[" || part == "{" { depth += 1 }
        if part == ")" || part == "]" || part == "}" { depth -= 1 }
        current.append(part)
      }
      position += 1
    }
    return nil
  }

  /// Destinations not reported: table separators and flow layout sections, which UIKit
  /// mirrors itself; scroll views' content and indicator insets, mostly computed to centre
  /// or crop content.
  static let mirroredDestinations: Set<String> = [
    "separatorInset", "sectionInset", "contentInset",
    "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets",
  ]

  /// `text` with left and right exchanged (`insets.right` becomes `insets.left`): the right
  /// value of insets copied side for side is the left one swapped.
  static func swappingSides(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    let pairs = [("left", "right"), ("right", "left"), ("Left", "Right"), ("Right", "Left")]
    outer: while !rest.isEmpty {
      for (from, to) in pairs where rest.hasPrefix(from) {
        result += to
        rest = rest.dropFirst(from.count)
        continue outer
      }
      result.append(rest.removeFirst())
    }
    return result
  }

  /// `UIEdgeInsets(top:left:bottom:right:)` (or `.init`, `NSEdgeInsets`, `UIEdgeInsetsMake`)
  /// with different left and right values.
  mutating func matchInsets(_ index: Int) {
    let name = text(index)
    var pair: (left: String, right: String)?
    if name == "UIEdgeInsetsMake", let values = arguments(at: index + 1), values.count == 4 {
      pair = (values[1].value, values[3].value)
    } else if name == "UIEdgeInsets" || name == "NSEdgeInsets" || (name == "init" && text(index - 1) == "."),
      let values = arguments(at: index + 1), values.map(\.label) == ["top", "left", "bottom", "right"]
    {
      pair = (values[1].value, values[3].value)
    }
    guard let pair, pair.left != Self.swappingSides(pair.right) else { return }
    if let left = Double(pair.left), let right = Double(pair.right), left == right { return }
    // Where they go: `x.contentInset = UIEdgeInsets(`, `= .init(`, `scrollIndicatorInsets: …(`,
    // or a flow layout delegate's `insetForSectionAt` returning them.
    let constructor = name == "init" ? index - 1 : index
    var destination =
      text(constructor - 1) == "=" || text(constructor - 1) == ":" ? text(constructor - 2) : ""
    // Objective-C's setter: `[tableView setSeparatorInset:UIEdgeInsetsMake(…)]`.
    if text(constructor - 1) == ":", destination.hasPrefix("set"), destination.count > 3 {
      let property = destination.dropFirst(3)
      destination = property.prefix(1).lowercased() + property.dropFirst()
    }
    let line = lexemes[index].line
    // A button that lays out its image and title itself, or a view placed by its frame or
    // forced left to right: the insets follow that layout.
    guard !Self.mirroredDestinations.contains(destination), !context.placesButtonContent,
      !isPhysicalByDesign(valueAt: constructor),
      !identifiers(onLines: (line - 12)...line, around: index).contains(where: {
        $0 == "insetForSectionAt" || $0 == "insetForSection"
      })
    else { return }
    report(
      .asymmetricEdgeInsets, at: index,
      "edge insets left: \(pair.left), right: \(pair.right) are not mirrored")
  }

  /// Names that flip an image for right-to-left layouts.
  static let flips: Set<String> = [
    "flipsForRightToLeftLayoutDirection", "imageFlippedForRightToLeftLayoutDirection",
    "withHorizontallyFlippedOrientation",
  ]
  static let symbolLabels: Set<String> = [
    "systemName", "systemImage", "systemSymbolName", "systemImageNamed",
  ]

  /// `Image(systemName: "chevron.right")`, `Label(…, systemImage: "arrow.left")`,
  /// `[UIImage systemImageNamed:@"chevron.right"]`, not flipped within four lines.
  mutating func matchSymbol(_ index: Int) {
    let lexeme = lexemes[index]
    guard lexeme.isPlainLiteral, let rule = DirectionalSymbols.rule(for: lexeme.text) else { return }
    let colon = text(index - 1) == "@" ? index - 2 : index - 1
    guard text(colon) == ":", isIdentifier(colon - 1, Self.symbolLabels) else { return }
    let nearby = identifiers(onLines: (lexeme.line - 1)...(lexeme.line + 4), around: index)
    guard !nearby.contains(where: Self.flips.contains), !namesPhysicalSide(before: index),
      !isAmongVerticalSymbols(index), !isTransportControl(index), !isHidden(index), !isTurnedUpright(index),
      !isPlacedPhysically(index),
      !isUnreadLocal(index), !isFallback(index), !isForcedLeftToRight(index), !isBesideRightToLeftText(index)
    else { return }
    report(
      rule, at: index,
      "SF Symbol \"\(lexeme.text)\" points the same way in every language")
  }

  /// Whether the symbol at `index` points left inside a block (the innermost `{…}` around it,
  /// an `HStack`'s content) that also shows text in a right-to-left script written into the
  /// code (`Text("الأماكن المفضلة")`), within a `NavigationLink`'s label (the block or the one
  /// around it): the row is laid out by hand for that script, in which left is the way
  /// forward. A back button (`Text("السابق")` beside `arrow.left`) points the wrong way there.
  func isBesideRightToLeftText(_ index: Int) -> Bool {
    guard lexemes[index].text.split(separator: ".").contains("left"), let open = enclosingBrace(of: index),
      let block = expression(openedAt: open)
    else { return false }
    let hasRightToLeftText = block.contains { position in
      lexemes[position].kind == .literal
        && lexemes[position].text.unicodeScalars.contains { BidiClass($0).isStrongRightToLeft }
    }
    let outer = enclosingBrace(of: open)
    return hasRightToLeftText
      && ([open] + (outer.map { [$0] } ?? [])).contains { callName(opening: $0) == "NavigationLink" }
  }

  /// The name of the call whose trailing closure opens at `brace`: `NavigationLink` for
  /// `NavigationLink(destination: …) {` and for `NavigationLink {`.
  func callName(opening brace: Int) -> String {
    var position = brace - 1
    if text(position) == ")" {
      var depth = 0
      while position >= 0 {
        if text(position) == ")" { depth += 1 }
        if text(position) == "(" {
          depth -= 1
          if depth == 0 { break }
        }
        position -= 1
      }
      position -= 1
    }
    return position >= 0 && lexemes[position].kind == .identifier ? text(position) : ""
  }

  /// Words that make a side an action on screen, a key or a control: `moveLeft`,
  /// `pressRightButton`, `cursorLeft`, `leftArrowKey`.
  static let physicalActions: Set<String> = [
    "move", "grow", "shrink", "press", "cursor", "go", "turn", "scroll", "swipe", "step", "nudge",
    "rotate", "pan", "shift", "jump", "tap", "key", "arrow",
  ]

  /// Whether the code from six lines before the symbol at `index` to the line after it names
  /// a physical side as an action or a value: `moveCursor(direction: .left)`, `pressButton(.right)`,
  /// `case .moveLeft, .growRight:`, `pressLeftButton()`, `leftArrowKey`. The arrow then depicts
  /// that side (an arrow key, a game pad, a window moved on screen), which does not mirror.
  /// An argument label (`left:`) and a text alignment (`alignment: .left`) are not actions.
  /// So does code moving a text cursor (`selectedRange =`, `moveCaret`, `cursorPosition`): the
  /// arrow is a cursor key, whose way on screen follows the text edited, not the layout.
  func namesPhysicalSide(before index: Int) -> Bool {
    for position in positions(onLines: (lexemes[index].line - 6)...(lexemes[index].line + 1), around: index) {
      guard lexemes[position].kind == .identifier else { continue }
      let name = text(position)
      if Self.caretNames.contains(name) { return true }
      if name == "left" || name == "right" {
        if text(position - 1) == "." && text(position + 1) != ":"
          && ![text(position - 2), text(position - 3)].contains(where: { $0.hasSuffix("lignment") })
        {
          return true
        }
        continue
      }
      let words = Self.words(name)
      if words.contains("cursor") || words.contains("caret") { return true }
      for (at, word) in words.enumerated() where word == "left" || word == "right" {
        if (at > 0 && Self.physicalActions.contains(words[at - 1]))
          || (at + 1 < words.count && (words[at + 1] == "arrow" || words[at + 1] == "key"))
        {
          return true
        }
      }
    }
    return false
  }

  /// The properties and methods that move a text view's cursor.
  static let caretNames: Set<String> = ["selectedRange", "selectedTextRange", "setSelectedRange"]

  /// The SwiftUI modifiers after the call the symbol at `index` is an argument of, with the
  /// texts of their arguments: `("opacity", ["0"])` for `Image(systemName: …).opacity(0)`.
  func modifiers(after index: Int) -> [(name: String, arguments: [String])] {
    enclosingExpression(of: index).map { modifiers(from: $0.upperBound) } ?? []
  }

  /// The SwiftUI modifiers from `start`, the position after a view's call or closure.
  func modifiers(from start: Int) -> [(name: String, arguments: [String])] {
    var position = start
    var found: [(name: String, arguments: [String])] = []
    for _ in 0..<12 {
      guard text(position) == ".", lexemes.indices.contains(position + 1),
        lexemes[position + 1].kind == .identifier,
        text(position + 2) == "(", let call = expression(openedAt: position + 2)
      else { break }
      found.append((text(position + 1), lexemes[(call.lowerBound + 1)..<(call.upperBound - 1)].map(\.text)))
      position = call.upperBound
    }
    return found
  }

  /// Whether the image the symbol at `index` names is never seen: a SwiftUI view modified with
  /// `.foregroundColor(.clear)`, `.foregroundStyle(.clear)`, `.opacity(0)` or `.hidden()` (a
  /// clear chevron that balances a header's back button).
  /// So is the icon of a SwiftUI `Label` whose nearest `.labelStyle(…)`, on the label or on a
  /// view around it, is `.titleOnly` (`Label("Get Started", systemImage: "chevron.right")` in a
  /// button styled `.labelStyle(.titleOnly)`).
  func isHidden(_ index: Int) -> Bool {
    let isClear = modifiers(after: index).contains { name, arguments in
      switch name {
      case "foregroundColor", "foregroundStyle":
        arguments == [".", "clear"] || arguments == ["Color", ".", "clear"]
      case "opacity": arguments == ["0"] || arguments == ["0.0"]
      case "hidden": arguments.isEmpty
      default: false
      }
    }
    guard !isClear else { return true }
    guard let call = enclosingExpression(of: index), text(call.lowerBound - 1) == "Label" else {
      return false
    }
    let style = modifiersAround(index).lazy.compactMap { $0.first { $0.name == "labelStyle" } }.first
    return style?.arguments == [".", "titleOnly"] || style?.arguments == ["TitleOnlyLabelStyle", "(", ")"]
  }

  /// The modifiers of the view the symbol at `index` is an argument of, then those of each view
  /// builder's closure around it, innermost first: at most eight closures, none past a type's
  /// or an extension's body.
  func modifiersAround(_ index: Int) -> [[(name: String, arguments: [String])]] {
    var found = [modifiers(after: index)]
    var position = index
    for _ in 0..<8 {
      guard let open = enclosingBrace(of: position), typeName(before: open) == nil,
        extendedType(before: open) == nil, let block = expression(openedAt: open)
      else { break }
      found.append(modifiers(from: block.upperBound))
      position = open
    }
    return found
  }

  /// Whether the symbol at `index` is drawn in a subtree forced left to right: its view, or
  /// a view builder's closure around it, modified with `.environment(\.layoutDirection,
  /// .leftToRight)` (a "48 % → 62 %" progression kept left to right on purpose). Its arrow
  /// points the way that subtree is laid out; the forced direction is the review rule
  /// `forced-left-to-right`'s to judge.
  func isForcedLeftToRight(_ index: Int) -> Bool {
    modifiersAround(index).contains { modifiers in
      modifiers.contains {
        $0.name == "environment" && $0.arguments.contains("layoutDirection")
          && $0.arguments.contains("leftToRight")
      }
    }
  }

  /// Whether the symbol at `index` is always turned to point up or down: a `.rotationEffect`
  /// whose angles are all a quarter or three quarters of a turn (`.degrees(-90)`,
  /// `.degrees(isExpanded ? 90 : -90)`: an upvote, a section folding up and down). A rotation
  /// that can be 0 or 180 (`isExpanded ? 90 : 0`, `expanded ? .degrees(90) : .zero`, a
  /// disclosure chevron) leaves it sideways.
  func isTurnedUpright(_ index: Int) -> Bool {
    modifiers(after: index).contains { name, arguments in
      let angles = arguments.compactMap(Double.init)
      return name == "rotationEffect" && arguments.contains("degrees") && !arguments.contains("zero")
        && !angles.isEmpty && angles.allSatisfy { $0 == 90 || $0 == 270 }
    }
  }

  /// Whether the view the symbol at `index` is given to (the receiver its line starts with:
  /// `nextButton.setImage(…)`, `prevButton.image = …`, `let arrow = UIImageView(…)`) is placed
  /// by physical sides in this file: `nextButton.rightAnchor`, `autoPinEdge(.left, …)`,
  /// `make.right` in its SnapKit constraints, `NSLayoutConstraint(item: arrow, attribute: .left`,
  /// a frame at an x other than 0. It then stays on that side in every language and its
  /// symbol points the way it sits; the placement is the `physical-anchor` review rule's
  /// finding, and the symbol's own once the view is placed by leading and trailing.
  func isPlacedPhysically(_ index: Int) -> Bool {
    guard let view = receiver(onLineOf: index) else { return false }
    // The property a closure building the view initializes (`lazy var leftButton = { let
    // button = …; return button }()`) is the same view.
    var views = [view]
    if let property = propertyInitialized(around: index) { views.append(property) }
    return views.contains(where: isPlacedPhysically(named:))
  }

  /// Whether the view `view` names is placed by physical sides in this file
  /// (``isPlacedPhysically(_:)``).
  func isPlacedPhysically(named view: String) -> Bool {
    for position in lexemes.indices where text(position) == view && lexemes[position].kind == .identifier {
      if text(position + 1) == "." {
        let member = text(position + 2)
        if member == "leftAnchor" || member == "rightAnchor" { return true }
        if member.hasPrefix("autoPin") || member == "snp" || member == "frame" || member == "setFrameOrigin",
          let call = following(position + 2)
        {
          if member == "frame" || member == "setFrameOrigin" {
            if isAwayFromLeftEdge(call) { return true }
          } else if namesSide(in: call) {
            return true
          }
        }
      } else if text(position - 1) == ":" && text(position - 2) == "item",
        let call = enclosingExpression(of: position), namesSide(in: call)
      {
        return true
      } else if text(position - 1) == "var" || text(position - 1) == "let" || text(position + 1) == "=",
        let call = following(position), isAwayFromLeftEdge(call)
      {
        // `prevButton = NSButton(frame: NSRect(x: 147, …))`.
        return true
      }
    }
    return false
  }

  /// Whether the symbol at `index` is drawn only when an image the app names is missing:
  /// `UIImage(named: "play") ?? UIImage(systemName: "chevron.right")`, or the `else` of
  /// `if let image = UIImage(named: "play") {…}` (`} else if let image = UIImage(systemName: …)`,
  /// `} else { … }`). The app ships the image it names, so the symbol is not seen.
  func isFallback(_ index: Int) -> Bool {
    guard let call = enclosingExpression(of: index) else { return false }
    let callee = call.lowerBound - 1
    // `??` is lexed as one sign or two.
    if text(callee - 1) == "??" || (text(callee - 1) == "?" && text(callee - 2) == "?") {
      return positions(onLines: lexemes[callee].line...lexemes[callee].line, around: callee).contains {
        $0 < callee && text($0) == "named" && text($0 + 1) == ":"
      }
    }
    let elseAt: Int
    if text(callee - 1) == "=" && text(callee - 3) == "let" && text(callee - 4) == "if"
      && text(callee - 5) == "else"
    {
      elseAt = callee - 5
    } else if let open = enclosingBrace(of: index), text(open - 1) == "else" {
      elseAt = open - 1
    } else {
      return false
    }
    // The condition of the `if` whose branch the `else` follows, from `if` to its `{`.
    guard text(elseAt - 1) == "}", let open = enclosingBrace(of: elseAt - 1) else { return false }
    var start = open - 1
    while start > 0 && !["if", "{", "}", ";"].contains(text(start)) { start -= 1 }
    let condition = start..<open
    return text(start) == "if" && condition.contains { text($0) == "let" }
      && condition.contains { text($0) == "named" && text($0 + 1) == ":" }
  }

  /// Whether the symbol at `index` is given to a local constant or variable its function or
  /// closure never reads (`let image = NSImage(systemSymbolName: "chevron.left", …)` beside
  /// a button configured with an asset): nothing draws it. An interpolation (`"\(image)"`)
  /// reads it: its code is lexed as code.
  func isUnreadLocal(_ index: Int) -> Bool {
    var start = index
    while start > 0 && lexemes[start - 1].line == lexemes[index].line { start -= 1 }
    guard text(start) == "let" || text(start) == "var", lexemes[start + 1].kind == .identifier else {
      return false
    }
    let name = text(start + 1)
    // The block around the declaration: a function's or a closure's, not a type's.
    guard let open = enclosingBrace(of: start), typeName(before: open) == nil,
      extendedType(before: open) == nil,
      let block = expression(openedAt: open)
    else { return false }
    return !((start + 2)..<block.upperBound).contains { position in
      // `image:` as an argument label does not read it.
      let isLabel = text(position + 1) == ":" && (text(position - 1) == "(" || text(position - 1) == ",")
      return lexemes[position].kind == .identifier && text(position) == name && !isLabel
    }
  }

  /// The property whose initial value a closure around `index` builds (`leftButton` for
  /// `private lazy var leftButton: UIButton = {`), if the innermost closure is one.
  func propertyInitialized(around index: Int) -> String? {
    guard let position = enclosingBrace(of: index), text(position - 1) == "=" else { return nil }
    var start = position - 2
    while start > 0 && lexemes[start].line == lexemes[position].line && text(start - 1) != "var"
      && text(start - 1) != "let"
    {
      start -= 1
    }
    return start > 0 && ["var", "let"].contains(text(start - 1)) && lexemes[start].kind == .identifier
      ? text(start) : nil
  }

  /// The name a statement on the line of `index` starts with (`self.`, `[` and `_` left out),
  /// when it is followed by a member or an assignment: `nextButton` for
  /// `nextButton.setImage(…)`, `let arrow = …`.
  func receiver(onLineOf index: Int) -> String? {
    var position = index
    while position > 0 && lexemes[position - 1].line == lexemes[index].line { position -= 1 }
    if text(position) == "[" { position += 1 }
    if text(position) == "let" || text(position) == "var" {
      return lexemes[position + 1].kind == .identifier ? text(position + 1) : nil
    }
    if text(position) == "self" && text(position + 1) == "." { position += 2 }
    guard position < index, lexemes[position].kind == .identifier,
      text(position + 1) == "." || text(position + 1) == "=" || text(position + 1) == "?"
        || lexemes[position + 1].kind == .identifier
    else { return nil }
    return text(position)
  }

  /// What follows `position` up to the end of its call or closure: `(…)` or `{…}` after the
  /// member chain (`.snp.makeConstraints { … }`, `.frame = CGRect(…)`), within the line.
  func following(_ position: Int) -> Range<Int>? {
    var open = position + 1
    while lexemes.indices.contains(open) && lexemes[open].line == lexemes[position].line
      && !["(", "{", "["].contains(text(open))
    {
      open += 1
    }
    guard lexemes.indices.contains(open), lexemes[open].line == lexemes[position].line else { return nil }
    return expression(openedAt: open)
  }

  /// Whether the lexemes `range` name a physical side as a member (`.left`, `make.right`).
  func namesSide(in range: Range<Int>) -> Bool {
    range.contains { (text($0) == "left" || text($0) == "right") && text($0 - 1) == "." }
  }

  /// Whether the lexemes `range` make a rectangle or point whose x is not 0:
  /// `CGRect(x: 147 + offset, …)`, `NSMakeRect(width - 40, …)`.
  func isAwayFromLeftEdge(_ range: Range<Int>) -> Bool {
    for position in range {
      let name = text(position)
      var x = position + 2
      if ["CGRect", "NSRect", "CGPoint", "NSPoint"].contains(name) && text(position + 1) == "("
        && text(position + 2) == "x" && text(position + 3) == ":"
      {
        x = position + 4
      } else if !(["NSMakeRect", "CGRectMake", "NSMakePoint", "CGPointMake"].contains(name)
        && text(position + 1) == "(")
      {
        continue
      }
      var value: [String] = []
      while x < range.upperBound && text(x) != "," && value.count < 20 {
        value.append(text(x))
        x += 1
      }
      return ![["0"], ["0.0"], [".", "zero"]].contains(value)
    }
    return false
  }

  /// Whether the symbol at `index` is one of a set of screen directions: the same kind of
  /// symbol pointing up and down within six lines (`"arrow.up"`, `"arrow.down"` beside
  /// `"arrow.right"`: arrow keys, a trend, a compass, a pane or window moved). Those arrows
  /// point at places on the screen, not along the text, and do not mirror. A disclosure
  /// chevron turning down when opened has no up sibling.
  func isAmongVerticalSymbols(_ index: Int) -> Bool {
    let parts = text(index).split(separator: ".")
    guard let side = parts.firstIndex(where: { $0 == "left" || $0 == "right" }) else { return false }
    // `arrow.up.right.circle` is of the `arrow` kind.
    let family = parts[..<side].filter { $0 != "up" && $0 != "down" }.joined(separator: ".")
    let nearby = symbols(near: index)
    return ["up", "down"].allSatisfy { direction in
      nearby.contains { $0 == "\(family).\(direction)" || $0.hasPrefix("\(family).\(direction).") }
    }
  }

  /// The plain string literals within six lines of the lexeme at `index`: the symbols beside it.
  func symbols(near index: Int) -> [String] {
    positions(onLines: (lexemes[index].line - 6)...(lexemes[index].line + 6), around: index).compactMap {
      lexemes[$0].kind == .literal && lexemes[$0].isPlainLiteral ? lexemes[$0].text : nil
    }
  }

  /// Whether the symbol at `index` is a media transport control: its twin pointing the other
  /// way (`"chevron.left.2"` beside `"chevron.right.2"`) and a play or pause symbol
  /// (`"play.circle.fill"`, `"pause"`) within six lines. Playback controls keep their
  /// direction in every language; a row's disclosure chevron has no twin.
  func isTransportControl(_ index: Int) -> Bool {
    let symbol = text(index)
    let twin =
      symbol.contains("left")
      ? symbol.replacingOccurrences(of: "left", with: "right")
      : symbol.replacingOccurrences(of: "right", with: "left")
    let nearby = symbols(near: index)
    return nearby.contains(twin)
      && nearby.contains { ["play", "pause", "playpause"].contains($0.split(separator: ".").first ?? "") }
  }

  /// A negative x scale (`CGAffineTransform(scaleX: -1`, `scaledBy(x: -1`, `scaleEffect(x: -1`,
  /// `CGAffineTransformMakeScale(-1`) where the code tests the layout direction: said only there.
  mutating func matchMirroring(_ index: Int) {
    let name = text(index)
    let negative: Int
    if name == "CGAffineTransformMakeScale" && text(index + 1) == "(" {
      negative = index + 2
    } else if (name == "CGAffineTransform" && text(index + 2) == "scaleX")
      || ((name == "scaledBy" || name == "scaleEffect") && text(index + 2) == "x"), text(index + 1) == "(",
      text(index + 3) == ":"
    {
      negative = index + 4
    } else {
      return
    }
    guard text(negative) == "-", Double(text(negative + 1)) == 1, knowsDirection(near: lexemes[index].line)
    else { return }
    matches.append(
      Match(
        rule: .manualMirroring, offset: lexemes[index].offset,
        message: "\(name) with x scaled by -1 mirrors by hand for right-to-left layouts"))
  }
}
