/// Why a layout tree (or its JSON) was rejected, with where.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the problem, such as `$.children[2].padding.leading` (`$` is the root).
  public var path: String
  /// What is wrong.
  public var message: String

  /// An error at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
