/// A forward pass over a paragraph, scalar by scalar, that knows where the paragraph may be
/// cut into chunks resolved one by one (``ParagraphResolver/resolveInChunks``) without changing
/// any level, and what a chunk must start with to be resolved as the whole paragraph would.
/// Its state is bounded: the explicit stack of rules X1–X8 (at most 126 entries) and the
/// bracket-pairing stack of BD16 (at most 63 entries).
///
/// A cut before scalar `b` is *safe* when the scalar `X` at `b - 1` is strong (`L`, `R`,
/// `AL`), no isolate is open there (valid or overflowing), and no bracket pair of the
/// top-level isolating run sequences encloses `X`. Then every rule that looks backwards from
/// after `b` stops at `X` (W1, W2, W7 and N0's preceding strong type stop at the first
/// strong type, N1–N2 at a strong neighbour, W4–W6 at any non-number), nothing before `b`
/// looks past `X` (it is not a number, separator, terminator or neutral), sos and eos of the
/// level runs after `X` depend only on levels, and each isolate lies wholly on one side.
///
/// The chunk after the cut starts with what reproduces the state there (``Cut``): one
/// embedding or override per entry of the explicit stack, one overflowing LRE per overflow
/// count (the stack is then at level 124 or 125, where an LRE overflows), the bracket openers
/// BD16 still holds unmatched (a copy of each: no closer after the cut matches them, or a
/// pair would enclose `X`; they still count toward the stack's 63 entries), then `X`.
struct ChunkScanner {
  /// A bracket pair of the top-level sequences, as scalar offsets.
  struct Pair {
    var open: Int
    var close: Int
  }

  /// An entry of the explicit stack outside isolates: an embedding or an override.
  struct Entry: Equatable {
    var level: BidiLevel
    var isOverride: Bool
  }

  /// What a chunk starting after a safe cut must be given first.
  struct State {
    /// The explicit stack, the paragraph level first.
    var stack: [Entry]
    /// Embeddings and overrides that overflowed and are not closed yet.
    var overflowEmbeddings: Int
    /// Offsets of the bracket openers on BD16's stack.
    var openers: [Int]
  }

  private let scalars: UnsafeBufferPointer<UInt32>
  private let classes: UnsafeBufferPointer<BidiClass>
  /// Whether brackets are paired at all (``BidiParagraph/bracketLimitExceeded`` not set).
  private let pairsBrackets: Bool
  private let brackets: [UInt32: UInt32]
  private let keepsPairs: Bool

  private var stack: [Entry]
  private var overflowEmbeddings = 0
  /// Open overflowing isolates: their content stays in the top-level sequences.
  private var overflowIsolates = 0
  /// Depth inside a valid isolate (BD9 by counting), whose content is resolved on its own.
  private var isolateDepth = 0
  /// Bracket openers on BD16's stack: (pair identity, offset).
  private var openers: [(identity: UInt32, offset: Int)] = []
  /// The explicit level of the last top-level scalar seen (BD16's stack is
  /// emptied when the level changes).
  private var lastLevel: BidiLevel = .max

  /// No cut after this offset is safe (BD16 stopped pairing brackets there, an FSI's
  /// direction decided whether it overflows, or too many pairs to keep); `Int.max` if none.
  private(set) var unsafeFrom = Int.max
  /// The outermost bracket pairs found so far, in order, disjoint; kept only when `keepsPairs`.
  private(set) var outermostPairs: [Pair] = []
  /// The most pairs kept (bounded memory whatever ``BidiAnalysis/Options/bracketLimit`` is).
  static let maximumPairs = 1 << 16

  /// Whether no isolate is open after the last scalar taken.
  var isOutsideIsolates: Bool { isolateDepth == 0 && overflowIsolates == 0 }
  /// The state after the last scalar taken.
  var state: State {
    State(stack: stack, overflowEmbeddings: overflowEmbeddings, openers: openers.map(\.offset))
  }

  init(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, paragraphLevel: BidiLevel,
    pairsBrackets: Bool, keepsPairs: Bool
  ) {
    self.scalars = scalars
    self.classes = classes
    self.pairsBrackets = pairsBrackets
    self.brackets = UnicodeTables.shared.brackets
    self.keepsPairs = keepsPairs
    stack = [Entry(level: paragraphLevel, isOverride: false)]
    stack.reserveCapacity(Int(ExplicitLevels.maxDepth) + 1)
    openers.reserveCapacity(64)
  }

  /// Takes scalar `i` (offsets must come in order, from 0): rules X1–X8 as ``ExplicitLevels``
  /// applies them, and BD16 on the top-level scalars.
  @inline(__always)
  mutating func advance(over i: Int) {
    let c = classes[i]
    // Most scalars change nothing when brackets are not paired.
    if !pairsBrackets && !c.isExplicitFormatting { return }
    guard i < unsafeFrom else { return }
    if isolateDepth > 0 {
      // Inside a valid isolate: only its matching PDI matters, found by counting (BD9).
      if c.isIsolateInitiator {
        isolateDepth += 1
      } else if c == .popDirectionalIsolate {
        isolateDepth -= 1
        // X6a: the stack is back to what it was at the initiator.
        if isolateDepth == 0 { see(i, isBracketCandidate: false) }
      }
      return
    }
    let top = stack[stack.count - 1]
    switch c {
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride:
      // X2–X5, removed by X9.
      let rtl = c == .rightToLeftEmbedding || c == .rightToLeftOverride
      let level = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
      if level <= ExplicitLevels.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
        stack.append(Entry(level: level, isOverride: c == .leftToRightOverride || c == .rightToLeftOverride))
      } else if overflowIsolates == 0 {
        overflowEmbeddings += 1
      }
    case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
      // X5a–X5c: the initiator is a neutral of the enclosing sequence.
      see(i, isBracketCandidate: false)
      if overflowIsolates > 0 || overflowEmbeddings > 0 {
        overflowIsolates += 1
        return
      }
      let ltr = (top.level + 2) & ~1 <= ExplicitLevels.maxDepth
      let rtl = (top.level + 1) | 1 <= ExplicitLevels.maxDepth
      switch c {
      case .leftToRightIsolate where !ltr, .rightToLeftIsolate where !rtl: overflowIsolates = 1
      case .firstStrongIsolate where ltr != rtl: unsafeFrom = i  // decided by its content
      case .firstStrongIsolate where !ltr: overflowIsolates = 1
      default: isolateDepth = 1
      }
    case .popDirectionalIsolate:
      // X6a: closes an overflowing isolate, or is ignored (no valid isolate is open here).
      see(i, isBracketCandidate: false)
      if overflowIsolates > 0 { overflowIsolates -= 1 }
    case .popDirectionalFormat:
      // X7, removed by X9.
      if overflowIsolates > 0 { return }
      if overflowEmbeddings > 0 {
        overflowEmbeddings -= 1
      } else if stack.count >= 2 {
        stack.removeLast()
      }
    default:
      guard !c.isRemovedByX9 else { return }
      see(i, isBracketCandidate: c == .otherNeutral && !top.isOverride)
    }
  }

  /// A top-level scalar kept after X9, at the explicit level of the stack's top: BD16 as both
  /// back ends run it (the stack emptied where the level changes; pairing stops at the 64th
  /// open bracket for the rest of its level run, and no cut is made after it).
  @inline(__always)
  private mutating func see(_ i: Int, isBracketCandidate: Bool) {
    guard pairsBrackets else { return }
    let level = stack[stack.count - 1].level
    if level != lastLevel {
      openers.removeAll(keepingCapacity: true)
      lastLevel = level
    }
    guard isBracketCandidate, let bracket = brackets[scalars[i]] else { return }
    let identity = bracket & 0x7FFF_FFFF
    if bracket & 0x8000_0000 != 0 {
      guard openers.count < 63 else {
        unsafeFrom = i
        return
      }
      openers.append((identity, i))
      return
    }
    var k = openers.count - 1
    while k >= 0 && openers[k].identity != identity { k -= 1 }
    guard k >= 0 else { return }
    let open = openers[k].offset
    openers.removeSubrange(k...)
    guard keepsPairs else { return }
    // Pairs nest or are disjoint: the new one encloses those that opened after it.
    while let last = outermostPairs.last, last.open > open { outermostPairs.removeLast() }
    outermostPairs.append(Pair(open: open, close: i))
    if outermostPairs.count > Self.maximumPairs { unsafeFrom = min(unsafeFrom, i) }
  }
}
