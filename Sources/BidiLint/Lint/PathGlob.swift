import BidiLocalization

/// A path pattern of a lint configuration: `*` any characters but `/`, `**` any characters
/// including `/`, `**/` nothing or any folders, `?` one character but `/`; everything else literal.
///
/// ```swift
/// PathGlob("Legacy/**/*.strings").matches("Legacy/old/ar.lproj/A.strings")   // true
/// ```
///
/// Matching takes time proportional to the product of the pattern's and the path's lengths
/// at worst, without backtracking blow-up (one table row per pattern character).
public struct PathGlob: Sendable, Hashable {
  /// The pattern as written.
  public let pattern: String
  private let tokens: [Token]

  private enum Token: Sendable, Hashable {
    case literal(Character)
    case one
    case star
    case globstar
    /// `**/`: nothing, or any characters ending with `/`.
    case directories
  }

  /// Reads a pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    var tokens: [Token] = []
    let characters = Array(pattern)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "*" {
        if index + 1 < characters.count && characters[index + 1] == "*" {
          index += 2
          if index < characters.count && characters[index] == "/" {
            tokens.append(.directories)
            index += 1
          } else {
            tokens.append(.globstar)
          }
          continue
        }
        tokens.append(.star)
      } else if character == "?" {
        tokens.append(.one)
      } else {
        tokens.append(.literal(character))
      }
      index += 1
    }
    self.tokens = tokens
  }

  /// Whether `path` (relative, `/`-separated) matches the whole pattern.
  public func matches(_ path: String) -> Bool {
    let text = Array(path)
    // reachable[j]: the tokens so far can match text[..<j].
    var reachable = [Bool](repeating: false, count: text.count + 1)
    reachable[0] = true
    for token in tokens {
      var next = [Bool](repeating: false, count: text.count + 1)
      switch token {
      case .literal(let character):
        for j in 0..<text.count where reachable[j] && text[j] == character { next[j + 1] = true }
      case .one:
        for j in 0..<text.count where reachable[j] && text[j] != "/" { next[j + 1] = true }
      case .star:
        for j in 0...text.count {
          next[j] = next[j] || reachable[j]
          if next[j] && j < text.count && text[j] != "/" { next[j + 1] = true }
        }
      case .directories:
        var seen = false
        for j in 0...text.count {
          if j > 0 && seen && text[j - 1] == "/" { next[j] = true }
          if reachable[j] {
            next[j] = true
            seen = true
          }
        }
      case .globstar:
        for j in 0...text.count {
          next[j] = next[j] || reachable[j]
          if next[j] && j < text.count { next[j + 1] = true }
        }
      }
      reachable = next
    }
    return reachable[text.count]
  }
}
