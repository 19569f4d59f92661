/// The right-to-left layout rules of `bidi lint --rtl`: Apple's "Supporting right-to-left
/// languages" guidance (leading and trailing rather than left and right, natural text
/// alignment, directional images flipped, semantic content attributes forced only for
/// playback and spatial content), checked in Swift and Objective-C sources as Android Lint's
/// `RtlHardcoded` and `RtlSymmetry` check Android layouts.
///
/// Every rule matches code only (never comments, never string literals except a literal it
/// understands: an SF Symbol name), and says nothing where the code around it already tests
/// the layout direction.
public enum RTLRule: String, Sendable, Hashable, CaseIterable {
  /// `.left`/`.right` set as a text alignment (`NSTextAlignment`, `textAlignment =`,
  /// `alignment =`, `alignmentMode =`; `NSTextAlignmentLeft` in Objective-C).
  case physicalTextAlignment = "physical-text-alignment"
  /// `leftAnchor`/`rightAnchor`, `NSLayoutConstraint.Attribute.left`/`.right`, except a pair
  /// of constraints that pin both sides alike.
  case physicalAnchor = "physical-anchor"
  /// `UIEdgeInsets`/`NSEdgeInsets` with different left and right values.
  case asymmetricEdgeInsets = "asymmetric-edge-insets"
  /// A directional SF Symbol (``DirectionalSymbols/names``) not flipped for right-to-left
  /// layouts.
  case unflippedDirectionalSymbol = "unflipped-directional-symbol"
  /// An SF Symbol with a left or right in its name whose meaning does not say whether it
  /// follows the reading direction (``DirectionalSymbols/ambiguousNames``: an external-link or
  /// rising arrow, a log-out arrow, a tab key, a forward or return arrow), not flipped.
  case ambiguousDirectionalSymbol = "ambiguous-directional-symbol"
  /// A whole screen or app forced left to right (a view controller's view, a window, an
  /// `appearance()` proxy of every view, table, cell or bar, a `WindowGroup`'s content) outside media and playback code.
  case forcedLeftToRight = "forced-left-to-right"
  /// A view mirrored by hand (`CGAffineTransform(scaleX: -1, …)`) when the layout is right
  /// to left.
  case manualMirroring = "manual-mirroring"

  /// Whether `bidi lint --rtl` reports the rule without being asked: only
  /// ``unflippedDirectionalSymbol``, whose findings were right on apps the rules had not seen.
  ///
  /// The other rules are review rules: left, right or a forced direction in code does not say
  /// whether the side is meant (a number column, a URL field, a view filling its superview, a
  /// helper nothing calls), and on apps the rules had not been tuned on a third to a half of
  /// their findings were judged harmless. They run when asked for: `bidi lint --rtl-review`,
  /// or a level for the rule in the configuration's `rules` or an override (see
  /// ``LintConfiguration``), which turns it on for those files only.
  public var isOnByDefault: Bool {
    self == .unflippedDirectionalSymbol
  }

  /// The severity of its findings: warnings, and notes for ``manualMirroring``, which works
  /// but duplicates what UIKit and SwiftUI do, and ``ambiguousDirectionalSymbol``, which may be
  /// right as it is.
  public var severity: LintSeverity {
    self == .manualMirroring || self == .ambiguousDirectionalSymbol ? .info : .warning
  }

  /// One line saying what the rule finds (`bidi lint --help` lists them).
  public var summary: String {
    switch self {
    case .physicalTextAlignment: "text aligned .left or .right, which right-to-left languages do not mirror"
    case .physicalAnchor: "leftAnchor/rightAnchor or .left/.right constraint attributes: not mirrored"
    case .asymmetricEdgeInsets: "UIEdgeInsets with different left and right: not mirrored"
    case .unflippedDirectionalSymbol: "a left- or right-pointing SF Symbol not flipped for right to left"
    case .ambiguousDirectionalSymbol:
      "an SF Symbol whose left or right may not follow the reading direction (external link, log out, tab key)"
    case .forcedLeftToRight: "a whole screen or app forced left to right outside media and playback code"
    case .manualMirroring: "a view mirrored by hand (scale x by -1) when the layout is right to left"
    }
  }

  /// What the rule finds and why it matters, in a few sentences.
  public var explanation: String {
    switch self {
    case .physicalTextAlignment:
      "NSTextAlignment.left and .right stay on the same side whatever the language: right-to-left text aligned .left starts at the far side of its label. .natural follows the text's language (leading)."
    case .physicalAnchor:
      "Constraints on leftAnchor/rightAnchor (or the .left/.right attributes) are not mirrored in right-to-left languages, unlike leadingAnchor/trailingAnchor. Constraints that pin left and right alike within four lines (the same constant, sign aside), a full width pinned at no distance, and constraints whose code names a side itself (rightHillImageView, leftConstant) are not reported."
    case .asymmetricEdgeInsets:
      "UIEdgeInsets are physical: an inset that is larger on the left stays on the left in right-to-left languages, where the content's leading side is on the right. Insets of the same value on both sides, and section and separator insets (which UIKit mirrors), are not reported."
    case .unflippedDirectionalSymbol:
      "An SF Symbol that points left or right (chevron.right, arrow.left…) is drawn as named in right-to-left languages, where 'next' points left; the .forward/.backward symbols flip by themselves. Not reported when the code nearby flips it or tests the layout direction."
    case .ambiguousDirectionalSymbol:
      "Some SF Symbols with a left or right in their name mean something else than back and forward: arrow.up.right is an external link or a rise, rectangle.portrait.and.arrow.right a log-out door, arrow.right.to.line a tab key, arrowshape.turn.up.right a forward or a share, arrow.turn.down.left a return key. Apple offers .forward/.backward counterparts that flip, but design systems disagree on whether these should, so they are only reviewed."
    case .forcedLeftToRight:
      "semanticContentAttribute = .forceLeftToRight on a view controller's view, a window or the appearance() proxy of every view, table, cell or bar, or .environment(\\.layoutDirection, .leftToRight) on a WindowGroup's content, a hosting controller's root view or a navigation or tab container, lays a whole screen out left to right in every language. Apple reserves forcing a direction for playback controls and content that is left to right in every language (an amount, a phone number, a code): such subtrees, and media and playback code, are not reported."
    case .manualMirroring:
      "A view is flipped with a negative x scale when the layout is right to left: UIKit and SwiftUI mirror layouts, and images with imageFlippedForRightToLeftLayoutDirection() or .flipsForRightToLeftLayoutDirection(true), so the hand-made mirror is flipped twice or not at all where the direction is known differently."
    }
  }

  /// How to fix a finding.
  public var fixHint: String {
    switch self {
    case .physicalTextAlignment: "use .natural (NSTextAlignmentNatural), which follows the language"
    case .physicalAnchor: "use leadingAnchor/trailingAnchor (.leading/.trailing attributes)"
    case .asymmetricEdgeInsets:
      "use NSDirectionalEdgeInsets (leading:/trailing:) where the API takes them, else swap left and right for right-to-left layouts"
    case .unflippedDirectionalSymbol, .ambiguousDirectionalSymbol:
      "use the .forward/.backward symbol, or flip it: .flipsForRightToLeftLayoutDirection(true), imageFlippedForRightToLeftLayoutDirection()"
    case .forcedLeftToRight:
      "remove it, or keep it only for playback controls and content that is left to right in every language"
    case .manualMirroring:
      "let the layout mirror (semanticContentAttribute, imageFlippedForRightToLeftLayoutDirection())"
    }
  }

  /// The rule as reports describe it; Apple's guidance is its help page.
  public var reportedRule: ReportedRule {
    ReportedRule(
      id: rawValue, summary: summary, description: explanation, help: fixHint, defaultSeverity: severity,
      helpURI: "https://developer.apple.com/documentation/xcode/supporting-right-to-left-languages")
  }
}

/// One right-to-left layout problem in source code.
public struct RTLFinding: Sendable, Hashable, ReportableFinding, CustomStringConvertible {
  /// The rule it breaks.
  public var rule: RTLRule
  /// The file as named.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What is wrong here, naming the code found.
  public var message: String
  /// The declarations the code is in, innermost first: the constant its line declares and the
  /// enclosing types (``AppCode/isUnused(_:)`` tells whether the app uses them).
  public var declarations: [String]
  /// The names the code is shown only with, each tested on its own by an enclosing `if`
  /// (`showChevron` for `if showChevron {`, `count` for `if let count {`): ``AppCode/isUnused(_:)``
  /// tells whether the app ever sets them.
  public var conditions: [String]

  /// A finding.
  public init(
    rule: RTLRule, file: String, line: Int, column: Int, message: String, declarations: [String] = [],
    conditions: [String] = []
  ) {
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.declarations = declarations
    self.conditions = conditions
  }

  /// The finding in the common shape, anchored to its line's text.
  public var reported: ReportedFinding {
    ReportedFinding(
      rule: rule.rawValue, severity: rule.severity, file: file, line: line, column: column,
      message: message, fix: rule.fixHint)
  }

  /// `file:line:column: severity: message [rule]`.
  public var description: String {
    "\(file):\(line):\(column): \(rule.severity.rawValue): \(message) [\(rule.rawValue)]"
  }
}

/// The SF Symbols that point left or right and that right-to-left layouts do not flip by
/// themselves, for ``RTLRule/unflippedDirectionalSymbol`` and
/// ``RTLRule/ambiguousDirectionalSymbol``.
///
/// Each has a `.forward`/`.backward` counterpart (or a `.leading`/`.trailing` one) that SF
/// Symbols flips in right-to-left languages. ``names`` are the symbols whose left or right is
/// the reading direction: back and next chevrons and arrows, a reply arrow, an undo arrow, a
/// sidebar. ``ambiguousNames`` are the symbols whose usual meanings are something else as
/// often: a diagonal arrow (an external link, a rise, money sent), a turning arrow (a return
/// key, a forward or a share), an arrow to a line (a tab key, the end of a track), a log-out
/// door. Symbols that stand for a physical direction or are symmetric (`text.alignleft`,
/// `arrow.left.arrow.right`, `arrow.left.and.right`, `chevron.left.forwardslash.chevron.right`)
/// and playback symbols (`forward.fill`, `backward.fill`, `play.fill`) are in neither list.
public enum DirectionalSymbols {
  /// The base names of the symbols that follow the reading direction; each is listed with its
  /// `.circle`, `.square` and `.fill` variants in ``names``.
  public static let baseNames: [String] = [
    "chevron.left", "chevron.right", "chevron.left.2", "chevron.right.2", "chevron.compact.left",
    "chevron.compact.right", "arrow.left", "arrow.right", "arrow.uturn.left", "arrow.uturn.right",
    "arrowshape.left", "arrowshape.right", "arrowshape.turn.up.left", "arrowshape.turn.up.left.2",
    "arrowtriangle.left", "arrowtriangle.right", "sidebar.left", "sidebar.right",
  ]

  /// The base names of the symbols whose left or right may mean something else than the
  /// reading direction; each is listed with its variants in ``ambiguousNames``.
  public static let ambiguousBaseNames: [String] = [
    "arrow.up.left", "arrow.up.right", "arrow.down.left", "arrow.down.right", "arrow.turn.up.left",
    "arrow.turn.up.right", "arrow.turn.down.left", "arrow.turn.down.right", "arrowshape.turn.up.right",
    "arrow.left.to.line", "arrow.right.to.line", "arrow.left.to.line.compact", "arrow.right.to.line.compact",
    "rectangle.portrait.and.arrow.right",
  ]

  /// Every name ``RTLRule/unflippedDirectionalSymbol`` reports: the base names and their
  /// `.circle`, `.square`, `.fill`, `.circle.fill` and `.square.fill` variants.
  public static let names: Set<String> = withVariants(baseNames)

  /// Every name ``RTLRule/ambiguousDirectionalSymbol`` reports, variants included.
  public static let ambiguousNames: Set<String> = withVariants(ambiguousBaseNames)

  /// The rule that reports `symbol`, if any.
  static func rule(for symbol: String) -> RTLRule? {
    if names.contains(symbol) { return .unflippedDirectionalSymbol }
    if ambiguousNames.contains(symbol) { return .ambiguousDirectionalSymbol }
    return nil
  }

  private static func withVariants(_ baseNames: [String]) -> Set<String> {
    Set(
      baseNames.flatMap { name in
        ["", ".fill", ".circle", ".circle.fill", ".square", ".square.fill"].map { name + $0 }
      })
  }
}
