import BidiInput

/// Finds right-to-left layout problems (``RTLRule``) in Interface Builder documents:
/// storyboards and xibs, for iOS, tvOS and macOS.
///
/// ```swift
/// let findings = try InterfaceFileAudit().findings(in: bytes, file: "Main.storyboard")
/// ```
///
/// The document is read as XML (UTF-8, or UTF-16 after a byte order mark) and each rule is a
/// pattern over its elements and attributes:
///
/// - ``RTLRule/physicalTextAlignment``: `textAlignment="left|right"` (labels, text fields, text
///   views), `contentHorizontalAlignment="left|right"` on buttons, `alignment="left|right"` on
///   macOS text field cells, table header cells and paragraph styles.
/// - ``RTLRule/physicalAnchor``: constraints whose `firstAttribute` or `secondAttribute` is
///   `left`, `right`, `leftMargin` or `rightMargin`, except a pair that pins both sides alike.
/// - ``RTLRule/unflippedDirectionalSymbol``: a directional SF Symbol (``DirectionalSymbols``)
///   used as an image (`image="chevron.right" catalog="system"`): Interface Builder cannot
///   flip it.
/// - ``RTLRule/forcedLeftToRight``: `semanticContentAttribute="forceLeftToRight"` (or macOS's
///   `userInterfaceLayoutDirection="leftToRight"`) on a view controller's view, a xib's
///   owner's view or a window's content view.
///
/// Precision first, as in source code: nothing is reported in media and playback documents or
/// scenes (a path, class or label that says player, playback, video or audio), inside a view
/// forced left to right, whose left and right are meant, in views the code aligns itself or in
/// xibs and storyboards nothing loads (``AppCode``); an alignment only where it can be seen (Auto Layout
/// mirrors the view and it is wider than its text) and is not meant to stay (left-to-right
/// content, numbers aligned right); Xcode's defaults that do not align text (`contentHorizontalAlignment` of text fields
/// and segmented controls, the `alignment` of image, slider, pop-up and button cells) are not
/// read. Button edge insets are not checked: apps recompute them in code too often for a
/// document alone to tell.
public struct InterfaceFileAudit: Sendable {
  /// What the app's sources say (``AppCode``): views of the classes that align themselves,
  /// documents they own, views held by outlets whose names the code aligns, and xibs whose
  /// owner's class nothing creates are left alone.
  public var code: AppCode {
    didSet {
      unusedClasses = code.classesNamedNowhereElse
      unloadedDocuments = code.storyboardsNothingLoads.union(code.xibsNothingLoads)
    }
  }
  /// ``AppCode/classesNamedNowhereElse``, and ``AppCode/storyboardsNothingLoads`` with
  /// ``AppCode/xibsNothingLoads``, worked out once.
  var unusedClasses: Set<String>
  var unloadedDocuments: Set<String>

  /// An audit, knowing what `code` says (nothing by default: then every document is read as
  /// if its code did nothing about alignment).
  public init(code: AppCode = AppCode()) {
    self.code = code
    self.unusedClasses = code.classesNamedNowhereElse
    self.unloadedDocuments = code.storyboardsNothingLoads.union(code.xibsNothingLoads)
  }

  /// The file extensions of Interface Builder documents.
  public static let pathExtensions: Set<String> = ["xib", "storyboard"]

  /// Whether the file at `path` is an Interface Builder document, by its extension.
  public static func applies(toPath path: String) -> Bool {
    pathExtensions.contains(RTLAudit.lowercasedExtension(of: path) ?? "")
  }

  /// The findings in the document `bytes`, in order, one per rule and line at most; `file`
  /// names it. Throws ``InterfaceFileError`` when the bytes are not a well-formed Interface
  /// Builder document. A document in Xcode 4's archive format (`<archive>`) has none: it is
  /// not read.
  public func findings(in bytes: some Collection<UInt8>, file: String) throws(InterfaceFileError)
    -> [RTLFinding]
  {
    findings(in: try InterfaceDocument(bytes: bytes, file: file))
  }

  /// The findings in a document already read, in order, one per rule and line at most.
  public func findings(in document: InterfaceDocument) -> [RTLFinding] {
    guard let xml = document.xml else { return [] }
    var matcher = InterfaceMatcher(
      document: xml, file: document.file, code: code, unusedClasses: unusedClasses,
      unloadedDocuments: unloadedDocuments)
    matcher.run()
    var seen: Set<String> = []
    return matcher.findings.sorted {
      ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue)
    }
    .filter { seen.insert("\($0.rule.rawValue):\($0.line)").inserted }
  }
}

/// Why a file given as an Interface Builder document cannot be read.
public struct InterfaceFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file as named.
  public var file: String
  /// The 1-based line of the first thing wrong.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// An error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}
