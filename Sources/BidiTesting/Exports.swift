// The golden-file machinery lives in BidiGolden, which has no test framework, so that the
// `bidi` command does not link Swift Testing or XCTest. Tests import this module and get both.
@_exported import BidiGolden
