import BidiInput

/// The patterns of the ``RTLRule``s over an Interface Builder document's elements (see
/// ``InterfaceFileAudit``).
struct InterfaceMatcher {
  let document: XMLDocument
  let file: String
  let code: AppCode
  /// Whether the document as a whole is left alone: media or playback UI (its path or its
  /// owner's class), owned by a class that handles the direction in code, a xib whose owner's
  /// class the sources declare but nothing creates (the xib is never loaded), a storyboard
  /// nothing loads (``AppCode/storyboardsNothingLoads``), or one a
  /// right-to-left localization never shows (``isNeverShownRightToLeft(_:)``).
  let isDocumentLeftAlone: Bool
  /// The views that hold playback controls (``mediaContainers(_:ids:)``).
  let mediaViews: Set<Int>
  /// The constraints relating each view, by id.
  let constraintsByItem: [String: [Int]]
  /// Element indices by id.
  let ids: [String: Int]
  /// The names of the outlets holding each element, by the element's id.
  let outlets: [String: [String]]
  var findings: [RTLFinding] = []

  /// The element names whose `alignment` aligns text (macOS cells and paragraph styles).
  static let textAlignedByAlignment: Set<String> = ["textFieldCell", "tableHeaderCell", "paragraphStyle"]
  /// Constraint attributes that name a physical side.
  static let physicalAttributes: Set<String> = ["left", "right", "leftMargin", "rightMargin"]

  init(
    document: XMLDocument, file: String, code: AppCode, unusedClasses: Set<String>,
    unloadedDocuments: Set<String>
  ) {
    self.document = document
    self.file = file
    self.code = code
    let owners = document.elements.filter(Self.isFilesOwner)
      .compactMap { $0[attribute: "customClass"] }
    let isXib = file.lowercased().hasSuffix(".xib")
    isDocumentLeftAlone =
      Self.isMediaName(file) || Self.isNeverShownRightToLeft(file)
      || Self.isEnglishCopy(file, of: code.baseDocuments) || unloadedDocuments.contains(file)
      || owners.contains {
        Self.isMediaName($0) || code.classesHandlingAlignment.contains($0)
          || (isXib && unusedClasses.contains($0))
      }
    constraintsByItem = Self.constraintsByItem(document)
    ids = Self.ids(document)
    mediaViews = Self.mediaContainers(document, ids: ids)
    var outlets: [String: [String]] = [:]
    for element in document.elements where element.name == "outlet" || element.name == "outletCollection" {
      if let destination = element[attribute: "destination"] {
        outlets[destination, default: []].append(element[attribute: "property"] ?? "")
      }
    }
    self.outlets = outlets
  }

  /// The views whose subviews include a playback control: one connected to an action or an
  /// outlet named for playback (`playButtonAction:`, `pauseButton`, `seekSlider`, `volume`).
  /// Their constraints and alignments are the playback controls' own.
  static func ids(_ document: XMLDocument) -> [String: Int] {
    var ids: [String: Int] = [:]
    for (index, element) in document.elements.enumerated() {
      if let id = element[attribute: "id"] { ids[id] = index }
    }
    return ids
  }

  static func mediaContainers(_ document: XMLDocument, ids: [String: Int]) -> Set<Int> {
    var containers: Set<Int> = []
    for element in document.elements where element.name == "action" || element.name == "outlet" {
      let name = element[attribute: "selector"] ?? element[attribute: "property"] ?? ""
      guard isPlaybackControlName(name) else { continue }
      // An action sits in its control's <connections>; an outlet names its control.
      let control =
        element.name == "action"
        ? element.parent.flatMap { document.elements[$0].parent }
        : element[attribute: "destination"].flatMap { ids[$0] }
      // control → <subviews> → the view holding it.
      if let control, let view = document.elements[control].parent.flatMap({ document.elements[$0].parent }) {
        containers.insert(view)
      }
    }
    return containers
  }

  /// Words of playback controls' actions and outlets, matched at a word start in camel case.
  static let playbackControlWords = ["play", "pause", "seek", "rewind", "volume", "mute"]

  static func isPlaybackControlName(_ name: String) -> Bool {
    if isMediaName(name) { return true }
    return playbackControlWords.contains { word in
      name.hasPrefix(word) || name.contains(word.prefix(1).uppercased() + word.dropFirst())
    }
  }

  /// The xib's owner: an iOS placeholder, or macOS's custom object `-2`.
  static func isFilesOwner(_ element: XMLDocument.Element) -> Bool {
    element[attribute: "placeholderIdentifier"] == "IBFilesOwner"
      || (element.name == "customObject" && element[attribute: "id"] == "-2")
  }

  /// Whether the document at `path` is one a right-to-left localization never shows: a copy
  /// localized for a left-to-right language (`de.lproj/`, `German.lproj/`: translators start
  /// from `Base.lproj` or the English one), part of a sample, demo, playground or test app or of a `Debug`
  /// folder, or a copy in an Xcode localization export (`.xcloc`).
  static func isNeverShownRightToLeft(_ path: String) -> Bool {
    let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
    for folder in folders {
      if folder.hasSuffix(".lproj") {
        let language =
          folder.dropLast(6).split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        if !developmentOrRightToLeftLanguages.contains(language) { return true }
      }
      // Samples, tests and debug tools; the copies an Xcode localization export holds
      // (`en.xcloc/Source Contents/…`), which the app never loads.
      if RTLMatcher.notShippedFolderWords.contains(where: folder.contains) || folder == "test"
        || folder.hasSuffix("tests") || folder == "debug" || folder.hasSuffix(".xcloc")
      {
        return true
      }
    }
    return false
  }

  /// Whether `path` is in an English `.lproj` next to a `Base.lproj` document of the same name:
  /// a copy left from before base internationalization, which no localization loads.
  static func isEnglishCopy(_ path: String, of baseDocuments: Set<String>) -> Bool {
    let folders = path.split(separator: "/")
    guard folders.count >= 2, baseDocuments.contains(String(folders[folders.count - 1])) else { return false }
    let folder = folders[folders.count - 2].lowercased()
    return folder == "en.lproj" || folder == "english.lproj" || folder.hasPrefix("en-")
      || folder.hasPrefix("en_")
  }

  /// `.lproj` names (lowercased, before any region) whose documents are read: the base, English
  /// (the usual development language of older projects), and the right-to-left languages.
  static let developmentOrRightToLeftLanguages: Set<String> = [
    "base", "en", "english", "ar", "arabic", "he", "iw", "hebrew", "fa", "persian", "farsi", "ur", "urdu",
    "yi", "ps", "ckb", "dv", "sd", "ug", "syr",
  ]

  /// Whether a name says map (`MapViewController`, "Main Map View Controller"): spatial
  /// content, whose east stays right in every language.
  static func isSpatialName(_ name: String) -> Bool {
    RTLMatcher.words(name).contains { $0 == "map" || $0 == "maps" }
  }

  static func isMediaName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return RTLMatcher.mediaWords.contains(where: lowered.contains)
  }

  mutating func run() {
    guard !isDocumentLeftAlone else { return }
    for index in document.elements.indices where !isExempt(index) {
      let element = document.elements[index]
      matchAlignment(index)
      if element.name == "constraint" { matchConstraint(index) }
      if let image = element.attribute("image"), element[attribute: "catalog"] == "system",
        let rule = DirectionalSymbols.rule(for: image.value), !isImageReplaced(index), !isHiddenByCode(index)
      {
        report(
          rule, at: image.valuePosition,
          "SF Symbol \"\(image.value)\" on <\(element.name)> points the same way in right-to-left languages (Interface Builder cannot flip it)"
        )
      }
      matchForcedDirection(index)
    }
  }

  /// Whether a directional image at `index` shows as the document says only where nothing
  /// mirrors or replaces it: its view (the element, or the nearest one around an image
  /// reference) is placed by its frame, which does not mirror, or an outlet holding it has a
  /// name the code gives an image (``AppCode/imagedProperties``).
  func isImageReplaced(_ index: Int) -> Bool {
    let view =
      document.elements[index][attribute: "id"] != nil
      ? index : document.ancestor(of: index, where: { $0[attribute: "id"] != nil })
    guard let view, let id = document.elements[view][attribute: "id"] else { return false }
    return isPlacedByFrame(view) || outlets[id, default: []].contains(where: code.imagedProperties.contains)
  }

  /// Whether the element, or a view around it, is held by an outlet the code always hides
  /// (``AppCode/hiddenProperties``).
  func isHiddenByCode(_ index: Int) -> Bool {
    let hidden = code.hiddenProperties
    guard !hidden.isEmpty else { return false }
    var current: Int? = index
    while let at = current {
      if let id = document.elements[at][attribute: "id"],
        outlets[id, default: []].contains(where: hidden.contains)
      {
        return true
      }
      current = document.elements[at].parent
    }
    return false
  }

  /// Whether the element is inside a view forced left to right (its own left and right are
  /// meant), or inside a media or playback scene or view (by class or label).
  func isExempt(_ index: Int) -> Bool {
    if let owner = document.elements[index][attribute: "customClass"],
      code.classesHandlingAlignment.contains(owner)
    {
      return true
    }
    var current: Int? = document.elements[index].parent
    while let at = current {
      let element = document.elements[at]
      if let owner = element[attribute: "customClass"],
        code.classesHandlingAlignment.contains(owner)
      {
        return true
      }
      if Self.forcedDirection(of: element) != nil || mediaViews.contains(at) { return true }
      if Self.isMediaName(element[attribute: "customClass"] ?? "")
        || Self.isMediaName(element[attribute: "userLabel"] ?? "")
        || Self.isMediaName(element[attribute: "storyboardIdentifier"] ?? "")
      {
        return true
      }
      current = element.parent
    }
    return false
  }

  /// The attribute that forces `element` left to right, if one does.
  static func forcedDirection(of element: XMLDocument.Element) -> XMLDocument.Attribute? {
    if let semantic = element.attribute("semanticContentAttribute"), semantic.value == "forceLeftToRight" {
      return semantic
    }
    if let direction = element.attribute("userInterfaceLayoutDirection"), direction.value == "leftToRight" {
      return direction
    }
    return nil
  }

  mutating func matchAlignment(_ index: Int) {
    let element = document.elements[index]
    var found: XMLDocument.Attribute?
    if let alignment = element.attribute("textAlignment") {
      found = alignment
    } else if element.name == "button", let alignment = element.attribute("contentHorizontalAlignment") {
      found = alignment
    } else if Self.textAlignedByAlignment.contains(element.name),
      let alignment = element.attribute("alignment")
    {
      found = alignment
    }
    guard let found, found.value == "left" || found.value == "right",
      !keepsItsSide(index, alignment: found.value), showsAlignment(index)
    else { return }
    report(
      .physicalTextAlignment, at: found.valuePosition,
      "\(found.name)=\"\(found.value)\" on <\(element.name)> stays \(found.value) in right-to-left languages")
  }

  /// A constraint on a physical side, unless the same group pins the other side of the same
  /// items, or of another view to the same container, at the same distance (a symmetric pair,
  /// which mirrors to itself).
  mutating func matchConstraint(_ index: Int) {
    let constraint = document.elements[index]
    // A constraint code holds through an outlet is set by the code (a constant from a frame).
    guard let side = Self.physicalSide(of: constraint), !isOutlet(index) else { return }
    if let group = constraint.parent {
      let holder = document.elements[group].parent.flatMap { document.elements[$0][attribute: "id"] }
      let items = itemSet(of: constraint)
      let distance = abs(Double(constraint[attribute: "constant"] ?? "0") ?? 0)
      let mirrored = document.elements[group].children.contains { other in
        let element = document.elements[other]
        guard other != index, element.name == "constraint", let otherSide = Self.physicalSide(of: element)
        else {
          return false
        }
        // The same items, or two views pinned alike to the same container (two side panels).
        let otherItems = itemSet(of: element)
        return otherSide.isLeft != side.isLeft
          && (otherItems == items || (holder.map { items.contains($0) && otherItems.contains($0) } ?? false))
          && abs(Double(element[attribute: "constant"] ?? "0") ?? 0) == distance
      }
      if mirrored { return }
    }
    report(
      .physicalAnchor, at: side.attribute.valuePosition,
      "constraint on \(side.attribute.name)=\"\(side.attribute.value)\" is not mirrored in right-to-left languages"
    )
  }

  /// The first physical attribute of a constraint and whether it is a left side.
  static func physicalSide(of constraint: XMLDocument.Element) -> (
    attribute: XMLDocument.Attribute, isLeft: Bool
  )? {
    for name in ["firstAttribute", "secondAttribute"] {
      if let attribute = constraint.attribute(name), physicalAttributes.contains(attribute.value) {
        return (attribute, attribute.value.hasPrefix("left"))
      }
    }
    return nil
  }

  /// The items a constraint relates.
  func itemSet(of constraint: XMLDocument.Element) -> Set<String> {
    let (first, second) = Self.items(of: constraint, in: document)
    return Set([first, second].compactMap { $0 })
  }

  /// `semanticContentAttribute="forceLeftToRight"` on a whole screen: a view controller's
  /// view, the view a xib's owner holds as `view`, or a window's content view.
  mutating func matchForcedDirection(_ index: Int) {
    let element = document.elements[index]
    guard let forced = Self.forcedDirection(of: element) else { return }
    let parent = element.parent.map { document.elements[$0] }
    let key = element[attribute: "key"]
    let isScreen =
      (key == "view" && parent?.name.hasSuffix("Controller") == true)
      || (key == "contentView" && parent?.name == "window")
      || (parent?.name == "objects" && isOwnersView(element[attribute: "id"]))
    // Playback and spatial content (a map) keep their left and right in every language.
    let names = ["customClass", "userLabel", "storyboardIdentifier"].compactMap { parent?[attribute: $0] }
    guard isScreen, !names.contains(where: { Self.isMediaName($0) || Self.isSpatialName($0) }) else { return }
    report(
      .forcedLeftToRight, at: forced.valuePosition,
      "\(forced.name)=\"\(forced.value)\" lays a whole screen out left to right in every language")
  }

  /// Whether the xib's owner has an outlet `view` to the element with `id`.
  func isOwnersView(_ id: String?) -> Bool {
    guard let id else { return false }
    return document.elements.contains { element in
      element.name == "outlet" && element[attribute: "property"] == "view"
        && element[attribute: "destination"] == id
        && element.parent.flatMap { document.elements[$0].parent }.map {
          Self.isFilesOwner(document.elements[$0])
        } == true
    }
  }

  mutating func report(_ rule: RTLRule, at position: SourcePosition, _ message: String) {
    findings.append(
      RTLFinding(rule: rule, file: file, line: position.line, column: position.column, message: message))
  }
}
