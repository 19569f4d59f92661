#if BIDIKIT_FRIBIDI
  extension ParagraphResolver {
    /// Rules X9–I2 and L1 parts 1–3 of a paragraph's body (`0..<bodyEnd`) by FriBidi, around its
    /// defects (`explicit` is `nil` when the paragraph has no explicit formatting character: one
    /// segment, at the paragraph level).
    ///
    /// How: ``ExplicitLevels`` splits the paragraph into segments (top level, then the content
    /// of each valid isolate). Each segment is given to FriBidi as a paragraph of its own, with
    /// - valid isolate initiators and their PDIs replaced by `ON` (seen from outside, an isolate
    ///   is a pair of neutrals; FriBidi applies any enclosing override to them itself);
    /// - embeddings and PDFs that overflow or do nothing replaced by `BN`;
    /// - after the segment, one `PDF` per embedding still open, then a strong sentinel of the
    ///   segment's direction at the segment's base level. The sentinel makes FriBidi's
    ///   end-of-paragraph rules see what the real end of the segment sees (the eos of X10), and
    ///   keeps FriBidi from applying L1 to the segment's trailing whitespace, which is only
    ///   right at the end of a line.
    /// - before the first character of every level run but the segment's first (where an
    ///   embedding or PDF changes the level), a strong sentinel of the run's sos direction. FriBidi
    ///   1.0.8's rule N0 looks for the strong type before an opening bracket past the start of the
    ///   isolating run sequence, instead of stopping at sos: `z⟨RLE⟩(a)` gets its brackets at
    ///   level 2 instead of 1. The sentinel, of the sos direction, is what N0 must find there and
    ///   changes nothing else (W1–W7 and N1 see sos there anyway); it is dropped afterwards.
    /// The segment's levels are then shifted by an even amount to its real base level. L1 is
    /// applied by BidiKit over the whole paragraph afterwards, with the original classes.
    static func resolveWithFriBidi(
      scalars: UnsafeBufferPointer<UInt32>, classes: UnsafeBufferPointer<BidiClass>, bodyEnd: Int,
      paragraphLevel: BidiLevel, explicit: ExplicitLevels?, resolvesBrackets: Bool,
      into levels: UnsafeMutableBufferPointer<BidiLevel>
    ) throws(BidiError) {
      // Nonspacing marks that FriBidi must not see (see resolveSegment): mark → its bracket.
      var bracketMarks: [(mark: Int, bracket: Int)] = []
      defer { for (mark, bracket) in bracketMarks { levels[mark] = levels[bracket] } }
      guard let explicit else {
        try resolveSegment(
          indices: 0..<bodyEnd, scalars: scalars, classes: classes, level: paragraphLevel,
          openEmbeddings: 0, typeOf: { FriBidi.type(classes[$0]) }, explicitLevel: { _ in paragraphLevel },
          isOverridden: { _ in false }, resolvesBrackets: resolvesBrackets, bracketMarks: &bracketMarks,
          into: levels)
        return
      }
      let segmentCount = explicit.segmentLevels.count
      var openEmbeddings = [Int](repeating: 0, count: segmentCount)
      for i in 0..<bodyEnd {
        switch explicit.roles[i] {
        case .validEmbedding: openEmbeddings[explicit.segment(of: i)] += 1
        case .validPDF: openEmbeddings[explicit.segment(of: i)] -= 1
        default: break
        }
      }
      let onType = FriBidi.type(.otherNeutral)
      let bnType = FriBidi.type(.boundaryNeutral)
      func resolve<Indices: Collection<Int>>(_ indices: Indices, segment s: Int) throws(BidiError) {
        try resolveSegment(
          indices: indices, scalars: scalars, classes: classes, level: explicit.segmentLevels[s],
          openEmbeddings: openEmbeddings[s],
          typeOf: { i in
            switch explicit.roles[i] {
            case .ordinary, .validEmbedding, .validPDF: FriBidi.type(classes[i])
            case .validIsolate, .overflowIsolate, .matchedPDI, .ignoredPDI: onType
            case .overflowEmbedding, .ignoredPDF: bnType
            }
          }, explicitLevel: { explicit.explicitLevels[$0] }, isOverridden: { explicit.isOverridden($0) },
          resolvesBrackets: resolvesBrackets,
          bracketMarks: &bracketMarks, into: levels)
      }
      if segmentCount == 1 {
        // No isolate: one segment, the whole body in order.
        try resolve(0..<bodyEnd, segment: 0)
      } else {
        // Group character indices by segment, keeping logical order (a counting sort), as
        // 32-bit indices (a paragraph has at most 2^28 scalars).
        var starts = [Int](repeating: 0, count: segmentCount + 1)
        for i in 0..<bodyEnd { starts[explicit.segment(of: i) + 1] += 1 }
        for s in 0..<segmentCount { starts[s + 1] += starts[s] }
        var order = [Int32](repeating: 0, count: bodyEnd)
        var next = starts
        for i in 0..<bodyEnd {
          let s = explicit.segment(of: i)
          order[next[s]] = Int32(truncatingIfNeeded: i)
          next[s] += 1
        }
        for s in 0..<segmentCount {
          try resolve(order[starts[s]..<starts[s + 1]].lazy.map { Int($0) }, segment: s)
        }
      }
    }

    /// Resolves one segment with FriBidi and writes its levels, shifted to `level`.
    ///
    /// Besides the sentinels described above, nonspacing marks are steered around FriBidi
    /// 1.0.8's rule W1, which merges a mark whose neighbours have the same type with the run
    /// after it, so that a bracket right after the mark stops being a bracket (`!◌̀(a)⟨LRO⟩ת`
    /// and `[א〈◌̀]1` get their closing bracket at the wrong level):
    /// - a mark after a paired-bracket character (or after such marks) is given as `BN`
    ///   (ignored) and takes its bracket's level afterwards. UAX #9 makes it `ON` (W1), then it
    ///   either takes its bracket's type (N0) or is resolved with it as one neutral sequence:
    ///   it always ends at its bracket's level;
    /// - a mark after any other `ON` is given as `ON`, which is what W1 makes of it.
    /// Neither applies under a directional override, where X6 makes marks and brackets L or R
    /// (`⟨LRE⟩ת{◌ً⟨PDF⟩⟨LRO⟩◌̀`: the overridden `◌̀` is L, and the `{` before it is then at level 2).
    private static func resolveSegment(
      indices: some Collection<Int>, scalars: UnsafeBufferPointer<UInt32>,
      classes: UnsafeBufferPointer<BidiClass>, level: BidiLevel, openEmbeddings: Int,
      typeOf: (Int) -> UInt32, explicitLevel: (Int) -> BidiLevel, isOverridden: (Int) -> Bool,
      resolvesBrackets: Bool, bracketMarks: inout [(mark: Int, bracket: Int)],
      into levels: UnsafeMutableBufferPointer<BidiLevel>
    ) throws(BidiError) {
      // One sentinel per change of explicit level, then the closing PDFs and the final sentinel.
      var levelChanges = 0
      var runLevel = level
      for i in indices where !classes[i].isRemovedByX9 {
        let current = explicitLevel(i)
        if current != runLevel {
          levelChanges += 1
          runLevel = current
        }
      }
      let capacity = indices.count + levelChanges + max(0, openEmbeddings) + 1
      // Without brackets to resolve FriBidi gets no bracket table (null): 4 bytes per character
      // less for a huge paragraph.
      let tables = resolvesBrackets ? 2 : 1
      let succeeded = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tables * capacity) { scratch in
        withUnsafeTemporaryAllocation(of: BidiLevel.self, capacity: capacity) { resolved in
          let types = UnsafeMutableBufferPointer(rebasing: scratch[0..<capacity])
          let brackets =
            resolvesBrackets ? UnsafeMutableBufferPointer(rebasing: scratch[capacity..<2 * capacity]) : nil
          var count = 0
          let tables = UnicodeTables.shared
          let onType = FriBidi.type(.otherNeutral)
          let nsmType = FriBidi.type(.nonspacingMark)
          let bnType = FriBidi.type(.boundaryNeutral)
          var previousLevel = level  // explicit level of the previous non-removed character
          var openBracket: Int? = nil  // the bracket that marks now follow, if any
          var previousType = onType  // type given for the previous non-removed character
          // BD16's stack in the current level run (identities), and whether it overflowed there.
          var openings: [UInt32] = []
          openings.reserveCapacity(ImplicitParagraph.bracketStackDepth)
          var pairingStopped = false

          for i in indices {
            var type = typeOf(i)
            var bracket: UInt32 = 0
            var given: UInt32? = nil  // the bracket FriBidi gets, when not `bracket`
            if !classes[i].isRemovedByX9 {
              let current = explicitLevel(i)
              if current != previousLevel {
                openings.removeAll(keepingCapacity: true)
                pairingStopped = false
                // A new level run: a sentinel of its sos direction, for FriBidi's rule N0.
                types[count] = FriBidi.type(
                  max(previousLevel, current) & 1 == 1 ? .rightToLeft : .leftToRight)
                brackets?[count] = 0
                previousType = types[count]
                count += 1
                previousLevel = current
                openBracket = nil
              }
              if type == onType, let pair = tables.brackets[scalars[i]] { bracket = pair }
              if bracket != 0 && !isOverridden(i) {
                // BD16 stops at a 64th open bracket for the rest of the isolating run sequence
                // (here a level run); FriBidi 1.0.8 would stop for the rest of the paragraph.
                // It is given no bracket from there to the end of the level run.
                let identity = bracket & 0x7FFF_FFFF
                if !pairingStopped && bracket & 1 << 31 != 0 {
                  pairingStopped = openings.count == ImplicitParagraph.bracketStackDepth
                  if !pairingStopped { openings.append(identity) }
                } else if !pairingStopped, let k = openings.lastIndex(of: identity) {
                  openings.removeSubrange(k...)
                }
                if pairingStopped { given = 0 }
              }
              // Under an override (X6) a mark or a bracket is L or R: neither rule applies.
              let overridden = isOverridden(i)
              if type == nsmType, !overridden, let owner = openBracket {
                bracketMarks.append((i, owner))
                type = bnType
              } else {
                if type == nsmType && !overridden && previousType == onType { type = onType }
                openBracket = bracket == 0 || overridden ? nil : i
                previousType =
                  overridden ? FriBidi.type(current & 1 == 1 ? .rightToLeft : .leftToRight) : type
              }
            }
            brackets?[count] = given ?? bracket
            types[count] = type
            count += 1
          }

          for _ in 0..<max(0, openEmbeddings) {
            types[count] = FriBidi.type(.popDirectionalFormat)
            brackets?[count] = 0
            count += 1
          }
          types[count] = FriBidi.type(level & 1 == 1 ? .rightToLeft : .leftToRight)
          brackets?[count] = 0
          count += 1

          guard
            FriBidi.resolveLevels(
              types: types.baseAddress!, brackets: brackets?.baseAddress, count: count,
              rightToLeft: level & 1 == 1, into: resolved.baseAddress!)
          else { return false }
          // Each character's position in what FriBidi got: its index in the segment plus the
          // sentinels before it, counted again as they were inserted (no table of positions).
          let shift = level & ~1
          var position = 0
          var positionLevel = level
          for i in indices {
            if !classes[i].isRemovedByX9 {
              let current = explicitLevel(i)
              if current != positionLevel {
                position += 1
                positionLevel = current
              }
            }
            levels[i] = resolved[position] &+ shift
            position += 1
          }
          return true
        }
      }
      guard succeeded else { throw .engineFailure("fribidi_get_par_embedding_levels_ex") }
    }
  }
#endif
