import BidiInput
import Foundation
import Testing

/// The located decoder against Foundation's `JSONDecoder` on the same text: the same values,
/// the same kind of error at the same coding path, and a position for every failure.
@Suite("located JSON decoder")
struct LocatedJSONDecoderTests {
  struct Inner: Codable, Equatable {
    var name: String
    var tags: [String]?
  }

  struct Sample: Codable, Equatable {
    var flag: Bool
    var text: String
    var double: Double
    var float: Float
    var small: Int8
    var big: UInt64
    var int: Int
    var numbers: [Int]
    var nested: Inner
    var list: [Inner]
    var optional: Double?
    var map: [String: Int]
  }

  static let sample = """
    {"flag": true, "text": "a\\u05D0\\n", "double": -2.5e-3, "float": 0.1, "small": -128,
     "big": 18446744073709549568, "int": 42, "numbers": [1, 2, 3e2],
     "nested": {"name": "x", "tags": null}, "list": [{"name": "y", "tags": ["p", "q"]}],
     "optional": null, "map": {"b": 2, "a": 1}}
    """

  private func scanned(_ text: String) throws -> LocatedJSON {
    try JSONScanner.parse(Array(text.unicodeScalars))
  }

  @Test func decodesWhatFoundationDecodes() throws {
    let foundation = try JSONDecoder().decode(Sample.self, from: Data(Self.sample.utf8))
    let located = try LocatedJSONDecoder.decode(Sample.self, from: scanned(Self.sample))
    #expect(located == foundation)
    #expect(located.map == ["a": 1, "b": 2])
    #expect(located.nested.tags == nil && located.optional == nil)
  }

  /// Each text fails in both decoders; the located one must fail the same way, at the same
  /// coding path, and say where (line:column of the value, or of the object missing a key).
  @Test(arguments: [
    (#"{"a": [1, "x"]}"#, "typeMismatch", "a.1", "1:11"),
    (#"{"a": [1, 2.5]}"#, "dataCorrupted", "a.1", "1:11"),
    (#"{"a": [1, 300]}"#, "dataCorrupted", "a.1", "1:11"),
    (#"{"a": null}"#, "valueNotFound", "a", "1:7"),
    (#"{"b": 1}"#, "keyNotFound", "", "1:1"),
    (#"{"a": {}}"#, "typeMismatch", "a", "1:7"),
    (#"[1]"#, "typeMismatch", "", "1:1"),
  ])
  func failsAsFoundationDoesWithAPosition(
    _ text: String, _ kind: String, _ path: String, _ position: String
  ) throws {
    struct Bytes: Decodable { var a: [UInt8] }
    let foundation = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Bytes.self, from: Data(text.utf8))
    }
    let failure = #expect(throws: LocatedJSONDecoder.Failure.self) {
      try LocatedJSONDecoder.decode(Bytes.self, from: scanned(text))
    }
    func describe(_ error: DecodingError?) -> (String, String) {
      guard let error else { return ("none", "") }
      let kind =
        switch error {
        case .typeMismatch: "typeMismatch"
        case .valueNotFound: "valueNotFound"
        case .keyNotFound: "keyNotFound"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
      let steps = error.context?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return (kind, steps?.joined(separator: ".") ?? "")
    }
    // Foundation leaves the path out of a number that does not fit; the kinds must agree.
    #expect(describe(foundation).0 == kind)
    #expect(describe(foundation).1 == path || describe(foundation).1.isEmpty)
    #expect(describe(failure?.error) == (kind, path))
    #expect(failure?.position.description == position)
  }

  @Test func anErrorThrownByATypeIsLocatedAtItsValue() throws {
    struct Even: Decodable {
      init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        guard value % 2 == 0 else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "odd"))
        }
      }
    }
    struct Holder: Decodable { var values: [Even] }
    let text = "{\"values\": [2,\n  4, 5]}"
    let failure = #expect(throws: LocatedJSONDecoder.Failure.self) {
      try LocatedJSONDecoder.decode(Holder.self, from: scanned(text))
    }
    #expect(failure?.position.description == "2:6")
  }
}
