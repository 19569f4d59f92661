import BidiEngine
import Foundation

/// The record mode and CI flag read from environment variables.
///
/// - `BIDIKIT_RECORD` names a ``GoldenRecordMode`` (see
///   ``GoldenRecordMode/init(environmentValue:)``): `missing`, `all`, `failed`, `never`;
///   `1`/`true`/`yes` mean `failed` (record what differs) and `0`/`false`/`no` mean `never`.
///   Unset or empty, the scope's mode or ``GoldenRecordMode/missing`` applies.
/// - `CI` set to anything but empty, `0`, `false` or `no` means a CI run: nothing is ever
///   recorded then, whatever the mode, and a run that asks to rewrite goldens fails and says why.
public struct GoldenEnvironment: Sendable, Hashable {
  /// The mode `BIDIKIT_RECORD` asks for, or `nil` when it is unset or empty.
  public var recordMode: GoldenRecordMode?
  /// Whether `CI` is set.
  public var isCI: Bool

  /// The name of the variable that sets the record mode.
  public static let recordVariable = "BIDIKIT_RECORD"

  /// Reads the two variables from `variables` (by default the process environment).
  public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
    recordMode = GoldenRecordMode(environmentValue: variables[GoldenEnvironment.recordVariable])
    isCI = GoldenEnvironment.isSet(variables["CI"])
  }

  /// Given values, for tests and tools.
  public init(recordMode: GoldenRecordMode?, isCI: Bool) {
    self.recordMode = recordMode
    self.isCI = isCI
  }

  /// Given values in the terms of earlier versions: `recordRequested` is mode
  /// ``GoldenRecordMode/failed``, otherwise ``GoldenRecordMode/never``.
  public init(recordRequested: Bool, isCI: Bool) {
    self.init(recordMode: recordRequested ? .failed : .never, isCI: isCI)
  }

  /// Whether the environment asks to rewrite goldens that differ (mode `failed` or `all`).
  public var recordRequested: Bool { recordMode?.rewritesExisting ?? false }

  private static func isSet(_ value: String?) -> Bool {
    guard let value else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
