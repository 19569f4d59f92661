import Foundation

/// Runs `Scripts/validate-json.py` (PyPI's `jsonschema`, the draft the schema names) on `files`
/// against the schema at `schema`, a path; with `lines`, each line of a file is a document.
/// Its exit status (0: every document valid) and its output: one line per violation
/// (`FILE[:LINE]: PATH: message`), then `valid: N documents` or `invalid: K of N documents`.
public func validateJSON(
  schema: String, _ files: [String], lines: Bool = false
) throws -> (status: Int32, output: String) {
  let python = toolPath("python3") ?? "/usr/bin/python3"
  let result = try runTool(
    python,
    [Repository.path("Scripts/validate-json.py"), "--schema", schema] + (lines ? ["--lines"] : []) + files)
  return (result.status, String(decoding: result.output, as: UTF8.self))
}
