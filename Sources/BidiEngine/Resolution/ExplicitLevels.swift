/// What rules X1–X8 made of one character.
enum ExplicitRole: UInt8 {
  /// Any character that is not an explicit formatting character.
  case ordinary
  /// An embedding or override that pushed a level.
  case validEmbedding
  /// An embedding or override past the depth limit, or inside an overflowing isolate.
  case overflowEmbedding
  /// A PDF that popped a valid embedding.
  case validPDF
  /// A PDF that did nothing or only decremented an overflow count.
  case ignoredPDF
  /// An isolate initiator that pushed a level; its content is resolved on its own.
  case validIsolate
  /// An isolate initiator past the depth limit (its content keeps the initiator's level).
  case overflowIsolate
  /// A PDI that closed a valid isolate.
  case matchedPDI
  /// A PDI that closed an overflowing isolate, or matched nothing.
  case ignoredPDI
}

/// The result of rules P2–P3 and X1–X8 for one paragraph, computed by BidiKit itself.
///
/// FriBidi 1.0.8 gets isolates wrong in several ways (FSI direction, run sequences across
/// adjacent isolates, P2 not skipping isolates). BidiKit therefore never hands FriBidi an
/// isolate: it splits the paragraph into *segments*, the top level and the content of each
/// valid isolate, and resolves each segment on its own (BD13, X10: an isolate's content does
/// not interact with its surroundings). This type finds the segments.
struct ExplicitLevels {
  /// Maximum explicit depth (BD2).
  static let maxDepth: BidiLevel = 125

  /// The paragraph embedding level.
  let paragraphLevel: BidiLevel
  /// Role of each character.
  let roles: [ExplicitRole]
  /// Segment of each character: 0 is the paragraph's top level, `k > 0` the content of the
  /// `k`-th valid isolate. Initiators and their matching PDIs belong to the enclosing segment.
  /// Empty when the paragraph has no isolate initiator (every character is in segment 0):
  /// read it with ``segment(of:)``.
  let segmentOfCharacter: [Int32]

  /// The segment of character `i`.
  @inline(__always)
  func segment(of i: Int) -> Int {
    segmentOfCharacter.isEmpty ? 0 : Int(segmentOfCharacter[i])
  }
  /// Base level of each segment: the paragraph level, then each valid isolate's content level.
  let segmentLevels: [BidiLevel]
  /// The embedding level rules X1–X8 give each character (before W1–I2); for characters
  /// removed by X9, the level in force where they stand.
  let explicitLevels: [BidiLevel]
  /// Whether a directional override is in force at each character (X4–X6, X5a–X5c for
  /// initiators, X6a for a matched PDI): its type is then L at an even level and R at an odd
  /// one. Empty when the paragraph has no override: read it with ``isOverridden(_:)``.
  let overridden: [Bool]

  /// Whether rule X6 resets the type of character `i` (see ``overridden``).
  @inline(__always)
  func isOverridden(_ i: Int) -> Bool {
    overridden.isEmpty ? false : overridden[i]
  }

  /// First strong direction of `classes[range]` skipping isolate content (P2), or `nil`.
  /// `matches[i]` is the index of the PDI matching an initiator at `i`, or `-1`.
  static func firstStrongDirection(
    _ classes: UnsafeBufferPointer<BidiClass>, in range: Range<Int>, matches: [Int32]
  ) -> TextDirection? {
    var i = range.lowerBound
    while i < range.upperBound {
      switch classes[i] {
      case .leftToRight: return .leftToRight
      case .rightToLeft, .arabicLetter: return .rightToLeft
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
        let match = Int(matches[i])
        if match < 0 { return nil }
        i = match
      default: break
      }
      i += 1
    }
    return nil
  }

  /// Matching PDI of each isolate initiator (BD9), `-1` where there is none or for others.
  static func isolateMatches(_ classes: UnsafeBufferPointer<BidiClass>) -> [Int32] {
    var matches = [Int32](repeating: -1, count: classes.count)
    var open: [Int32] = []
    for i in 0..<classes.count {
      let c = classes[i]
      if c.isIsolateInitiator {
        open.append(Int32(truncatingIfNeeded: i))
      } else if c == .popDirectionalIsolate, let initiator = open.popLast() {
        matches[Int(initiator)] = Int32(truncatingIfNeeded: i)
      }
    }
    return matches
  }

  /// Runs P2–P3 (when `base` is not fixed) and X1–X8 over one paragraph.
  init(classes: UnsafeBufferPointer<BidiClass>, base: BaseDirection) {
    let count = classes.count
    var needsMatches = false
    for c in classes where c.isIsolateInitiator {
      needsMatches = true
      break
    }
    let matches = needsMatches ? Self.isolateMatches(classes) : []

    switch base {
    case .leftToRight: paragraphLevel = 0
    case .rightToLeft: paragraphLevel = 1
    case .firstStrong(let fallback):
      paragraphLevel =
        (Self.firstStrongDirection(classes, in: 0..<count, matches: matches) ?? fallback).level
    }

    struct Entry {
      var level: BidiLevel
      var isIsolate: Bool
      var isOverride: Bool
      var segment: Int32
    }
    var hasOverride = false
    for c in classes where c == .leftToRightOverride || c == .rightToLeftOverride {
      hasOverride = true
      break
    }
    var overridden = hasOverride ? [Bool](repeating: false, count: count) : []
    var roles = [ExplicitRole](repeating: .ordinary, count: count)
    var segmentOf = needsMatches ? [Int32](repeating: 0, count: count) : []
    var explicitLevels = [BidiLevel](repeating: paragraphLevel, count: count)
    var segmentLevels: [BidiLevel] = [paragraphLevel]
    var stack: [Entry] = [Entry(level: paragraphLevel, isIsolate: false, isOverride: false, segment: 0)]
    stack.reserveCapacity(Int(Self.maxDepth) + 2)
    var overflowIsolates = 0
    var overflowEmbeddings = 0
    var validIsolates = 0

    for i in 0..<count {
      let c = classes[i]
      guard c.isExplicitFormatting else {
        if needsMatches { segmentOf[i] = stack[stack.count - 1].segment }
        if hasOverride { overridden[i] = stack[stack.count - 1].isOverride }
        explicitLevels[i] = stack[stack.count - 1].level
        continue
      }
      let top = stack[stack.count - 1]
      if needsMatches { segmentOf[i] = top.segment }
      if hasOverride { overridden[i] = top.isOverride }
      explicitLevels[i] = top.level
      switch c {
      case .rightToLeftEmbedding, .rightToLeftOverride, .leftToRightEmbedding, .leftToRightOverride:
        let rtl = c == .rightToLeftEmbedding || c == .rightToLeftOverride
        let level = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          let isOverride = c == .leftToRightOverride || c == .rightToLeftOverride
          stack.append(Entry(level: level, isIsolate: false, isOverride: isOverride, segment: top.segment))
          roles[i] = .validEmbedding
        } else {
          if overflowIsolates == 0 { overflowEmbeddings += 1 }
          roles[i] = .overflowEmbedding
        }
      case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
        var rtl = c == .rightToLeftIsolate
        if c == .firstStrongIsolate {
          let end = matches[i] >= 0 ? Int(matches[i]) : count
          rtl = Self.firstStrongDirection(classes, in: i + 1..<end, matches: matches) == .rightToLeft
        }
        let level = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          validIsolates += 1
          let segment = Int32(truncatingIfNeeded: segmentLevels.count)
          segmentLevels.append(level)
          stack.append(Entry(level: level, isIsolate: true, isOverride: false, segment: segment))
          roles[i] = .validIsolate
        } else {
          overflowIsolates += 1
          roles[i] = .overflowIsolate
        }
      case .popDirectionalIsolate:
        if overflowIsolates > 0 {
          overflowIsolates -= 1
          roles[i] = .ignoredPDI
        } else if validIsolates == 0 {
          roles[i] = .ignoredPDI
        } else {
          overflowEmbeddings = 0
          while !stack[stack.count - 1].isIsolate { stack.removeLast() }
          stack.removeLast()
          validIsolates -= 1
          roles[i] = .matchedPDI
          segmentOf[i] = stack[stack.count - 1].segment  // a matched PDI means an isolate
          explicitLevels[i] = stack[stack.count - 1].level
          if hasOverride { overridden[i] = stack[stack.count - 1].isOverride }
        }
      case .popDirectionalFormat:
        if overflowIsolates > 0 {
          roles[i] = .ignoredPDF
        } else if overflowEmbeddings > 0 {
          overflowEmbeddings -= 1
          roles[i] = .ignoredPDF
        } else if !top.isIsolate && stack.count >= 2 {
          stack.removeLast()
          roles[i] = .validPDF
        } else {
          roles[i] = .ignoredPDF
        }
      default:
        break
      }
    }
    self.roles = roles
    self.segmentOfCharacter = segmentOf
    self.segmentLevels = segmentLevels
    self.explicitLevels = explicitLevels
    self.overridden = overridden
  }
}
