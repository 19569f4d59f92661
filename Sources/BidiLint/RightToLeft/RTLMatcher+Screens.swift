extension RTLMatcher {
  /// Receivers whose forced direction is a whole screen or app: a view controller's view,
  /// a window, every view through `appearance()`.
  static func isWholeScreen(_ receiver: [String]) -> Bool {
    guard let last = names(receiver).last else { return false }
    return last == "view" || isWholeApp(receiver)
  }

  /// Receivers whose forced direction is every screen of the app: a window, every view (or
  /// every table, stack, cell, bar…) through `appearance()`. A control's or the app's own
  /// class's proxy (`AutocompleteTextField.appearance()`, a URL field) forces that content only.
  static func isWholeApp(_ receiver: [String]) -> Bool {
    let chain = names(receiver)
    guard let last = chain.last else { return false }
    if last == "window" || last == "keyWindow" { return true }
    guard let proxy = chain.firstIndex(of: "appearance") else { return false }
    return proxy > 0 && screenAppearances.contains(chain[proxy - 1])
  }

  /// The classes whose `appearance()` proxy reaches every screen's layout.
  static let screenAppearances: Set<String> = [
    "UIView", "NSView", "UIWindow", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    "UITableViewCell", "UICollectionViewCell", "UINavigationBar", "UITabBar", "UIToolbar",
  ]

  /// The names of a receiver chain, without `self`, dots, optional marks and brackets.
  private static func names(_ receiver: [String]) -> [String] {
    receiver.filter { $0 != "?" && $0 != "!" && $0 != "." && $0 != "self" && $0 != "[" && $0 != "]" }
  }

  /// The receiver of the member before `index` (`self.view` in `self.view.semanticContentAttribute`),
  /// its lexemes in order: identifiers, dots, `?`, `!`, `()` and Objective-C `[A b]`.
  func receiver(before index: Int) -> [String] {
    var result: [String] = []
    var position = index - 1
    while position >= 0 && position > index - 12 {
      let part = text(position)
      if part == "." || part == "?" || part == "!" || part == "]" || part == "[" || part == ")" || part == "("
        || lexemes[position].kind == .identifier
      {
        result.insert(part, at: 0)
        position -= 1
      } else {
        break
      }
    }
    return result
  }

  /// The SwiftUI view a modifier chain ending at `index` (the `.` of `.environment`) starts
  /// from: `ContentView` in `ContentView().font(.body).environment(…)`, with the lexeme before it.
  func rootView(ofModifierAt index: Int) -> (root: Int, before: String)? {
    var position = index - 1
    while position >= 0 && position > index - 2000 {
      let part = text(position)
      if part == ")" || part == "}" || part == "]" {
        var depth = 0
        while position >= 0 && position > index - 2000 {
          let inner = text(position)
          if inner == ")" || inner == "}" || inner == "]" { depth += 1 }
          if inner == "(" || inner == "{" || inner == "[" { depth -= 1 }
          if depth == 0 { break }
          position -= 1
        }
        position -= 1
      } else if lexemes[position].kind == .identifier {
        if text(position - 1) == "." {
          position -= 2
        } else {
          return (position, text(position - 1))
        }
      } else {
        return nil
      }
    }
    return nil
  }

  /// The `.` before `semanticContentAttribute` when the lexeme at `index` forces it left to
  /// right (`x.semanticContentAttribute = .forceLeftToRight`, or Objective-C's
  /// `UISemanticContentAttributeForceLeftToRight`); the receiver ends just before it.
  static func forcedLeftToRightProperty(at index: Int, in lexemes: [Lexeme]) -> Int? {
    func text(_ at: Int) -> String { lexemes.indices.contains(at) ? lexemes[at].text : "" }
    let equals: Int
    switch text(index) {
    case "forceLeftToRight" where text(index - 1) == ".": equals = index - 2
    case "UISemanticContentAttributeForceLeftToRight": equals = index - 1
    default: return nil
    }
    guard text(equals) == "=", text(equals - 1) == "semanticContentAttribute", text(equals - 2) == "."
    else { return nil }
    return equals - 2
  }

  static let screenContainers: Set<String> = [
    "WindowGroup", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
  ]

  /// `semanticContentAttribute = .forceLeftToRight` (or `UISemanticContentAttributeForceLeftToRight`)
  /// on a view controller's view, a window or `appearance()`; `.environment(\.layoutDirection,
  /// .leftToRight)` on a `WindowGroup`'s content, a hosting controller's root view or a
  /// navigation or tab container. Subtrees (an amount, a phone number, a code, playback
  /// controls) are left to right on purpose and never reported; nor is media code.
  mutating func matchForcedDirection(_ index: Int) {
    let name = text(index)
    var forced: String?
    var wholeApp = false
    if let dot = Self.forcedLeftToRightProperty(at: index, in: lexemes) {
      let receiver = receiver(before: dot)
      if Self.isWholeScreen(receiver) {
        forced = "semanticContentAttribute = \(name == "forceLeftToRight" ? ".forceLeftToRight" : name)"
        wholeApp = Self.isWholeApp(receiver)
      }
    } else if name == "leftToRight" && text(index - 1) == "." && text(index - 2) == ","
      && text(index - 3) == "layoutDirection" && text(index - 5) == "\\" && text(index - 6) == "("
      && text(index - 7) == "environment" && text(index - 8) == ".",
      let (root, before) = rootView(ofModifierAt: index - 8)
    {
      let opener = text(root - 1) == "{" ? root - 2 : -1
      // The root of a view's `var body: some View {`: what the view shows, and presents.
      if opener >= 0 && [text(root - 5), text(root - 3), text(root - 2)] == ["body", "some", "View"],
        let brace = enclosingBrace(of: root - 1), let type = typeName(before: brace), !isMediaCode(index)
      {
        forcedBodies.insert(type)
      }
      if Self.screenContainers.contains(text(root)) || (before == ":" && text(root - 2) == "rootView")
        || (opener >= 0 && text(opener) == "WindowGroup")
      {
        forced = ".environment(\\.layoutDirection, .leftToRight)"
        wholeApp = opener >= 0 && text(opener) == "WindowGroup"
      }
    }
    guard let forced, !isMediaCode(index) else { return }
    let reported = matches.count
    report(.forcedLeftToRight, at: index, "\(forced) lays a whole screen out left to right in every language")
    if wholeApp && matches.count > reported { forcesWholeApp = true }
  }

  /// Words of media and playback code, whose layout is left to right in every language.
  static let mediaWords = ["playback", "player", "video", "audio"]

  /// Words of identifiers that say playback (`playPauseButton`, `isPlaying`), whole
  /// camel-case words only: `play` alone names games' and quizzes' start buttons too.
  static let playbackWords: Set<String> = ["pause", "paused", "playing"]

  /// Whether the file's path, or the identifiers of the line, say media or playback.
  func isMediaCode(_ index: Int) -> Bool {
    let line = lexemes[index].line
    let identifiers = identifiers(onLines: line...line, around: index)
    let names = [path] + identifiers.map { $0.lowercased() }
    return names.contains { name in Self.mediaWords.contains(where: name.contains) }
      || identifiers.contains { Self.words($0).contains(where: Self.playbackWords.contains) }
  }
}
