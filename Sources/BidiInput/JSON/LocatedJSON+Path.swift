extension LocatedJSON {
  /// The value at a JSON path such as `$.children[2].width` (`$` is this value), or the
  /// deepest value on the way there that exists: a missing key is found at its object.
  ///
  /// Keys are the text between `.` and the next `.` or `[`; a repeated key means its last
  /// member, as in ``subscript(_:)``.
  package func deepestValue(atPath path: String) -> LocatedJSON {
    var steps: [PathStep] = []
    var rest = Substring(path)
    guard rest.first == "$" else { return self }
    rest = rest.dropFirst()
    while let first = rest.first {
      if first == "." {
        rest = rest.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        steps.append(.key(String(rest[..<end])))
        rest = rest[end...]
      } else if first == "[", let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])
      {
        steps.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        break
      }
    }
    return deepestValue(along: steps)
  }

  /// One step of a path: a member of an object, or an item of an array.
  package enum PathStep {
    case key(String)
    case index(Int)
  }

  /// The value at the end of `steps` from this value, or the deepest value on the way that
  /// exists (a missing key is found at its object). An index step into an object looks up
  /// the index as a key (a coding path may name a member by a number).
  package func deepestValue(along steps: [PathStep]) -> LocatedJSON {
    var current = self
    for step in steps {
      let next: LocatedJSON?
      switch step {
      case .index(let index):
        if case .array(let items) = current.kind {
          next = items.indices.contains(index) ? items[index] : nil
        } else {
          next = current[String(index)]
        }
      case .key(let key): next = current[key]
      }
      guard let next else { break }
      current = next
    }
    return current
  }
}
