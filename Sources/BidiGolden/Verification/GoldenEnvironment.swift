import BidiEngine
import Foundation

/// Whether to record, read from environment variables.
///
/// - `BIDIKIT_RECORD` set to anything but empty, `0`, `false` or `no` asks for recording.
/// - `CI` set to anything but empty, `0`, `false` or `no` means a CI run: recording is then
///   refused, and a run that asks for it fails and says why.
public struct GoldenEnvironment: Sendable, Hashable {
  /// Whether `BIDIKIT_RECORD` asks for recording.
  public var recordRequested: Bool
  /// Whether `CI` is set.
  public var isCI: Bool

  /// The name of the variable that asks for recording.
  public static let recordVariable = "BIDIKIT_RECORD"

  /// Reads the two variables from `variables` (by default the process environment).
  public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
    recordRequested = GoldenEnvironment.isSet(variables[GoldenEnvironment.recordVariable])
    isCI = GoldenEnvironment.isSet(variables["CI"])
  }

  /// Given values, for tests and tools.
  public init(recordRequested: Bool, isCI: Bool) {
    self.recordRequested = recordRequested
    self.isCI = isCI
  }

  private static func isSet(_ value: String?) -> Bool {
    guard let value else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
