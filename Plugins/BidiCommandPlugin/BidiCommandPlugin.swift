import Foundation
import PackagePlugin

/// `swift package bidi <subcommand> …`: runs the `bidi` command, built from this package, in
/// the package's folder with the arguments given.
///
/// ```sh
/// swift package bidi lint Sources
/// swift package bidi lint --format sarif --output bidi.sarif Sources
/// swift package --allow-writing-to-package-directory bidi extract --output Resources/en.lproj Sources
/// ```
///
/// It declares no permission, so that read-only subcommands need no flag; a subcommand that
/// writes into the package (`extract --output`, `golden record`, `lint --output`) needs
/// `--allow-writing-to-package-directory` where plugins run in a sandbox (macOS). Standard input
/// is empty: name files. Standard output and standard error both reach `swift package`'s
/// output, so a report meant for another tool is best written with `--output`.
@main
struct BidiCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let bidi = try context.tool(named: "bidi")
    let process = Process()
    process.executableURL = bidi.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status != 0 else { return }
    switch status {
    case 1: Diagnostics.error("bidi \(arguments.first ?? ""): findings or mismatches (exit 1)")
    case 74:
      Diagnostics.error(
        "bidi \(arguments.first ?? ""): I/O error (exit 74); a subcommand that writes into the package needs 'swift package --allow-writing-to-package-directory bidi …'"
      )
    default: Diagnostics.error("bidi \(arguments.first ?? "") exited with status \(status)")
    }
  }
}
