/// An XML document read by ``XMLScanner``: its elements in document order, each with the
/// position of its `<`, its attributes with theirs, and its text.
///
/// Elements are stored flat (element 0 is the root; a parent's index is lower than its
/// children's), so that walking a deep document needs no recursion.
package struct XMLDocument: Sendable, Hashable {
  /// An attribute as written, its value with references replaced and white space normalized
  /// (XML 1.0 §3.3.3: each tab or line break written in the value is a space).
  package struct Attribute: Sendable, Hashable {
    /// The name, prefix included (`xml:space`).
    package var name: String
    /// The value.
    package var value: String
    /// Where the name starts.
    package var position: SourcePosition
    /// Where the value starts (after its opening quote).
    package var valuePosition: SourcePosition
  }

  /// An element.
  package struct Element: Sendable, Hashable {
    /// The name, prefix included.
    package var name: String
    /// The attributes in the order written.
    package var attributes: [Attribute]
    /// Where its `<` is.
    package var position: SourcePosition
    /// The index of its parent; `nil` for the root.
    package var parent: Int?
    /// The indices of its child elements, in order.
    package var children: [Int] = []
    /// Its character data (text and CDATA sections directly inside it, not inside its
    /// children), references replaced, line breaks made `\n` (XML 1.0 §2.11).
    package var text = ""
    /// How deep it is: 0 for the root.
    package var depth: Int

    /// The value of the attribute `name`, if it has one.
    package subscript(attribute name: String) -> String? {
      attributes.first { $0.name == name }?.value
    }

    /// The attribute `name`, if it has one.
    package func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }
  }

  /// Every element in document order; the root is element 0.
  package var elements: [Element]

  /// The root element.
  package var root: Element { elements[0] }

  /// The child elements of element `index`.
  package func children(of index: Int) -> [Element] {
    elements[index].children.map { elements[$0] }
  }

  /// The child elements of element `index` named `name`.
  package func children(of index: Int, named name: String) -> [Int] {
    elements[index].children.filter { elements[$0].name == name }
  }

  /// The nearest ancestor of element `index` (not itself) for which `test` holds.
  package func ancestor(of index: Int, where test: (Element) -> Bool) -> Int? {
    var current = elements[index].parent
    while let at = current {
      if test(elements[at]) { return at }
      current = elements[at].parent
    }
    return nil
  }
}
