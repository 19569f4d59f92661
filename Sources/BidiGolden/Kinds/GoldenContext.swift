import BidiEngine
import Foundation

/// What a ``GoldenCaseKind`` knows about the file it is reading: its path, to resolve files a
/// case refers to and to put positions in errors.
public struct GoldenContext: Sendable {
  /// The golden file's path as given.
  public var path: String

  /// A context for the golden file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The directory that relative references in the golden file start from.
  public var directory: String {
    (path as NSString).deletingLastPathComponent
  }

  /// An error at a field's value, `offset` Unicode scalars into it (by default: a value the
  /// kind rejects).
  public func error(
    _ message: String, at field: GoldenField, offset: Int = 0,
    reason: GoldenFormatError.Reason = .invalidField
  ) -> GoldenFormatError {
    GoldenFormatError(
      path: path, line: field.line, column: field.column > 0 ? field.column + offset : 0, reason: reason,
      message: message)
  }

  /// An error at the case's `=== name` line (by default: a value the kind rejects).
  public func error(
    _ message: String, in golden: GoldenCase, reason: GoldenFormatError.Reason = .invalidField
  ) -> GoldenFormatError {
    GoldenFormatError(
      path: path, line: golden.line, column: 0, reason: reason, message: "case '\(golden.name)': " + message)
  }

  /// The path a field's value refers to: absolute, or relative to ``directory``.
  public func resolvedPath(of field: GoldenField) -> String {
    if field.value.hasPrefix("/") || directory.isEmpty { return field.value }
    return directory + "/" + field.value
  }

  /// The bytes of the file a field refers to. A missing or unreadable file is an error at
  /// the field.
  public func contents(of field: GoldenField) throws(GoldenFormatError) -> Data {
    let target = resolvedPath(of: field)
    guard FileManager.default.fileExists(atPath: target) else {
      throw error("no such file '\(target)'", at: field)
    }
    guard let data = FileManager.default.contents(atPath: target) else {
      throw error("cannot read '\(target)'", at: field)
    }
    return data
  }
}
