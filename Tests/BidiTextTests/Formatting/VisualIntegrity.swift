#if canImport(Glibc)
  import Glibc
#endif
import Testing

@testable import BidiText

/// The display engines a formatted text is checked with: BidiKit's own, and ICU.
enum DisplayEngine: String, CaseIterable, CustomStringConvertible {
  case bidiKit
  case icu
  var description: String { rawValue }

  /// The visual order (left to right) of the logical scalar offsets of `text`, one paragraph,
  /// directional controls left out.
  func visualOrder(_ text: String, base: BaseDirection) -> [Int] {
    let scalars = Array(text.unicodeScalars)
    let order: [Int]
    switch self {
    case .bidiKit:
      let analysis = BidiAnalysis(text, base: base)
      guard let paragraph = analysis.paragraphs.first else { return [] }
      precondition(analysis.paragraphs.count == 1, "one paragraph expected")
      order = paragraph.line.visualOrder
    case .icu:
      order = FormattingICU.visualOrder(text, base: base)
    }
    return order.filter { DirectionalControl(scalars[$0]) == nil }
  }

  /// The resolved level of each scalar of `text` (one paragraph).
  func levels(_ text: String, base: BaseDirection) -> [BidiLevel] {
    switch self {
    case .bidiKit:
      return BidiAnalysis(text, base: base).paragraphs.first?.levels ?? []
    case .icu:
      return FormattingICU.levels(text, base: base)
    }
  }
}

/// ICU's ubidi, the second display engine, loaded from the system's `libicuuc` (Debian
/// `libicu-dev`/`libicu72`) with `dlopen`.
///
/// Not through the `CICU` module: this test target also has files importing Foundation, whose
/// own ICU headers (`_FoundationICU`, ICU 75) clash with the system ICU headers the `CICU` shim
/// includes ("'U_MF_…' from module '_FoundationICU' is not present in definition of 'enum
/// UErrorCode' in module 'CICU'") as soon as one file imports `CICU`.
enum FormattingICU {
  typealias Open = @convention(c) () -> OpaquePointer?
  typealias Close = @convention(c) (OpaquePointer?) -> Void
  typealias SetPara = @convention(c) (
    OpaquePointer?, UnsafePointer<UInt16>?, Int32, UInt8, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int32>?
  ) -> Void
  typealias GetLevels = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<UInt8>?
  typealias GetVisualMap = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?)
    -> Void

  struct Functions: @unchecked Sendable {
    var open: Open
    var close: Close
    var setPara: SetPara
    var getLevels: GetLevels
    var getVisualMap: GetVisualMap
  }

  /// ICU's functions, or `nil` if no `libicuuc.so.N` is installed.
  static let functions: Functions? = {
    for version in (50...99).reversed() {
      guard let library = dlopen("libicuuc.so.\(version)", RTLD_NOW) else { continue }
      func symbol<T>(_ name: String, _: T.Type) -> T? {
        dlsym(library, "\(name)_\(version)").map { unsafeBitCast($0, to: T.self) }
      }
      guard let open = symbol("ubidi_open", Open.self), let close = symbol("ubidi_close", Close.self),
        let setPara = symbol("ubidi_setPara", SetPara.self), let getLevels = symbol("ubidi_getLevels", GetLevels.self),
        let getVisualMap = symbol("ubidi_getVisualMap", GetVisualMap.self)
      else { return nil }
      return Functions(open: open, close: close, setPara: setPara, getLevels: getLevels, getVisualMap: getVisualMap)
    }
    return nil
  }()

  static func paragraphLevel(_ base: BaseDirection) -> UInt8 {
    switch base {
    case .leftToRight: 0
    case .rightToLeft: 1
    case .firstStrong(let fallback): fallback == .leftToRight ? 0xFE : 0xFF
    }
  }

  static func withBidi<T>(_ text: String, base: BaseDirection, _ body: (Functions, OpaquePointer?, [UInt16]) -> T) -> T {
    guard let icu = functions else { fatalError("ICU (libicuuc) is not installed: run Scripts/install-system-packages.sh") }
    let units = Array(text.utf16)
    let bidi = icu.open()
    defer { icu.close(bidi) }
    var status: Int32 = 0
    units.withUnsafeBufferPointer {
      icu.setPara(bidi, $0.baseAddress, Int32($0.count), paragraphLevel(base), nil, &status)
    }
    precondition(status <= 0, "ubidi_setPara failed: \(status)")
    return body(icu, bidi, units)
  }

  /// UTF-16 offset → scalar offset, for the first unit of each scalar.
  static func scalarOffsets(_ units: [UInt16]) -> [Int?] {
    var result: [Int?] = []
    var scalar = 0
    for unit in units {
      if UTF16.isTrailSurrogate(unit) {
        result.append(nil)
      } else {
        result.append(scalar)
        scalar += 1
      }
    }
    return result
  }

  static func visualOrder(_ text: String, base: BaseDirection) -> [Int] {
    withBidi(text, base: base) { icu, bidi, units in
      var map = [Int32](repeating: 0, count: units.count)
      var status: Int32 = 0
      icu.getVisualMap(bidi, &map, &status)
      precondition(status <= 0)
      let offsets = scalarOffsets(units)
      return map.compactMap { offsets[Int($0)] }
    }
  }

  static func levels(_ text: String, base: BaseDirection) -> [BidiLevel] {
    withBidi(text, base: base) { icu, bidi, units in
      var status: Int32 = 0
      guard let levels = icu.getLevels(bidi, &status), status <= 0 else { return [] }
      return units.indices.filter { !UTF16.isTrailSurrogate(units[$0]) }.map { levels[$0] }
    }
  }
}

/// A value's place in a formatted text, and the direction it has on its own.
struct ValueSpan {
  /// Scalar offsets of the value's text in the formatted text.
  var range: Range<Int>
  /// The value's own text.
  var text: String
  /// The base direction the value is displayed with alone.
  var base: BaseDirection

  /// The spans of the values in `parts`.
  static func spans(in parts: [FormattedPart], bases: (Int) -> BaseDirection) -> [ValueSpan] {
    var offset = 0
    var spans: [ValueSpan] = []
    for part in parts {
      let count = part.text.unicodeScalars.count
      if case .value(let text, let argument) = part {
        spans.append(ValueSpan(range: offset..<offset + count, text: text, base: bases(argument)))
      }
      offset += count
    }
    return spans
  }

  /// Whether the value's characters are contiguous in the visual order of `text` and in the
  /// order they have when the value is displayed alone.
  func isIntact(in text: String, base: BaseDirection, engine: DisplayEngine) -> Bool {
    let order = engine.visualOrder(text, base: base)
    let positions = order.indices.filter { range.contains(order[$0]) }
    guard let first = positions.first else { return true }
    guard positions.last! - first + 1 == positions.count else { return false }
    let shown = positions.map { order[$0] - range.lowerBound }
    // The value's own controls were left out of `order`; leave them out alone too.
    return shown == engine.visualOrder(self.text, base: self.base)
  }
}
