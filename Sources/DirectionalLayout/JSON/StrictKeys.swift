/// Any JSON object key, to list the keys an object actually has.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// The reason a `DecodingError` thrown by the layout's own decoding stands for (an unknown
/// key, nesting too deep), carried as its underlying error into ``LayoutError/reason``.
struct LayoutDecodingReason: Error {
  var reason: LayoutError.Reason
}

extension Decoder {
  /// Throws `DecodingError.dataCorrupted` at the first key of the current object that is not in
  /// `allowed`: the JSON contract rejects unknown keys instead of ignoring typos.
  func rejectUnknownKeys(allowing allowed: some Collection<String>) throws {
    let container = try container(keyedBy: AnyCodingKey.self)
    let unknown = container.allKeys.filter { !allowed.contains($0.stringValue) }
    // The first in key order, so that the message does not depend on a decoder's member order.
    if let key = unknown.min(by: { $0.stringValue < $1.stringValue }) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription:
            "unknown key '\(key.stringValue)'; allowed: \(allowed.sorted().joined(separator: ", "))",
          underlyingError: LayoutDecodingReason(reason: .unknownKey)))
    }
  }
}
