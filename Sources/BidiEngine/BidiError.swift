/// An error from BidiKit's text engine.
public enum BidiError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not valid UTF-8; the error says where the first malformed sequence is.
  case invalidUTF8(InvalidUTF8)
  /// A paragraph has more scalars than the engine can index (2³¹ − 1).
  case textTooLong(Int)
  /// The underlying engine reported a failure (out of memory); names the C function.
  case engineFailure(String)

  /// A message for people, with the position where there is one.
  public var description: String {
    switch self {
    case .invalidUTF8(let error): error.description
    case .textTooLong(let count): "paragraph of \(count) characters is too long (limit 2147483647)"
    case .engineFailure(let function): "\(function) failed (out of memory?)"
    }
  }
}
