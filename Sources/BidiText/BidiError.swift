/// An error from BidiKit's text engine.
public enum BidiError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not valid UTF-8; `byteOffset` is the offset (from 0) of the first bad
  /// byte. The description counts bytes from 1, as editors count columns.
  case invalidUTF8(byteOffset: Int)
  /// A paragraph has more scalars than the engine can index (2³¹ − 1).
  case textTooLong(Int)
  /// The underlying engine reported a failure (out of memory); names the C function.
  case engineFailure(String)

  /// A message for people, with the position where there is one.
  public var description: String {
    switch self {
    case .invalidUTF8(let offset): "invalid UTF-8 at byte \(offset + 1)"
    case .textTooLong(let count): "paragraph of \(count) characters is too long (limit 2147483647)"
    case .engineFailure(let function): "\(function) failed (out of memory?)"
    }
  }
}
