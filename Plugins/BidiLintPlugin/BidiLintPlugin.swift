import Foundation
import PackagePlugin

/// Lints a target's catalogs (`.strings`, `.stringsdict`, `.xcstrings`, `.po`) with `bidi lint`
/// on every build that changes them, and with `"buildTool": {"sources": true}` in the lint
/// configuration its source files for Trojan Source too. Findings are printed as compiler
/// diagnostics (`file:line:column: warning: … [rule]`), which Xcode shows inline and
/// `swift build` prints; they are warnings, and the build goes on, unless the configuration
/// says `"buildTool": {"failOnErrors": true}`.
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "BidiLintPlugin", package: "BidiKit")])
/// ```
///
/// The configuration is the package's `.bidilint.json` (beside `Package.swift`), whose globs
/// are relative to the package's folder. The
/// command's output, which the build system needs, is a source file holding one comment
/// (`BidiLint.swift`, or `BidiLint.c` for a C-family target): it adds nothing to the module.
@main
struct BidiLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget, !target.sourceFiles.isEmpty else { return [] }
    let files = target.sourceFiles.map(\.url)
    // The commands are made once and kept until the package's structure changes, so the
    // configuration is named whether it exists or not (a missing one is none). Only the package's
    // folder is an input, not the file itself: a file input that disappeared would stop every
    // build until the next `swift package clean`.
    let configuration = context.package.directoryURL.appending(path: ".bidilint.json")
    let output = context.pluginWorkDirectoryURL.appending(
      path: target is SwiftSourceModuleTarget ? "BidiLint.swift" : "BidiLint.c")
    var arguments = ["lint", "--format", "diagnostics", "--build-tool-output", output.path]
    arguments += ["--config", configuration.path]
    // `bidi lint` skips the files it does not know (images, plists…) in this mode.
    arguments += ["--"] + files.map(\.path)
    return [
      .buildCommand(
        displayName: "bidi lint \(target.name)", executable: try context.tool(named: "bidi").url,
        arguments: arguments, inputFiles: files + [context.package.directoryURL], outputFiles: [output])
    ]
  }
}
