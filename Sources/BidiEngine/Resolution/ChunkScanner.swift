/// A forward pass over a paragraph, scalar by scalar, that knows where the paragraph may be
/// cut into chunks resolved one by one (``ParagraphResolver/resolveInChunks``) without changing
/// any level. It keeps only a bounded state: the explicit stack of rules X1–X8 (at most 63
/// entries: deeper paragraphs stop being cut) and the bracket-pairing stack of rule BD16 as
/// FriBidi builds it (at most 63 entries).
///
/// A cut before scalar `b` is *safe* when
/// - the scalar `X` at `b - 1` is strong (`L`, `R`, `AL`) and every embedding, override and
///   isolate opened before it is closed (X1–X8 are back at the paragraph level with nothing
///   pending), so the text after `b` starts the explicit rules afresh and `X` is in the
///   paragraph's top-level isolating run sequence;
/// - no bracket pair (BD16) of that sequence encloses `X`.
/// Then every rule that looks backwards from after `b` stops at `X` (W1, W2, W7 and N0's
/// preceding strong type stop at the first strong type, N1–N2 at a strong neighbour, W4–W6
/// at any non-number), nothing before `b` looks past `X` (X is not a number, separator,
/// terminator or neutral), and each later isolate is wholly before or after the cut. The
/// chunk after the cut is resolved with `X` as its first scalar (its own level is kept from
/// the chunk before).
///
/// Bracket openers that are never matched stay on FriBidi's pairing stack until the level
/// changes and count toward its limit of 63 (FriBidi stops pairing at the 64th, for the rest
/// of the paragraph): ``pairingDepth`` is that count at a cut, and the chunk is resolved with
/// as many openers that match nothing put before `X`. After the pairing stopped, or past an
/// explicit depth where an embedding could overflow (BD2), no cut is safe.
struct ChunkScanner {
  /// A bracket pair of the top-level sequence, as scalar offsets.
  struct Pair {
    var open: Int
    var close: Int
  }

  /// Stack entry of rules X1–X8: the level, and whether it is an isolate or an override.
  private struct Entry {
    var level: BidiLevel
    var isIsolate: Bool
    var isOverride: Bool
  }

  private let scalars: UnsafeBufferPointer<UInt32>
  private let classes: UnsafeBufferPointer<BidiClass>
  /// Whether brackets are paired at all (``BidiParagraph/bracketLimitExceeded`` not set).
  private let pairsBrackets: Bool
  private let brackets: [UInt32: UInt32]

  private var stack: [Entry]
  private var validIsolates = 0
  /// Bracket openers on FriBidi's pairing stack: (pair identity, offset).
  private var openers: [(identity: UInt32, offset: Int)] = []
  /// The explicit level of the last top-level scalar FriBidi saw (its pairing stack is reset
  /// when the level changes).
  private var lastLevel: BidiLevel = .max

  /// No cut at or after this offset is safe (the pairing stopped, or the explicit depth came
  /// near the limit); `Int.max` while none.
  private(set) var unsafeFrom = Int.max
  /// Whether the explicit rules are back at the paragraph level after the last scalar.
  var isAtTopLevel: Bool { stack.count == 1 }
  /// The number of unmatched openers on the pairing stack after the last scalar.
  var pairingDepth: Int { openers.count }
  /// The outermost bracket pairs found so far, in order, disjoint; kept only when `keepsPairs`.
  private(set) var outermostPairs: [Pair] = []
  private let keepsPairs: Bool

  /// The most pairs kept (bounded memory whatever ``BidiAnalysis/Options/bracketLimit`` is):
  /// past it no later cut is safe.
  static let maximumPairs = 1 << 16

  init(
    scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, paragraphLevel: BidiLevel,
    pairsBrackets: Bool, keepsPairs: Bool
  ) {
    self.scalars = scalars
    self.classes = classes
    self.pairsBrackets = pairsBrackets
    self.brackets = UnicodeTables.shared.brackets
    self.keepsPairs = keepsPairs
    stack = [Entry(level: paragraphLevel, isIsolate: false, isOverride: false)]
    stack.reserveCapacity(64)
    openers.reserveCapacity(64)
  }

  /// Takes scalar `i` (offsets must come in order, from 0).
  mutating func advance(over i: Int) {
    guard i < unsafeFrom else { return }
    let c = classes[i]
    let top = stack[stack.count - 1]
    switch c {
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride:
      // X2–X5: removed by X9, never a bracket.
      let rtl = c == .rightToLeftEmbedding || c == .rightToLeftOverride
      push(
        rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1, isIsolate: false,
        isOverride: c == .leftToRightOverride || c == .rightToLeftOverride, at: i)
    case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
      // X5a–X5c: the initiator is a neutral of the enclosing sequence. An FSI's direction
      // needs its content; the higher of its two possible levels bounds the depth.
      if validIsolates == 0 { see(i, level: top.level, isBracketCandidate: false) }
      let ltr = (top.level + 2) & ~1
      let rtl = (top.level + 1) | 1
      push(
        c == .leftToRightIsolate ? ltr : c == .rightToLeftIsolate ? rtl : max(ltr, rtl), isIsolate: true,
        isOverride: false, at: i)
      validIsolates += 1
    case .popDirectionalIsolate:
      // X6a: closes the innermost isolate and what it holds, or is ignored (a neutral).
      if validIsolates > 0 {
        while !stack[stack.count - 1].isIsolate { stack.removeLast() }
        stack.removeLast()
        validIsolates -= 1
      }
      if validIsolates == 0 { see(i, level: stack[stack.count - 1].level, isBracketCandidate: false) }
    case .popDirectionalFormat:
      // X7: removed by X9.
      if !top.isIsolate && stack.count >= 2 { stack.removeLast() }
    default:
      guard !c.isRemovedByX9 && validIsolates == 0 else { return }
      see(i, level: top.level, isBracketCandidate: c == .otherNeutral && !top.isOverride)
    }
  }

  /// X1–X8 push a level. Past a depth where a level could overflow (BD2: above 125) the exact
  /// rules are not followed here any more: no later cut is taken.
  private mutating func push(_ level: BidiLevel, isIsolate: Bool, isOverride: Bool, at i: Int) {
    guard level <= ExplicitLevels.maxDepth && stack.count < 63 else {
      unsafeFrom = i
      return
    }
    stack.append(Entry(level: level, isIsolate: isIsolate, isOverride: isOverride))
  }

  /// A scalar of the top-level sequence that FriBidi keeps after X9, at explicit level
  /// `level`: BD16 as FriBidi 1.0.8 runs it (the stack emptied where the level changes,
  /// pairing stopped for good at the 64th open bracket).
  private mutating func see(_ i: Int, level: BidiLevel, isBracketCandidate: Bool) {
    guard pairsBrackets else { return }
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
