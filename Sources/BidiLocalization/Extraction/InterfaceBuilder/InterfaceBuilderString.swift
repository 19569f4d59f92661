/// One localizable text of an Interface Builder document (`.xib`, `.storyboard`): what
/// `ibtool --export-strings-file` writes as one entry.
///
/// ```text
/// /* Class = "UILabel"; text = "Welcome"; ObjectID = "DwO-xY-uea"; */
/// "DwO-xY-uea.text" = "Welcome";
/// ```
public struct InterfaceBuilderString: Sendable, Hashable {
  /// The object's identifier in the document (its `id` attribute): `DwO-xY-uea`.
  public var objectID: String
  /// The class ibtool names for the object: the element's standard class (`UILabel` for
  /// `<label>`, `NSTextFieldCell` for `<textFieldCell>`), never its custom class.
  public var className: String
  /// The property: `text`, `normalTitle`, `headerCell.title`, `segmentTitles[0]`…
  public var property: String
  /// The text, as Interface Builder shows it (line breaks kept).
  public var value: String
  /// The localizer's note written in Interface Builder for the object, if any.
  public var note: String?
  /// Where the text is written in the document.
  public var location: SourceLocation
  /// Whether ibtool writes the object's identifier before the property in the comment too
  /// (`NJH-oV-DbS.segmentTitles[0] = "…"`), as it does for the items of a list.
  public var isIndexed: Bool

  /// Creates a string from its parts.
  public init(
    objectID: String, className: String, property: String, value: String, note: String? = nil,
    location: SourceLocation, isIndexed: Bool = false
  ) {
    self.objectID = objectID
    self.className = className
    self.property = property
    self.value = value
    self.note = note
    self.location = location
    self.isIndexed = isIndexed
  }

  /// The key of the entry: `OBJECT-ID.property`.
  public var key: String { objectID + "." + property }

  /// The text of ibtool's comment, without `/*` and `*/`: `Class = "UILabel"; text =
  /// "Welcome"; ObjectID = "DwO-xY-uea";`, then `Note = "…";` when the object has a note.
  public var comment: String {
    var text = "Class = " + StringsFileWriter.quoted(className) + "; "
    text += (isIndexed ? key : property) + " = " + StringsFileWriter.quoted(value) + "; "
    text += "ObjectID = " + StringsFileWriter.quoted(objectID) + ";"
    if let note { text += " Note = " + StringsFileWriter.quoted(note) + ";" }
    return text
  }
}
