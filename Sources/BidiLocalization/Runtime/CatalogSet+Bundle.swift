import Foundation

extension CatalogSet {
  /// The tables of a bundle, as Foundation finds them: every `xx.lproj/NAME.strings` and
  /// `xx.lproj/NAME.stringsdict` — which is also what Xcode compiles each String Catalog into,
  /// one `.lproj` per language, in text, XML or binary property lists — and String Catalogs or
  /// gettext catalogs kept as they are (a SwiftPM resource bundle on Linux).
  ///
  /// ```swift
  /// let catalogs = try CatalogSet(bundle: .main)            // or Bundle.module in a package
  /// let localizer = Localizer(catalogs: catalogs, preferredLanguages: Locale.preferredLanguages)
  /// ```
  ///
  /// - Parameters:
  ///   - bundle: the bundle; its resources are read as ``init(contentsOfDirectory:developmentLanguage:)``
  ///     reads a folder.
  ///   - developmentLanguage: the language answering when no other has a key; by default the
  ///     bundle's `developmentLocalization`, else `en`.
  /// - Throws: ``CatalogReadError/missing(path:)`` when the bundle has no resource folder.
  public init(bundle: Bundle, developmentLanguage: String? = nil) throws(CatalogReadError) {
    let folder = bundle.resourceURL?.path ?? bundle.bundleURL.path
    try self.init(
      contentsOfDirectory: folder,
      developmentLanguage: developmentLanguage ?? bundle.developmentLocalization ?? "en")
  }
}

extension Localizer {
  /// A localizer for the tables of `bundle` (see ``CatalogSet/init(bundle:developmentLanguage:)``),
  /// in the first of `preferredLanguages` the bundle has a table for (a pseudo-language, `ar-XB`
  /// or `en-XA`, is always available), unless `override` is given.
  ///
  /// ```swift
  /// let localizer = try Localizer(bundle: .main)                         // the user's languages
  /// let pseudo = try Localizer(bundle: .main, override: "ar-XB")         // right-to-left pseudo-language
  /// ```
  public init(
    bundle: Bundle, preferredLanguages: [String] = Locale.preferredLanguages, override: String? = nil,
    missingKeyStyle: MissingKeyStyle = .default, numberStyle: NumberStyle = .locale
  ) throws(CatalogReadError) {
    self.init(
      catalogs: try CatalogSet(bundle: bundle), preferredLanguages: preferredLanguages, override: override,
      missingKeyStyle: missingKeyStyle, numberStyle: numberStyle)
  }
}
