// The golden-file machinery lives in BidiGolden, which has no test framework, so that the
// `bidi` command does not link Swift Testing or XCTest. Tests import this module and get both,
// with the types the checks take (BaseDirection, BidiFormatter from BidiEngine; LayoutNode
// from DirectionalLayout), so that a golden test needs one import.
@_exported import BidiEngine
@_exported import BidiGolden
@_exported import DirectionalLayout
