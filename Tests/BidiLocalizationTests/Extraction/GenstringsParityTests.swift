import Foundation
import Testing

@testable import BidiLocalization

/// Objective-C and C read as genstrings reads them, and `.strings` files written byte for
/// byte as genstrings writes them.
///
/// genstrings cannot run here (it ships with Xcode only), so the expected bytes are written
/// from its documented behaviour (its man page: the macros, `-s ROUTINE`, positional
/// parameters for values with several placeholders, UTF-16 output) and from real genstrings
/// output checked into public repositories: wordpress-mobile/release-toolkit's
/// `spec/test-data/translations/ios_generate_strings_file_from_code/expected-*/` (made by
/// genstrings from the sample project beside them: UTF-16 LE with a BOM, `/* comment */` then
/// `"key" = "value";` and a blank line, a key's different comments sorted and joined with a
/// line break and three spaces, adjacent Objective-C literals joined, `nil` tables read as
/// `Localizable`) and sparkle-project/Sparkle's `Sparkle/Base.lproj/Sparkle.strings` (keys
/// sorted case-insensitively: `Checking…` before `CPU…`).
@Suite struct GenstringsParityTests {
  static let objectiveC = #"""
    #import <Foundation/Foundation.h>
    #define APP_TABLE @"Settings"
    #define MyLocalizedString(key, comment) NSLocalizedStringFromTable(key, @"Custom", comment)

    @implementation Demo
    - (void)show {
        // NSLocalizedString(@"commented out", nil)
        NSString *a = NSLocalizedString(@"Cancel", @"Button title");
        NSString *b = NSLocalizedString(@"Cancel", @"Alert button");
        NSString *c = NSLocalizedString(@"Zebra \"quoted\"\n", nil);
        NSString *d = NSLocalizedStringFromTable(@"Title", @"Settings", @"Settings title");
        NSString *e = NSLocalizedStringFromTableInBundle(@"Version %@ of %@", APP_TABLE, [NSBundle mainBundle],
                                                         @"Version" @" line");
        NSString *f = NSLocalizedStringWithDefaultValue(@"welcome.key", nil, [NSBundle mainBundle], @"Welcome, %@!",
                                                        @"Greeting");
        CFStringRef g = CFCopyLocalizedString(CFSTR("Core Foundation"), "CF comment");
        CFStringRef h = CFCopyLocalizedStringFromTable(CFSTR("cf.table"), CFSTR("Settings"), NULL);
        CFStringRef i = CFCopyLocalizedStringFromTableInBundle(CFSTR("cf.bundle"), CFSTR("Settings"), bundle, "In bundle");
        CFStringRef j = CFCopyLocalizedStringWithDefaultValue(CFSTR("cf.default"), CFSTR("Settings"), bundle,
                                                              CFSTR("Default %d and %d"), "CF default");
        NSString *k = DemoLocalizedString(@"apple", @"Routine");
        NSString *l = DemoLocalizedStringFromTable(@"banana", @"Fruits", @"Routine with table");
        NSString *m = DemoLocalizedStringFromTableInBundle(@"cherry", @"Fruits", bundle, nil);
        NSString *n = DemoLocalizedStringWithDefaultValue(@"date", @"Fruits", bundle, @"Date %1$@ %2$@", @"Routine with value");
        NSString *o = NSLocalizedString(key, @"not a literal");
        NSString *p = NSLocalizedStringFromTable(@"lost", tableName, @"not a literal table");
    }
    @end
    """#

  static let expected: [String: String] = [
    "Localizable": #"""
    /* Routine */
    "apple" = "apple";

    /* Alert button
       Button title */
    "Cancel" = "Cancel";

    /* CF comment */
    "Core Foundation" = "Core Foundation";

    /* Greeting */
    "welcome.key" = "Welcome, %@!";

    /* No comment provided by engineer. */
    "Zebra \"quoted\"\n" = "Zebra \"quoted\"\n";


    """#,
    "Settings": #"""
    /* In bundle */
    "cf.bundle" = "cf.bundle";

    /* CF default */
    "cf.default" = "Default %1$d and %2$d";

    /* No comment provided by engineer. */
    "cf.table" = "cf.table";

    /* Settings title */
    "Title" = "Title";

    /* Version line */
    "Version %@ of %@" = "Version %1$@ of %2$@";


    """#,
    "Fruits": #"""
    /* Routine with table */
    "banana" = "banana";

    /* No comment provided by engineer. */
    "cherry" = "cherry";

    /* Routine with value */
    "date" = "Date %1$@ %2$@";


    """#,
  ]

  @Test func everyMacroAndARoutine() throws {
    let extractor = StringExtractor(routines: [try LocalizationRoutine(parsing: "DemoLocalizedString")])
    let extraction = extractor.extract(Self.objectiveC, path: "Demo.m")
    #expect(extraction.tableNames == ["Fruits", "Localizable", "Settings"])
    for (table, text) in Self.expected {
      var bytes: [UInt8] = [0xFF, 0xFE]  // UTF-16 little-endian with a byte-order mark
      for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
      let written = StringsFileWriter.data(extraction.stringsEntries(table: table))
      #expect(written == Data(bytes), "\(table)")
    }
    #expect(
      extraction.diagnostics.map(\.reason) == [
        .nonLiteralArgument, .nonLiteralArgument, .conflictingComments,
      ])
    #expect(extraction.diagnostics.map(\.location.line) == [25, 26, 9])
    #expect(
      extraction.diagnostics[2].message
        == #"key "Cancel" used with multiple comments "Button title" (Demo.m:8:37) & "Alert button"; both kept"#
    )
  }

  /// C literal forms: escapes, prefixes, adjacent pieces across lines and comments, `CFSTR`.
  @Test(arguments: [
    (#"NSLocalizedString(@"tab\tnew\nq\"b\\\101\x42\u00e9", nil)"#, "tab\tnew\nq\"b\\AB\u{e9}"),
    ("NSLocalizedString(@\"a\" /* between */ @\"b\"\n  \"c\", nil)", "abc"),
    (#"CFCopyLocalizedString(CFSTR("cf"), "c")"#, "cf"),
    (#"NSLocalizedString(L"wide", nil)"#, "wide"),
  ])
  func literalForms(source: String, key: String) {
    let strings = StringExtractor().extract(source, path: "A.m").strings
    #expect(strings.map(\.key) == [key])
  }

  /// Unterminated literals and unbalanced calls are reported or skipped, never a crash.
  @Test func malformedInput() {
    for source in [#"NSLocalizedString(@"open"#, "NSLocalizedString(", "#define", #"@"x".localized"#, "'"] {
      _ = StringExtractor().extract(source, path: "A.m")
    }
    #expect(
      StringExtractor().extract(#"NSLocalizedString(@"open, nil)"#, path: "A.m").diagnostics.map(\.reason)
        == [.unreadableSource])
  }
}
