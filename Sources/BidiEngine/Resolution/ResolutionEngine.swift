/// The back ends that resolve embedding levels and shape Arabic: one algorithm (paragraphs,
/// P2–P3 and X1–X8 in ``ExplicitLevels``, chunking, L1–L3 and reordering are shared), two ways
/// to do rules X9–I2 and shaping.
///
/// Which one a build has is decided in `Package.swift`: GNU FriBidi where the `FriBidi` package
/// trait is on (the default on Linux) or the `HomebrewFriBidi` trait on macOS, else Swift. Both
/// pass the Unicode conformance files; the tests run every suite of the engine against each
/// back end the build has, and compare them on generated strings.
enum ResolutionEngine: Sendable, Hashable {
  /// Rules X9–I2 in Swift (``ParagraphResolver/resolveInSwift``), shaping in Swift.
  case swift
  #if BIDIKIT_FRIBIDI
    /// GNU FriBidi, per segment, around its defects (``ParagraphResolver/resolveWithFriBidi``).
    case friBidi
  #endif

  /// The back end of this build: FriBidi when it is linked, else Swift.
  static var `default`: ResolutionEngine {
    #if BIDIKIT_FRIBIDI
      .friBidi
    #else
      .swift
    #endif
  }

  /// Every back end of this build, the default first.
  static var all: [ResolutionEngine] {
    #if BIDIKIT_FRIBIDI
      [.friBidi, .swift]
    #else
      [.swift]
    #endif
  }
}

extension ResolutionEngine: CustomStringConvertible {
  /// `Swift` or `FriBidi`.
  var description: String {
    switch self {
    case .swift: "Swift"
    #if BIDIKIT_FRIBIDI
      case .friBidi: "FriBidi"
    #endif
    }
  }
}
