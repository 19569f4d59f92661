import BidiInput

/// A storyboard or xib, read once for both ``AppCode/read(_:)`` (which classes it creates)
/// and ``InterfaceFileAudit`` (its findings).
///
/// ```swift
/// let document = try InterfaceDocument(bytes: bytes, file: "Base.lproj/Main.storyboard")
/// var code = AppCode()
/// code.read(document)
/// let findings = InterfaceFileAudit(code: code).findings(in: document)
/// ```
public struct InterfaceDocument: Sendable {
  /// The file as named.
  public let file: String
  /// Its elements; `nil` for Xcode 4's archive format (`<archive>`), which stores keyed
  /// archives, not views and attributes, and is not read.
  let xml: XMLDocument?

  /// Reads the document `bytes` (UTF-8, or UTF-16 after a byte order mark) that `file` names.
  /// Throws ``InterfaceFileError`` with the position of the first thing wrong when the bytes
  /// are not well-formed XML or not an Interface Builder document.
  public init(bytes: some Collection<UInt8>, file: String) throws(InterfaceFileError) {
    self.file = file
    let document: XMLDocument
    do {
      document = try XMLScanner.parse(bytes: bytes)
    } catch {
      throw InterfaceFileError(
        file: file, line: error.position.line, column: error.position.column, message: error.message)
    }
    let isInterfaceBuilder = document.root[attribute: "type"]?.hasPrefix("com.apple.InterfaceBuilder") == true
    if document.root.name == "archive" && isInterfaceBuilder {
      xml = nil
      return
    }
    guard document.root.name == "document", isInterfaceBuilder else {
      throw InterfaceFileError(
        file: file, line: document.root.position.line, column: document.root.position.column,
        message: "not an Interface Builder document (<\(document.root.name)> has no InterfaceBuilder type)")
    }
    xml = document
  }
}
