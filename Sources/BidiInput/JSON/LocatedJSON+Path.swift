extension LocatedJSON {
  /// The value at a JSON path such as `$.children[2].width` (`$` is this value), or the
  /// deepest value on the way there that exists: a missing key is found at its object.
  ///
  /// Keys are the text between `.` and the next `.` or `[`; a repeated key means its last
  /// member, as in ``subscript(_:)``.
  package func deepestValue(atPath path: String) -> LocatedJSON {
    var current = self
    var rest = Substring(path)
    guard rest.first == "$" else { return current }
    rest = rest.dropFirst()
    while let first = rest.first {
      let next: LocatedJSON?
      if first == "." {
        rest = rest.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        next = current[String(rest[..<end])]
        rest = rest[end...]
      } else if first == "[", let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])
      {
        let items = current.items
        next = items.indices.contains(index) ? items[index] : nil
        rest = rest[rest.index(after: close)...]
      } else {
        return current
      }
      guard let next else { return current }
      current = next
    }
    return current
  }
}
