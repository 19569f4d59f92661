/// Decodes `Decodable` values straight from ``LocatedJSON``: the text is parsed once, by
/// ``JSONScanner``, and a failure comes back with the position of the value it concerns.
///
/// It follows `JSONDecoder`'s defaults where they matter to a contract: numbers decode into
/// integer types only when they are whole and in range, `null` is a missing value for
/// `decodeIfPresent`, keys are matched exactly. A repeated key means its last member (JSON does
/// not say which counts; callers that care reject repeated keys before decoding).
package enum LocatedJSONDecoder {
  /// A decoding failure with where it happened in the text.
  package struct Failure: Error {
    /// What went wrong, with the coding path.
    package var error: DecodingError
    /// The deepest value on the coding path that exists: the value of the wrong type, the object
    /// missing a key, the member with an unknown key.
    package var position: SourcePosition
  }

  /// `type` decoded from `root`.
  package static func decode<T: Decodable>(_ type: T.Type, from root: LocatedJSON) throws(Failure) -> T {
    do {
      return try T(from: ValueDecoder(value: root, codingPath: []))
    } catch let error as DecodingError {
      throw Failure(
        error: error, position: root.deepestValue(along: error.context?.codingPath ?? []).position)
    } catch {
      let context = DecodingError.Context(
        codingPath: [], debugDescription: "\(error)", underlyingError: error)
      throw Failure(error: .dataCorrupted(context), position: root.position)
    }
  }
}

extension DecodingError {
  /// The context of the error: its coding path (for a missing key, the object's) and message.
  package var context: Context? {
    switch self {
    case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      context
    @unknown default: nil
    }
  }
}

extension LocatedJSON {
  /// The value at the end of `codingPath` from this value, or the deepest value on the way that
  /// exists (a missing key is found at its object).
  package func deepestValue(along codingPath: [any CodingKey]) -> LocatedJSON {
    deepestValue(along: codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
  }
}

/// A coding key for array indices and for keys outside a type's `CodingKeys`.
private struct IndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// The `Decoder` over one located value.
private struct ValueDecoder: Decoder {
  let value: LocatedJSON
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value.kind else {
      throw nullOrMismatch([String: Any].self, "an object")
    }
    return KeyedDecodingContainer(
      ObjectContainer<Key>(keys: members.map(\.key), values: members.map(\.value), codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value.kind else { throw nullOrMismatch([Any].self, "an array") }
    return ArrayContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kindName)"))
  }
}

extension ValueDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { value.isNull }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = value.kind else { throw nullOrMismatch(type, "true or false") }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value.kind else { throw nullOrMismatch(type, "a string") }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double { try number(type) }

  func decode(_ type: Float.Type) throws -> Float {
    let number = try number(type)
    let float = Float(number)
    guard float.isFinite else { throw outOfRange(type, number) }
    return float
  }

  func decode<T: BinaryInteger & Decodable>(integer type: T.Type) throws -> T {
    let number = try number(type)
    guard let integer = T(exactly: number) else { throw outOfRange(type, number) }
    return integer
  }

  func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  private func number(_ type: Any.Type) throws -> Double {
    guard case .number(let number) = value.kind else { throw nullOrMismatch(type, "a number") }
    return number
  }

  /// `valueNotFound` for `null`, as `JSONDecoder` reports it, `typeMismatch` otherwise.
  func nullOrMismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    guard value.isNull else { return mismatch(type, expected) }
    return .valueNotFound(
      type,
      DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
  }

  private func outOfRange(_ type: Any.Type, _ number: Double) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "the number \(number) does not fit in \(type)"))
  }
}

/// An object's members by key. Keys and values are kept apart so that the lookups, generic over
/// `Key` and rarely specialised, compare strings in an array of strings.
private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let keys: [String]
  let values: [LocatedJSON]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { value(for: key) != nil }

  private func value(for key: Key) -> LocatedJSON? {
    keys.lastIndex(of: key.stringValue).map { values[$0] }
  }

  private func decoder(for key: some CodingKey) throws -> ValueDecoder {
    guard let value = keys.lastIndex(of: key.stringValue).map({ values[$0] }) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member '\(key.stringValue)'")
      )
    }
    return ValueDecoder(value: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: decoder(for: key))
  }

  // `decodeIfPresent` for every type: absent and `null` are both nil.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = value(for: key), !value.isNull else { return nil }
    return try T(from: ValueDecoder(value: value, codingPath: codingPath + [key]))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { try decoder(for: IndexKey(stringValue: "super")) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

/// An array's items, in order.
private struct ArrayContainer: UnkeyedDecodingContainer {
  let items: [LocatedJSON]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [LocatedJSON], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  /// The decoder of the next item; the index moves on only when decoding it succeeds.
  private func next(_ type: Any.Type) throws -> ValueDecoder {
    let key = IndexKey(intValue: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(codingPath: codingPath + [key], debugDescription: "the array has no more items")
      )
    }
    return ValueDecoder(value: items[currentIndex], codingPath: codingPath + [key])
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self).decodeNil() else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try T(from: next(type))
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let container = try next(type).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try next([Any].self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try next(Any.self)
    currentIndex += 1
    return decoder
  }
}

extension LocatedJSON {
  /// What kind of value this is, for messages: "an object", "a string"…
  fileprivate var kindName: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }

  fileprivate var isNull: Bool {
    if case .null = kind { true } else { false }
  }
}
